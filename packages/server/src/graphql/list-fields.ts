import { messages } from "@tierwise/common/messages";
import { GraphQLError, type GraphQLResolveInfo } from "graphql";
import { DomainError } from "../core/errors.ts";
import { selectsField } from "./selection.ts";

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
