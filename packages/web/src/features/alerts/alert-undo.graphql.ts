import { gql, type TypedDocumentNode } from "@apollo/client";
import type { UndoAnswer } from "../undo/undo.graphql.ts";

/**
 * undoAlertArchive, for the snackbar's Undo right after an archive and for an offer replayed
 * after a reload (features/undo loads this module only when an alert offer is taken back).
 */
// The alert's new state comes back too: the lists showing it follow through the cache.
export const REPLAY_UNDO_ALERT_ARCHIVE: TypedDocumentNode<
  { undoAlertArchive: UndoAnswer },
  { undoId: string }
> = gql`
  mutation ReplayUndoAlertArchive($undoId: ID!) {
    undoAlertArchive(undoId: $undoId) {
      __typename
      ... on AlertSuccess {
        alert {
          id
          companies { id slug name subscribed }
          userMetadata { read readAt archived score scoreFeedback reason }
        }
      }
      ... on Error { message }
    }
  }
`;
