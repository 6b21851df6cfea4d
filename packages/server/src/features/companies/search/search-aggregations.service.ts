import {
  type FacetKey,
  facetKeys,
  type NumericMetric,
  numericMetricKeys,
  numericMetrics,
} from "@tierwise/common/company-search";
import type { TenantActor } from "../../../core/actor.ts";
import type { ServiceDeps } from "../../../core/deps.ts";
import type { Database } from "../../../db/client.ts";
import {
  assertReportSearchAllowed,
  reportCoverage,
  reportFacets,
  reportMetrics,
} from "../company.policy.ts";
import { requireSearchAccess } from "./advanced-search.service.ts";
import {
  bucketCounts,
  facetCounts,
  type GroupedCounts,
  metricStats,
  readGroupedCounts,
} from "./aggregation-results.ts";
import { aggregationStatement, customDataStatement, labelStatement } from "./aggregation-sql.ts";
import { buildFacet, type Facet } from "./facet-values.ts";
import {
  type HistogramBucket,
  type HistogramScale,
  histogramBuckets,
  histogramScale,
} from "./histogram.ts";
import { fuzzyKeywords, type SearchConditions, searchConditions } from "./search-filters.ts";
import { indexedCounts } from "./search-index/search-index.service.ts";
import { normalizeSearch } from "./search-params.ts";
import { withSearchTimeout } from "./search-timeout.ts";
import { unfilteredCounts } from "./unfiltered-counts.ts";

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
  deps: ServiceDeps,
  viewer: TenantActor,
  input: { params: unknown },
): Promise<SearchAggregations> {
  await requireSearchAccess(deps.db, viewer);
  const search = normalizeSearch(input.params);
  const coverage = await reportCoverage(deps.db, viewer);
  assertReportSearchAllowed(coverage, search.params);
  // Counts by report values would tell them: without the package for all companies, none.
  const shownFacets = facetKeys.filter((key) => coverage.all || !reportFacets.has(key));
  const shownMetrics = numericMetricKeys.filter((key) => coverage.all || !reportMetrics.has(key));
  const plain = searchConditions(search, viewer.organization.id);
  // The in-memory index answers most searches; otherwise the database counts.
  const indexed = await indexedCounts(deps, search);
  // Without keywords, the only filter's own counts are those of all companies: cached.
  const unfiltered = !indexed && search.keywords.length === 0 && plain.filters.length <= 1;
  // Fetched before the transaction: on a large table it is cached and refreshed on a
  // connection of its own.
  const all = unfiltered ? await unfilteredCounts(deps, plain.base) : null;
  return withSearchTimeout(deps, async (tx) => {
    const fuzzy = await fuzzyKeywords(tx, search.keywords);
    const conditions = searchConditions(
      { ...search, fuzzyKeywords: fuzzy },
      viewer.organization.id,
    );
    const { filters } = conditions;
    let sources: Sources;
    const only = filters[0];
    if (indexed) {
      sources = { filtered: indexed, own: null };
    } else if (all && only) {
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
    const facets = shownFacets.map((key) => buildFacet(key, raw.get(key) ?? new Map(), search));
    await addLabels(tx, facets);
    return {
      itemsCount: sources.filtered.totals.get("") ?? 0,
      facets,
      metrics: shownMetrics.map((key) => metricSummary(key, sourceFor(sources, key))),
    };
  });
}

async function countsOf(tx: Database, conditions: SearchConditions, withExclusions: boolean) {
  const result = await tx.execute(aggregationStatement(conditions, withExclusions));
  return readGroupedCounts((result.rows[0] ?? {}) as Record<string, unknown>);
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
