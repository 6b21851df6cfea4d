import {
  type FacetKey,
  type NumericMetric,
  numericMetricKeys,
  numericMetrics,
} from "@tierwise/common/company-search";
import { and, eq, gte, isNotNull, lte, type SQL, sql } from "drizzle-orm";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../../config.ts";
import type { DatabaseHandle } from "../../../../db/client.ts";
import { openTestDatabase, testDatabaseKind } from "../../../../test/database.ts";
import {
  insertTestCompanies,
  type TestCompany,
  testCompanies,
} from "../../../../test/search-test-data.ts";
import { companies } from "../../company.table.ts";
import { searchOrder } from "../advanced-search.service.ts";
import { type GroupedCounts, readGroupedCounts } from "../aggregation-results.ts";
import { aggregationStatement } from "../aggregation-sql.ts";
import { bucketExpression, metricBucket } from "../histogram.ts";
import { metricColumns, searchConditions, whereExcept } from "../search-filters.ts";
import { normalizeSearch } from "../search-params.ts";
import { indexedCounts, indexedSortBound } from "./search-index.service.ts";

let database: DatabaseHandle;
const rows = testCompanies(150);
const log = { info: () => {}, warn: () => {} };
const ctx = () => ({ db: database.db, config: testConfig(), log });
const organizationId = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  database = await openTestDatabase();
  await insertTestCompanies(database.db, rows.slice(0, 140));
});
afterAll(() => database.close());

/** GroupedCounts as plain sorted arrays, so two of them compare with toEqual. */
function plain(counts: GroupedCounts) {
  const sorted = <K, V>(map: Map<K, V> | undefined, inner: (v: V) => unknown = (v) => v) =>
    [...(map ?? new Map<K, V>()).entries()]
      .map(([k, v]) => [String(k), inner(v)] as const)
      .filter(([, v]) => !(Array.isArray(v) && v.length === 0))
      .sort(([a], [b]) => a.localeCompare(b));
  const stats = (s: { min: number | null; max: number | null; count: number }) =>
    s.count === 0 ? null : s;
  return {
    totals: sorted(counts.totals),
    facets: sorted(counts.facets, (byKey) => sorted(byKey, (values) => sorted(values))),
    buckets: sorted(counts.buckets, (byKey) => sorted(byKey, (values) => sorted(values))),
    stats: sorted(counts.stats, (byKey) =>
      sorted(byKey, stats).filter(([, value]) => value !== null),
    ),
  };
}

async function sqlCounts(params: unknown): Promise<GroupedCounts> {
  const search = normalizeSearch(params);
  const conditions = searchConditions(search, organizationId);
  const result = await database.db.execute(aggregationStatement(conditions, true));
  return readGroupedCounts((result.rows[0] ?? {}) as Record<string, unknown>);
}

async function indexCounts(params: unknown): Promise<GroupedCounts> {
  const counts = await indexedCounts(ctx(), normalizeSearch(params));
  if (!counts) throw new Error("the index did not answer");
  return counts;
}

const facetChoices: [FacetKey, string[]][] = [
  ["sectors", ["Manufacturing"]],
  ["sectors", ["Manufacturing", "Finance and Insurance"]],
  ["locations", ["US", "DE"]],
  ["industries", ["541511"]],
  ["productCodeLevels", ["33"]],
  ["productCodeLevels", ["5413", "52"]],
  ["collections", ["Global 2000"]],
  ["investors", ["Accel", "Sequoia"]],
  ["tags", ["single-source"]],
  ["statuses", ["active", "closed"]],
  ["creditRatings", ["A", "BBB"]],
  ["diversity", ["Minority-owned"]],
  ["securityRatings", ["A"]],
  ["creditAgencyRatings", ["Aa"]],
  ["locations", ["XX"]],
];
const rangeChoices: [NumericMetric, { lower: number; upper: number }][] = [
  ["employeeCount", { lower: 10, upper: 5_000 }],
  ["revenueUsd", { lower: 1e6, upper: 5e9 }],
  ["creditScore", { lower: 20.5, upper: 80.5 }],
  ["esgScore", { lower: 30, upper: 70 }],
  ["altmanZScore", { lower: -1, upper: 3 }],
  ["viabilityScore", { lower: 2, upper: 6 }],
];

