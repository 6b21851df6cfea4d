/** The GraphQL requests the company benchmarks send, built from the benchmark's own data. */
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../packages/server/src/db/client.ts";

export type QueryCase = { query: string; variables: Record<string, unknown> };

const suggestionsQuery = `query($text: String!) { quickSearch(text: $text, first: 6) {
  companies { id slug displayName statusCode countryCode city industry } } }`;

const searchQuery = `query($params: JSON) {
  companySearch(params: $params, first: 25) { __typename ... on CompanySearchResults {
    itemsCount items { relevance company { id slug displayName locations { city countryCode } naicsTitle sector
      metrics { employeeCount revenueUsd creditScore creditRating securityRating esgScore } } } } }
  companySearchAggregations(params: $params) { __typename ... on CompanySearchAggregations {
    itemsCount facets { key values { value label count selected } }
    metrics { key min max buckets { lower upper count } } } } }`;

const overviewQuery = `query($slug: String!) { company(slug: $slug) { id slug displayName legalName duns
  globalId statusCode website naicsCode naicsTitle sector familyRole
  tags { name slug primary } locations { city countryCode country subdivisionName geoLocation { lat lon } }
  metrics { employeeCount foundedYear revenueUsd revenueGrowth creditScore creditRating securityRating securityGrade esgScore }
  provenance { field source fetchedAt }
  profile(areas: [summary, keyExecutives, fundingRounds, employees, news, blogs, competitors]) {
    area source fetchedAt records alternatives { source fetchedAt } } } }`;

/** Swaps two letters in the middle of the name: the kind of typo people make. */
export function misspell(name: string): string {
  const i = Math.max(1, Math.floor(name.length / 2) - 1);
  return name.slice(0, i) + (name[i + 1] ?? "") + (name[i] ?? "") + name.slice(i + 2);
}

/**
 * The search case moved by `round` employees at the lower bound: a new question each round,
 * so the server's kept answers (the results page and its facets ask the same one) never serve
 * a timed request.
 */
export function searchVariant(c: QueryCase, round: number): QueryCase {
  const params = c.variables.params as { ranges: { employeeCount: { lower: number } } };
  const { employeeCount } = params.ranges;
  return {
    ...c,
    variables: {
      params: {
        ...params,
        ranges: { employeeCount: { ...employeeCount, lower: employeeCount.lower + round } },
      },
    },
  };
}

export async function companyQueries(handle: DatabaseHandle) {
  const { db } = handle;
  const sample = (
    await db.execute(sql`select slug, display_name from companies
      where status_code = 'active' order by md5(id::text) limit 30`)
  ).rows as { slug: string; display_name: string }[];
  const combos = (
    await db.execute(sql`select sector, country_code, count(*)::int as n from companies
      where sector is not null and country_code is not null
      group by sector, country_code order by n desc limit 10`)
  ).rows as { sector: string; country_code: string }[];
  const suggestions: QueryCase[] = sample.map((row) => ({
    query: suggestionsQuery,
    variables: { text: misspell(row.display_name) },
  }));
  const search: QueryCase[] = combos.map((combo, i) => ({
    query: searchQuery,
    variables: {
      params: {
        facets: { sectors: [combo.sector], locations: [combo.country_code] },
        ranges: { employeeCount: { lower: 10 + i * 10, upper: 5_000 + i * 1_000 } },
      },
    },
  }));
  const overview: QueryCase[] = sample.slice(0, 20).map((row) => ({
    query: overviewQuery,
    variables: { slug: row.slug },
  }));
  return { suggestions, search, overview };
}
