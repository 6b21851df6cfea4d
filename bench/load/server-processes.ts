/**
 * What the load benchmarks need around a real server process: its GraphQL request bodies, a
 * signed-in cookie, and a wait until the work it does after answering (the demo-data job, the
 * search index) is over, so that it does not count in the measurement.
 */
import { processCpuMs } from "./process-cpu.ts";

/** A GraphQL request body as the web app's Apollo client sends it. */
export function graphqlBody(
  query: string,
  variables: Record<string, unknown>,
  operationName?: string,
): string {
  return JSON.stringify({ operationName, variables, query });
}

const loginMutation = "mutation Login($input: LoginInput!) { login(input: $input) { __typename } }";

/** Signs in and returns the session cookie ("name=value"). */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: graphqlBody(loginMutation, { input: { email, password } }, "Login"),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error(`sign-in as ${email} failed: ${await response.text()}`);
  return cookie;
}

/**
 * Waits until the processes use under a tenth of a core for two seconds running: a freshly
 * seeded server goes on with its demo-data job and loads its search index after it answers.
 */
export async function waitUntilIdle(pids: readonly number[], timeoutMs = 900_000) {
  const started = Date.now();
  const cpu = () => pids.reduce((sum, pid) => sum + processCpuMs(pid), 0);
  let quietSeconds = 0;
  while (quietSeconds < 2) {
    if (Date.now() - started > timeoutMs) throw new Error("the server never went idle");
    const before = cpu();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    quietSeconds = cpu() - before < 100 ? quietSeconds + 1 : 0;
  }
}
