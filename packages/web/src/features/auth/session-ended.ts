import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";

/**
 * True when a call failed because the (possibly half-finished) session has ended. The shell
 * reloads gated pages on this; the public sign-in pages handle it themselves.
 */
export function isSessionEnded(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((entry) => entry.extensions?.code === "UNAUTHENTICATED");
  }
  return ServerError.is(error) && error.statusCode === 401;
}
