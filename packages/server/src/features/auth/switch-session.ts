import type { LoadedSession } from "../../core/session.ts";
import type { GraphQLContext } from "../../graphql/context.ts";

/**
 * Makes `session` the request's session (sign-in, step-up, organisation switch, sign-out) and
 * forgets the cached viewer. Yoga hands resolvers a copy of the object createContext built, so
 * resetViewer() alone updates the original but not `ctx.session` as resolvers see it: set both.
 */
export function switchSession(ctx: GraphQLContext, session: LoadedSession | null): void {
  ctx.session = session;
  ctx.resetViewer(session);
}
