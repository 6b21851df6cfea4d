import type { Actor } from "../core/actor.ts";
import type { ServiceDeps } from "../core/deps.ts";
import { loadActor } from "../core/load-actor.ts";
import type { SessionRequest } from "../core/session-request.ts";
import { primaryReads, type RequestReads } from "../db/read-routing.ts";

/** A GraphQL request: a SessionRequest, plus the request id and the deps in one object. */
export type GraphQLContext = SessionRequest & {
  requestId: string;
  /** What services need: database, config, log, mailer. */
  deps: ServiceDeps;
  /** The API token's actor for a bearer request (http/graphql-route.ts); no session then. */
  apiActor?: Actor;
  /**
   * Where heavy reads (search, lists, dashboards) run: the read replica or the primary
   * (db/read-routing.ts). Resolvers reach it through asTenantReading (guards.ts).
   */
  reads: RequestReads;
};

/** A viewer already known for this session (from the session cache), and where to keep a new one. */
export type ViewerMemo = { viewer?: Promise<Actor | null>; sessionView?: Promise<unknown> };

export function createContext(
  base: Omit<
    GraphQLContext,
    "deps" | "actor" | "viewer" | "resetViewer" | "memoizeSessionView" | "reads"
  > & { reads?: RequestReads },
  memo: ViewerMemo = {},
): GraphQLContext {
  let cached: Promise<Actor | null> | undefined = memo.viewer;
  const context: GraphQLContext = {
    ...base,
    reads: base.reads ?? primaryReads(base.db),
    deps: { db: base.db, config: base.config, log: base.log, mailer: base.mailer },
    actor: () => context.viewer(),
    viewer() {
      if (base.apiActor) return Promise.resolve(base.apiActor);
      if (context.session?.stage !== "active") return Promise.resolve(null);
      if (!cached) {
        const session = context.session;
        cached = loadActor(
          context.db,
          { userId: session.userId, organizationId: session.organizationId },
          session,
        );
        memo.viewer = cached;
      }
      return cached;
    },
    resetViewer(session) {
      context.session = session;
      cached = undefined;
      memo.viewer = undefined;
      memo.sessionView = undefined;
    },
    memoizeSessionView<T>(load: () => Promise<T>) {
      memo.sessionView ??= load();
      return memo.sessionView as Promise<T>;
    },
  };
  return context;
}
