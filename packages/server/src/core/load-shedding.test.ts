import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { messages } from "@tierwise/common/messages";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../app.ts";
import { testConfig } from "../config.ts";
import { openTestDatabase, type TestDatabase, testDatabaseKind } from "../test/database.ts";

let database: TestDatabase;
let webDist: string;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  webDist = mkdtempSync(path.join(tmpdir(), "tierwise-web-"));
  mkdirSync(path.join(webDist, "assets"));
  writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>Tierwise</title>");
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
  rmSync(webDist, { recursive: true, force: true });
});

async function appWith(settings: Record<string, string>) {
  const app = await buildApp({ database, config: testConfig(settings), webDistDir: webDist });
  apps.push(app);
  return app;
}

const askSession = (app: FastifyInstance) =>
  app.inject({
    method: "POST",
    url: "/graphql",
    headers: { "content-type": "application/json" },
    payload: { query: "{ session { authenticated } }" },
  });

/** Checks what a saturated server answers: the API is shed, health and the page are not. */
async function expectShed(app: FastifyInstance) {
  const shed = await askSession(app);
  expect(shed.statusCode).toBe(503);
  expect(shed.headers["retry-after"]).toBe("5");
  expect(shed.json()).toEqual({ error: messages.busy });
  expect((await app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
  expect((await app.inject({ method: "GET", url: "/portfolios" })).statusCode).toBe(200);
}

describe("shedding load", () => {
  it("answers the API at once with 503 while the event loop is saturated, and recovers", async () => {
    const app = await appWith({ LOAD_SHED_EVENT_LOOP_DELAY_MS: "50" });
    expect((await askSession(app)).statusCode).toBe(200);
    // Work that keeps the loop busy 200 ms at a time, as a flood of requests does.
    let saturating = true;
    const block = () => {
      if (!saturating) return;
      const until = performance.now() + 200;
      while (performance.now() < until) {
        // busy on purpose
      }
      setTimeout(block, 1);
    };
    block();
    try {
      await vi.waitFor(() => expect(app.isUnderPressure()).toBe(true), {
        timeout: 15_000,
        interval: 50,
      });
      await expectShed(app);
    } finally {
      saturating = false;
    }
    await vi.waitFor(() => expect(app.isUnderPressure()).toBe(false), {
      timeout: 15_000,
      interval: 50,
    });
    expect((await askSession(app)).statusCode).toBe(200);
  });

  it("is off when both limits are 0", async () => {
    const app = await appWith({});
    expect(app.hasDecorator("isUnderPressure")).toBe(false);
    expect((await askSession(app)).statusCode).toBe(200);
  });
});

describe.runIf(testDatabaseKind === "postgres")("shedding load on PostgreSQL", () => {
  it("answers the API with 503 while queries queue for the pool", async () => {
    const app = await appWith({ LOAD_SHED_WAITING_QUERIES: "3" });
    // Ten connections held and ten more queries waiting 4 s for one (drizzle runs a query
    // when it is awaited: `then` starts each now). Waiting one's turn is load, not an outage:
    // the waiting queries must not fail (the 3 s limit is on opening a connection only).
    const sleepers = Array.from({ length: 20 }, () =>
      database.db.execute(sql`select pg_sleep(4)`).then(() => undefined),
    );
    try {
      await vi.waitFor(() => expect(app.isUnderPressure()).toBe(true), {
        timeout: 10_000,
        interval: 50,
      });
      await expectShed(app);
    } finally {
      await Promise.all(sleepers);
    }
    await vi.waitFor(() => expect(app.isUnderPressure()).toBe(false), {
      timeout: 10_000,
      interval: 50,
    });
  }, 30_000);
});
