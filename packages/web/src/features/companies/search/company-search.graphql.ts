import { gql, type TypedDocumentNode } from "@apollo/client";
import type { FacetKey, NumericMetric, SearchColumn } from "@tierwise/common/company-search";
import type { RangeInputType } from "@tierwise/common/range-input";
import type { CompanyStatusCode } from "./quick-search.graphql.ts";

/**
 * Advanced search documents (server: features/companies/search/advanced-search.type.ts and
 * search-aggregations.type.ts). `params` travels as JSON shaped by companySearchParamsSchema.
 * The operation name CompanySearch matters: the response policy turns its timeouts into
 * messages.searchTimeout (spec 1 §8).
 */

interface MessageError<Name extends string> {
  __typename: Name;
  message: string;
}

export type SearchTimeoutError = MessageError<"SearchTimeoutError">;
export type SearchValidationError = MessageError<"ValidationError"> & {
  fieldErrors: { __typename: "FieldError"; path: string; message: string }[];
};
type PagingError = MessageError<
  "TooManyResultsRequestedError" | "NegativeNumberOfResultsError" | "IncorrectCursorError"
>;

export interface SearchCompany {
  __typename: "Company";
  id: string;
  slug: string;
  displayName: string;
  duns: string | null;
  statusCode: CompanyStatusCode;
  naicsTitle: string | null;
  sector: string | null;
  locations: {
    __typename: "CompanyLocation";
    city: string | null;
    countryCode: string | null;
    subdivisionName: string | null;
    hq: boolean;
  }[];
  metrics: {
    __typename: "CompanyMetrics";
    employeeCount: number | null;
    revenueUsd: number | null;
    creditScore: number | null;
    creditRating: string | null;
    securityRating: number | null;
    esgScore: number | null;
  };
}

export interface CompanySearchResults {
  __typename: "CompanySearchResults";
  items: { __typename: "CompanySearchHit"; relevance: number | null; company: SearchCompany }[];
  itemsCount: number;
  pageInfo: { __typename: "PageInfo"; hasNextPage: boolean; hasPreviousPage: boolean };
  keywords: string[];
}

export type CompanySearchResult =
  | CompanySearchResults
  | SearchTimeoutError
  | SearchValidationError
  | PagingError;

export interface CompanySearchVariables {
  params: unknown;
  first: number;
  offset: number;
}

export const COMPANY_SEARCH_QUERY: TypedDocumentNode<
  { companySearch: CompanySearchResult },
  CompanySearchVariables
> = gql`
  query CompanySearch($params: JSON, $first: Int, $offset: Int) {
    companySearch(params: $params, first: $first, offset: $offset) {
      __typename
      ... on CompanySearchResults {
        items {
          relevance
          company {
            id
            slug
            displayName
            duns
            statusCode
            naicsTitle
            sector
            locations { city countryCode subdivisionName hq }
            metrics { employeeCount revenueUsd creditScore creditRating securityRating esgScore }
          }
        }
        itemsCount
        pageInfo { hasNextPage hasPreviousPage }
        keywords
      }
      ... on SearchTimeoutError { message }
      ... on ValidationError { message fieldErrors { path message } }
      ... on TooManyResultsRequestedError { message }
      ... on NegativeNumberOfResultsError { message }
      ... on IncorrectCursorError { message }
    }
  }
`;

export interface FacetValue {
  __typename: "CompanySearchFacetValue";
  value: string;
  label: string;
  count: number;
  selected: boolean;
  level: number | null;
}

export interface SearchFacet {
  __typename: "CompanySearchFacet";
  key: FacetKey;
  label: string;
  values: FacetValue[];
}

export interface HistogramBucket {
  __typename: "CompanySearchHistogramBucket";
  lower: number;
  upper: number;
  count: number;
}

export interface MetricSummary {
  __typename: "CompanySearchMetricSummary";
  key: NumericMetric;
  label: string;
  type: RangeInputType;
  count: number;
  min: number | null;
  max: number | null;
  scale: "VALUE" | "LINEAR" | "LOG";
  buckets: HistogramBucket[];
}

export interface CompanySearchAggregations {
  __typename: "CompanySearchAggregations";
  itemsCount: number;
  facets: SearchFacet[];
  metrics: MetricSummary[];
}

export const COMPANY_SEARCH_AGGREGATIONS_QUERY: TypedDocumentNode<
  {
    companySearchAggregations:
      | CompanySearchAggregations
      | SearchTimeoutError
      | SearchValidationError;
  },
  { params: unknown }
> = gql`
  query CompanySearchAggregations($params: JSON) {
    companySearchAggregations(params: $params) {
      __typename
      ... on CompanySearchAggregations {
        itemsCount
        facets { key label values { value label count selected level } }
        metrics { key label type count min max scale buckets { lower upper count } }
      }
      ... on SearchTimeoutError { message }
      ... on ValidationError { message fieldErrors { path message } }
    }
  }
`;

export const ADVANCED_SEARCH_COLUMNS_QUERY: TypedDocumentNode<
  { advancedSearchColumns: SearchColumn[] },
  Record<string, never>
> = gql`
  query AdvancedSearchColumns {
    advancedSearchColumns
  }
`;

export const UPDATE_ADVANCED_SEARCH_COLUMNS: TypedDocumentNode<
  {
    updateAdvancedSearchColumns:
      | { __typename: "AdvancedSearchColumnsSuccess"; columns: SearchColumn[] }
      | SearchValidationError;
  },
  { columns: SearchColumn[] }
> = gql`
  mutation UpdateAdvancedSearchColumns($columns: [AdvancedSearchColumn!]!) {
    updateAdvancedSearchColumns(columns: $columns) {
      __typename
      ... on AdvancedSearchColumnsSuccess { columns }
      ... on ValidationError { message fieldErrors { path message } }
    }
  }
`;
