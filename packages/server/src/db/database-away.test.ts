import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { testConfig } from "../config.ts";
import { sessionCookieName } from "../features/auth/session-token.ts";
import { type CuttableProxy, startCuttableProxy } from "../test/cuttable-proxy.ts";
import { openTestDatabase, type TestDatabase, testDatabaseKind } from "../test/database.ts";
import { buildOrganization, buildUser } from "../test/factories.ts";
import { type DatabaseHandle, openDatabase } from "./client.ts";
import { databaseUnavailableMessage } from "./database-unavailable.ts";

/**
 * The database goes away under the server (stopped, restarted, the network drops) and comes
 * back. Between the server and a real PostgreSQL sits a proxy the test cuts and restores.
 */
describe.runIf(testDatabaseKind === "postgres")("when the database goes away", () => {
  let direct: TestDatabase;
  let proxy: CuttableProxy;
  let throughProxy: DatabaseHandle;
  let app: FastifyInstance;
  let cookie = "";

  beforeAll(async () => {
    direct = await openTestDatabase();
    const url = new URL(direct.url as string);
    proxy = await startCuttableProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = "127.0.0.1";
    url.port = String(proxy.port);
    throughProxy = await openDatabase({ kind: "postgres", url: url.toString() });
    app = await buildApp({ database: throughProxy, config: testConfig() });
    const person = await buildUser(direct.db, testConfig(), {
      memberships: [{ organizationId: (await buildOrganization(direct.db)).id, role: "user" }],
    });
    const login = await ask(
      "mutation($input: LoginInput!) { login(input: $input) { __typename } }",
      {
        input: { email: person.email, password: person.password },
      },
    );
    cookie = login.cookies.find((c) => c.name === sessionCookieName)?.value ?? "";
    expect(cookie).not.toBe("");
  });

  afterAll(async () => {
    await app?.close();
    await throughProxy?.close();
    await proxy?.cut();
    await direct?.close();
  });

  function ask(query: string, variables?: Record<string, unknown>) {
    return app.inject({
      method: "POST",
      url: "/graphql",
      headers: {
        "content-type": "application/json",
        ...(cookie ? { cookie: `${sessionCookieName}=${cookie}` } : {}),
      },
      payload: { query, variables },
    });
  }

  const myOrganization = "{ session { authenticated authId } myOrganizations { id name } }";

  function expectUnavailable(response: Awaited<ReturnType<typeof ask>>) {
    expect(response.json().errors).toEqual([
      {
        message: databaseUnavailableMessage,
        extensions: { code: "SERVICE_UNAVAILABLE", requestId: expect.any(String) },
      },
    ]);
    expect(response.body).not.toMatch(/ECONN|timeout exceeded|\.ts:\d+/);
  }

  async function timed<T>(work: () => Promise<T>) {
    const started = performance.now();
    const result = await work();
    return { result, ms: performance.now() - started };
  }

  it("says so at once while it refuses connections, and recovers without a restart", async () => {
    expect((await ask(myOrganization)).json().data.session.authenticated).toBe(true);
    await proxy.cut();
    const away = await timed(() => ask(myOrganization));
    expectUnavailable(away.result);
    expect(away.ms).toBeLessThan(2_000);
    expect((await app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(503);
    await proxy.restore();
    expect((await ask(myOrganization)).json().data.session.authenticated).toBe(true);
    expect((await app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
  });

  it("gives up on a connection that never answers within seconds, not minutes", async () => {
    await proxy.stall();
    // The first may still meet a pooled connection that just died; the second needs a new one.
    for (let i = 0; i < 2; i += 1) {
      const away = await timed(() => ask(myOrganization));
      expectUnavailable(away.result);
      // The pool's connection timeout is 3 s and a request may wait for it once; the bound
      // leaves room for a busy machine and still tells it from a hang (TCP gives up in minutes).
      expect(away.ms).toBeLessThan(15_000);
    }
    await proxy.restore();
    expect((await ask(myOrganization)).json().data.session.authenticated).toBe(true);
  }, 45_000);
});
