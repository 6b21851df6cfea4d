import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { ServerError } from "@apollo/client/errors";
import { catchError, map, throwError } from "rxjs";
import { possibleTypes } from "./apollo/possible-types.generated.ts";
import { applyResponsePolicy } from "./apollo/response-policy.ts";
import { reportError } from "./errors/error-reporter.ts";
import { isBusyError, reportBusy } from "./network/busy.ts";
import { isRequestLimitError, reportRequestLimit } from "./request-limit/request-limit.ts";
import { isPublicPath } from "./routing/public-paths.ts";

let reloading = false;

function reloadOnce(): void {
  if (reloading) return;
  reloading = true;
  window.location.reload();
}

function onPublicPage(): boolean {
  return isPublicPath(window.location.pathname);
}

/**
 * Spec 1 §8: UNAUTHENTICATED reloads the page (the root loader then sends the visitor to /login
 * with a next parameter), FORBIDDEN errors are dropped from results, search timeouts get the
 * spec's wording, everything else is only logged. HTTP 429 (the API's request limit) sends the
 * visitor to /request-limit-exceeded (spec 1 §2.2); HTTP 503 (the server shedding load) shows the
 * busy banner with a retry.
 */
const responsePolicyLink = new ApolloLink((operation, forward) =>
  forward(operation).pipe(
    map((result) => {
      if (!("errors" in result) || !result.errors) return result;
      if (result.errors.some(isRequestLimitError)) reportRequestLimit();
      const outcome = applyResponsePolicy({
        operationName: operation.operationName,
        errors: result.errors,
        onPublicPage: onPublicPage(),
      });
      if (outcome.reloadPage) reloadOnce();
      if (outcome.errors) {
        reportError(outcome.errors, { operationName: operation.operationName });
        return { ...result, errors: outcome.errors };
      }
      const { errors: _dropped, ...rest } = result;
      return rest;
    }),
    catchError((error: unknown) => {
      if (ServerError.is(error) && error.statusCode === 401 && !onPublicPage()) reloadOnce();
      if (isRequestLimitError(error)) reportRequestLimit();
      if (isBusyError(error)) {
        // Shed by the server on purpose: the banner says so; nothing to report.
        reportBusy();
        return throwError(() => error);
      }
      reportError(error, { operationName: operation.operationName });
      return throwError(() => error);
    }),
  ),
);

const httpLink = new HttpLink({ uri: "/graphql", credentials: "same-origin" });

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([responsePolicyLink, httpLink]),
  cache: new InMemoryCache({
    possibleTypes,
    typePolicies: {
      // Embedded objects without ids: merge instead of replacing (no data-loss warnings).
      SessionDetails: { merge: true },
      CustomView: { merge: true },
    },
  }),
  queryDeduplication: true,
});
