/**
 * The real app in-process on a benchmark database, signed in as a demo member, with a helper
 * that records the SQL one GraphQL request sends (for the "same SQL directly" baselines).
 */
import type { FastifyInstance } from "fastify";
import { buildApp } from "../packages/server/src/app.ts";
import type { Config } from "../packages/server/src/config.ts";
import type { DatabaseHandle } from "../packages/server/src/db/client.ts";
import { type RecordedStatement, recordStatements } from "./sql-recorder.ts";

export type BenchApp = {
  app: FastifyInstance;
  gql(query: string, variables?: Record<string, unknown>): Promise<unknown>;
  /** Every statement one request sends (the session lookup is cached, as in production). */
  statementsOf(query: string, variables?: Record<string, unknown>): Promise<RecordedStatement[]>;
  close(): Promise<void>;
};

export async function startBenchApp(
  database: DatabaseHandle,
  config: Config,
  account: { email: string; password: string },
): Promise<BenchApp> {
  // The timing loops send one signed-in person's requests back to back, hundreds a minute and
  // more on a fast machine: lift the limit out of reach, keeping its cost in the timings.
  const app = await buildApp({
    database,
    config: { ...config, REQUEST_LIMIT_PER_MINUTE: 1_000_000_000 },
    webDistDir: "/nonexistent",
  });
  const login = await app.inject({
    method: "POST",
    url: "/graphql",
    headers: { "content-type": "application/json" },
    payload: JSON.stringify({
      query: "mutation($input: LoginInput!) { login(input: $input) { __typename } }",
      variables: { input: account },
    }),
  });
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  if (!cookie) throw new Error(`bench sign-in failed: ${login.body}`);
  const gql = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await app.inject({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "application/json", cookie },
      payload: JSON.stringify({ query, variables }),
    });
    const body = response.json() as { data?: unknown; errors?: unknown };
    if (body.errors || response.statusCode !== 200) {
      throw new Error(`bench query failed: ${response.body.slice(0, 400)}`);
    }
    return body.data;
  };
  return {
    app,
    gql,
    async statementsOf(query, variables) {
      await gql(query, variables); // warm: the session lookup is cached within SESSION_CACHE_MS
      return recordStatements(() => gql(query, variables));
    },
    close: () => app.close(),
  };
}
