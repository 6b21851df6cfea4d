/**
 * The servers a load run targets, started as an operator starts them (README "Several server
 * processes"): one `npm start`-like process on PGlite; one on PostgreSQL; two on PostgreSQL
 * with JOBS_IN_PROCESS=false beside one `npm run worker`. Each writes its log to a file, read
 * back afterwards for the errors it logged.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, openSync, readFileSync } from "node:fs";
import path from "node:path";
import { root, stopProcess, waitForUrl } from "../support.ts";
import { waitUntilIdle } from "./server-processes.ts";

export const loadPassword = "Load-Test-Password-2026!";
export const logDir = path.join(root, ".tmp/load");

type Started = { child: ChildProcess; log: string };

/** A server or worker process, its output in `.tmp/load/<name>.log`. */
function start(script: string, name: string, env: Record<string, string>): Started {
  mkdirSync(logDir, { recursive: true });
  const log = path.join(logDir, `${name}.log`);
  const out = openSync(log, "w");
  const child = spawn("node", [script], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      SEED_PASSWORD: loadPassword,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", out, out],
  });
  return { child, log };
}

export type Setup = {
  label: string;
  bases: string[];
  /** The Node processes serving it (servers and worker). */
  pids(): number[];
  logs: string[];
  stop(): Promise<void>;
};

/**
 * Starts `servers` server processes on consecutive ports from `port` (and a worker when there
 * are several, as the README runs them), waits until they answer and their start-up work (the
 * demo data job, the search index) is done.
 */
export async function startSetup(
  label: string,
  env: Record<string, string>,
  servers: number,
  port: number,
): Promise<Setup> {
  const several = servers > 1;
  const started: Started[] = [];
  const bases: string[] = [];
  for (let i = 0; i < servers; i++) {
    started.push(
      start("packages/server/src/main.ts", `${label}-server-${i + 1}`, {
        ...env,
        PORT: String(port + i),
        ...(several ? { JOBS_IN_PROCESS: "false" } : {}),
      }),
    );
    bases.push(`http://127.0.0.1:${port + i}`);
  }
  if (several) started.push(start("packages/server/src/worker.ts", `${label}-worker`, env));
  const setup: Setup = {
    label,
    bases,
    pids: () => started.flatMap((s) => (s.child.pid ? [s.child.pid] : [])),
    logs: started.map((s) => s.log),
    stop: async () => {
      await Promise.all(started.map((s) => stopProcess(s.child)));
    },
  };
  // A process that stops before it answers (a start error) ends the wait at once, naming its log.
  const stopped = started.map(
    (s) =>
      new Promise<never>((_, reject) =>
        s.child.once("exit", (code) =>
          reject(
            new Error(
              `${label}: a process stopped (exit ${code}) before it answered; see ${s.log}`,
            ),
          ),
        ),
      ),
  );
  try {
    await Promise.race([
      (async () => {
        // A first start on a fresh database seeds the demo data before it answers.
        for (const base of bases) await waitForUrl(`${base}/healthz`, 1_800_000);
        await waitUntilIdle(setup.pids(), 1_800_000);
      })(),
      ...stopped,
    ]);
  } catch (error) {
    await setup.stop();
    throw error;
  }
  return setup;
}

/** The errors the processes logged (pino level 50 and up), by message, most frequent first. */
export function loggedErrors(logs: readonly string[]): { cause: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const file of logs) {
    for (const line of readFileSync(file, "utf8").split("\n")) {
      if (!line.startsWith("{")) continue;
      try {
        const entry = JSON.parse(line) as {
          level?: number;
          msg?: string;
          err?: { message?: string };
        };
        if ((entry.level ?? 0) < 50) continue;
        const cause = `${entry.msg ?? ""}${entry.err?.message ? `: ${entry.err.message}` : ""}`;
        counts.set(cause.slice(0, 200), (counts.get(cause.slice(0, 200)) ?? 0) + 1);
      } catch {
        // not a log entry
      }
    }
  }
  return [...counts].map(([cause, count]) => ({ cause, count })).sort((a, b) => b.count - a.count);
}
