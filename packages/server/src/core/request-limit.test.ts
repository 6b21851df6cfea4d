import { randomBytes, randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { testConfig } from "../config.ts";
import { sessionCookieName } from "../features/auth/session-token.ts";
import { openTestDatabase, type TestDatabase } from "../test/database.ts";
import { buildOrganization, buildUser } from "../test/factories.ts";
import { requestLimitMessage } from "./request-limit.ts";

const limit = 5;
let database: TestDatabase;
let app: FastifyInstance;
let unlimited: FastifyInstance;
let webDist: string;
let nextAddress = 1;

beforeAll(async () => {
  database = await openTestDatabase();
  // A built web app, so that its page and files are there to be asked for.
  webDist = mkdtempSync(path.join(tmpdir(), "tierwise-web-"));
  mkdirSync(path.join(webDist, "assets"));
  writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>Tierwise</title>");
  writeFileSync(path.join(webDist, "assets", "app.js"), "console.log('app');");
  app = await buildApp({
    database,
    config: testConfig({ REQUEST_LIMIT_PER_MINUTE: String(limit) }),
    webDistDir: webDist,
  });
  unlimited = await buildApp({
    database,
    config: testConfig({ REQUEST_LIMIT_PER_MINUTE: "0" }),
    webDistDir: webDist,
  });
});

afterAll(async () => {
  await app.close();
  await unlimited.close();
  await database.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** A client address no other test uses, so every test starts with a fresh count. */
const newAddress = () => `203.0.113.${nextAddress++}`;

const sessionQuery = "{ session { authenticated authId } }";

function post(
  target: FastifyInstance,
  options: { ip: string; cookie?: string; query?: string; variables?: unknown },
) {
  return target.inject({
    method: "POST",
    url: "/graphql",
    remoteAddress: options.ip,
    headers: {
      "content-type": "application/json",
      ...(options.cookie ? { cookie: `${sessionCookieName}=${options.cookie}` } : {}),
    },
    payload: JSON.stringify({ query: options.query ?? sessionQuery, variables: options.variables }),
  });
}

/** A new member, signed in through the real login mutation from `ip`: the session cookie. */
async function signedIn(ip: string, user?: { email: string; password: string; id: string }) {
  const person =
    user ??
    (await buildUser(database.db, testConfig(), {
      memberships: [{ organizationId: (await buildOrganization(database.db)).id, role: "user" }],
    }));
  const response = await post(app, {
    ip,
    query: "mutation($input: LoginInput!) { login(input: $input) { __typename } }",
    variables: { input: { email: person.email, password: person.password } },
  });
  expect(response.json().data.login.__typename).toBe("LoginSuccess");
  const cookie = response.cookies.find((c) => c.name === sessionCookieName)?.value;
  if (!cookie) throw new Error("no session cookie");
  return { cookie, user: person };
}

function expectLimitAnswer(response: Awaited<ReturnType<typeof post>>) {
  expect(response.statusCode).toBe(429);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  const retryAfter = Number(response.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(response.json()).toEqual({ error: requestLimitMessage });
}

describe("the API's request limit", () => {
  it("answers 429 with Retry-After once a signed-in person passes it, and no one else", async () => {
    const ip = newAddress();
    const alice = await signedIn(ip);
    for (let i = 0; i < limit; i += 1) {
      const response = await post(app, { ip, cookie: alice.cookie });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.session.authId).toBe(alice.user.id);
    }
    expectLimitAnswer(await post(app, { ip, cookie: alice.cookie }));

    // Someone else at the same address, and the address itself, keep their own counts.
    const bob = await signedIn(ip);
    const asBob = await post(app, { ip, cookie: bob.cookie });
    expect(asBob.statusCode).toBe(200);
    expect(asBob.json().data.session.authId).toBe(bob.user.id);
    expect((await post(app, { ip, query: "{ serverTime }" })).statusCode).toBe(200);
  });

  it("counts a person, not a session or an address", async () => {
    const first = await signedIn(newAddress());
    const second = await signedIn(newAddress(), first.user);
    for (let i = 0; i < limit; i += 1) {
      const session = i % 2 === 0 ? first : second;
      expect((await post(app, { ip: newAddress(), cookie: session.cookie })).statusCode).toBe(200);
    }
    expectLimitAnswer(await post(app, { ip: newAddress(), cookie: second.cookie }));
  });

  it("counts signed-out visitors by address, whatever cookie they make up", async () => {
    const ip = newAddress();
    for (let i = 0; i < limit; i += 1) {
      const madeUp = randomBytes(32).toString("base64url");
      const response = await post(app, { ip, cookie: madeUp, query: "{ serverTime }" });
      expect(response.statusCode).toBe(200);
    }
    expectLimitAnswer(await post(app, { ip, query: "{ serverTime }" }));
    expect((await post(app, { ip: newAddress(), query: "{ serverTime }" })).statusCode).toBe(200);

    // The file routes are the API too: no file is even looked for.
    const download = await app.inject({
      method: "GET",
      url: `/attachments/${randomUUID()}`,
      remoteAddress: ip,
    });
    expect(download.statusCode).toBe(429);
    expect(download.json()).toEqual({ error: requestLimitMessage });
  });

  it("never holds back /healthz, the web app's page or its files", async () => {
    const ip = newAddress();
    for (let i = 0; i <= limit; i += 1) await post(app, { ip, query: "{ serverTime }" });
    expectLimitAnswer(await post(app, { ip, query: "{ serverTime }" }));

    for (let i = 0; i <= limit; i += 1) {
      const health = await app.inject({ method: "GET", url: "/healthz", remoteAddress: ip });
      expect(health.statusCode).toBe(200);
      const page = await app.inject({
        method: "GET",
        url: "/request-limit-exceeded?next=%2Fportfolios",
        remoteAddress: ip,
        headers: { accept: "text/html" },
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("<title>Tierwise</title>");
      const script = await app.inject({ method: "GET", url: "/assets/app.js", remoteAddress: ip });
      expect(script.statusCode).toBe(200);
    }
  });

  it("is off with REQUEST_LIMIT_PER_MINUTE=0", async () => {
    const ip = newAddress();
    for (let i = 0; i < limit * 4; i += 1) {
      const response = await post(unlimited, { ip, query: "{ serverTime }" });
      expect(response.statusCode).toBe(200);
      expect(response.headers["ratelimit-limit"]).toBeUndefined();
    }
  });
});
