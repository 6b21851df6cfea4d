import { ServerError } from "@apollo/client/errors";
import { safeNextPath } from "@tierwise/common/redirect";

/** The limit page (spec 1 §2.2): where a visitor goes when the API has had too many requests. */
export const requestLimitPath = "/request-limit-exceeded";

/** "/request-limit-exceeded?next=%2Fportfolios": the page, with the way back to where it began. */
export function requestLimitPathFor(pathWithQuery: string): string {
  const next = safeNextPath(pathWithQuery);
  return next === "/" ? requestLimitPath : `${requestLimitPath}?next=${encodeURIComponent(next)}`;
}

type ErrorShape = { statusCode?: unknown; extensions?: { http?: { status?: unknown } } | null };

/**
 * The API's answer when its request limit is reached: HTTP 429 (Too Many Requests), as a failed
 * response or as a GraphQL error carrying that status.
 */
export function isRequestLimitError(error: unknown): boolean {
  if (ServerError.is(error)) return error.statusCode === 429;
  if (typeof error !== "object" || error === null) return false;
  const shape = error as ErrorShape;
  return shape.statusCode === 429 || shape.extensions?.http?.status === 429;
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** Says the limit was hit; the router's listener (RequestLimitRedirect) takes the visitor there. */
export function reportRequestLimit(): void {
  for (const listener of listeners) listener();
}

export function onRequestLimit(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
