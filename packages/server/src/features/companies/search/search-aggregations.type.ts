import { ValidationError } from "../../../core/errors.ts";
import { builder } from "../../../graphql/builder.ts";
import { asActor, asTenantReading } from "../../../graphql/guards.ts";
import {
  AdvancedSearchColumnEnum,
  CompanySearchFacetKeyEnum,
  CompanySearchMetricEnum,
} from "./advanced-search.type.ts";
import type { Facet, FacetValue } from "./facet-values.ts";
import type { HistogramBucket } from "./histogram.ts";
import {
  type MetricSummary,
  type SearchAggregations,
  searchAggregations,
} from "./search-aggregations.service.ts";
import { advancedSearchColumns, updateAdvancedSearchColumns } from "./search-columns.service.ts";
import { SearchTimeoutError } from "./search-timeout.ts";

const FacetValueType = builder.objectRef<FacetValue>("CompanySearchFacetValue").implement({
  fields: (t) => ({
    value: t.exposeString("value", { description: "What to put in params.facets[key]." }),
    label: t.exposeString("label"),
    count: t.exposeInt("count"),
    selected: t.exposeBoolean("selected"),
    level: t.exposeInt("level", {
      nullable: true,
      description: "productCodeLevels only: NAICS digits, 2 (sector) to 6 (national industry).",
    }),
  }),
});

const FacetType = builder.objectRef<Facet>("CompanySearchFacet").implement({
  fields: (t) => ({
    key: t.field({ type: CompanySearchFacetKeyEnum, resolve: (f) => f.key }),
    label: t.exposeString("label"),
    values: t.field({
      type: [FacetValueType],
      description:
        "The most frequent values (50; per level for product codes) among companies matching every other filter, then chosen values beyond them.",
      resolve: (f) => f.values,
    }),
  }),
});

const HistogramScaleEnum = builder.enumType("CompanySearchHistogramScale", {
  values: ["VALUE", "LINEAR", "LOG"] as const,
  description: "VALUE: one bucket per whole number; LOG: equal widths on a log(1 + x) scale.",
});

const BucketType = builder.objectRef<HistogramBucket>("CompanySearchHistogramBucket").implement({
  fields: (t) => ({
    lower: t.exposeFloat("lower"),
    upper: t.exposeFloat("upper"),
    count: t.exposeInt("count"),
  }),
});

const MetricType = builder.objectRef<MetricSummary>("CompanySearchMetricSummary").implement({
  fields: (t) => ({
    key: t.field({ type: CompanySearchMetricEnum, resolve: (m) => m.key }),
    label: t.exposeString("label"),
    type: t.exposeString("type", { description: "RangeInput type: INT, FLOAT or PERCENT." }),
    count: t.exposeInt("count", { description: "Companies with a value in the histogram's set." }),
    min: t.exposeFloat("min", { nullable: true }),
    max: t.exposeFloat("max", { nullable: true }),
    scale: t.field({ type: HistogramScaleEnum, resolve: (m) => m.scale }),
    buckets: t.field({
      type: [BucketType],
      description: "Over companies matching every other filter; the last bucket includes max.",
      resolve: (m) => m.buckets,
    }),
  }),
});

const AggregationsType = builder
  .objectRef<SearchAggregations>("CompanySearchAggregations")
  .implement({
    fields: (t) => ({
      itemsCount: t.exposeInt("itemsCount", { description: "Companies matching every filter." }),
      facets: t.field({ type: [FacetType], resolve: (a) => a.facets }),
      metrics: t.field({ type: [MetricType], resolve: (a) => a.metrics }),
    }),
  });

const ColumnsSuccess = builder
  .objectRef<{ columns: string[] }>("AdvancedSearchColumnsSuccess")
  .implement({
    fields: (t) => ({
      columns: t.field({ type: [AdvancedSearchColumnEnum], resolve: (r) => r.columns as never }),
    }),
  });

builder.queryFields((t) => ({
  companySearchAggregations: t.field({
    type: AggregationsType,
    description:
      "Facet values with counts and metric histograms for the search parameters (needs advancedSearch).",
    args: { params: t.arg({ type: "JSON", required: false }) },
    errors: {
      types: [ValidationError, SearchTimeoutError],
      union: { name: "CompanySearchAggregationsResult" },
    },
    resolve: (_root, args, ctx) =>
      asTenantReading(ctx, searchAggregations, { params: args.params }),
  }),
  advancedSearchColumns: t.field({
    type: [AdvancedSearchColumnEnum],
    description: "The viewer's result columns on /search, in order (defaults until changed).",
    resolve: (_root, _args, ctx) => asActor(ctx, advancedSearchColumns),
  }),
}));

builder.mutationField("updateAdvancedSearchColumns", (t) =>
  t.field({
    type: ColumnsSuccess,
    args: { columns: t.arg({ type: [AdvancedSearchColumnEnum], required: true }) },
    errors: {
      types: [ValidationError],
      union: { name: "UpdateAdvancedSearchColumnsResult" },
    },
    resolve: async (_root, args, ctx) => ({
      columns: await asActor(ctx, updateAdvancedSearchColumns, { columns: args.columns }),
    }),
  }),
);
