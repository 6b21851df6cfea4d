// Scratch: times search, count and aggregations on tw_search_scratch (deleted after tuning).
import { facetKeys } from "@tierwise/common/company-search";
import { count, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import { companies } from "../../company.table.ts";
import { searchOrder } from "../advanced-search.service.ts";
import { aggregationStatement } from "../aggregation-sql.ts";
import { relevanceScore, searchConditions, whereExcept } from "../search-filters.ts";
import { normalizeSearch } from "../search-params.ts";

const org = "00000000-0000-4000-8000-000000000001";
const scenarios: Record<string, unknown> = {
  none: {},
  usManufacturingEmployees: {
    facets: { locations: ["US", "DE"], sectors: ["Manufacturing"] },
    ranges: { employeeCount: { lower: 100, upper: 10_000 } },
  },
  gbFastGrowingCredit: {
    facets: { locations: ["GB"], collections: ["Fast growing"] },
    ranges: { creditScore: { lower: 50, upper: 100 } },
  },
  womenUsRatings: {
    facets: { diversity: ["women_owned"], locations: ["US"], creditRatings: ["5A1", "4A1"] },
  },
  queryIndustryRevenue: {
    query: "north",
    facets: { industries: ["541511", "336111"] },
    ranges: { revenueUsd: { lower: 1e6, upper: 1e10 } },
  },
  querySortRevenue: { query: "steel", sort: "revenueUsd" },
};
const dialect = new PgDialect();
const client = new pg.Client({
  connectionString: process.env.BENCH_URL ?? "postgres://postgres@127.0.0.1:5432/tw_search_scratch",
});
await client.connect();
await client.query(process.env.JIT === "on" ? "set jit = on" : "set jit = off");
const only = process.argv[2];
const explain = process.argv[3] === "explain";
const runs = Number(process.argv[4] ?? 7);
const db = { dialect } as never;
void db;

function toQuery(statement: ReturnType<typeof sql>) {
  return dialect.sqlToQuery(statement);
}
function pageStatement(params: unknown) {
  const search = normalizeSearch(params);
  const where = whereExcept(searchConditions(search, org), null);
  const relevance = search.keywords.length ? relevanceScore(search.keywords) : sql`null`;
  return sql`select ${companies.id}, ${companies.displayName}, ${relevance} as relevance from ${companies} where ${where} order by ${sql.join(searchOrder(search), sql`, `)} limit 26 offset 0`;
}
function countStatement(params: unknown) {
  const search = normalizeSearch(params);
  const where = whereExcept(searchConditions(search, org), null);
  return sql`select ${count()} from ${companies} where ${where}`;
}
function aggStatement(params: unknown) {
  const search = normalizeSearch(params);
  return aggregationStatement({
    conditions: searchConditions(search, org),
    facetKeys,
    selected: search.facets,
    organizationId: org,
  });
}
async function time(label: string, statement: ReturnType<typeof sql>) {
  const q = toQuery(statement);
  if (explain) {
    const r = await client.query(`explain (analyze, buffers) ${q.sql}`, q.params as unknown[]);
    console.log(`--- ${label}\n${r.rows.map((x) => x["QUERY PLAN"]).join("\n")}`);
    return;
  }
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await client.query(q.sql, q.params as unknown[]);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(40)} min ${times[0]?.toFixed(0)} p50 ${times[Math.floor(runs / 2)]?.toFixed(0)} max ${times.at(-1)?.toFixed(0)} ms`,
  );
}
for (const [name, params] of Object.entries(scenarios)) {
  if (only && only !== "all" && only !== name) continue;
  await time(`${name} page`, pageStatement(params));
  await time(`${name} count`, countStatement(params));
  await time(`${name} aggregations`, aggStatement(params));
}
await client.end();
