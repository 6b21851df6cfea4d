import type { TypedDocumentNode } from "@apollo/client";
import { gql } from "@apollo/client";

export type SnackbarUndoOffer = { id: string; type: string; payload: unknown; createdAt: string };

export const SNACKBAR_UNDOS_QUERY: TypedDocumentNode<
  { snackbarUndos: { items: SnackbarUndoOffer[] } },
  Record<string, never>
> = gql`
  query SnackbarUndos {
    snackbarUndos { items { id type payload createdAt } }
  }
`;

/** What both undo mutations answer, as far as the replayed snackbar cares. */
export type UndoAnswer = { __typename: string; message?: string } | null | undefined;

// Only the outcome is asked for: the lists on screen refetch by query name afterwards.
export const REPLAY_UNDO_PORTFOLIO_ACTION: TypedDocumentNode<
  { undoPortfolioAction: UndoAnswer },
  { undoId: string }
> = gql`
  mutation ReplayUndoPortfolioAction($undoId: ID!) {
    undoPortfolioAction(undoId: $undoId) {
      __typename
      ... on Error { message }
    }
  }
`;

export const REPLAY_UNDO_SAVED_ITEM: TypedDocumentNode<
  { undoSavedItem: UndoAnswer },
  { undoId: string }
> = gql`
  mutation ReplayUndoSavedItem($undoId: ID!) {
    undoSavedItem(undoId: $undoId) {
      __typename
      ... on Error { message }
    }
  }
`;

export const REPLAY_UNDO_RETIRE_COMPANY_REQUEST: TypedDocumentNode<
  { undoRetireCompanyRequest: UndoAnswer },
  { undoId: string }
> = gql`
  mutation ReplayUndoRetireCompanyRequest($undoId: ID!) {
    undoRetireCompanyRequest(undoId: $undoId) {
      __typename
      ... on Error { message }
    }
  }
`;
