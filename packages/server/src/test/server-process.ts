import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { vi } from "vitest";

const mainScript = path.join(import.meta.dirname, "../main.ts");

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

/** A real server process (`npm run serve`'s main.ts), for tests of starts, kills and restarts. */
export type ServerProcess = {
  child: ChildProcess;
  port: number;
  output: string[];
  url: string;
  /** SIGKILL: no shutdown hook, no flush, as a crash or an OOM kill. */
  kill(): Promise<void>;
};

export function startServerProcess(env: Record<string, string>): ServerProcess {
  const port = Number(env.PORT);
  const output: string[] = [];
  const child = spawn(process.execPath, [mainScript], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      // These tests start, kill and restart servers on a shared two-core machine, while the
      // first start's demo job runs: shedding is core/load-shedding.test.ts's subject, not theirs.
      LOAD_SHED_EVENT_LOOP_DELAY_MS: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => output.push(String(chunk)));
  child.stderr?.on("data", (chunk) => output.push(String(chunk)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    child,
    port,
    output,
    url: `http://127.0.0.1:${port}`,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}

/** Waits until the process answers /healthz with 200; fails at once when it stopped. */
export async function answering(server: ServerProcess, timeout = 120_000): Promise<void> {
  await vi.waitFor(
    async () => {
      if (server.child.exitCode !== null)
        throw new Error(`the server stopped: ${server.output.join("")}`);
      const res = await fetch(`${server.url}/healthz`);
      if (res.status !== 200) throw new Error(`healthz ${res.status}`);
    },
    { timeout, interval: 250 },
  );
}
