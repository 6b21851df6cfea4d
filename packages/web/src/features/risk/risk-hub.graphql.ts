import { gql, type TypedDocumentNode } from "@apollo/client";
import type { RiskHubOrdering, RiskHubView } from "@tierwise/common/risk";

/**
 * The risk hub's reads (issue 14; docs/risk-contract.graphql). Written by hand from the
 * contract; risk.graphql.test.ts validates every document against the server's printed schema.
 * Grades are strings: "A" to "D", or "-" for no score.
 */

export type RiskCompanyRef = {
  __typename: "RiskCompanyRef";
  id: string;
  slug: string;
  name: string;
  countryCode: string | null;
};
export type RiskPortfolioRef = {
  __typename: "RiskPortfolioRef";
  id: string;
  slug: string;
  name: string;
};
export type GradeCounts = {
  __typename: "GradeCounts" | "GradeDistribution";
  A: number;
  B: number;
  C: number;
  D: number;
  none: number;
};
export type PageInfo = { __typename: "PageInfo"; endCursor: string | null; hasNextPage: boolean };

export type MetricScore = {
  __typename: "MetricScore";
  metric: string;
  name: string;
  grade: string;
  value: number | null;
  weight: number;
  explanation: string;
};
export type CategoryScore = {
  __typename: "CategoryScore";
  categoryId: string;
  name: string;
  shortName: string;
  score: number | null;
  grade: string;
  weight: number;
  metrics: MetricScore[];
};
export type RiskScore = {
  __typename: "RiskScore";
  /** configId:companyId: the hub's row, its drawer and the profile share one cached score. */
  id: string;
  score: number | null;
  grade: string;
  tier: string | null;
  computedAt: string | null;
  revision: number;
  changes: string[];
};
export type RiskScoreWithCategories = RiskScore & { categories: CategoryScore[] };

export type RiskHubCompany = {
  __typename: "RiskHubCompany";
  company: RiskCompanyRef;
  score: RiskScore | null;
  previousGrade: string | null;
  signalCount: number;
};
export type RiskHubPortfolio = {
  __typename: "RiskHubPortfolio";
  portfolio: RiskPortfolioRef;
  score: number | null;
  grade: string;
  companyCount: number;
  gradeCounts: GradeCounts;
};

/** The configuration selector's options: what the hub needs of each configuration. */
export type RiskConfigOption = {
  __typename: "RiskConfig";
  id: string;
  name: string;
  isDefault: boolean;
  inProgress: boolean;
};

export const RISK_CONFIG_OPTIONS_QUERY: TypedDocumentNode<
  { riskConfigs: RiskConfigOption[]; selectedRiskConfigId: string },
  Record<string, never>
> = gql`
  query RiskConfigOptions {
    riskConfigs { id name isDefault inProgress }
    selectedRiskConfigId
  }
`;

export const SELECT_RISK_CONFIG: TypedDocumentNode<{ selectRiskConfig: boolean }, { id: string }> =
  gql`
    mutation SelectRiskConfig($id: ID!) {
      selectRiskConfig(id: $id)
    }
  `;

/** The grade chart counts what the list shows: the same filters (issue 27). */
export type RiskCountVariables = {
  configId: string;
  view: RiskHubView;
  companyIds: string[] | null;
  portfolioId: string | null;
  portfolioIds: string[] | null;
};

export const RISK_COUNT_QUERY: TypedDocumentNode<{ riskCount: GradeCounts }, RiskCountVariables> =
  gql`
    query RiskCount(
      $configId: ID!
      $view: RiskHubView!
      $companyIds: [ID!]
      $portfolioId: ID
      $portfolioIds: [ID!]
    ) {
      riskCount(
        configId: $configId
        view: $view
        companyIds: $companyIds
        portfolioId: $portfolioId
        portfolioIds: $portfolioIds
      ) { A B C D none }
    }
  `;

export type RiskHubPageVariables = {
  configId: string;
  first: number;
  after?: string | null;
  ordering: RiskHubOrdering;
};

