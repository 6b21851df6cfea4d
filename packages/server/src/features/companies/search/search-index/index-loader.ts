import { numericMetricKeys } from "@tierwise/common/company-search";
import { and, gt, lte, max, type SQL, sql } from "drizzle-orm";
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
 * The oldest transaction still running, as seen now. Every write not visible to a read that
 * starts after this call belongs to a transaction at least this new, so re-reading rows whose
 * search_txid is at least this catches everything such a read missed.
 */
export async function snapshotXmin(db: Database): Promise<string> {
  const result = await db.execute(sql`select pg_snapshot_xmin(pg_current_snapshot())::text as x`);
  return String((result.rows[0] as { x: string }).x);
}

/** Reads every company into the columns, two chunks at a time. Returns the snapshot it covers. */
export async function loadAll(
  db: Database,
  columns: IndexColumns,
  onProgress?: (rows: number) => void,
): Promise<string> {
  const xmin = await snapshotXmin(db);
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
  return xmin;
}

export type Changes =
  | { kind: "none"; xmin: string }
  | { kind: "rows"; xmin: string; batch: IndexBatch }
  /** Companies were deleted, or more changed than a request should wait for. */
  | { kind: "reload" };

/**
 * What changed since `since` (a snapshot xmin): the companies written by transactions that
 * were not visible then, at most `maxRows` of them.
 */
export async function readChanges(db: Database, since: string, maxRows: number): Promise<Changes> {
  const xmin = await snapshotXmin(db);
  const txidFrom = sql`${since}::xid8`;
  const reset = await db
    .select({ at: companySearchResets.at })
    .from(companySearchResets)
    .where(sql`${companySearchResets.txid} >= ${txidFrom}`)
    .limit(1);
  if (reset.length > 0) return { kind: "reload" };
  const batch = await readBatch(db, sql`${companies.searchTxid} >= ${txidFrom}`, maxRows + 1);
  if (!batch) return { kind: "none", xmin };
  return batch.searchRows.length > maxRows ? { kind: "reload" } : { kind: "rows", xmin, batch };
}
