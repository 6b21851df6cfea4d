import { apolloClient } from "../apollo-client.ts";
import type { Session } from "./session.types.ts";
import { SESSION_QUERY } from "./session-query.ts";

let inFlight: Promise<Session> | null = null;

function fetchSession(): Promise<Session> {
  // Loaders of nested routes run in parallel: share one request between them.
  inFlight ??= apolloClient
    .query({ query: SESSION_QUERY, fetchPolicy: "network-only" })
    .then((result) => {
      if (!result.data) throw new Error("The session query returned no data");
      return result.data.session;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** The session from the cache, or from the server when not cached yet or when `fresh`. */
export async function loadSession(options: { fresh?: boolean } = {}): Promise<Session> {
  if (!options.fresh) {
    const cached = apolloClient.readQuery({ query: SESSION_QUERY });
    if (cached?.session) return cached.session;
  }
  return fetchSession();
}

/**
 * Fetches the session again after sign-in, sign-out or an organisation switch. The answer is
 * written to the cache, so every `useSession` consumer (shell, theme) re-renders.
 */
export async function reloadSession(): Promise<Session> {
  if (inFlight) await inFlight.catch(() => undefined);
  return fetchSession();
}
