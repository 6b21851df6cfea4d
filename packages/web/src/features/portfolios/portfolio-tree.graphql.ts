import { gql, type TypedDocumentNode } from "@apollo/client";

/**
 * The tree of /portfolios, the portfolio page's sub-portfolio filter and the add-to-portfolio
 * picker: every node as columns (server: portfolioTreeData), decoded by `usePortfolioTree`.
 * The operation keeps its name, which the refetch lists use.
 */
export type PortfolioTreeQueryData = {
  portfolioTreeData: {
    __typename: "PortfolioTreeData";
    /** Columns as `portfolioTreeColumnsSchema` (common) describes them. */
    nodes: unknown;
  };
};

export const PORTFOLIO_TREE_QUERY: TypedDocumentNode<
  PortfolioTreeQueryData,
  Record<string, never>
> = gql`
    query PortfolioTree {
      portfolioTreeData {
        nodes
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
