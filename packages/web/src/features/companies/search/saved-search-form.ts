import { messages } from "@tierwise/common/messages";

/** Saved search names and descriptions (the server checks the same limits). */
export const savedSearchNameMax = 100;
export const savedSearchDescriptionMax = 1000;

export type SavedSearchForm = { name: string; description: string };
export type SavedSearchFormErrors = Partial<Record<keyof SavedSearchForm, string>>;

export function validateSavedSearchForm(form: SavedSearchForm): SavedSearchFormErrors {
  const errors: SavedSearchFormErrors = {};
  const name = form.name.trim();
  if (name === "") errors.name = "Enter a name.";
  else if (name.length > savedSearchNameMax) errors.name = messages.tooLong(savedSearchNameMax);
  if (form.description.trim().length > savedSearchDescriptionMax) {
    errors.description = messages.tooLong(savedSearchDescriptionMax);
  }
  return errors;
}

/** Server field errors ("name", "input.name", "description") onto the form's fields. */
export function fieldErrorsToForm(
  fieldErrors: readonly { path: string; message: string }[],
): SavedSearchFormErrors {
  const errors: SavedSearchFormErrors = {};
  for (const { path, message } of fieldErrors) {
    const field = path.split(".").at(-1);
    if (field === "name" || field === "description") errors[field] ??= message;
  }
  return errors;
}
