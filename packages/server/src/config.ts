import { aiReportLimits } from "@tierwise/common/ai-reports";
import { portfolioDefaults } from "@tierwise/common/portfolios";
import { z } from "zod";

const flag = z
  .enum(["true", "false", "1", "0", "yes", "no", "on", "off"])
  .transform((value) => ["true", "1", "yes", "on"].includes(value));

const positiveInt = z.coerce.number().int().positive();

/**
 * Every setting the server reads, in one table. The README's configuration table is written
 * from this list: name, default and meaning.
 */
export const settingsTable = {
  NODE_ENV: {
    schema: z.enum(["development", "production", "test"]).default("development"),
    doc: "`production` turns off GraphQL introspection, suggestions and GraphiQL.",
  },
  PORT: { schema: z.coerce.number().int().min(0).max(65535).default(3000), doc: "HTTP port." },
  HOST: { schema: z.string().min(1).default("0.0.0.0"), doc: "Interface to listen on." },
  PUBLIC_URL: {
    schema: z.url().optional(),
    doc: "Address people use to reach the portal; links in e-mails start with it. Defaults to http://localhost:PORT.",
  },
  CDN_URL: {
    schema: z
      .url()
      .refine((value) => {
        const url = new URL(value);
        const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
        return url.protocol === "https:" || (loopback && url.protocol === "http:");
      }, "must be an https address (http only for localhost)")
      .transform((value) => new URL(value).origin)
      .optional(),
    doc: "Origin of the CDN that serves dashboard bundles; dashboard pages allow scripts from it (Content-Security-Policy script-src) besides the portal and the organisation's allowed hosts.",
  },
  DATA_DIR: {
    schema: z.string().min(1).default("./data"),
    doc: "Folder for the embedded PGlite database and stored files.",
  },
  DATABASE_URL: {
    schema: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
    doc: "Use PostgreSQL instead of the embedded database.",
  },
  DATABASE_READ_URL: {
    schema: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
    doc: "A streaming replica of `DATABASE_URL` (needs it) for heavy reads: quick and advanced company search, the case, alert and portfolio lists, dashboards' widget data. Writes and everything else stay on the primary; while the replica cannot be reached those reads go to the primary. See [Past one machine](#past-one-machine).",
  },
  DATABASE_READ_STICKY_SECONDS: {
    schema: z.coerce.number().int().min(0).max(3600).default(5),
    doc: "After a session or API token changed something (any GraphQL mutation), its reads stay on the primary this long, so it sees its own writes although the replica trails a little. Kept per server process.",
  },
  LOG_LEVEL: {
    schema: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    doc: "Log level (pino).",
  },
  SMTP_URL: {
    schema: z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
    doc: "Send mail over SMTP (e.g. smtp://user:pass@host:587). Without it, mail goes to the database outbox and its links are logged.",
  },
  MAIL_FROM: {
    schema: z.string().min(3).default("Tierwise <no-reply@tierwise.local>"),
    doc: "Sender of every e-mail.",
  },
  SEED_PASSWORD: {
    schema: z.string().min(8).max(256).optional(),
    doc: "Password of every demo account. Without it a random one is made and printed once.",
  },
  SEED_ON_EMPTY: {
    schema: flag.default(true),
    doc: "Load the demo data into an empty database at start.",
  },
  SEED_ALERTS: {
    schema: z.coerce.number().int().min(0).default(200_000),
    doc: "How many alerts the demo data has (a year of history for the demo companies, from the rules and generated news); 0 for none.",
  },
  SESSION_IDLE_MINUTES: {
    schema: positiveInt.default(120),
    doc: "A session ends after this many minutes without a request.",
  },
  SESSION_ABSOLUTE_HOURS: {
    schema: positiveInt.default(24),
    doc: "A session ends this many hours after sign-in, active or not.",
  },
  SESSION_WARNING_SECONDS: {
    schema: positiveInt.default(120),
    doc: "How long before a session expires the refresh_session dialog appears.",
  },
  SESSION_CACHE_MS: {
    schema: z.coerce.number().int().min(0).max(60_000).default(1000),
    doc: "How long a server process may reuse a session lookup. Mutations clear it at once in their own process; other processes see a change within this time. 0 turns it off.",
  },
  COOKIE_SECURE: {
    schema: z.enum(["auto", "true", "false"]).default("auto"),
    doc: "Mark cookies Secure: `auto` does so when the request came over HTTPS.",
  },
  TRUST_PROXY: {
    schema: flag.default(false),
    doc: "Trust X-Forwarded-* headers (behind a load balancer).",
  },
  REQUEST_LIMIT_PER_MINUTE: {
    schema: z.coerce.number().int().min(0).default(1200),
    doc: "Most API requests (GraphQL, file downloads) one signed-in person, or one IP address when signed out, may send a server process per minute; past it the API answers HTTP 429 and the web app shows /request-limit-exceeded. Each process counts its own. 0 turns the limit off.",
  },
  API_TOKEN_REQUESTS_PER_MINUTE: {
    schema: z.coerce.number().int().min(0).default(600),
    doc: "Most API requests one API token (`Authorization: Bearer`) may send a server process per minute; past it the API answers HTTP 429 with Retry-After. Answers carry RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset. Each process counts its own. 0 turns the limit off.",
  },
  ARGON2_MEMORY_KIB: {
    schema: positiveInt.default(19456),
    doc: "argon2id memory cost for password hashes.",
  },
  ARGON2_TIME_COST: { schema: positiveInt.default(2), doc: "argon2id iterations." },
  BREACHED_PASSWORD_RANGE_API: {
    schema: z.url().optional(),
    doc: "Optional k-anonymity range API (base URL ending in /range/) checked in addition to the bundled list. Off by default.",
  },
  GRAPHQL_MAX_DEPTH: { schema: positiveInt.default(12), doc: "Deepest GraphQL query allowed." },
  GRAPHQL_MAX_ALIASES: { schema: positiveInt.default(15), doc: "Most aliases in one query." },
  GRAPHQL_MAX_COST: { schema: positiveInt.default(5000), doc: "Highest query cost allowed." },
  GRAPHQL_MAX_TOKENS: { schema: positiveInt.default(2000), doc: "Most tokens in one query." },
  GRAPHQL_COMPILED_QUERIES: {
    schema: flag.default(true),
    doc: "Run GraphQL queries as code compiled once per query text (graphql-jit) rather than interpreting them on every request; a query text run compiled before then skips Yoga's parse, validation and plugin pipeline. false goes back to the standard executor and pipeline.",
  },
  APP_SECRET: {
    schema: z.string().min(32, "must be at least 32 characters").optional(),
    doc: "Key that signs links in e-mails (unsubscribe). Without it, a random key is made at first use and kept in the database (table server_secrets).",
  },
  JOBS_IN_PROCESS: {
    schema: flag.default(true),
    doc: "Run background jobs inside the web process. Set false when `npm run worker` runs them.",
  },
  JOB_POLL_MS: {
    schema: positiveInt.default(1000),
    doc: "How often a process running jobs looks for due jobs and schedules (milliseconds).",
  },
  JOB_LEASE_SECONDS: {
    schema: positiveInt.default(60),
    doc: "A running job's lease, renewed every third of it; a job whose worker stopped (crash, kill -9) is taken by another worker after it runs out.",
  },
  ALERT_DIGEST_DEFAULT_HOUR: {
    schema: z.coerce.number().int().min(0).max(23).default(7),
    doc: "Hour of the day (UTC, 0–23) at which alert feed digests go to people who have not chosen a preferred e-mail hour.",
  },
  LOAD_SHED_EVENT_LOOP_DELAY_MS: {
    schema: z.coerce.number().int().min(0).default(500),
    doc: "Shed load: when the event loop's mean delay over a second passes this (ms), API requests get 503 with Retry-After and 'The service is busy. Try again in a moment.' at once instead of queueing; health checks and the page are never shed. 0 turns it off.",
  },
  LOAD_SHED_WAITING_QUERIES: {
    schema: z.coerce.number().int().min(0).default(100),
    doc: "Shed load: when more queries than this wait for a PostgreSQL pool connection (the primary's or the read replica's), API requests get 503 as above. 0 turns it off.",
  },
  N_TIER_RECENT_ALERT_DAYS: {
    schema: z.coerce.number().int().min(1).max(365).default(30),
    doc: "N-tier: a company with a negative Critical alert published in this many days counts as having risks (hasRisks), beside its graded risks and open sanctions matches.",
  },
  COMPANY_PROVIDER_PRIORITY: {
    schema: z
      .string()
      .optional()
      .transform((text, ctx) => {
        if (!text) return {} as Record<string, string[]>;
        const parsed = z.record(z.string(), z.array(z.string()).min(1)).safeParse(safeJson(text));
        if (parsed.success) return parsed.data;
        ctx.addIssue({
          code: "custom",
          message: 'must be JSON like {"fundingRounds":["pitchbook","tierwise"]}',
        });
        return z.NEVER;
      }),
    doc: 'Which data provider wins per profile area, as JSON (e.g. `{"fundingRounds":["cbinsights","pitchbook","tierwise"]}`). Areas not named keep the defaults: funding pitchbook → cbinsights → own data; key executives pitchbook → own data; everything else own data first.',
  },
  COMPARE_MAX_COMPANIES: {
    schema: z.coerce.number().int().min(2).max(20).default(6),
    doc: "Most companies side by side on /compare (spec: a configured maximum).",
  },
  SEARCH_TIMEOUT_MS: {
    schema: positiveInt.default(10_000),
    doc: "Company searches running longer are stopped and show 'Search Engine API waiting time exceeded'.",
  },
  SEARCH_INDEX: {
    schema: z.enum(["memory", "off"]).default("memory"),
    doc: "`memory` keeps every company's search columns in each server process (about 150 bytes a company) so advanced-search counts and facets come from memory; `off` computes them in the database.",
  },
  PORTFOLIO_USER_LIMIT: {
    schema: positiveInt.default(portfolioDefaults.userPortfolioLimit),
    doc: "Most active portfolios one person may have created in an organisation ('You have reached your active portfolio limit.'). The organisation's limit is its `portfolioLimit` setting.",
  },
  PORTFOLIO_ITEMS_USER_LIMIT: {
    schema: positiveInt.default(portfolioDefaults.userItemsLimit),
    doc: "Most company items one person may have added to active portfolios in an organisation ('You have reached your active portfolio items limit.'). The organisation's limit is its `portfolioItemsLimit` setting.",
  },
  FILES_S3_BUCKET: {
    schema: z.string().min(3).optional(),
    doc: "Keep uploaded files (note attachments) in this S3-compatible bucket instead of `DATA_DIR/files`.",
  },
  FILES_S3_ENDPOINT: {
    schema: z.url().optional(),
    doc: "Endpoint of an S3-compatible service (MinIO, Ceph, …); leave empty for AWS S3.",
  },
  FILES_S3_REGION: {
    schema: z.string().min(1).default("us-east-1"),
    doc: "Region of the bucket.",
  },
  FILES_S3_ACCESS_KEY_ID: {
    schema: z.string().min(1).optional(),
    doc: "Access key for the bucket. Without it the SDK's usual sources apply (environment, instance role).",
  },
  FILES_S3_SECRET_ACCESS_KEY: {
    schema: z.string().min(1).optional(),
    doc: "Secret key belonging to `FILES_S3_ACCESS_KEY_ID`.",
  },
  FILES_S3_FORCE_PATH_STYLE: {
    schema: flag.default(false),
    doc: "Address the bucket as `endpoint/bucket/key` (most self-hosted S3-compatible services need this).",
  },
  FILES_S3_PREFIX: {
    schema: z
      .string()
      .regex(/^([\w-]+\/)+$/, "must end with /")
      .optional(),
    doc: "Prefix for every object key, e.g. `tierwise/`, to share a bucket.",
  },
  SANCTIONS_MATCH_THRESHOLD: {
    schema: z.coerce.number().min(0.3).max(1).default(0.82),
    doc: "Name similarity (0–1, trigram) at which a company or executive matches a sanctions-list entry.",
  },
  CASE_MAIL_FROM: {
    schema: z.string().min(3).optional(),
    doc: "Sender (From) of e-mails sent from supplier cases. Defaults to `MAIL_FROM`.",
  },
  INBOUND_MAIL_DOMAIN: {
    schema: z
      .string()
      .regex(
        /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i,
        "must be a domain",
      )
      .transform((domain) => domain.toLowerCase())
      .default("inbound.tierwise.local"),
    doc: "Domain of case reply addresses (`case+{token}@domain`), set as Reply-To on case e-mails; its MX must reach the inbound SMTP listener.",
  },
  INBOUND_SMTP_PORT: {
    schema: z.coerce.number().int().min(0).max(65535).optional(),
    doc: "Start the inbound SMTP listener for case replies on this port (0 picks a free one). Off when unset.",
  },
  INBOUND_SMTP_HOST: {
    schema: z.string().min(1).default("0.0.0.0"),
    doc: "Interface the inbound SMTP listener binds to.",
  },
  LLM_BASE_URL: {
    schema: z.url().optional(),
    doc: "Write AI risk reports with the OpenAI-compatible endpoint at this address (e.g. http://localhost:11434/v1 for Ollama, a vLLM or llama.cpp server, or a hosted API). Without it a local, offline generator writes them.",
  },
  LLM_MODEL: {
    schema: z.string().min(1).default("llama3.1"),
    doc: "Model name sent to `LLM_BASE_URL`; shown on each report as its generator.",
  },
  LLM_API_KEY: {
    schema: z.string().min(1).optional(),
    doc: "API key for `LLM_BASE_URL`, if the endpoint needs one.",
  },
  LLM_TIMEOUT_MS: {
    schema: positiveInt.default(aiReportLimits.llmTimeoutMs),
    doc: "How long one call to `LLM_BASE_URL` may take before it is given up (milliseconds).",
  },
  LLM_MAX_RETRIES: {
    schema: z.coerce.number().int().min(0).max(10).default(aiReportLimits.llmMaxRetries),
    doc: "How often a failed or timed-out call to `LLM_BASE_URL` is tried again before the report is marked as failed.",
  },
  WEBHOOK_TIMEOUT_MS: {
    schema: positiveInt.default(10_000),
    doc: "How long one webhook delivery attempt may take before it counts as failed (milliseconds).",
  },
  WEBHOOK_DISABLE_AFTER_FAILURES: {
    schema: positiveInt.default(5),
    doc: "Webhook endpoints are turned off, and the organisation's administrators e-mailed, after this many deliveries in a row failed every retry (about a day and a half each).",
  },
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: {
    schema: flag.default(false),
    doc: "Let webhooks reach loopback, private and link-local addresses (tests, a receiver on the same host or network). Off: such deliveries are refused, so an endpoint cannot probe the server's own network.",
  },
} as const;

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

