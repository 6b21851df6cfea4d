import { desc } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { type Config, testConfig } from "../config.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { sessionCookieName } from "../features/auth/session-token.ts";
import { jobDefinitions } from "../job-definitions.ts";
import { runDueJobs } from "../jobs/runner.ts";
import { mailOutbox } from "../mail/outbox.table.ts";
import { openTestDatabase } from "./database.ts";

export type GraphQLResponse<T = Record<string, unknown>> = {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
};

/** A signed-in or anonymous browser: remembers the session cookie between calls. */
export type TestClient = {
  cookie: string | null;
  /** An API token the client sends instead of a cookie (the security suite's token actors). */
  bearer?: string;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphQLResponse<T>>;
};

export type Harness = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  client(cookie?: string | null): TestClient;
  /** Signs in through the real login mutation and returns the client holding the cookie. */
  signIn(email: string, password: string): Promise<TestClient>;
  outbox(): Promise<(typeof mailOutbox.$inferSelect)[]>;
  /** Runs the due jobs of every feature now, as a worker would; returns how many ran. */
  runJobs(max?: number): Promise<number>;
  close(): Promise<void>;
};

/**
 * The real app, in-process, on a fresh database: what every server integration test uses.
 * `database` replaces the fresh one (a migrated primary with a read replica, say); close()
 * closes it too.
 */
export async function createHarness(
  overrides: Record<string, string> = {},
  options: { database?: DatabaseHandle } = {},
): Promise<Harness> {
  const database = options.database ?? (await openTestDatabase());
  const config = testConfig(overrides);
  const app = await buildApp({ database, config, webDistDir: "/nonexistent" });

  const client = (initial: string | null = null): TestClient => {
    const state: TestClient = {
      cookie: initial,
      async gql(query, variables) {
        const response = await app.inject({
          method: "POST",
          url: "/graphql",
          headers: {
            "content-type": "application/json",
            ...(state.cookie ? { cookie: `${sessionCookieName}=${state.cookie}` } : {}),
          },
          payload: JSON.stringify({ query, variables }),
        });
        const setCookie = response.cookies.find((c) => c.name === sessionCookieName);
        if (setCookie) state.cookie = setCookie.value || null;
        return response.json();
      },
    };
    return state;
  };

  return {
    app,
    database,
    config,
    client,
    async signIn(email, password) {
      const c = client();
      const result = await c.gql<{ login: { __typename: string } }>(
        `mutation($input: LoginInput!) { login(input: $input) { __typename ... on Error { message } } }`,
        { input: { email, password } },
      );
      if (result.data?.login.__typename !== "LoginSuccess") {
        throw new Error(`sign-in failed: ${JSON.stringify(result)}`);
      }
      return c;
    },
    runJobs: (max) =>
      runDueJobs(
        {
          db: database.db,
          log: app.log,
          config,
          definitions: jobDefinitions,
        },
        max,
      ),
    outbox: () => database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
