import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it, vi } from "vitest";
import { testDatabaseKind } from "../test/database.ts";

const mainScript = path.join(import.meta.dirname, "../main.ts");

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

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
  const servers: { child: ChildProcess; port: number; output: string[] }[] = [];
  let dataDir = "";
  afterAll(async () => {
    for (const { child } of servers) child.kill("SIGKILL");
    await Promise.all(
      servers.map(({ child }) =>
        child.exitCode === null && child.signalCode === null
          ? new Promise((resolve) => child.once("exit", resolve))
          : null,
      ),
    );
    await adminQuery(`drop database if exists ${name} with (force)`);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("migrate and seed a fresh database one at a time, and all three answer", async () => {
    await adminQuery(`create database ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = `/${name}`;
    dataDir = await mkdtemp(path.join(tmpdir(), "tierwise-startup-"));
    for (let i = 0; i < 3; i++) {
      const port = await freePort();
      const output: string[] = [];
      const child = spawn(process.execPath, [mainScript], {
        env: {
          ...process.env,
          NODE_ENV: "test",
          DATABASE_URL: url.toString(),
          PORT: String(port),
          HOST: "127.0.0.1",
          DATA_DIR: path.join(dataDir, String(i)),
          SEED_PASSWORD: "startup-together-1",
          // The demo's companies and accounts are the race; its year of alerts is not.
          SEED_ALERTS: "0",
          LOG_LEVEL: "warn",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      child.stdout?.on("data", (chunk) => output.push(String(chunk)));
      child.stderr?.on("data", (chunk) => output.push(String(chunk)));
      servers.push({ child, port, output });
    }
    for (const server of servers) {
      await vi.waitFor(
        async () => {
          if (server.child.exitCode !== null)
            throw new Error(`a server stopped: ${server.output.join("")}`);
          const res = await fetch(`http://127.0.0.1:${server.port}/healthz`);
          expect(res.status).toBe(200);
        },
        { timeout: 120_000, interval: 250 },
      );
    }
    const firstStarts = servers.filter(({ output }) =>
      output.join("").includes("First start: loading the demo data"),
    );
    expect(firstStarts).toHaveLength(1);
  }, 180_000);
});