export const RISK_HUB_COMPANIES_QUERY: TypedDocumentNode<
  {
    riskHubCompanies: {
      __typename: "RiskHubCompanyPage";
      items: RiskHubCompany[];
      totalCount: number;
      pageInfo: PageInfo;
    };
  },
  RiskHubPageVariables & { companyIds?: string[] | null; portfolioId?: string | null }
> = gql`
  query RiskHubCompanies(
    $configId: ID!
    $first: Int
    $after: String
    $ordering: RiskHubOrdering
    $companyIds: [ID!]
    $portfolioId: ID
  ) {
    riskHubCompanies(
      configId: $configId
      first: $first
      after: $after
      ordering: $ordering
      companyIds: $companyIds
      portfolioId: $portfolioId
    ) {
      items {
        company { id slug name countryCode }
        score { id score grade tier computedAt revision changes }
        previousGrade
        signalCount
      }
      totalCount
      pageInfo { endCursor hasNextPage }
    }
  }
`;

export const RISK_HUB_PORTFOLIOS_QUERY: TypedDocumentNode<
  {
    riskHubPortfolios: {
      __typename: "RiskHubPortfolioPage";
      items: RiskHubPortfolio[];
      totalCount: number;
      pageInfo: PageInfo;
    };
  },
  RiskHubPageVariables & { portfolioIds?: string[] | null }
> = gql`
  query RiskHubPortfolios(
    $configId: ID!
    $first: Int
    $after: String
    $ordering: RiskHubOrdering
    $portfolioIds: [ID!]
  ) {
    riskHubPortfolios(
      configId: $configId
      first: $first
      after: $after
      ordering: $ordering
      portfolioIds: $portfolioIds
    ) {
      items {
        portfolio { id slug name }
        score
        grade
        companyCount
        gradeCounts { A B C D none }
      }
      totalCount
      pageInfo { endCursor hasNextPage }
    }
  }
`;

export const RISK_HUB_COMPANIES_FILTER_QUERY: TypedDocumentNode<
  { riskHubCompaniesFilter: RiskCompanyRef[] },
  { search?: string | null; first: number }
> = gql`
  query RiskHubCompaniesFilter($search: String, $first: Int) {
    riskHubCompaniesFilter(search: $search, first: $first) { id slug name countryCode }
  }
`;

export const RISK_HUB_PORTFOLIOS_FILTER_QUERY: TypedDocumentNode<
  { riskHubPortfoliosFilter: RiskPortfolioRef[] },
  { search?: string | null; first: number }
> = gql`
  query RiskHubPortfoliosFilter($search: String, $first: Int) {
    riskHubPortfoliosFilter(search: $search, first: $first) { id slug name }
  }
`;

export type RiskHistoryPoint = {
  __typename: "RiskHistoryPoint";
  date: string;
  score: number | null;
  grade: string;
};

export const RISK_HISTORY_QUERY: TypedDocumentNode<
  { riskHistory: RiskHistoryPoint[] },
  { configId: string; companyId?: string | null; portfolioId?: string | null }
> = gql`
  query RiskHistory($configId: ID!, $companyId: ID, $portfolioId: ID) {
    riskHistory(configId: $configId, companyId: $companyId, portfolioId: $portfolioId) {
      date
      score
      grade
    }
  }
`;

/** A score with its categories and metrics: the "why this grade" drawer's and the profile's. */
export const RISK_SCORE_WITH_CATEGORIES_FIELDS = gql`
  fragment RiskScoreWithCategoriesFields on RiskScore {
    id
    score
    grade
    tier
    computedAt
    revision
    changes
    categories {
      categoryId
      name
      shortName
      score
      grade
      weight
      metrics { metric name grade value weight explanation }
    }
  }
`;

export const COMPANY_RISK_SCORE_QUERY: TypedDocumentNode<
  { companyRiskScore: RiskScoreWithCategories | null },
  { configId: string; companyId: string }
> = gql`
  query CompanyRiskScore($configId: ID!, $companyId: ID!) {
    companyRiskScore(configId: $configId, companyId: $companyId) {
      ...RiskScoreWithCategoriesFields
    }
  }
  ${RISK_SCORE_WITH_CATEGORIES_FIELDS}
`;
