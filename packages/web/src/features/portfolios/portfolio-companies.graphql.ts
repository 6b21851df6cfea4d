import { gql, type TypedDocumentNode } from "@apollo/client";
import type { CompanyStatusCode } from "../companies/search/quick-search.graphql.ts";
import type { PortfolioLink } from "./portfolio.graphql.ts";
import type { PortfolioError } from "./portfolio-errors.ts";

/** The companies of a portfolio, and adding and removing them (server: features/portfolios). */

export const portfolioCompaniesPageSize = 25;

export interface PortfolioCompanyRow {
  __typename: "PortfolioCompany";
  id: string;
  addedAt: string;
  /** The value of the chosen metric, when one is chosen. */
  metricValue: number | null;
  portfolio: PortfolioLink;
  company: {
    __typename: "Company";
    id: string;
    slug: string;
    displayName: string;
    naicsTitle: string | null;
    sector: string | null;
    statusCode: CompanyStatusCode;
  };
}

export interface PortfolioCompaniesVariables {
  portfolioId: string;
  first: number;
  after: string | null;
  portfolioIds: string[] | null;
  companyIds: string[] | null;
  metric: string | null;
  scoreMin: number | null;
  scoreMax: number | null;
  includeBlanks: boolean;
  sort: string;
  mode: string;
}

export interface PortfolioCompaniesData {
  portfolioCompanies: {
    __typename: "PortfolioCompanyConnection";
    items: PortfolioCompanyRow[];
    itemsCount: number;
    pageInfo: { __typename: "PageInfo"; endCursor: string | null; hasNextPage: boolean };
  };
}

/**
 * The companies table of the portfolio page. Named Portfolio on purpose: spec 1 §8 words a
 * timeout that ends in a company field of this query as a search-engine wait
 * (app/apollo/response-policy.ts).
 */
export const PORTFOLIO_COMPANIES_QUERY: TypedDocumentNode<
  PortfolioCompaniesData,
  PortfolioCompaniesVariables
> = gql`
  query Portfolio(
    $portfolioId: ID!
    $first: Int
    $after: String
    $portfolioIds: [ID!]
    $companyIds: [ID!]
    $metric: String
    $scoreMin: Float
    $scoreMax: Float
    $includeBlanks: Boolean
    $sort: String
    $mode: String
  ) {
    portfolioCompanies(
      portfolioId: $portfolioId
      first: $first
      after: $after
      portfolioIds: $portfolioIds
      companyIds: $companyIds
      metric: $metric
      scoreMin: $scoreMin
      scoreMax: $scoreMax
      includeBlanks: $includeBlanks
      sort: $sort
      mode: $mode
    ) {
      items {
        id
        addedAt
        metricValue
        portfolio { id slug name }
        company { id slug displayName naicsTitle sector statusCode }
      }
      itemsCount
      pageInfo { endCursor hasNextPage }
    }
  }
`;

export interface PortfolioCompaniesSuccess {
  __typename: "PortfolioCompaniesSuccess";
  undoId: string | null;
  portfolios: PortfolioLink[];
}

/** An add's answer: `portfolios` were changed, `alreadyIn` held every company already. */
export type AddCompaniesSuccess = PortfolioCompaniesSuccess & {
  added: number;
  alreadyIn: PortfolioLink[];
};

export const ADD_COMPANIES_TO_PORTFOLIOS: TypedDocumentNode<
  { addCompaniesToPortfolios: AddCompaniesSuccess | PortfolioError },
  { portfolioIds: string[]; companyIds: string[] }
> = gql`
  mutation AddCompaniesToPortfolios($portfolioIds: [ID!]!, $companyIds: [ID!]!) {
    addCompaniesToPortfolios(portfolioIds: $portfolioIds, companyIds: $companyIds) {
      __typename
      ... on PortfolioCompaniesSuccess {
        added
        undoId
        portfolios { id slug name }
        alreadyIn { id slug name }
      }
      ... on Error { message }
      ... on LimitReachedError { limit }
    }
  }
`;

export const REMOVE_COMPANIES_FROM_PORTFOLIO: TypedDocumentNode<
  {
    removeCompaniesFromPortfolio:
      | (PortfolioCompaniesSuccess & { removed: number })
      | PortfolioError;
  },
  { portfolioId: string; companyIds: string[] }
> = gql`
  mutation RemoveCompaniesFromPortfolio($portfolioId: ID!, $companyIds: [ID!]!) {
    removeCompaniesFromPortfolio(portfolioId: $portfolioId, companyIds: $companyIds) {
      __typename
      ... on PortfolioCompaniesSuccess { removed undoId portfolios { id slug name } }
      ... on Error { message }
    }
  }
`;
