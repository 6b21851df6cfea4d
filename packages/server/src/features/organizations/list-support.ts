import { messages } from "@tierwise/common/messages";
import { GraphQLError, type GraphQLResolveInfo } from "graphql";
import type { PageArgs } from "../../graphql/connection.ts";
import { DomainError } from "../../graphql/errors.ts";
import { selectsField } from "../../graphql/selection.ts";

/** Spec 1 §5: member lists require an itemsCount field in the query. */
export function assertItemsCountSelected(info: GraphQLResolveInfo): void {
  if (!selectsField(info, "itemsCount")) {
    throw new GraphQLError(messages.itemsCountRequired, {
      extensions: { code: "BAD_USER_INPUT" },
    });
  }
}

/**
 * List queries return their connection directly (no result union), so a paging error (first and
 * last both, negative, too many, bad cursor) fails the field with its name in extensions.code.
 */
export async function listOrFail<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof DomainError) {
      throw new GraphQLError(error.message, {
        extensions: { code: "BAD_USER_INPUT", type: error.name },
      });
    }
    throw error;
  }
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids from clients are checked before they reach a uuid column (a bad one is simply not found). */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}

/** `%` and `_` typed by a person are literal characters in an ILIKE search. */
export function likePattern(query: string): string {
  return `%${query.trim().replace(/[\\%_]/g, "\\$&")}%`;
}

/** connection.ts's pageArgs() are untyped for Pothos; this reads them back as PageArgs. */
export function toPageArgs(args: Record<string, unknown>): PageArgs {
  const int = (value: unknown) => (typeof value === "number" ? value : null);
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  return {
    first: int(args.first),
    last: int(args.last),
    offset: int(args.offset),
    after: text(args.after),
    before: text(args.before),
  };
}

/** A unique index refused the row (two requests creating the same name at once). */
export function isUniqueViolation(error: unknown): boolean {
  const withCode = error as { code?: string; cause?: { code?: string } } | null;
  return (withCode?.code ?? withCode?.cause?.code) === "23505";
}
