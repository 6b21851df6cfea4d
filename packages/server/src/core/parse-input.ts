import type { z } from "zod";
import { type FieldError, ValidationError } from "./errors.ts";

/** Parses service input with a zod schema; failures become one ValidationError, one message per field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors: FieldError[] = [];
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join(".");
    if (!fieldErrors.some((e) => e.path === path))
      fieldErrors.push({ path, message: issue.message });
  }
  throw new ValidationError(fieldErrors);
}

/** A single-field refusal, e.g. a breached new password. */
export function fieldError(path: string, message: string): ValidationError {
  return new ValidationError([{ path, message }]);
}
