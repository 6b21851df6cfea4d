import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { testDatabaseKind } from "../test/database.ts";
import {
  answering,
  freePort,
  type ServerProcess,
  startServerProcess,
} from "../test/server-process.ts";

async function adminQuery(text: string) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    return await admin.query(text);
  } finally {
    await admin.end();
  }
}

/**
 * A load balancer's pool, an orchestrator or a restart after an outage starts several servers
 * at once on one database. PGlite's data directory belongs to one process, so this is
 * PostgreSQL's case.
 */
describe.runIf(testDatabaseKind === "postgres")("servers started together", () => {
  const name = `tierwise_startup_${randomBytes(5).toString("hex")}`;
  const servers: ServerProcess[] = [];
  let dataDir = "";
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill()));
    await adminQuery(`drop database if exists ${name} with (force)`);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("migrate and seed a fresh database one at a time, and all three answer", async () => {
    await adminQuery(`create database ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = `/${name}`;
    dataDir = await mkdtemp(path.join(tmpdir(), "tierwise-startup-"));
    for (let i = 0; i < 3; i++) {
      servers.push(
        startServerProcess({
          DATABASE_URL: url.toString(),
          PORT: String(await freePort()),
          DATA_DIR: path.join(dataDir, String(i)),
          SEED_PASSWORD: "startup-together-1",
          // The demo's companies and accounts are the race; its year of alerts is not.
          SEED_ALERTS: "0",
        }),
      );
    }
    for (const server of servers) await answering(server);
    const firstStarts = servers.filter(({ output }) =>
      output.join("").includes("First start: loading the demo data"),
    );
    expect(firstStarts).toHaveLength(1);
  }, 180_000);
});
