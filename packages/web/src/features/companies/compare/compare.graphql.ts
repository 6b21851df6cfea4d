import { gql, type TypedDocumentNode } from "@apollo/client";

/** GraphQL documents of /compare (server: features/companies/compare, company.type.ts). */

/** The profile areas the risk-indicator rows read (spec 3 §2 profile areas). */
export const riskAreas = ["sanctions", "adverseMedia", "dataBreaches", "forcedLaborRisks"] as const;
export type RiskArea = (typeof riskAreas)[number];

export interface CompareStateData {
  compareSettings: { __typename: "CompareSettings"; maxCompanies: number };
  compareCompetitors: { __typename: "CompareCompetitors"; companyIds: string[] };
}

export const COMPARE_STATE_QUERY: TypedDocumentNode<CompareStateData, Record<string, never>> = gql`
  query CompareState {
    compareSettings { maxCompanies }
    compareCompetitors { companyIds }
  }
`;

export interface CompareMetrics {
  __typename: "CompanyMetrics";
  employeeCount: number | null;
  revenueUsd: number | null;
  revenueGrowth: number | null;
  creditScore: number | null;
  creditRating: string | null;
  creditAgencyRating: string | null;
  fraudScore: number | null;
  viabilityScore: number | null;
  securityRating: number | null;
  securityGrade: string | null;
  esgScore: number | null;
}

export interface CompareFinancialYear {
  __typename: "FinancialYear";
  fiscalYear: number;
  currency: string;
  revenue: number;
  netIncome: number;
  totalAssets: number;
  totalEquity: number;
  ratios: {
    __typename: "FinancialRatios";
    currentRatio: number | null;
    quickRatio: number | null;
    altmanZScore: number | null;
    altmanZone: string | null;
  };
}

export interface CompareProfileArea {
  __typename: "ProfileArea";
  area: RiskArea;
  records: unknown;
}

export interface CompareCompany {
  __typename: "Company";
  id: string;
  slug: string;
  displayName: string;
  statusCode: string;
  naicsTitle: string | null;
  sector: string | null;
  locations: {
    __typename: "CompanyLocation";
    city: string | null;
    countryCode: string | null;
    country: string | null;
    subdivisionName: string | null;
    hq: boolean;
  }[];
  metrics: CompareMetrics;
  financials: CompareFinancialYear[];
  profile: CompareProfileArea[];
}

export interface CompareCompaniesData {
  companiesByIds: CompareCompany[];
}

export const COMPARE_COMPANIES_QUERY: TypedDocumentNode<
  CompareCompaniesData,
  { ids: string[]; areas: readonly RiskArea[] }
> = gql`
  query CompareCompanies($ids: [ID!]!, $areas: [ProfileAreaKey!]) {
    companiesByIds(ids: $ids) {
      id
      slug
      displayName
      statusCode
      naicsTitle
      sector
      locations { city countryCode country subdivisionName hq }
      metrics {
        employeeCount
        revenueUsd
        revenueGrowth
        creditScore
        creditRating
        creditAgencyRating
        fraudScore
        viabilityScore
        securityRating
        securityGrade
        esgScore
      }
      financials {
        fiscalYear
        currency
        revenue
        netIncome
        totalAssets
        totalEquity
        ratios { currentRatio quickRatio altmanZScore altmanZone }
      }
      profile(areas: $areas) { area records }
    }
  }
`;

export interface SuggestedCompany {
  __typename: "Company";
  id: string;
  slug: string;
  displayName: string;
  naicsTitle: string | null;
  locations: {
    __typename: "CompanyLocation";
    city: string | null;
    countryCode: string | null;
    subdivisionName: string | null;
  }[];
  metrics: { __typename: "CompanyMetrics"; revenueUsd: number | null };
}

export interface CompetitorSuggestionsData {
  companyById: {
    __typename: "Company";
    id: string;
    competitorSuggestions: SuggestedCompany[];
  } | null;
}

export const COMPETITOR_SUGGESTIONS_QUERY: TypedDocumentNode<
  CompetitorSuggestionsData,
  { id: string; first: number }
> = gql`
  query CompareCompetitorSuggestions($id: ID!, $first: Int!) {
    companyById(id: $id) {
      id
      competitorSuggestions(first: $first) {
        id
        slug
        displayName
        naicsTitle
        locations { city countryCode subdivisionName }
        metrics { revenueUsd }
      }
    }
  }
`;

export interface QuickSearchHit {
  __typename: "QuickSearchCompany";
  id: string;
  slug: string;
  displayName: string;
  city: string | null;
  countryCode: string | null;
  industry: string | null;
}

export interface CompareQuickSearchData {
  quickSearch: { __typename: "QuickSearchResult"; companies: QuickSearchHit[] };
}

export const COMPARE_QUICK_SEARCH_QUERY: TypedDocumentNode<
  CompareQuickSearchData,
  { text: string; first: number }
> = gql`
  query CompareQuickSearch($text: String!, $first: Int!) {
    quickSearch(text: $text, first: $first) {
      companies { id slug displayName city countryCode industry }
    }
  }
`;

interface MessageError<Name extends string> {
  __typename: Name;
  message: string;
}

export type SetCompareCompetitorsResult =
  | { __typename: "CompareCompetitors"; companyIds: string[] }
  | MessageError<"LimitReachedError" | "InvalidIdError" | "ConnectedObjectNotFoundError">;

export const SET_COMPARE_COMPETITORS: TypedDocumentNode<
  { setCompareCompetitors: SetCompareCompetitorsResult },
  { ids: string[] }
> = gql`
  mutation SetCompareCompetitors($ids: [ID!]!) {
    setCompareCompetitors(ids: $ids) {
      __typename
      ... on CompareCompetitors { companyIds }
      ... on Error { message }
    }
  }
`;
