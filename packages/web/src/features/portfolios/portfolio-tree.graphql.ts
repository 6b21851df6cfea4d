import { gql, type TypedDocumentNode } from "@apollo/client";

/** The flat tree of /portfolios and the add-to-portfolio picker (server: portfolioTree). */

export interface PortfolioTreeNode {
  __typename: "PortfolioTreeNode";
  id: string;
  slug: string;
  name: string;
  parentId: string | null;
  /** Top level = 1. */
  level: number;
  /** 0-based among siblings. */
  order: number;
  isFavorite: boolean;
  /** Position in the viewer's favourites, when a favourite. */
  favoriteIndex: number | null;
  fullAclWrite: boolean;
  childrenCount: number;
  descendantCompaniesCount: number;
  isSystem: boolean;
}

export interface PortfolioTreeData {
  portfolioTree: PortfolioTreeNode[];
}

export const PORTFOLIO_TREE_QUERY: TypedDocumentNode<
  PortfolioTreeData,
  Record<string, never>
> = gql`
    query PortfolioTree {
      portfolioTree {
        id
        slug
        name
        parentId
        level
        order
        isFavorite
        favoriteIndex
        fullAclWrite
        childrenCount
        descendantCompaniesCount
        isSystem
      }
    }
  `;

export interface PortfolioSuggestion {
  __typename: "Portfolio";
  id: string;
  slug: string;
  name: string;
  descendantCompaniesCount: number;
  ancestors: { __typename: "Portfolio"; id: string; name: string }[];
}

/** Quick search's "Portfolios" group: names like the text, best first (header 6, page 25). */
export const PORTFOLIO_SUGGESTIONS_QUERY: TypedDocumentNode<
  { portfolioSuggestions: PortfolioSuggestion[] },
  { text: string; first: number }
> = gql`
  query PortfolioSuggestions($text: String!, $first: Int) {
    portfolioSuggestions(text: $text, first: $first) {
      id
      slug
      name
      descendantCompaniesCount
      ancestors { id name }
    }
  }
`;