type SettingsTable = typeof settingsTable;
export type Config = { [K in keyof SettingsTable]: z.output<SettingsTable[K]["schema"]> } & {
  publicUrl: string;
};

export class ConfigError extends Error {}

/** Parses the environment; a bad value stops the server with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const shape = Object.fromEntries(
    Object.entries(settingsTable).map(([name, setting]) => [name, setting.schema]),
  );
  const cleaned = Object.fromEntries(
    Object.keys(settingsTable).map((name) => [name, env[name] === "" ? undefined : env[name]]),
  );
  const parsed = z.object(shape).safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) =>
        `  ${issue.path.join(".")}: ${issue.message} (got ${JSON.stringify(cleaned[String(issue.path[0])])})`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const values = parsed.data as Omit<Config, "publicUrl">;
  if (values.DATABASE_READ_URL && !values.DATABASE_URL) {
    throw new ConfigError(
      "Invalid configuration:\n  DATABASE_READ_URL: needs DATABASE_URL (a replica of the PostgreSQL database; the embedded database has none)",
    );
  }
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, "");
  return { ...values, publicUrl };
}

/** For entry points: a bad setting prints which variable is wrong and stops the process. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Settings for tests: quiet, fast hashing, no seeding. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    SEED_ON_EMPTY: "false",
    ARGON2_MEMORY_KIB: "1024",
    ARGON2_TIME_COST: "1",
    PORT: "0",
    // Tests change the database behind the server's back; they must see it at once.
    SESSION_CACHE_MS: "0",
    // Tests send requests far faster than people do; the request-limit tests set their own.
    REQUEST_LIMIT_PER_MINUTE: "0",
    // Test files share two cores and block the loop with in-process databases: no shedding
    // unless a test asks for it (core/load-shedding.test.ts).
    LOAD_SHED_EVENT_LOOP_DELAY_MS: "0",
    LOAD_SHED_WAITING_QUERIES: "0",
    ...overrides,
  });
}
