import { messages } from "@tierwise/common/messages";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";

/** The shape shared by the archive/unarchive and undo results of every saved item kind. */
type Outcome = { __typename: string; message?: string; undoId?: string | null } | undefined;

type ChangeWithUndoInput = {
  /** Runs the archive or unarchive mutation. */
  change: () => Promise<Outcome>;
  successTypename: string;
  successMessage: string;
  /** Runs the undo mutation for the id the server handed back. */
  undo: (undoId: string) => Promise<Outcome>;
  closeOnNewer?: boolean;
};

async function undoChange(undo: ChangeWithUndoInput["undo"], undoId: string) {
  try {
    const result = await undo(undoId);
    if (result?.__typename !== "SavedItemUndoSuccess") {
      showSnackbar({ type: "error", message: result?.message ?? messages.somethingWentWrong });
    }
  } catch {
    showSnackbar({ type: "error", message: messages.somethingWentWrong });
  }
}

/**
 * Archive or unarchive a saved item and confirm it in a snackbar whose "Undo" takes the change
 * back once (the server's undo id); errors, typed or thrown, end in an error snackbar.
 */
export async function changeWithUndo(input: ChangeWithUndoInput): Promise<void> {
  try {
    const result = await input.change();
    if (result?.__typename !== input.successTypename) {
      showSnackbar({ type: "error", message: result?.message ?? messages.somethingWentWrong });
      return;
    }
    const undoId = result.undoId;
    showSnackbar({
      type: "success",
      message: input.successMessage,
      ...(input.closeOnNewer ? { closeOnNewer: true } : {}),
      undo: undoId ? { onUndo: () => void undoChange(input.undo, undoId) } : undefined,
    });
  } catch {
    showSnackbar({ type: "error", message: messages.somethingWentWrong });
  }
}
