import type { LimitReachedError } from "./members.graphql.ts";

/** A limit-reached error's sentence, always naming the limit it carries. */
export function limitReachedMessage(error: Pick<LimitReachedError, "message" | "limit">): string {
  return error.message.includes(String(error.limit))
    ? error.message
    : `${error.message} (limit: ${error.limit})`;
}
