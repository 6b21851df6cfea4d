/**
 * Named prepared statements for the header's suggestions. Parsing and planning their two
 * statements cost more than running them (measured on the demo data: 2.8 and 3.6 ms a search
 * on PGlite, of which planning alone was 0.6 and 1.3 ms and execution 0.9 and 0.4 ms), and a
 * header box sends one search a keystroke. A named statement is parsed once per connection
 * and, after five runs, planned once (PostgreSQL's plan cache keeps a generic plan when it is
 * no worse than the custom ones).
 *
 * PostgreSQL: node-postgres prepares a named query on each pooled connection at its first use.
 * PGlite (one session): PREPARE once, then EXECUTE with the values written as literals (its
 * client offers no named statements), through the simple protocol, which also spares the five
 * extra messages its query() exchanges per statement. Any other database object (a
 * transaction) runs the statement unnamed, as before.
 */
import { PGlite } from "@electric-sql/pglite";
import { fillPlaceholders, type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import type { Database } from "../../../db/client.ts";

export type Row = Record<string, unknown>;

const dialect = new PgDialect();

/**
 * The most statements one process names (one per shape of the word route's query: a few dozen
 * in practice); past it, statements run unnamed, so no connection collects them without end.
 */
const mostNamedStatements = 200;
const namesByText = new Map<string, string>();
const preparedOnPglite = new WeakMap<PGlite, Map<string, Promise<void>>>();

/** PostgreSQL's SQLSTATE for a prepared statement that does not exist. */
const unknownStatement = "26000";

/**
 * A statement rendered once: its text and its parameters, where sql.placeholder(name) stands
 * for a value given at each run. Rendering a query tree costs about as much as running a
 * small statement; a statement whose shape never changes is rendered at its first use.
 */
export type Statement = { text: string; params: unknown[] };

export function renderStatement(query: SQL): Statement {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, params };
}

/**
 * Rows of `statement` with `values` for its placeholders, as a named prepared statement where
 * the database allows it.
 */
export async function runPrepared(
  db: Database,
  statement: Statement,
  values: Record<string, unknown> = {},
): Promise<Row[]> {
  const { text } = statement;
  const params = fillPlaceholders(statement.params, values);
  const client = (db as { $client?: unknown }).$client;
  let name = namesByText.get(text);
  if (!name && namesByText.size < mostNamedStatements) {
    name = `tierwise_search_${namesByText.size + 1}`;
    namesByText.set(text, name);
  }
  if (client instanceof pg.Pool)
    return (
      await client.query<Row>(name ? { name, text, values: params } : { text, values: params })
    ).rows;
  if (client instanceof PGlite) {
    if (!name) return (await client.query<Row>(text, params)).rows;
    const execute = `execute ${name}${params.length > 0 ? `(${params.map(literal).join(", ")})` : ""}`;
    try {
      await prepareOnce(client, name, text);
      return ((await client.exec(execute))[0]?.rows ?? []) as Row[];
    } catch (error) {
      // A session that dropped its statements (DEALLOCATE ALL) gets them again, once.
      if ((error as { code?: string }).code !== unknownStatement) throw error;
      preparedOnPglite.get(client)?.delete(name);
      await prepareOnce(client, name, text);
      return ((await client.exec(execute))[0]?.rows ?? []) as Row[];
    }
  }
  throw new Error("runPrepared needs the database itself, not a transaction");
}

/** Where a statement runs: the database itself, or a transaction (unnamed, as drizzle runs it). */
export type StatementTarget =
  | { db: Database }
  | { tx: Parameters<Parameters<Database["transaction"]>[0]>[0] };

/** A query whose values come by name: sql.placeholder(name) once rendered, else the values. */
export type NamedQuery = (value: (name: string) => unknown) => SQL;

/**
 * Rows of `query` with `values`: on the database, a named prepared statement, rendered once
 * into `kept` when given (its shape never changes); in a transaction, as drizzle runs it.
 */
export async function runQuery(
  target: StatementTarget,
  query: NamedQuery,
  values: Record<string, unknown> = {},
  kept?: { statement?: Statement },
): Promise<Row[]> {
  if ("tx" in target)
    return (await target.tx.execute(query((name) => sql.param(values[name])))).rows as Row[];
  const statement = kept?.statement ?? renderStatement(query((name) => sql.placeholder(name)));
  if (kept) kept.statement = statement;
  return runPrepared(target.db, statement, values);
}

/** PREPARE on PGlite's one session, once: requests arriving meanwhile wait for the same one. */
function prepareOnce(client: PGlite, name: string, text: string): Promise<void> {
  let statements = preparedOnPglite.get(client);
  if (!statements) {
    statements = new Map();
    preparedOnPglite.set(client, statements);
  }
  let prepared = statements.get(name);
  if (!prepared) {
    const kept = statements;
    prepared = client.exec(`prepare ${name} as ${text}`).then(() => undefined);
    prepared.catch(() => kept.delete(name));
    kept.set(name, prepared);
  }
  return prepared;
}

/**
 * A value as an SQL literal for EXECUTE: strings quoted as node-postgres's escapeLiteral
 * quotes them (E'…' when a backslash is in them), arrays as ARRAY[…] of those, finite numbers
 * and booleans as they are. The statement's parameter types, inferred at PREPARE, convert
 * them as they would a bound value. Not escapeLiteral itself: it builds the string a letter
 * at a time, which showed as 5% of a search's CPU.
 */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "string") {
    // A NUL would end the statement's text where it stands; a bound value is refused too.
    if (value.includes("\0")) throw new Error("a search value cannot contain a NUL character");
    const quoted = `'${value.replaceAll("'", "''")}'`;
    return value.includes("\\") ? ` E${quoted.replaceAll("\\", "\\\\")}` : quoted;
  }
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "boolean") return String(value);
  if (Array.isArray(value))
    return value.length === 0 ? "'{}'" : `array[${value.map(literal).join(", ")}]`;
  throw new Error(`no SQL literal for ${typeof value}`);
}
