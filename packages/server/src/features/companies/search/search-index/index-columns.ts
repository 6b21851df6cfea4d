import { type NumericMetric, numericMetricKeys } from "@tierwise/common/company-search";
import { companyStatusCodes } from "../../company.table.ts";
import { metricBucket } from "../histogram.ts";

/**
 * The search columns of every company, held column by column in typed arrays at the
 * company's `search_row`: about 150 bytes a company (150 MB at a million). Text values are
 * numbered through a dictionary per column (0 is null), so a facet filter is an array lookup
 * and a facet count an array increment.
 */

export const indexedScalarColumns = [
  "statusCode",
  "sector",
  "creditRating",
  "countryCode",
  "securityGrade",
  "creditAgencyRating",
  "naicsCode",
] as const;
export type IndexedScalar = (typeof indexedScalarColumns)[number];

export const indexedArrayColumns = ["collections", "diversity", "investors", "tagSlugs"] as const;
export type IndexedArray = (typeof indexedArrayColumns)[number];

/** Search columns of a batch of companies, column by column, as read from the database. */
export type IndexBatch = {
  searchRows: number[];
  scalars: Record<IndexedScalar, (string | null)[]>;
  arrays: Record<IndexedArray, string[][]>;
  metrics: Record<NumericMetric, (number | null)[]>;
};

/** Text values of one column, numbered from 1 in the order first seen. */
export class Dictionary {
  readonly values: (string | null)[] = [null];
  private readonly codes = new Map<string, number>();

  code(value: string | null): number {
    if (value === null) return 0;
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.codes.set(value, code);
    }
    return code;
  }

  /** The code of a value already seen, or undefined: filtering never grows the dictionary. */
  find(value: string): number | undefined {
    return this.codes.get(value);
  }

  get size(): number {
    return this.values.length;
  }
}

function grow<T extends Uint8Array | Uint16Array | Uint32Array | Float64Array>(
  array: T,
  length: number,
  fill?: number,
): T {
  const next = new (array.constructor as new (n: number) => T)(length);
  next.set(array);
  if (fill !== undefined) next.fill(fill, array.length);
  return next;
}

/**
 * A text[] column: each company's codes live in one shared pool at [start, start + length).
 * A company whose list changes gets a new slot at the end; the old one is left behind until
 * the next full load.
 */
export class ArrayColumn {
  readonly dictionary = new Dictionary();
  start: Uint32Array;
  length: Uint16Array;
  pool = new Uint32Array(1024);
  /** Pool slots handed out, and those still some company's list. */
  used = 0;
  live = 0;

  constructor(capacity: number) {
    this.start = new Uint32Array(capacity);
    this.length = new Uint16Array(capacity);
  }

  resize(capacity: number) {
    this.start = grow(this.start, capacity);
    this.length = grow(this.length, capacity);
  }

  set(row: number, values: readonly string[]) {
    const n = Math.min(values.length, 0xffff);
    if (this.used + n > this.pool.length) {
      this.pool = grow(this.pool, Math.max(this.pool.length * 2, this.used + n));
    }
    this.live += n - (this.length[row] ?? 0);
    this.start[row] = this.used;
    this.length[row] = n;
    for (let i = 0; i < n; i++) this.pool[this.used + i] = this.dictionary.code(values[i] ?? null);
    this.used += n;
  }
}

export class IndexColumns {
  capacity: number;
  /** 1 + the highest search_row held. */
  rows = 0;
  readonly scalars: Record<IndexedScalar, { codes: Uint32Array; dictionary: Dictionary }>;
  readonly arrays: Record<IndexedArray, ArrayColumn>;
  /** The value (NaN for null) and the histogram bucket (0 for null) of each metric. */
  readonly metrics: Record<NumericMetric, { values: Float64Array; buckets: Uint8Array }>;

  constructor(capacity = 1024) {
    this.capacity = capacity;
    this.scalars = Object.fromEntries(
      indexedScalarColumns.map((column) => [
        column,
        { codes: new Uint32Array(capacity), dictionary: new Dictionary() },
      ]),
    ) as IndexColumns["scalars"];
    // Status codes are numbered in the table's order, so "searchable" is a fixed lookup.
    for (const status of companyStatusCodes) this.scalars.statusCode.dictionary.code(status);
    this.arrays = Object.fromEntries(
      indexedArrayColumns.map((column) => [column, new ArrayColumn(capacity)]),
    ) as IndexColumns["arrays"];
    this.metrics = Object.fromEntries(
      numericMetricKeys.map((metric) => [
        metric,
        { values: new Float64Array(capacity).fill(Number.NaN), buckets: new Uint8Array(capacity) },
      ]),
    ) as IndexColumns["metrics"];
  }

  /** Makes room for `rows` rows at once (a full load knows how many it will read). */
  reserve(rows: number) {
    if (rows > this.capacity) this.ensure(rows - 1, rows);
  }

  private ensure(row: number, exactly?: number) {
    if (row < this.capacity) return;
    const capacity = exactly ?? Math.max(row + 1, Math.ceil(this.capacity * 1.5));
    for (const column of Object.values(this.scalars)) column.codes = grow(column.codes, capacity);
    for (const column of Object.values(this.arrays)) column.resize(capacity);
    for (const metric of Object.values(this.metrics)) {
      metric.values = grow(metric.values, capacity, Number.NaN);
      metric.buckets = grow(metric.buckets, capacity);
    }
    this.capacity = capacity;
  }

  /** Writes each company of the batch at its search_row, replacing what was there. */
  setBatch(batch: IndexBatch) {
    const rows = batch.searchRows;
    const highest = rows.reduce((top, row) => Math.max(top, row), -1);
    if (highest < 0) return;
    this.ensure(highest);
    for (const column of indexedScalarColumns) {
      const { codes, dictionary } = this.scalars[column];
      const values = batch.scalars[column];
      rows.forEach((row, i) => {
        codes[row] = dictionary.code(values[i] ?? null);
      });
    }
    for (const column of indexedArrayColumns) {
      const target = this.arrays[column];
      const lists = batch.arrays[column];
      rows.forEach((row, i) => {
        target.set(row, lists[i] ?? []);
      });
    }
    for (const metric of numericMetricKeys) {
      const { values, buckets } = this.metrics[metric];
      const read = batch.metrics[metric];
      rows.forEach((row, i) => {
        const value = read[i] ?? null;
        values[row] = value ?? Number.NaN;
        buckets[row] = value === null ? 0 : metricBucket(metric, value);
      });
    }
    if (highest >= this.rows) this.rows = highest + 1;
  }

  /** Share of the list pools left behind by changed lists (a full load starts afresh). */
  wastedShare(): number {
    const arrays = Object.values(this.arrays);
    const used = arrays.reduce((sum, column) => sum + column.used, 0);
    const live = arrays.reduce((sum, column) => sum + column.live, 0);
    return used === 0 ? 0 : 1 - live / used;
  }
}
