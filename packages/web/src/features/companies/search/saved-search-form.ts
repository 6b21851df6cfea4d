import { savedItemFormSchema } from "@tierwise/common/inputs/saved-items";

export type SavedSearchForm = { name: string; description: string };
export type SavedSearchFormErrors = Partial<Record<keyof SavedSearchForm, string>>;

/** The server's own check of a saved item's name and description (common/inputs/saved-items). */
export function validateSavedSearchForm(form: SavedSearchForm): SavedSearchFormErrors {
  const parsed = savedItemFormSchema.safeParse(form);
  if (parsed.success) return {};
  const errors: SavedSearchFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === "name" || field === "description") errors[field] ??= issue.message;
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
