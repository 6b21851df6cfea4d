import { messages } from "@tierwise/common/messages";

/**
 * What to tell the user when a search request failed outright. A timeout reaches us either as
 * the in-band SearchTimeoutError or as a GraphQL error the response policy already renamed to
 * messages.searchTimeout (spec 1 §8); both read the same.
 */
export function searchFailureMessage(error: { message: string } | undefined | null): string | null {
  if (!error) return null;
  return error.message.includes(messages.searchTimeout)
    ? messages.searchTimeout
    : messages.somethingWentWrong;
}
