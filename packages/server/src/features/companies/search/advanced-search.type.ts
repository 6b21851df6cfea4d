import { facetKeys, numericMetricKeys, searchColumns } from "@tierwise/common/company-search";
import { companySearchLimits } from "@tierwise/common/company-search-limits";
import type { GraphQLResolveInfo } from "graphql";
import {
  IncorrectCursorError,
  NegativeNumberOfResultsError,
  TooManyResultsRequestedError,
  ValidationError,
} from "../../../core/errors.ts";
import { toPageArgs } from "../../../core/paging.ts";
import { builder } from "../../../graphql/builder.ts";
import { PageInfoType } from "../../../graphql/connection.ts";
import { ErrorInterface } from "../../../graphql/error-types.ts";
import { asTenantReading } from "../../../graphql/guards.ts";
import { selectsField } from "../../../graphql/selection.ts";
import { CompanyType } from "../company.type.ts";
import {
  type SearchHit,
  type SearchIds,
  type SearchResults,
  searchCompanies,
  searchCompanyIds,
} from "./advanced-search.service.ts";
import { SearchTimeoutError } from "./search-timeout.ts";

builder.objectType(SearchTimeoutError, {
  name: "SearchTimeoutError",
  description: "The search ran longer than the server allows (SEARCH_TIMEOUT_MS).",
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof SearchTimeoutError,
});

export const CompanySearchFacetKeyEnum = builder.enumType("CompanySearchFacetKey", {
  values: facetKeys,
});
export const CompanySearchMetricEnum = builder.enumType("CompanySearchMetric", {
  values: numericMetricKeys,
});
export const AdvancedSearchColumnEnum = builder.enumType("AdvancedSearchColumn", {
  values: searchColumns,
});

const paramsDescription =
  "CompanySearchParams as JSON (companySearchParamsSchema in @tierwise/common/company-search): { query, facets: { facetKey: [values] }, ranges: { metric: { lower, upper } }, sort, sortDirection }. Missing keys take their defaults.";

const CompanySearchHitType = builder.objectRef<SearchHit>("CompanySearchHit").implement({
  fields: (t) => ({
    company: t.field({ type: CompanyType, resolve: (hit) => hit.company }),
    relevance: t.float({
      nullable: true,
      description:
        "Best trigram similarity of a keyword to the names, 0 to 1; null without keywords.",
      resolve: (hit) => hit.relevance,
    }),
  }),
});

const CompanySearchResultsType = builder
  .objectRef<SearchResults>("CompanySearchResults")
  .implement({
    fields: (t) => ({
      items: t.field({ type: [CompanySearchHitType], resolve: (r) => r.items }),
      itemsCount: t.int({
        description: "Every match, counted under the same timeout as the page.",
        resolve: (r) => r.itemsCount(),
      }),
      pageInfo: t.field({ type: PageInfoType, resolve: (r) => r.pageInfo }),
      keywords: t.stringList({
        description: "The normalised keywords searched for; any of them may match.",
        resolve: (r) => r.keywords,
      }),
    }),
  });

const CompanySearchIdsType = builder.objectRef<SearchIds>("CompanySearchIds").implement({
  fields: (t) => ({
    ids: t.idList({ resolve: (r) => r.ids }),
    truncated: t.boolean({
      description: "More companies matched than the maximum; only the first ones are listed.",
      resolve: (r) => r.truncated,
    }),
    maximum: t.int({ resolve: () => companySearchLimits.companyIdSearchMax }),
  }),
});

const withCount = (info: GraphQLResolveInfo) => selectsField(info, "itemsCount");

builder.queryFields((t) => ({
  companySearch: t.field({
    type: CompanySearchResultsType,
    description: `Advanced company search (needs the advancedSearch feature): ${companySearchLimits.searchPageSize} per page by default, at most 100; page with offset or after.`,
    args: {
      params: t.arg({ type: "JSON", required: false, description: paramsDescription }),
      first: t.arg.int({ required: false }),
      offset: t.arg.int({ required: false }),
      after: t.arg.string({ required: false }),
    },
    errors: {
      types: [
        ValidationError,
        SearchTimeoutError,
        TooManyResultsRequestedError,
        NegativeNumberOfResultsError,
        IncorrectCursorError,
      ],
      union: { name: "CompanySearchResult" },
    },
    resolve: (_root, args, ctx, info) =>
      asTenantReading(ctx, searchCompanies, {
        params: args.params,
        page: toPageArgs(args),
        withCount: withCount(info),
      }),
  }),
  companySearchIds: t.field({
    type: CompanySearchIdsType,
    description: `Every matching company id in result order, at most ${companySearchLimits.companyIdSearchMax}.`,
    args: { params: t.arg({ type: "JSON", required: false, description: paramsDescription }) },
    errors: {
      types: [ValidationError, SearchTimeoutError],
      union: { name: "CompanySearchIdsResult" },
    },
    resolve: (_root, args, ctx) => asTenantReading(ctx, searchCompanyIds, { params: args.params }),
  }),
}));
