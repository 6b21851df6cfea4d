// Scratch: EXPLAIN ANALYZE of the aggregation statement for one scenario.
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import { aggregationStatement } from "../aggregation-sql.ts";
import { searchConditions } from "../search-filters.ts";
import { normalizeSearch } from "../search-params.ts";

const params = JSON.parse(process.argv[2] ?? "{}");
const withExclusions = process.argv[3] !== "plain";
const client = new pg.Client({
  connectionString: process.env.BENCH_URL ?? "postgres://postgres@127.0.0.1:5432/tw_search_scratch",
});
await client.connect();
await client.query("set jit = off");
if (process.env.NO_SORT) await client.query("set enable_sort = off");
await client.query(`set work_mem = '${process.env.WORK_MEM ?? "128MB"}'`);
const q = new PgDialect().sqlToQuery(
  aggregationStatement(
    searchConditions(normalizeSearch(params), "00000000-0000-4000-8000-000000000001"),
    withExclusions,
  ),
);
if (process.env.SHOW_SQL) console.log(q.sql);
const r = await client.query(`explain (analyze, buffers) ${q.sql}`, q.params as unknown[]);
console.log(r.rows.map((x) => x["QUERY PLAN"]).join("\n"));
await client.end();
