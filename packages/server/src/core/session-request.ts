import type { Actor } from "./actor.ts";
import type { ServiceDeps } from "./deps.ts";
import { ForbiddenCodeError, UnauthenticatedError } from "./errors.ts";
import type { LoadedSession } from "./session.ts";

export type CookieJar = {
  setSession(token: string, expires: Date): void;
  clearSession(): void;
  /** Another HttpOnly, SameSite=Lax cookie (e.g. the SSO state), Secure as the session's. */
  set(name: string, value: string, options: { path: string; maxAgeSeconds: number }): void;
};

/**
 * What sign-in, session, account and organisation-switch flows need of the request they answer,
 * besides the app's deps: the session behind its cookie and the jar to set or clear cookies.
 * These are the flows that start, change or end a session, so they cannot be given an actor
 * alone. GraphQL's context is one such request; nothing in them depends on GraphQL.
 */
export type SessionRequest = ServiceDeps & {
  ip: string;
  userAgent: string | undefined;
  cookies: CookieJar;
  /** The session behind the request's cookie, if live. Replaced on sign-in and sign-out. */
  session: LoadedSession | null;
  /** Loads (once per request) the signed-in actor; null when anonymous. */
  actor(): Promise<Actor | null>;
  /** The same as actor(), kept for the session view. */
  viewer(): Promise<Actor | null>;
  /** Forget the cached actor after a change to the session or user. */
  resetViewer(session: LoadedSession | null): void;
  /** The `session` answer for this session: computed once, kept as long as the actor is. */
  memoizeSessionView<T>(load: () => Promise<T>): Promise<T>;
};

/**
 * The signed-in person behind the request; UNAUTHENTICATED otherwise. These flows change a
 * person's password, two-factor, account or session, so an API token (an actor with
 * apiScopes) is refused: a leaked token must never take over its owner's sign-in.
 */
export async function requireSignedIn(request: Pick<SessionRequest, "actor">): Promise<Actor> {
  const actor = await request.actor();
  if (!actor) throw new UnauthenticatedError();
  if (actor.apiScopes) throw new ForbiddenCodeError("This needs a signed-in browser session.");
  return actor;
}
