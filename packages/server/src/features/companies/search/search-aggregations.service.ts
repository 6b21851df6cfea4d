import {
  companySearchLimits,
  type FacetKey,
  facetKeys,
  facetLabels,
  type NumericMetric,
  numericMetricKeys,
  numericMetrics,
} from "@tierwise/common/company-search";
import { countryName } from "@tierwise/common/countries";
import type { Database } from "../../../db/client.ts";
import type { GraphQLContext } from "../../../graphql/context.ts";
import { requireSearchAccess } from "./advanced-search.service.ts";
import {
  bucketCounts,
  facetCounts,
  type GroupedCounts,
  metricStats,
  readGroupedCounts,
} from "./aggregation-results.ts";
import { aggregationStatement, customDataStatement, labelStatement } from "./aggregation-sql.ts";
import {
  type HistogramBucket,
  type HistogramScale,
  histogramBuckets,
  histogramScale,
} from "./histogram.ts";
import { productCodeLabel } from "./product-codes.ts";
import { fuzzyKeywords, type SearchConditions, searchConditions } from "./search-filters.ts";
import { type NormalizedSearch, normalizeSearch } from "./search-params.ts";
import { withSearchTimeout } from "./search-timeout.ts";
import { unfilteredCounts } from "./unfiltered-counts.ts";

export type FacetValue = {
  value: string;
  label: string;
  count: number;
  selected: boolean;
  /** Product codes only: the number of NAICS digits (2 sector … 6 national industry). */
  level: number | null;
};
export type Facet = { key: FacetKey; label: string; values: FacetValue[] };
export type MetricSummary = {
  key: NumericMetric;
  label: string;
  type: string;
  /** Companies with a value for the metric in the set the histogram covers. */
  count: number;
  min: number | null;
  max: number | null;
  scale: HistogramScale;
  buckets: HistogramBucket[];
};
export type SearchAggregations = { itemsCount: number; facets: Facet[]; metrics: MetricSummary[] };

const statusLabels: Readonly<Record<string, string>> = {
  active: "Active",
  basic: "Basic",
  closed: "Closed",
  imported_active: "Imported active",
  imported_closed: "Imported closed",
};

/** "women_owned" → "Women owned". */
function humanize(code: string): string {
  const words = code.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Labels known without the database; industries and tags get theirs in addLabels. */
function labelFor(key: FacetKey, value: string): string {
  switch (key) {
    case "locations":
      return countryName(value) ?? value;
    case "statuses":
      return statusLabels[value] ?? value;
    case "diversity":
      return humanize(value);
    case "customData":
      return value.replace("=", ": ");
    default:
      return value;
  }
}

/** Chosen values keep their place in the list even when no company has them any more. */
function withSelected(key: FacetKey, values: FacetValue[], selected: readonly string[]) {
  const present = new Set(values.map((v) => v.value));
  const missing = selected
    .filter((value) => !present.has(value))
    .map((value) => ({
      value,
      label: labelFor(key, value),
      count: 0,
      selected: true,
      level: null,
    }));
  return [...values, ...missing];
}

type NaicsGroup = [code: string, count: number];

function byCount(a: { count: number; value: string }, b: { count: number; value: string }) {
  return b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);
}

/** The most frequent values, then chosen ones beyond them. */
function capped(values: FacetValue[]): FacetValue[] {
  const sorted = [...values].sort(byCount);
  return sorted.filter((v, i) => i < companySearchLimits.facetValues || v.selected);
}

function industries(groups: NaicsGroup[], selected: readonly string[]): FacetValue[] {
  const chosen = new Set(selected);
  return capped(
    groups.map(([code, count]) => ({
      value: code,
      label: code,
      count,
      selected: chosen.has(code),
      level: null,
    })),
  );
}

/** NAICS prefixes of 2 to 6 digits, each level capped separately, sector first. */
function productCodeLevels(groups: NaicsGroup[], selected: readonly string[]): FacetValue[] {
  const chosen = new Set(selected);
  const out: FacetValue[] = [];
  for (let level = 2; level <= 6; level++) {
    const counts = new Map<string, number>();
    for (const [code, count] of groups) {
      if (code.length < level) continue;
      const prefix = code.slice(0, level);
      counts.set(prefix, (counts.get(prefix) ?? 0) + count);
    }
    const values = [...counts].map(([value, count]) => ({
      value,
      label: productCodeLabel(value),
      count,
      selected: chosen.has(value),
      level,
    }));
    out.push(...capped(values));
  }
  const missing = selected.filter((value) => !out.some((v) => v.value === value));
  out.push(
    ...missing.map((value) => ({
      value,
      label: productCodeLabel(value),
      count: 0,
      selected: true,
      level: value.length,
    })),
  );
  return out;
}

function metricSummary(key: NumericMetric, grouped: GroupedCounts): MetricSummary {
  const { min, max, count } = metricStats(grouped, key);
  return {
    key,
    label: numericMetrics[key].label,
    type: numericMetrics[key].type,
    count,
    min,
    max,
    scale: histogramScale(key),
    buckets: histogramBuckets(key, bucketCounts(grouped, key)),
  };
}

