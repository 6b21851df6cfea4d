// Scratch: times companySearch + companySearchAggregations through the app on tw_search_scratch.
import { buildApp } from "../../../../app.ts";
import { testConfig } from "../../../../config.ts";
import { openDatabase } from "../../../../db/client.ts";
import { buildOrganization, buildUser } from "../../../../test/factories.ts";
import { sessionCookieName } from "../../../auth/session-token.ts";

const database = await openDatabase({
  kind: "postgres",
  url: process.env.BENCH_URL ?? "postgres://postgres@127.0.0.1:5432/tw_search_scratch",
});
const config = testConfig({ SEARCH_TIMEOUT_MS: "60000" });
const app = await buildApp({ database, config, webDistDir: "/nonexistent" });
const org = await buildOrganization(database.db, {
  settings: { featureFlags: { advancedSearch: true } },
});
const user = await buildUser(database.db, config, {
  memberships: [{ organizationId: org.id, role: "user" }],
});
let cookie = "";
async function gql(query: string, variables: Record<string, unknown> = {}) {
  const res = await app.inject({
    method: "POST",
    url: "/graphql",
    headers: {
      "content-type": "application/json",
      ...(cookie ? { cookie: `${sessionCookieName}=${cookie}` } : {}),
    },
    payload: JSON.stringify({ query, variables }),
  });
  const set = res.cookies.find((c) => c.name === sessionCookieName);
  if (set) cookie = set.value;
  return res.json();
}
await gql(`mutation($input: LoginInput!) { login(input: $input) { __typename } }`, {
  input: { email: user.email, password: user.password },
});

const scenarios: Record<string, unknown> = {
  none: {},
  oneFacet: { facets: { locations: ["GB"] } },
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
const search = `query($params: JSON) { companySearch(params: $params, first: 25) { __typename ... on Error { message } ... on CompanySearchResults { itemsCount items { company { id displayName } } } } }`;
const aggregations = `query($params: JSON) { companySearchAggregations(params: $params) { __typename ... on Error { message } ... on CompanySearchAggregations { itemsCount facets { key values { value count } } metrics { key min max count buckets { count } } } } }`;
const runs = Number(process.argv[2] ?? 10);
const only = process.argv[3];
const stats = (t: number[]) => {
  t.sort((a, b) => a - b);
  return `p50 ${t[Math.floor(t.length / 2)]?.toFixed(0)} p95 ${t[Math.min(t.length - 1, Math.ceil(t.length * 0.95) - 1)]?.toFixed(0)} max ${t.at(-1)?.toFixed(0)}`;
};
for (const [name, params] of Object.entries(scenarios)) {
  if (only && name !== only) continue;
  const s: number[] = [];
  const a: number[] = [];
  const both: number[] = [];
  let total = 0;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const r1 = await gql(search, { params });
    const t1 = performance.now();
    const r2 = await gql(aggregations, { params });
    const t2 = performance.now();
    if (
      r1.errors ||
      r2.errors ||
      r2.data.companySearchAggregations.__typename !== "CompanySearchAggregations"
    )
      console.log(JSON.stringify(r1).slice(0, 300), JSON.stringify(r2).slice(0, 300));
    total = r2.data?.companySearchAggregations?.itemsCount;
    s.push(t1 - t0);
    a.push(t2 - t1);
    both.push(t2 - t0);
  }
  console.log(
    `${name.padEnd(26)} matches ${String(total).padStart(7)} | search ${stats(s)} | aggregations ${stats(a)} | both ${stats(both)}`,
  );
}
await app.close();
await database.close();
