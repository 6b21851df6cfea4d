import { portfolioInputSchema } from "@tierwise/common/inputs/portfolios";
import { type FieldErrors, schemaError } from "../../ui/forms/form-errors.ts";

export const portfolioFormFields = ["name", "description"] as const;
export type PortfolioFormField = (typeof portfolioFormFields)[number];

/** The edit_portfolio form's check: the server's own schema, so the same limits and words. */
export function portfolioFormErrors(values: {
  name: string;
  description: string;
}): FieldErrors<PortfolioFormField> {
  const errors: FieldErrors<PortfolioFormField> = {};
  const name = schemaError(portfolioInputSchema.shape.name, values.name);
  const description = schemaError(portfolioInputSchema.shape.description, values.description);
  if (name) errors.name = name;
  if (description) errors.description = description;
  return errors;
}

/** What the server gets: trimmed, an empty description as none. */
export function portfolioInput(values: { name: string; description: string }) {
  return { name: values.name.trim(), description: values.description.trim() || null };
}
