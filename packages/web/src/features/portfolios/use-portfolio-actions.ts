import { useApolloClient, useMutation } from "@apollo/client/react";
import { decodePortfolioTree, encodePortfolioTree } from "@tierwise/common/portfolio-tree";
import {
  ARCHIVE_PORTFOLIO,
  MOVE_PORTFOLIO,
  REORDER_PORTFOLIO,
  TOGGLE_PORTFOLIO_FAVORITE,
  UNARCHIVE_PORTFOLIO,
  UNDO_PORTFOLIO_ACTION,
} from "./portfolio-mutations.graphql.ts";
import { portfolioQueries } from "./portfolio-queries.ts";
import { PORTFOLIO_TREE_QUERY } from "./portfolio-tree.graphql.ts";
import type { DropAction } from "./tree-drop.ts";
import { applyMove } from "./tree-move.ts";
import { withUndo } from "./with-undo.ts";

type Named = { id: string; name: string };

const success = "PortfolioActionSuccess";

/**
 * Archive, unarchive, favourite and move, each confirmed in a snackbar with the server's undo
 * (spec 3 §4; spec 1 §3 "base portfolio", "portfolio restored", "undo move", "unfavourite
 * portfolio"). Every change refetches the portfolio queries on screen.
 */
export function usePortfolioActions() {
  const client = useApolloClient();
  const options = { refetchQueries: portfolioQueries };
  const [archive] = useMutation(ARCHIVE_PORTFOLIO, options);
  const [unarchive] = useMutation(UNARCHIVE_PORTFOLIO, options);
  const [toggleFavorite] = useMutation(TOGGLE_PORTFOLIO_FAVORITE, options);
  const [move] = useMutation(MOVE_PORTFOLIO, options);
  const [reorder] = useMutation(REORDER_PORTFOLIO, options);
  const [undoAction] = useMutation(UNDO_PORTFOLIO_ACTION, options);
  const undo = async (undoId: string) =>
    (await undoAction({ variables: { undoId } })).data?.undoPortfolioAction;

  return {
    archive: (portfolio: Named) =>
      withUndo({
        change: async () =>
          (await archive({ variables: { id: portfolio.id } })).data?.archivePortfolio,
        success,
        message: () => `Portfolio "${portfolio.name}" archived.`,
        undo,
      }),
    unarchive: (portfolio: Named) =>
      withUndo({
        change: async () =>
          (await unarchive({ variables: { id: portfolio.id } })).data?.unarchivePortfolio,
        success,
        message: () => `Portfolio "${portfolio.name}" restored.`,
        undo,
      }),
    /** The server answers an undo offer only when a favourite is removed. */
    toggleFavorite: (portfolio: Named & { isFavorite: boolean }) =>
      withUndo({
        change: async () =>
          (await toggleFavorite({ variables: { id: portfolio.id } })).data?.togglePortfolioFavorite,
        success,
        message: () =>
          portfolio.isFavorite
            ? `"${portfolio.name}" removed from favourites.`
            : `"${portfolio.name}" added to favourites.`,
        undo,
      }),
    /** A drop: shown in the tree at once, then asked of the server (which may refuse it). */
    drop: async (action: DropAction, name: string) => {
      const parentId = action.kind === "move" ? action.parentId : undefined;
      client.cache.updateQuery({ query: PORTFOLIO_TREE_QUERY }, (data) => {
        if (!data) return data;
        const nodes = decodePortfolioTree(data.portfolioTreeData.nodes);
        const from = nodes.find((node) => node.id === action.id)?.parentId ?? null;
        const moved = applyMove(
          nodes,
          action.id,
          parentId === undefined ? from : parentId,
          action.index,
        );
        return {
          portfolioTreeData: { ...data.portfolioTreeData, nodes: encodePortfolioTree(moved) },
        };
      });
      const done = await withUndo({
        change: async () =>
          action.kind === "move"
            ? (
                await move({
                  variables: { id: action.id, parentId: action.parentId, index: action.index },
                })
              ).data?.movePortfolio
            : (await reorder({ variables: { id: action.id, index: action.index } })).data
                ?.reorderPortfolio,
        success,
        message: () => `Portfolio "${name}" moved.`,
        undo,
      });
      // Refused or failed: the tree goes back to what the server holds.
      if (!done) await client.refetchQueries({ include: ["PortfolioTree"] }).catch(() => undefined);
      return done;
    },
  };
}