/** A deterministic spread of searches: none, one, two and three filters of every kind. */
function searches(): unknown[] {
  const out: unknown[] = [{}];
  let seed = 7;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  for (let i = 0; i < 40; i++) {
    const facets: Partial<Record<FacetKey, string[]>> = {};
    const ranges: Partial<Record<NumericMetric, { lower: number; upper: number }>> = {};
    const filters = 1 + (i % 3);
    for (let f = 0; f < filters; f++) {
      if (next(3) === 0) {
        const [metric, range] = rangeChoices[next(rangeChoices.length)] as (typeof rangeChoices)[0];
        ranges[metric] = range;
      } else {
        const [key, values] = facetChoices[next(facetChoices.length)] as (typeof facetChoices)[0];
        facets[key] = values;
      }
    }
    out.push({ facets, ranges });
  }
  return out;
}

describe("the in-memory search index", () => {
  it("counts facets and histograms exactly as the database does", async () => {
    for (const params of searches()) {
      const [fromIndex, fromSql] = [await indexCounts(params), await sqlCounts(params)];
      expect({ params, counts: plain(fromIndex) }).toEqual({ params, counts: plain(fromSql) });
    }
  });

  it("sees companies inserted, changed and deleted since it loaded", async () => {
    const manufacturing = { facets: { sectors: ["Manufacturing"] } };
    const total = async (params: unknown) => (await indexCounts(params)).totals.get("");
    const before = await total(manufacturing);
    expect(before).toBe((await sqlCounts(manufacturing)).totals.get(""));

    const added = rows.slice(140) as TestCompany[];
    await insertTestCompanies(database.db, added);
    expect(await total(manufacturing)).toBe((await sqlCounts(manufacturing)).totals.get(""));

    const changed = rows.find((c) => c.sector === "Manufacturing" && c.statusCode === "active");
    if (!changed) throw new Error("test data has an active manufacturer");
    await database.db
      .update(companies)
      .set({ sector: "Finance and Insurance" })
      .where(eq(companies.id, changed.id));
    const afterUpdate = await total(manufacturing);
    expect(afterUpdate).toBe((await sqlCounts(manufacturing)).totals.get(""));

    const removed = rows.find(
      (c) => c.sector === "Manufacturing" && c.statusCode === "active" && c.id !== changed.id,
    );
    if (!removed) throw new Error("test data has two active manufacturers");
    await database.db.delete(companies).where(eq(companies.id, removed.id));
    expect(await total(manufacturing)).toBe((afterUpdate ?? 0) - 1);
    expect(plain(await indexCounts({}))).toEqual(plain(await sqlCounts({})));
  });

  // PGlite has one connection: no transaction can run beside the index's reads there.
  it.runIf(testDatabaseKind === "postgres")(
    "sees writes of transactions still running when it looked, and is not held back by them",
    async () => {
      const manufacturing = { facets: { sectors: ["Manufacturing"] } };
      const total = async () => (await indexCounts(manufacturing)).totals.get("");
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      const slow = await pool.connect();
      const idle = await pool.connect();
      try {
        // `idle` holds the cluster's oldest snapshot back for the whole test.
        await idle.query("begin");
        await idle.query("select pg_current_xact_id()");
        const before = await total();
        await slow.query("begin");
        await slow.query(
          `insert into companies (slug, display_name, status_code, sector)
           values ('slow-manufacturer', 'Slow Manufacturer', 'active', 'Manufacturing')`,
        );
        expect(await total()).toBe(before); // not committed yet: its transaction is running
        await slow.query("commit");
        expect(await total()).toBe((before ?? 0) + 1);

        await database.db.delete(companies).where(eq(companies.slug, "slow-manufacturer"));
        expect(await total()).toBe(before);
        // The deletion is older than the index's snapshot now: no second reload.
        expect(await total()).toBe(before);
      } finally {
        await idle.query("rollback");
        slow.release();
        idle.release();
      }
    },
  );

  it("leaves keyword and custom-data searches to the database", async () => {
    expect(await indexedCounts(ctx(), normalizeSearch({ query: "steel" }))).toBeNull();
    const custom = normalizeSearch({ facets: { customData: ["tier=1"] } });
    expect(await indexedCounts(ctx(), custom)).toBeNull();
  });

  it("lets the database answer while a large table loads, then answers itself", async () => {
    const fresh = await openTestDatabase();
    try {
      await insertTestCompanies(fresh.db, rows.slice(0, 20));
      const context = { db: fresh.db, config: testConfig(), log };
      const search = normalizeSearch({});
      expect(await indexedCounts(context, search, { waitBelowRows: 0 })).toBeNull();
      let counts: GroupedCounts | null = null;
      for (let i = 0; i < 50 && !counts; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        counts = await indexedCounts(context, search, { waitBelowRows: 0 });
      }
      expect(counts?.totals.get("")).toBeGreaterThan(0);
      const off = { db: fresh.db, config: testConfig({ SEARCH_INDEX: "off" }), log };
      expect(await indexedCounts(off, search)).toBeNull();
    } finally {
      await fresh.close();
    }
  });

  it("bounds a page sorted by a metric so the database returns the same first rows", async () => {
    const cases: [unknown, NumericMetric, "asc" | "desc"][] = [
      [{}, "revenueUsd", "desc"],
      [{ facets: { sectors: ["Manufacturing"] } }, "employeeCount", "asc"],
      [{ facets: { locations: ["US", "DE"] } }, "creditScore", "desc"],
      [{ ranges: { esgScore: { lower: 10, upper: 90 } } }, "foundedYear", "asc"],
      [{ facets: { collections: ["Global 2000"] } }, "securityRating", "desc"],
    ];
    for (const [params, sort, sortDirection] of cases) {
      const search = normalizeSearch({ ...(params as object), sort, sortDirection });
      const where = whereExcept(searchConditions(search, organizationId), null);
      const order = searchOrder(search);
      const firstRows = (k: number, extra?: SQL) =>
        database.db
          .select({ id: companies.id })
          .from(companies)
          .where(extra ? and(where, extra) : where)
          .orderBy(...order)
          .limit(k);
      for (const k of [1, 5, 26]) {
        const bound = await indexedSortBound(ctx(), search, k);
        const column = metricColumns[sort];
        if (bound === null) {
          // Fewer than k companies have a value: no bound may cut the page.
          const withValue = await firstRows(k, isNotNull(column));
          expect(withValue.length).toBeLessThan(k);
          continue;
        }
        const cut = sortDirection === "asc" ? lte(column, bound) : gte(column, bound);
        expect({ k, sort, rows: await firstRows(k, cut) }).toEqual({
          k,
          sort,
          rows: await firstRows(k),
        });
      }
    }
    expect(await indexedSortBound(ctx(), normalizeSearch({ sort: "displayName" }), 5)).toBeNull();
  });

  it("numbers histogram buckets as the database does, edges included", async () => {
    for (const metric of numericMetricKeys) {
      const { min, max } = numericMetrics[metric];
      const step = (max - min) / 200;
      const values = [
        min - 1,
        min,
        max,
        max + 1,
        ...Array.from({ length: 201 }, (_, i) => min + i * step),
        ...Array.from({ length: 40 }, (_, i) => min + i + 0.5),
      ];
      const list = sql.join(
        values.map((value) => sql`(${value}::float8)`),
        sql`, `,
      );
      const result = await database.db.execute(
        sql`select v, ${bucketExpression(metric, sql`v`)} as b from (values ${list}) as t(v)`,
      );
      const fromSql = (result.rows as { v: number; b: number }[]).map((row) => Number(row.b));
      expect({ metric, buckets: values.map((v) => metricBucket(metric, v)) }).toEqual({
        metric,
        buckets: fromSql,
      });
    }
  });
});
