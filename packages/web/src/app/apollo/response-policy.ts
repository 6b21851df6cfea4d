import { messages } from "@tierwise/common/messages";
import type { GraphQLFormattedError } from "graphql";

/**
 * What the client does with a GraphQL response (spec 1 §8), as a pure function so it can be
 * tested without a network.
 */

/** Operations whose 'Timeout exceeded' errors become messages.searchTimeout. */
export const searchTimeoutOperations = {
  /** Company search: any timeout. */
  anyPath: new Set(["CompanySearch"]),
  /** Portfolio, portfolio-by-slug, organisation-subscription: only when the path ends in a company field. */
  companyFieldPath: new Set(["Portfolio", "PortfolioBySlug", "OrganizationSubscription"]),
};

/** The session query answers anonymous visitors normally and must never trigger a reload. */
export const sessionOperationName = "Session";

export type ResponsePolicyInput = {
  operationName: string | undefined;
  errors: readonly GraphQLFormattedError[] | undefined;
  onPublicPage: boolean;
};

export type ResponsePolicyOutcome = {
  /** The errors to keep in the result; undefined when none are left. */
  errors: GraphQLFormattedError[] | undefined;
  reloadPage: boolean;
};

function errorCode(error: GraphQLFormattedError): unknown {
  return error.extensions?.code;
}

function endsInCompanyField(error: GraphQLFormattedError): boolean {
  const path = error.path ?? [];
  for (let index = path.length - 1; index >= 0; index -= 1) {
    const segment = path[index];
    if (typeof segment === "string") return segment === "company";
  }
  return false;
}

function isTimeout(error: GraphQLFormattedError): boolean {
  return error.message.includes("Timeout exceeded");
}

function replacesTimeout(operationName: string | undefined, error: GraphQLFormattedError): boolean {
  if (!operationName || !isTimeout(error)) return false;
  if (searchTimeoutOperations.anyPath.has(operationName)) return true;
  return searchTimeoutOperations.companyFieldPath.has(operationName) && endsInCompanyField(error);
}

export function applyResponsePolicy(input: ResponsePolicyInput): ResponsePolicyOutcome {
  const errors = input.errors ?? [];
  const unauthenticated = errors.some((error) => errorCode(error) === "UNAUTHENTICATED");
  const kept = errors
    .filter((error) => errorCode(error) !== "FORBIDDEN")
    .map((error) =>
      replacesTimeout(input.operationName, error)
        ? { ...error, message: messages.searchTimeout }
        : error,
    );
  return {
    errors: kept.length > 0 ? kept : undefined,
    reloadPage:
      unauthenticated && input.operationName !== sessionOperationName && !input.onPublicPage,
  };
}