function parseJson<T>(value: unknown): T {
  // node-postgres and PGlite parse json columns; a string is handled all the same.
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

/** Where each facet's and metric's counts come from. */
type Sources = {
  /** Companies passing every filter, plus (with fk) those failing exactly one. */
  filtered: GroupedCounts;
  /** For the only filter of a search without keywords: the unfiltered counts. */
  own: { key: string; counts: GroupedCounts } | null;
};

const sourceFor = (sources: Sources, key: string): GroupedCounts =>
  sources.own?.key === key ? sources.own.counts : sources.filtered;

/**
 * Facet values with counts and metric histograms for the parameters (spec 3 §7), under the
 * search timeout. Three statements at most: the counts (skipped when the cached unfiltered
 * counts answer), the organisation's custom data, and labels for the values shown.
 */
export async function searchAggregations(
  ctx: GraphQLContext,
  input: { params: unknown },
): Promise<SearchAggregations> {
  const viewer = await requireSearchAccess(ctx);
  const search = normalizeSearch(input.params);
  const plain = searchConditions(search, viewer.organization.id);
  // Without keywords, the only filter's own counts are those of all companies: cached.
  const unfiltered = search.keywords.length === 0 && plain.filters.length <= 1;
  // Fetched before the transaction: on a large table it is cached and refreshed on a
  // connection of its own.
  const all = unfiltered ? await unfilteredCounts(ctx, plain.base) : null;
  return withSearchTimeout(ctx, async (tx) => {
    const fuzzy = await fuzzyKeywords(tx, search.keywords);
    const conditions = searchConditions(
      { ...search, fuzzyKeywords: fuzzy },
      viewer.organization.id,
    );
    const { filters } = conditions;
    let sources: Sources;
    const only = filters[0];
    if (all && only) {
      sources = {
        filtered: await countsOf(tx, conditions, false),
        own: { key: only.key, counts: all },
      };
    } else if (all) {
      sources = { filtered: all, own: null };
    } else {
      sources = { filtered: await countsOf(tx, conditions, true), own: null };
    }
    const customRows = await tx.execute(customDataStatement(conditions, viewer.organization.id));
    const custom = new Map(
      parseJson<[string, number][]>((customRows.rows[0] as { values: unknown }).values),
    );
    const raw = new Map<FacetKey, Map<string, number>>(
      facetKeys.map((key) => [
        key,
        key === "customData" ? custom : facetCounts(sourceFor(sources, key), key),
      ]),
    );
    const facets = facetKeys.map((key) => buildFacet(key, raw.get(key) ?? new Map(), search));
    await addLabels(tx, facets);
    return {
      itemsCount: sources.filtered.totals.get("") ?? 0,
      facets,
      metrics: numericMetricKeys.map((key) => metricSummary(key, sourceFor(sources, key))),
    };
  });
}

async function countsOf(tx: Database, conditions: SearchConditions, withExclusions: boolean) {
  const result = await tx.execute(aggregationStatement(conditions, withExclusions));
  return readGroupedCounts((result.rows[0] ?? {}) as Record<string, unknown>);
}

function buildFacet(key: FacetKey, counts: Map<string, number>, search: NormalizedSearch): Facet {
  const selected = search.facets[key] ?? [];
  const groups: NaicsGroup[] = [...counts];
  let values: FacetValue[];
  if (key === "industries") values = industries(groups, selected);
  else if (key === "productCodeLevels") values = productCodeLevels(groups, selected);
  else if (key === "portfolios")
    values = []; // no portfolio tables yet
  else {
    const chosen = new Set(selected);
    const listed = [...counts].map(([value, count]) => ({
      value,
      label: labelFor(key, value),
      count,
      selected: chosen.has(value),
      level: null,
    }));
    values = withSelected(key, capped(listed), selected);
  }
  return { key, label: facetLabels[key], values };
}

/** Industry titles and tag names for the values listed, in one small statement. */
async function addLabels(tx: Database, facets: Facet[]): Promise<void> {
  const industryValues = facets.find((f) => f.key === "industries")?.values ?? [];
  const productValues = facets.find((f) => f.key === "productCodeLevels")?.values ?? [];
  const tagValues = facets.find((f) => f.key === "tags")?.values ?? [];
  const codes = [
    ...industryValues.map((v) => v.value),
    ...productValues.filter((v) => v.level === 6).map((v) => v.value),
  ];
  const slugs = tagValues.map((v) => v.value);
  if (codes.length === 0 && slugs.length === 0) return;
  const result = await tx.execute(labelStatement([...new Set(codes)], slugs));
  const row = (result.rows[0] ?? {}) as { titles?: unknown; names?: unknown };
  const titles = parseJson<Record<string, string>>(row.titles ?? {});
  const names = parseJson<Record<string, string>>(row.names ?? {});
  for (const value of industryValues) value.label = titles[value.value] ?? value.value;
  for (const value of productValues) {
    if (value.level === 6) value.label = titles[value.value] ?? value.value;
  }
  for (const value of tagValues) value.label = names[value.value] ?? value.value;
}
