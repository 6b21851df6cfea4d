import { gql, type TypedDocumentNode } from "@apollo/client";
import type { NTierFilterInput, NTierSite } from "../n-tier.graphql.ts";

/**
 * The map's sites in the lean form it draws from (server: n-tier-site-map.ts): parallel lists,
 * the i-th site being siteIds[i] at positions[2i] (longitude), positions[2i + 1] (latitude).
 * A clicked site's company and address come from N_TIER_CLICKED_SITES_QUERY.
 */
export interface NTierSiteMap {
  __typename: "NTierSiteMap";
  siteCount: number;
  countryCount: number;
  siteIds: string[];
  positions: number[];
  hasRisks: boolean[];
  companyIds: string[];
  companyFirstSites: number[];
}
export interface NTierSiteMapData {
  nTierSiteMap: NTierSiteMap;
}
export interface NTierSiteMapVariables {
  filter?: NTierFilterInput | null;
}

export const N_TIER_SITE_MAP_QUERY: TypedDocumentNode<NTierSiteMapData, NTierSiteMapVariables> =
  gql`
    query NTierSiteMap($filter: NTierFilter) {
      nTierSiteMap(filter: $filter) {
        siteCount
        countryCount
        siteIds
        positions
        hasRisks
        companyIds
        companyFirstSites
      }
    }
  `;

export interface NTierClickedSitesData {
  nTierSites: NTierSite[];
}
export interface NTierClickedSitesVariables {
  ids: string[];
}

/** What a click on the map lists: the clicked sites with their companies. */
export const N_TIER_CLICKED_SITES_QUERY: TypedDocumentNode<
  NTierClickedSitesData,
  NTierClickedSitesVariables
> = gql`
  query NTierClickedSites($ids: [ID!]) {
    nTierSites(ids: $ids) {
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

/**
 * The map's first drawing (server: n-tier-site-overview.ts): the sites summed by cell of a grid
 * over the world, cell i at positions[2i] (longitude), positions[2i + 1] (latitude).
 */
export interface NTierSiteOverview {
  __typename: "NTierSiteOverview";
  siteCount: number;
  countryCount: number;
  positions: number[];
  siteCounts: number[];
  riskyCounts: number[];
  siteIds: (string | null)[];
}
export interface NTierSiteOverviewData {
  nTierSiteOverview: NTierSiteOverview;
}

export const N_TIER_SITE_OVERVIEW_QUERY: TypedDocumentNode<
  NTierSiteOverviewData,
  NTierSiteMapVariables
> = gql`
  query NTierSiteOverview($filter: NTierFilter) {
    nTierSiteOverview(filter: $filter) {
      siteCount
      countryCount
      positions
      siteCounts
      riskyCounts
      siteIds
    }
  }
`;
