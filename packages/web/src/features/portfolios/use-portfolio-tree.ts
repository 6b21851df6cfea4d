import { useQuery } from "@apollo/client/react";
import { decodePortfolioTree, type PortfolioTreeNode } from "@tierwise/common/portfolio-tree";
import { useMemo } from "react";
import { PORTFOLIO_TREE_QUERY } from "./portfolio-tree.graphql.ts";

/**
 * The viewer's portfolio tree as nodes: the query's columns decoded once per answer (and not on
 * every render), undefined until the first answer.
 */
export function usePortfolioTree(
  options: { fetchPolicy?: "cache-first" | "cache-and-network"; skip?: boolean } = {},
) {
  const query = useQuery(PORTFOLIO_TREE_QUERY, options);
  const columns = query.data?.portfolioTreeData.nodes;
  const nodes: PortfolioTreeNode[] | undefined = useMemo(
    () => (columns === undefined ? undefined : decodePortfolioTree(columns)),
    [columns],
  );
  return { nodes, error: query.error, loading: query.loading, refetch: query.refetch };
}
