import type { Actor, ActorOrganization } from "../../core/actor.ts";
import { loadActor } from "../../core/load-actor.ts";
import type { LoadedSession } from "../../core/session.ts";
import type { Database } from "../../db/client.ts";

export { resolveOrganizationSettings } from "../../core/load-actor.ts";
export type Viewer = Actor;
export type ViewerOrganization = ActorOrganization;

/** The actor behind a signed-in session. */
export function loadViewer(db: Database, session: LoadedSession): Promise<Actor | null> {
  return loadActor(db, { userId: session.userId, organizationId: session.organizationId }, session);
}
