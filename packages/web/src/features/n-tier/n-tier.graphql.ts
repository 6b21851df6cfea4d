import { gql, type TypedDocumentNode } from "@apollo/client";

/**
 * GraphQL documents of the n-tier pages (spec 3 §2, §3, §7 "N-tier"; server:
 * packages/server/src/features/n-tier). Written by hand from the n-tier contract; the table,
 * the map and the graph all read them, so the three views ask for the same node fields.
 */

/** The filter as the API takes it: every key optional, lists empty or absent mean "any". */
export interface NTierFilterInput {
  tiers?: number[] | null;
  countries?: string[] | null;
  industries?: string[] | null;
  parts?: string[] | null;
  hasRisks?: boolean | null;
  search?: string | null;
}

export type NTierSortField = "tier" | "name" | "country" | "centrality" | "impact";
export type NTierSortDirection = "asc" | "desc";
export interface NTierSortInput {
  field: NTierSortField;
  direction: NTierSortDirection;
}

export interface NTierNode {
  __typename: "NTierNode";
  id: string;
  name: string;
  slug: string;
  countryCode: string | null;
  industry: string | null;
  tier: number;
  parts: string[];
  hasRisks: boolean;
  /** Betweenness 0..1; null unless the organisation has nTierCentralityScore. */
  centrality: number | null;
  degree: number | null;
  /** Tier-1 suppliers that depend on this company; null unless the organisation has nTierImpact. */
  impact: number | null;
  siteCount: number;
  alertCount: number;
  riskCount: number;
}

const N_TIER_NODE_FIELDS = gql`
  fragment NTierNodeFields on NTierNode {
    id
    name
    slug
    countryCode
    industry
    tier
    parts
    hasRisks
    centrality
    degree
    impact
    siteCount
    alertCount
    riskCount
  }
`;

export interface NTierCompaniesData {
  nTierCompanies: { __typename: "NTierNodePage"; items: NTierNode[]; total: number };
}
export interface NTierCompaniesVariables {
  filter?: NTierFilterInput | null;
  sort?: NTierSortInput | null;
  page?: number;
  pageSize?: number;
}

export const N_TIER_COMPANIES_QUERY: TypedDocumentNode<
  NTierCompaniesData,
  NTierCompaniesVariables
> = gql`
  query NTierCompanies($filter: NTierFilter, $sort: NTierSort, $page: Int, $pageSize: Int) {
    nTierCompanies(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
      items { ...NTierNodeFields }
      total
    }
  }
  ${N_TIER_NODE_FIELDS}
`;

export interface NTierEdge {
  __typename: "NTierEdge";
  supplierId: string;
  /** A tier-1 node's customer is the organisation itself, which is not a node (the root). */
  customerId: string;
  parts: string[];
}
export interface NTierGraphData {
  nTierGraph: {
    __typename: "NTierGraph";
    nodes: NTierNode[];
    edges: NTierEdge[];
    truncated: boolean;
  };
}
export interface NTierGraphVariables {
  filter?: NTierFilterInput | null;
  limit?: number;
}

export const N_TIER_GRAPH_QUERY: TypedDocumentNode<NTierGraphData, NTierGraphVariables> = gql`
  query NTierGraph($filter: NTierFilter, $limit: Int) {
    nTierGraph(filter: $filter, limit: $limit) {
      nodes { ...NTierNodeFields }
      edges { supplierId customerId parts }
      truncated
    }
  }
  ${N_TIER_NODE_FIELDS}
`;

export interface NTierSite {
  __typename: "NTierSite";
  id: string;
  companyId: string;
  companyName: string;
  tier: number;
  name: string | null;
  address: string | null;
  countryCode: string | null;
  latitude: number;
  longitude: number;
  hasRisks: boolean;
}
export interface NTierSitesData {
  nTierSites: NTierSite[];
}
export interface NTierSitesVariables {
  filter?: NTierFilterInput | null;
  limit?: number;
}

export const N_TIER_SITES_QUERY: TypedDocumentNode<NTierSitesData, NTierSitesVariables> = gql`
  query NTierSites($filter: NTierFilter, $limit: Int) {
    nTierSites(filter: $filter, limit: $limit) {
      id
      companyId
      companyName
      tier
      name
      address
      countryCode
      latitude
      longitude
      hasRisks
    }
  }
`;

export interface NTierExposureData {
  nTierExposure: NTierNode[];
}
export interface NTierExposureVariables {
  countries: string[];
  hasRisks?: boolean | null;
}

/** Tier-1 suppliers that depend on a company with a site in one of the countries. */
export const N_TIER_EXPOSURE_QUERY: TypedDocumentNode<NTierExposureData, NTierExposureVariables> =
  gql`
    query NTierExposure($countries: [String!]!, $hasRisks: Boolean) {
      nTierExposure(countries: $countries, hasRisks: $hasRisks) { ...NTierNodeFields }
    }
    ${N_TIER_NODE_FIELDS}
  `;

export type NTierFilterField = "country" | "industry" | "part";
export interface NTierFilterValue {
  __typename: "NTierFilterValue";
  value: string;
  label: string;
  count: number;
}
export interface NTierFilterValuesData {
  nTierFilterValues: {
    __typename: "NTierFilterValuePage";
    values: NTierFilterValue[];
    hasMore: boolean;
  };
}
export interface NTierFilterValuesVariables {
  field: NTierFilterField;
  search?: string | null;
  page?: number;
}

/** Filter options in pages of 5 (spec 3 §9), page from 1. */
export const N_TIER_FILTER_VALUES_QUERY: TypedDocumentNode<
  NTierFilterValuesData,
  NTierFilterValuesVariables
> = gql`
  query NTierFilterValues($field: NTierFilterField!, $search: String, $page: Int) {
    nTierFilterValues(field: $field, search: $search, page: $page) {
      values { value label count }
      hasMore
    }
  }
`;
