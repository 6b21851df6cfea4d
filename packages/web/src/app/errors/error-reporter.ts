import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";

/**
 * Error reporting adapter (spec 1 §8). The default sink logs to the console; a deployment that
 * wants an external error service swaps the sink with `setErrorSink` at start-up.
 */
export type ErrorContext = Record<string, unknown>;
export type ErrorSink = (error: unknown, context: ErrorContext) => void;

const ignoredCodes = new Set(["UNAUTHENTICATED", "FORBIDDEN", "NOT_IN_SUBSCRIPTION"]);
const notInSubscriptionPattern = /not in (?:the |your )?subscription/i;

type ErrorShape = {
  message?: unknown;
  name?: unknown;
  statusCode?: unknown;
  status?: unknown;
  extensions?: { code?: unknown; http?: { status?: unknown } } | null;
};

function asShape(error: unknown): ErrorShape | null {
  return typeof error === "object" && error !== null ? (error as ErrorShape) : null;
}

function isIgnoredSingle(error: unknown): boolean {
  const shape = asShape(error);
  if (!shape) return false;
  const code = shape.extensions?.code;
  if (typeof code === "string" && ignoredCodes.has(code)) return true;
  if (shape.statusCode === 429 || shape.status === 429 || shape.extensions?.http?.status === 429) {
    return true;
  }
  if (shape.name === "NotInSubscription" || shape.name === "NotInSubscriptionError") return true;
  return typeof shape.message === "string" && notInSubscriptionPattern.test(shape.message);
}

/**
 * True when the error is worth reporting. Unauthenticated, forbidden, HTTP 429 and
 * not-in-subscription errors are expected answers, not faults. A GraphQL error list is reported
 * only if at least one of its errors is reportable.
 */
export function shouldReportError(error: unknown): boolean {
  if (error === null || error === undefined) return false;
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((item) => !isIgnoredSingle(item));
  }
  if (Array.isArray(error)) return error.some((item) => !isIgnoredSingle(item));
  if (ServerError.is(error) && error.statusCode === 429) return false;
  return !isIgnoredSingle(error);
}

const consoleSink: ErrorSink = (error, context) => {
  console.error("[tierwise]", error, context);
};

let sink: ErrorSink = consoleSink;

export function setErrorSink(next: ErrorSink): void {
  sink = next;
}

export function reportError(error: unknown, context: ErrorContext = {}): void {
  if (!shouldReportError(error)) return;
  try {
    sink(error, context);
  } catch {
    // A broken sink must never break the page.
  }
}
