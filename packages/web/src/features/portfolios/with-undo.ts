import { messages } from "@tierwise/common/messages";
import { showSnackbar } from "../../app/snackbar/show-snackbar.ts";

/** The shape every portfolio action answers with: a success type or a typed error. */
type Answer = { __typename: string; message?: string; undoId?: string | null } | null | undefined;

export type WithUndoInput<Result extends Answer> = {
  /** Runs the change. */
  change: () => Promise<Result>;
  /** Success type name of the change. */
  success: string;
  /** The confirmation, from the successful answer. */
  message: (result: NonNullable<Result>) => string;
  /** Takes the change back with the server's undo offer (undoPortfolioAction). */
  undo: (undoId: string) => Promise<Answer>;
};

const failed = (result: Answer) =>
  showSnackbar({ type: "error", message: result?.message ?? messages.somethingWentWrong });

/**
 * Runs a portfolio change and confirms it in a snackbar whose Undo uses the offer the server
 * recorded (spec 1 §3 undo variants; the offer is stored server-side, so it is used up once).
 * Typed errors show their own sentence, verbatim; failed requests the generic one. Resolves
 * to the successful answer, or null.
 */
export async function withUndo<Result extends Answer>(
  input: WithUndoInput<Result>,
): Promise<NonNullable<Result> | null> {
  let result: Result;
  try {
    result = await input.change();
  } catch {
    failed(undefined);
    return null;
  }
  if (!result || result.__typename !== input.success) {
    failed(result);
    return null;
  }
  confirmWithUndo(input.message(result), result.undoId ?? null, input.undo);
  return result;
}

/** The success snackbar of a change, with Undo when the server recorded an offer for it. */
export function confirmWithUndo(
  message: string,
  undoId: string | null,
  undo: WithUndoInput<Answer>["undo"],
): void {
  showSnackbar({
    type: "success",
    message,
    undo: undoId ? { onUndo: () => void undoOnce(undo, undoId) } : undefined,
  });
}

async function undoOnce(undo: WithUndoInput<Answer>["undo"], undoId: string): Promise<void> {
  try {
    const result = await undo(undoId);
    if (result?.__typename === "PortfolioActionSuccess") {
      showSnackbar({ type: "success", message: "Undone." });
    } else failed(result);
  } catch {
    failed(undefined);
  }
}
