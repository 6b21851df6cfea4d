import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { messages } from "@tierwise/common/messages";
import { type MappedErrors, validationErrorsFor } from "./form-errors.ts";
import type { FieldError } from "./validation-error.ts";

/** A mutation's answer: its success type, or one of the typed errors of the API. */
type Answer = { __typename: string; message?: string; fieldErrors?: readonly FieldError[] };

export type SubmitOptions<
  Result extends Answer,
  Field extends string,
  Success extends Result["__typename"],
> = {
  /** The form's fields, for placing ValidationError messages under them. */
  fields: readonly Field[];
  /** The success type name(s) of the mutation. */
  success: Success | readonly Success[];
  /** Other typed errors that belong under a field (e.g. AlreadyExistsError → "name"). */
  errorFields?: Partial<Record<Result["__typename"], Field>>;
};

/**
 * The one submit step of every form: runs the mutation and sorts its answer into success (null),
 * field messages and form-level messages. A ValidationError lands under its fields, other typed
 * errors under the field named for them or in the form alert, and a failed request (network,
 * server) is "Something went wrong" — so no form repeats this mapping by hand.
 */
export async function submitMutation<
  Result extends Answer,
  Field extends string,
  Success extends Result["__typename"],
>(
  run: () => Promise<Result | null | undefined>,
  options: SubmitOptions<Result, Field, Success>,
): Promise<
  | { result: Extract<Result, { __typename: Success }>; errors: null }
  | { result: null; errors: MappedErrors<Field> }
> {
  const successes: readonly string[] =
    typeof options.success === "string" ? [options.success] : options.success;
  let result: Result | null | undefined;
  try {
    result = await run();
  } catch (error) {
    return {
      result: null,
      errors: { fields: {}, form: [saidAsIs(error) ?? messages.somethingWentWrong] },
    };
  }
  if (result && successes.includes(result.__typename)) {
    return { result: result as Extract<Result, { __typename: Success }>, errors: null };
  }
  if (result?.__typename === "ValidationError" && result.fieldErrors) {
    const validation = { message: result.message ?? "", fieldErrors: result.fieldErrors };
    return { result: null, errors: validationErrorsFor(validation, options.fields) };
  }
  const message = result?.message ?? messages.somethingWentWrong;
  const field = result
    ? options.errorFields?.[result.__typename as Result["__typename"]]
    : undefined;
  if (field !== undefined) {
    return {
      result: null,
      errors: { fields: { [field]: message } as MappedErrors<Field>["fields"], form: [] },
    };
  }
  return { result: null, errors: { fields: {}, form: [message] } };
}

/**
 * Server answers whose own words tell the person what happened and what to do (the database
 * cannot be reached; its disk is full, so nothing was saved): shown as they are, where any other
 * failure is "Something went wrong".
 */
const codesSaidAsIs = new Set(["SERVICE_UNAVAILABLE", "INSUFFICIENT_STORAGE"]);

function saidAsIs(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const said = error.errors.find((each) => codesSaidAsIs.has(String(each.extensions?.code)));
  return said?.message ?? null;
}
