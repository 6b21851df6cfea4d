/**
 * Records the SQL statements one GraphQL request sends to PostgreSQL or PGlite, so a benchmark
 * can replay exactly those statements directly and report the GraphQL figure as a ratio
 * against "the same SQL run directly".
 */
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/**
 * `name`: a named prepared statement (node-postgres prepares it once per connection);
 * `simple`: sent by PGlite's exec (the simple protocol), as the header suggestions' EXECUTE is.
 */
export type RecordedStatement = {
  text: string;
  values: unknown[];
  name?: string;
  simple?: boolean;
};

let recording: RecordedStatement[] | null = null;

function remember(text: unknown, values: unknown, simple = false) {
  if (!recording) return;
  if (typeof text === "string")
    recording.push({
      text,
      values: Array.isArray(values) ? values : [],
      ...(simple ? { simple } : {}),
    });
  else if (text && typeof text === "object" && "text" in text) {
    const config = text as { text: string; values?: unknown[]; name?: string };
    recording.push({
      text: config.text,
      values: config.values ?? (Array.isArray(values) ? values : []),
      ...(config.name ? { name: config.name } : {}),
    });
  }
}

// Both drivers funnel every statement through these methods (pools check out a Client).
const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function patched(this: pg.Client, ...args: unknown[]) {
  remember(args[0], args[1]);
  return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof clientQuery;
const pgliteExec = PGlite.prototype.exec;
PGlite.prototype.exec = function patched(this: PGlite, ...args: unknown[]) {
  remember(args[0], [], true);
  return (pgliteExec as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pgliteExec;
const pgliteQuery = PGlite.prototype.query;
PGlite.prototype.query = function patched(this: PGlite, ...args: unknown[]) {
  remember(args[0], args[1]);
  return (pgliteQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pgliteQuery;

// PGlite runs a transaction's statements through the transaction object: record those too,
// between the BEGIN and COMMIT it sends itself.
const pgliteTransaction = PGlite.prototype.transaction;
PGlite.prototype.transaction = function patched(
  this: PGlite,
  callback: (tx: never) => Promise<unknown>,
) {
  return (pgliteTransaction as (cb: (tx: never) => Promise<unknown>) => Promise<unknown>).call(
    this,
    async (tx: never) => {
      const txQuery = (tx as { query: (...a: unknown[]) => unknown }).query;
      (tx as { query: (...a: unknown[]) => unknown }).query = (...args: unknown[]) => {
        remember(args[0], args[1]);
        return txQuery.apply(tx, args);
      };
      remember("begin", []);
      try {
        return await callback(tx);
      } finally {
        remember("commit", []);
      }
    },
  );
} as typeof pgliteTransaction;

/** Runs `work` once and returns the statements it sent. */
export async function recordStatements(work: () => Promise<unknown>): Promise<RecordedStatement[]> {
  recording = [];
  try {
    await work();
    return recording;
  } finally {
    recording = null;
  }
}

/** Replays statements in order on one PostgreSQL connection. */
export async function replayOnPostgres(pool: pg.Pool, statements: readonly RecordedStatement[]) {
  const client = await pool.connect();
  try {
    for (const s of statements) {
      if (s.name) await client.query({ name: s.name, text: s.text, values: s.values });
      else await client.query(s.text, s.values);
    }
  } finally {
    client.release();
  }
}

/** Replays statements in order on PGlite. */
export async function replayOnPglite(client: PGlite, statements: readonly RecordedStatement[]) {
  for (const s of statements) {
    if (s.simple) await client.exec(s.text);
    else await client.query(s.text, s.values);
  }
}
