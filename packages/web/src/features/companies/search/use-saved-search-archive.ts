import { useMutation } from "@apollo/client/react";
import { messages } from "@tierwise/common/messages";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import {
  ARCHIVE_SAVED_SEARCH,
  SAVED_SEARCHES_QUERY,
  type SavedSearch,
  UNARCHIVE_SAVED_SEARCH,
  UNDO_SAVED_ITEM,
} from "./saved-searches.graphql.ts";

export type ArchiveAction = "archive" | "unarchive";

const done: Record<ArchiveAction, (name: string) => string> = {
  archive: (name) => `Saved search "${name}" archived.`,
  unarchive: (name) => `Saved search "${name}" restored.`,
};

/**
 * Archive and unarchive with the snackbar's Undo (spec 1 §3 "advanced search" undo): the
 * server hands back an undo id that takes the change back once.
 */
export function useSavedSearchArchive() {
  const refetchQueries = [SAVED_SEARCHES_QUERY];
  const [archive] = useMutation(ARCHIVE_SAVED_SEARCH, { refetchQueries });
  const [unarchive] = useMutation(UNARCHIVE_SAVED_SEARCH, { refetchQueries });
  const [undoSavedItem] = useMutation(UNDO_SAVED_ITEM, { refetchQueries });

  async function undo(undoId: string) {
    try {
      const { data } = await undoSavedItem({ variables: { undoId } });
      const result = data?.undoSavedItem;
      if (result?.__typename !== "SavedItemUndoSuccess") {
        showSnackbar({ type: "error", message: result?.message ?? messages.somethingWentWrong });
      }
    } catch {
      showSnackbar({ type: "error", message: messages.somethingWentWrong });
    }
  }

  return async function change(savedSearch: SavedSearch, action: ArchiveAction): Promise<void> {
    try {
      const variables = { id: savedSearch.id };
      const data =
        action === "archive"
          ? (await archive({ variables })).data?.archiveSavedSearch
          : (await unarchive({ variables })).data?.unarchiveSavedSearch;
      if (data?.__typename !== "SavedSearchArchiveSuccess") {
        showSnackbar({ type: "error", message: data?.message ?? messages.somethingWentWrong });
        return;
      }
      const undoId = data.undoId;
      showSnackbar({
        type: "success",
        message: done[action](savedSearch.name),
        closeOnNewer: true,
        undo: undoId ? { onUndo: () => void undo(undoId) } : undefined,
      });
    } catch {
      showSnackbar({ type: "error", message: messages.somethingWentWrong });
    }
  };
}
