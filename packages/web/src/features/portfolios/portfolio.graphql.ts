import { gql, type TypedDocumentNode } from "@apollo/client";

/** One portfolio, the archived list and access lists (server: features/portfolios). */

export interface PortfolioLink {
  __typename: "Portfolio";
  id: string;
  slug: string;
  name: string;
}

export interface SubPortfolio extends PortfolioLink {
  childrenCount: number;
  descendantCompaniesCount: number;
}

export interface Portfolio extends PortfolioLink {
  description: string | null;
  level: number;
  order: number;
  archivedAt: string | null;
  archiveType: "direct" | "ancestor" | null;
  updatedAt: string;
  isSystem: boolean;
  isFavorite: boolean;
  fullAclWrite: boolean;
  canShare: boolean;
  canArchive: boolean;
  childrenCount: number;
  portfolioCount: number;
  descendantCompaniesCount: number;
}

export interface PortfolioPageData extends Portfolio {
  parent: PortfolioLink | null;
  ancestors: PortfolioLink[];
  children: SubPortfolio[];
  summary: {
    __typename: "PortfolioSummary";
    companyCount: number;
    subportfolioCount: number;
    openRequestCount: number;
  };
}

export const PORTFOLIO_FIELDS = gql`
  fragment PortfolioFields on Portfolio {
    id
    slug
    name
    description
    level
    order
    archivedAt
    archiveType
    updatedAt
    isSystem
    isFavorite
    fullAclWrite
    canShare
    canArchive
    childrenCount
    portfolioCount
    descendantCompaniesCount
  }
`;

/**
 * The portfolio page. The operation is named PortfolioBySlug on purpose: spec 1 §8 words its
 * timeouts as a search-engine wait (app/apollo/response-policy.ts).
 */
export const PORTFOLIO_BY_SLUG_QUERY: TypedDocumentNode<
  { portfolio: PortfolioPageData | null },
  { slug: string }
> = gql`
  query PortfolioBySlug($slug: String!) {
    portfolio(slug: $slug) {
      ...PortfolioFields
      parent { id slug name }
      ancestors { id slug name }
      children { id slug name childrenCount descendantCompaniesCount }
      summary { companyCount subportfolioCount openRequestCount }
    }
  }
  ${PORTFOLIO_FIELDS}
`;

export interface ArchivedPortfolio extends Portfolio {
  ancestors: PortfolioLink[];
}

export interface PortfolioConnection<Item> {
  __typename: "PortfolioConnection";
  items: Item[];
  itemsCount: number;
  pageInfo: {
    __typename: "PageInfo";
    endCursor: string | null;
    hasNextPage: boolean;
  };
}

/** /portfolios/archived: directly archived portfolios first come with their archived subtree. */
export const ARCHIVED_PORTFOLIOS_QUERY: TypedDocumentNode<
  { portfolios: PortfolioConnection<ArchivedPortfolio> },
  { first: number; after: string | null; search: string | null }
> = gql`
  query ArchivedPortfolios($first: Int, $after: String, $search: String) {
    portfolios(first: $first, after: $after, archived: true, orderBy: "updatedAt", search: $search) {
      items {
        ...PortfolioFields
        ancestors { id slug name }
      }
      itemsCount
      pageInfo { endCursor hasNextPage }
    }
  }
  ${PORTFOLIO_FIELDS}
`;

export type PortfolioAccessActorType = "user" | "team" | "org" | "role";

export interface PortfolioAccessEntry {
  __typename: "PortfolioAccessEntry";
  actorType: PortfolioAccessActorType;
  actorId: string;
  name: string;
  editable: boolean;
}

export interface PortfolioAccess extends PortfolioLink {
  canShare: boolean;
  accessList: PortfolioAccessEntry[];
}

/** The share prompt: who has the portfolio now. */
export const PORTFOLIO_ACCESS_QUERY: TypedDocumentNode<
  { portfoliosByIds: PortfolioAccess[] },
  { ids: string[] }
> = gql`
  query PortfolioAccess($ids: [ID!]!) {
    portfoliosByIds(ids: $ids) {
      id
      slug
      name
      canShare
      accessList { actorType actorId name editable }
    }
  }
`;

/** Portfolios by id, with their fields (the edit form when opened from the tree). */
export const PORTFOLIOS_BY_IDS_QUERY: TypedDocumentNode<
  { portfoliosByIds: Portfolio[] },
  { ids: string[] }
> = gql`
  query PortfoliosByIds($ids: [ID!]!) {
    portfoliosByIds(ids: $ids) { ...PortfolioFields }
  }
  ${PORTFOLIO_FIELDS}
`;
