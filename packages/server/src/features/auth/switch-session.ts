import type { LoadedSession } from "../../core/session.ts";
import type { SessionRequest } from "../../core/session-request.ts";

/**
 * Makes `session` the request's session (sign-in, step-up, organisation switch, sign-out) and
 * forgets the cached viewer. Yoga hands resolvers a copy of the object createContext built, so
 * resetViewer() alone updates the original but not `request.session` as resolvers see it: set both.
 */
export function switchSession(request: SessionRequest, session: LoadedSession | null): void {
  request.session = session;
  request.resetViewer(session);
}
