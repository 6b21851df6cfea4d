import { useMutation } from "@apollo/client/react";
import { changeWithUndo } from "../saved-items-ui/change-with-undo.ts";
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

  return (savedSearch: SavedSearch, action: ArchiveAction): Promise<void> => {
    const variables = { id: savedSearch.id };
    return changeWithUndo({
      change: async () =>
        action === "archive"
          ? (await archive({ variables })).data?.archiveSavedSearch
          : (await unarchive({ variables })).data?.unarchiveSavedSearch,
      successTypename: "SavedSearchArchiveSuccess",
      successMessage: done[action](savedSearch.name),
      undo: async (undoId) => (await undoSavedItem({ variables: { undoId } })).data?.undoSavedItem,
      closeOnNewer: true,
    });
  };
}
