import { messages } from "@tierwise/common/messages";

/** What every list's saved view has in common (cases, workflows). */
export type SavedView = {
  id: string;
  name: string;
  description: string | null;
  isDefault: boolean;
};

export type SavedViewValues = { name: string; description: string | null };
export type SavedViewErrors = { name?: string; description?: string; form?: string };

/** Saving the current choices as a new view, or renaming an existing one. */
export type SavedViewFormTarget<View> = { mode: "create" } | { mode: "edit"; view: View };

/**
 * A save view mutation's answer as the lists' schemas shape it: a success carrying the view, a
 * taken name, field errors, or any other error with a message.
 */
export type SavedViewResult<View> = {
  __typename: string;
  view?: View;
  message?: string;
  fieldErrors?: readonly { path: string; message: string }[];
};

/** The answer sorted into the saved view or the form's messages; a taken name says so. */
export function savedViewOutcome<View>(
  result: SavedViewResult<View> | null | undefined,
  nameTaken: string,
): { view: View } | SavedViewErrors {
  if (!result) return { form: messages.somethingWentWrong };
  if (result.view) return { view: result.view };
  if (result.__typename === "AlreadyExistsError") return { name: nameTaken };
  if (result.__typename === "ValidationError" && result.fieldErrors) {
    const errors: SavedViewErrors = {};
    for (const error of result.fieldErrors) {
      if (error.path === "name") errors.name = error.message;
      else if (error.path === "description") errors.description = error.message;
      else errors.form = error.message;
    }
    if (Object.keys(errors).length > 0) return errors;
  }
  return { form: result.message || messages.somethingWentWrong };
}
