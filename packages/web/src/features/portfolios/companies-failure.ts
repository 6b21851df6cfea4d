import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { messages } from "@tierwise/common/messages";

/**
 * What to say when the companies of a portfolio could not be listed. The server refuses some
 * filter combinations with a ValidationError carried as a GraphQL error (e.g. sorting by credit
 * without the reports data package): its sentence says what to change, so it is shown. A
 * timeout reads as the search engine's wait (spec 1 §8); anything else is the generic sentence.
 */
export function companiesFailureMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const refusal = error.errors.find((item) => item.extensions?.type === "ValidationError");
    if (refusal) return refusal.message;
    if (error.errors.some((item) => item.message.includes(messages.searchTimeout))) {
      return messages.searchTimeout;
    }
  }
  return messages.somethingWentWrong;
}
