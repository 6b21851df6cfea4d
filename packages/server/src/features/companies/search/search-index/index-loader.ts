import { numericMetricKeys } from "@tierwise/common/company-search";
import { and, gt, lte, max, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../../../db/client.ts";
import { companies, companySearchResets } from "../../company.table.ts";
import { metricColumns } from "../search-filters.ts";
import {
  type IndexBatch,
  type IndexColumns,
  indexedArrayColumns,
  indexedScalarColumns,
} from "./index-columns.ts";

/** search_row values a full load reads per statement. */
export const loadChunkRows = 25_000;

// A statement returns its companies column by column, each column packed in one text value
// (values split by \x1e or a comma, list items by \x1f, \x01 for a missing text): measured at a
// million companies, 9 s against 21 s for the same rows as objects, which node-postgres builds
// and parses one by one. Every aggregate of one statement reads the rows in the same order, so
// the k-th value of each column belongs to the k-th search_row.
const valueBreak = "\x1e";
const itemBreak = "\x1f";
const nullMark = "\x01";

const packedColumns: SQL[] = [
  sql`string_agg(${companies.searchRow}::text, ',')`,
  ...indexedScalarColumns.map(
    (column) => sql`string_agg(coalesce(${companies[column]}, chr(1)), chr(30))`,
  ),
  ...indexedArrayColumns.map(
    (column) => sql`string_agg(array_to_string(${companies[column]}, chr(31)), chr(30))`,
  ),
  ...numericMetricKeys.map(
    (metric) => sql`string_agg(coalesce(${metricColumns[metric]}::text, ''), ',')`,
  ),
];

const splitNumbers = (packed: string): (number | null)[] =>
  packed.split(",").map((value) => (value === "" ? null : Number(value)));

function unpack(packed: (string | null)[]): IndexBatch | null {
  const [rows, ...columns] = packed;
  if (!rows) return null;
  let i = 0;
  const next = () => columns[i++] ?? "";
  const batch: IndexBatch = {
    searchRows: rows.split(",").map(Number),
    scalars: {} as IndexBatch["scalars"],
    arrays: {} as IndexBatch["arrays"],
    metrics: {} as IndexBatch["metrics"],
  };
  for (const column of indexedScalarColumns) {
    batch.scalars[column] = next()
      .split(valueBreak)
      .map((value) => (value === nullMark ? null : value));
  }
  for (const column of indexedArrayColumns) {
    batch.arrays[column] = next()
      .split(valueBreak)
      .map((list) => (list === "" ? [] : list.split(itemBreak)));
  }
  for (const metric of numericMetricKeys) batch.metrics[metric] = splitNumbers(next());
  return batch;
}

async function readBatch(db: Database, where: SQL, limit: number): Promise<IndexBatch | null> {
  const result = await db.execute(sql`select ${sql.join(
    packedColumns.map((column, i) => sql`${column} as ${sql.identifier(`c${i}`)}`),
    sql`, `,
  )}
    from (select * from ${companies} where ${where} limit ${limit}) as ${companies}`);
  const row = (result.rows[0] ?? {}) as Record<string, string | null>;
  return unpack(packedColumns.map((_, i) => row[`c${i}`] ?? null));
}

/**
 * The database's snapshot as text ("xmin:xmax:running,…"). A read that starts after this call
 * sees every transaction below xmax that is not in the running list; what it can miss belongs
 * to a transaction at or above xmax or in that list.
 */
export async function currentSnapshot(db: Database): Promise<string> {
  const result = await db.execute(sql`select pg_current_snapshot()::text as s`);
  return String((result.rows[0] as { s: string }).s);
}

/**
 * Rows whose transaction id column a read at `snapshot` may have missed. Written with the
 * bounds as values, so the planner uses the column's index (xmin alone would do, but a long
 * transaction elsewhere in the cluster holds it back and every catch-up would re-read all
 * that was written since).
 */
function writtenSince(column: SQL | AnyPgColumn, snapshot: string): SQL {
  const [, xmax = "0", running = ""] = snapshot.split(":");
  const inProgress = running.split(",").filter((xid) => xid !== "");
  const newer = sql`${column} >= ${xmax}::xid8`;
  if (inProgress.length === 0) return newer;
  return sql`(${newer} or ${column} = any(${`{${inProgress.join(",")}}`}::xid8[]))`;
}

/** Reads every company into the columns. Returns the snapshot it covers. */
export async function loadAll(
  db: Database,
  columns: IndexColumns,
  onProgress?: (rows: number) => void,
): Promise<string> {
  const snapshot = await currentSnapshot(db);
  const [top] = await db.select({ last: max(companies.searchRow) }).from(companies);
  const last = top?.last ?? 0;
  columns.reserve(last + 1);
  const chunk = (from: number) =>
    readBatch(
      db,
      and(gt(companies.searchRow, from), lte(companies.searchRow, from + loadChunkRows)) as SQL,
      loadChunkRows,
    );
  let loaded = 0;
  let next = last > 0 ? chunk(0) : null;
  for (let from = 0; next; from += loadChunkRows) {
    // The database reads the following chunk while this one is unpacked into the columns.
    const batch = await next;
    next = from + loadChunkRows < last ? chunk(from + loadChunkRows) : null;
    if (batch) columns.setBatch(batch);
    loaded += batch?.searchRows.length ?? 0;
    onProgress?.(loaded);
  }
  return snapshot;
}

export type Changes =
  | { kind: "none"; snapshot: string }
  | { kind: "rows"; snapshot: string; batch: IndexBatch }
  /** Companies were deleted, or more changed than a request should wait for. */
  | { kind: "reload" };

/**
 * What changed since `since` (a snapshot): the companies written by transactions a read at
 * that snapshot could not see, at most `maxRows` of them.
 */
export async function readChanges(db: Database, since: string, maxRows: number): Promise<Changes> {
  const snapshot = await currentSnapshot(db);
  const reset = await db
    .select({ at: companySearchResets.at })
    .from(companySearchResets)
    .where(writtenSince(companySearchResets.txid, since))
    .limit(1);
  if (reset.length > 0) return { kind: "reload" };
  const batch = await readBatch(db, writtenSince(companies.searchTxid, since), maxRows + 1);
  if (!batch) return { kind: "none", snapshot };
  return batch.searchRows.length > maxRows ? { kind: "reload" } : { kind: "rows", snapshot, batch };
}
