import { type FacetKey, type NumericMetric, numericMetrics } from "@tierwise/common/company-search";
import { and, inArray, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../../db/client.ts";
import { type CompanyStatusCode, companies } from "../company.table.ts";
import { companyCustomData } from "./company-custom-data.table.ts";
import type { CustomDataPair, NormalizedSearch } from "./search-params.ts";

/** What search shows: every status but draft and deleted (those exist for data work only). */
export const searchableStatuses = [
  "active",
  "basic",
  "closed",
  "imported_active",
  "imported_closed",
] as const satisfies readonly CompanyStatusCode[];

/** The column behind each numeric metric of the contract. */
export const metricColumns: Readonly<Record<NumericMetric, PgColumn>> = {
  employeeCount: companies.employeeCount,
  revenueUsd: companies.revenueUsd,
  foundedYear: companies.foundedYear,
  creditScore: companies.creditScore,
  fraudScore: companies.fraudScore,
  viabilityScore: companies.viabilityScore,
  securityRating: companies.securityRating,
  esgScore: companies.esgScore,
  currentRatio: companies.currentRatio,
  quickRatio: companies.quickRatio,
  altmanZScore: companies.altmanZScore,
  revenueGrowth: companies.revenueGrowth,
};

/** Facets read from one text column: a company matches when its value is any chosen one. */
export const scalarFacetColumns = {
  sectors: companies.sector,
  creditRatings: companies.creditRating,
  locations: companies.countryCode,
  securityRatings: companies.securityGrade,
  creditAgencyRatings: companies.creditAgencyRating,
  statuses: companies.statusCode,
  industries: companies.naicsCode,
} as const satisfies Partial<Record<FacetKey, PgColumn>>;

/** Facets read from a text[] column: a company matches when it holds any chosen value. */
export const arrayFacetColumns = {
  collections: companies.collections,
  diversity: companies.diversity,
  investors: companies.investors,
  tags: companies.tagSlugs,
} as const satisfies Partial<Record<FacetKey, PgColumn>>;

export function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/** `%`, `_` and `\` are literal in a keyword. */
function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, "\\$&")}%`;
}

/** A company matches a keyword by containing it, in either name, or (fuzzy) by trigram similarity. */
function keywordCondition(keyword: string, fuzzy: boolean): SQL {
  const pattern = containsPattern(keyword);
  const contains = sql`${companies.displayName} ilike ${pattern} or ${companies.legalName} ilike ${pattern}`;
  if (!fuzzy) return sql`(${contains})`;
  return sql`(${companies.displayName} % ${keyword} or ${companies.legalName} % ${keyword} or ${contains})`;
}

/** Substring matches enough to fill a first page. */
export const substringMatchesEnough = 25;

/**
 * The keywords to match fuzzily as well: those that fewer than a page of names contain. A
 * common word ("steel") found as typed needs no typo tolerance, and trigram similarity of a
 * short word to whole names reads tens of thousands of candidates at a million companies
 * (measured: 2 s against 0.1 s); a misspelt name ("Northwnd Tradres") contains nothing and
 * gets similarity matching.
 */
export async function fuzzyKeywords(
  db: Database,
  keywords: readonly string[],
): Promise<ReadonlySet<string>> {
  if (keywords.length === 0) return new Set();
  const limit = sql.raw(String(substringMatchesEnough));
  const result = await db.execute(sql`select k.keyword, (
      select count(*)::int from (
        select 1 from ${companies}
        where ${inArray(companies.statusCode, [...searchableStatuses])}
          and (${companies.displayName} ilike k.pattern or ${companies.legalName} ilike k.pattern)
        limit ${limit}) found) as n
    from unnest(${textArray(keywords)}, ${textArray(keywords.map(containsPattern))}) as k(keyword, pattern)`);
  const rows = result.rows as { keyword: string; n: number }[];
  return new Set(
    rows.filter((row) => Number(row.n) < substringMatchesEnough).map((row) => row.keyword),
  );
}

/** Relevance: the best trigram similarity of any keyword to either name (0 to 1). */
export function relevanceScore(keywords: readonly string[]): SQL<number> {
  const scores = keywords.flatMap((keyword) => [
    sql`similarity(${companies.displayName}, ${keyword})`,
    sql`coalesce(similarity(${companies.legalName}, ${keyword}), 0)`,
  ]);
  return sql<number>`greatest(${sql.join(scores, sql`, `)})::float8`;
}

function customDataCondition(organizationId: string, pairs: readonly CustomDataPair[]): SQL {
  const tuples = sql.join(
    pairs.map((pair) => sql`(${pair.key}, ${pair.value})`),
    sql`, `,
  );
  return sql`${companies.id} in (select ${companyCustomData.companyId} from ${companyCustomData} where ${companyCustomData.organizationId} = ${organizationId} and (${companyCustomData.key}, ${companyCustomData.value}) in (${tuples}))`;
}

/** One chosen filter: values of a facet (OR-ed) or a metric's inclusive range. */
export type SearchFilter = { key: FacetKey | NumericMetric; condition: SQL };

export type SearchConditions = {
  /** Always applies: visible statuses and the keywords. */
  base: SQL;
  /** AND-ed with the base; aggregations leave a facet's own filter out of its counts. */
  filters: SearchFilter[];
};

function facetCondition(
  key: FacetKey,
  values: string[],
  search: NormalizedSearch,
  organizationId: string,
): SQL | null {
  if (key in scalarFacetColumns) {
    return inArray(scalarFacetColumns[key as keyof typeof scalarFacetColumns], values);
  }
  if (key in arrayFacetColumns) {
    return sql`${arrayFacetColumns[key as keyof typeof arrayFacetColumns]} && ${textArray(values)}`;
  }
  if (key === "productCodeLevels") {
    // Digits only (checked on input), so the prefix needs no escaping; text_pattern_ops index.
    return or(...values.map((code) => sql`${companies.naicsCode} like ${`${code}%`}`)) ?? null;
  }
  if (key === "customData") return customDataCondition(organizationId, search.customData);
  return null; // portfolios: refused on input until portfolios exist
}

const int4Max = 2_147_483_647;

/**
 * Inclusive. Whole-number metrics get whole bounds (2.5–7.5 is 3–7), so the parameter keeps
 * the integer column's type and its index stays usable.
 */
function rangeCondition(metric: NumericMetric, range: { lower: number; upper: number }): SQL {
  const column = metricColumns[metric];
  if (numericMetrics[metric].type === "INT") {
    const whole = (value: number) => Math.min(int4Max, Math.max(-int4Max, value));
    return sql`${column} between ${whole(Math.ceil(range.lower))} and ${whole(Math.floor(range.upper))}`;
  }
  return sql`${column} between ${range.lower} and ${range.upper}`;
}

export function searchConditions(
  search: NormalizedSearch,
  organizationId: string,
): SearchConditions {
  // Without the lookup (e.g. checking a saved search), every keyword is also matched fuzzily.
  const fuzzy = (keyword: string) => search.fuzzyKeywords?.has(keyword) ?? true;
  const keywordMatch = search.keywords.length
    ? or(...search.keywords.map((keyword) => keywordCondition(keyword, fuzzy(keyword))))
    : undefined;
  const base = and(inArray(companies.statusCode, [...searchableStatuses]), keywordMatch) as SQL;
  const filters: SearchFilter[] = [];
  for (const [key, values] of Object.entries(search.facets) as [FacetKey, string[]][]) {
    const condition = facetCondition(key, values, search, organizationId);
    if (condition) filters.push({ key, condition });
  }
  for (const [key, range] of Object.entries(search.ranges) as [
    NumericMetric,
    { lower: number; upper: number },
  ][]) {
    filters.push({ key, condition: rangeCondition(key, range) });
  }
  return { base, filters };
}

/** Base and every filter but `except` (all of them when it is null). */
export function whereExcept(conditions: SearchConditions, except: string | null): SQL {
  const kept = conditions.filters.filter((filter) => filter.key !== except);
  return and(conditions.base, ...kept.map((filter) => filter.condition)) as SQL;
}
