/** A server field error as ValidationError.fieldErrors carries it. */
export interface FieldErrorLike {
  path: string;
  message: string;
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export interface MappedErrors<Field extends string> {
  /** The first message for each known field, shown under that field. */
  fields: FieldErrors<Field>;
  /** Messages that belong to no field on the form, shown in the form's alert. */
  form: string[];
}

/** Error paths may be reported relative to the mutation input ("input.email") or bare ("email"). */
function normalizePath(path: string): string {
  return path.replace(/^input\./, "");
}

/**
 * Maps server field errors onto the form's fields. A path belongs to the longest field name that
 * equals it or prefixes it at a dot boundary, so "notifications.1.frequency" lands on a field
 * called "notifications.1". Anything else is a form-level message.
 */
export function mapFieldErrors<Field extends string>(
  fieldErrors: readonly FieldErrorLike[],
  fields: readonly Field[],
): MappedErrors<Field> {
  const mapped: MappedErrors<Field> = { fields: {}, form: [] };
  for (const { path, message } of fieldErrors) {
    const normalized = normalizePath(path);
    let best: Field | undefined;
    for (const field of fields) {
      const matches = normalized === field || normalized.startsWith(`${field}.`);
      if (matches && (best === undefined || field.length > best.length)) best = field;
    }
    if (best === undefined) {
      if (!mapped.form.includes(message)) mapped.form.push(message);
    } else if (mapped.fields[best] === undefined) {
      mapped.fields[best] = message;
    }
  }
  return mapped;
}

/**
 * Errors to show for a ValidationError: field messages under their fields; the error's own message
 * in the form alert only when no field message could be placed (so nothing is said twice).
 */
export function validationErrorsFor<Field extends string>(
  error: { message: string; fieldErrors: readonly FieldErrorLike[] },
  fields: readonly Field[],
): MappedErrors<Field> {
  const mapped = mapFieldErrors(error.fieldErrors, fields);
  const placed = Object.values(mapped.fields).length > 0;
  if (!placed && mapped.form.length === 0) mapped.form.push(error.message);
  return mapped;
}

/** What the shared zod schemas of @tierwise/common offer (kept structural: web does not import zod). */
export interface SafeParseSchema {
  safeParse(value: unknown): {
    success: boolean;
    error?: { issues: readonly { message: string; path?: readonly PropertyKey[] }[] } | undefined;
  };
}

/** The first message a shared schema gives for a value, or undefined when the value is valid. */
export function schemaError(schema: SafeParseSchema, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error?.issues[0]?.message;
}

/** Every field's first message a shared schema gives for a value (none when it is valid). */
export function schemaFieldErrors(
  schema: SafeParseSchema,
  value: unknown,
): Record<string, string | undefined> {
  const errors: Record<string, string | undefined> = {};
  for (const issue of schema.safeParse(value).error?.issues ?? []) {
    errors[String(issue.path?.[0] ?? "")] ??= issue.message;
  }
  return errors;
}

/** The first field, in form order, that has an error. */
export function firstErrorField<Field extends string>(
  errors: FieldErrors<Field>,
  order: readonly Field[],
): Field | undefined {
  return order.find((field) => errors[field] !== undefined);
}

export function hasErrors<Field extends string>(errors: FieldErrors<Field>): boolean {
  return Object.values(errors).some((message) => message !== undefined);
}
