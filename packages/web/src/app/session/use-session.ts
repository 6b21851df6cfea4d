import { useQuery } from "@apollo/client/react";
import { anonymousSession } from "./anonymous-session.ts";
import type { Session } from "./session.types.ts";
import { SESSION_QUERY } from "./session-query.ts";

let lastSeen: Session = anonymousSession;

/**
 * The current session, read from the Apollo cache (the root route's loader has put it there).
 * Re-renders when `reloadSession` writes a new answer. While the cache is momentarily empty
 * (a store reset) the last session seen is returned.
 */
export function useSession(): Session {
  const { data } = useQuery(SESSION_QUERY, { fetchPolicy: "cache-only" });
  const session = data?.session;
  if (session) {
    lastSeen = session as Session;
    return lastSeen;
  }
  return lastSeen;
}
