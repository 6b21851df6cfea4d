import type { FeatureFlags } from "@tierwise/common/feature-flags";
import type { ResolvedOrganizationSettings } from "@tierwise/common/organization-settings";
import type { PermissionKey } from "@tierwise/common/permissions";
import type { PolicyActor } from "@tierwise/common/policy/policy-actor";
import type { RoleKey } from "@tierwise/common/roles";
import type { organizations } from "../db/organization.table.ts";
import type { users } from "../db/user.table.ts";
import { ForbiddenCodeError } from "./errors.ts";

export type ActorOrganization = typeof organizations.$inferSelect & {
  resolvedSettings: ResolvedOrganizationSettings;
};

/** The session a request came with; jobs and command-line tools have none. */
export type ActorSession = {
  tokenHash: string;
  userId: string;
  organizationId: string | null;
};

/**
 * Who is acting, whatever the way in: GraphQL, a file route, the SSO callback or a job run for
 * the person who queued it. Built once per request (http/) or per job run (jobs/), then handed
 * to services as their first argument. It is also the PolicyActor every rule reads.
 */
export type Actor = PolicyActor & {
  user: typeof users.$inferSelect;
  /** Null until the person has chosen an organisation (then /choose). */
  organization: ActorOrganization | null;
  role: RoleKey | null;
  permissions: PermissionKey[];
  teams: { id: string; name: string; membershipCreatedAt: Date }[];
  /** Every feature flag, resolved for this person (organisation, then program, then user). */
  featureFlags: FeatureFlags;
  /** Signed in with one of the organisation's internal mail domains. */
  internal: boolean;
  session: ActorSession | null;
};

/** An actor inside an organisation: what every organisation-owned service needs. */
export type TenantActor = Actor & {
  organization: ActorOrganization;
  organizationId: string;
  role: RoleKey;
};

/** FORBIDDEN until an organisation is chosen (the web then sends the person to /choose). */
export function requireTenant(actor: Actor): TenantActor {
  if (!actor.organization || !actor.role) {
    throw new ForbiddenCodeError("Choose an organisation first.");
  }
  return actor as TenantActor;
}

/** The actor's session, for what only exists per session (compare set, other sessions). */
export function requireSession(actor: Actor): ActorSession {
  if (!actor.session) throw new ForbiddenCodeError("This needs a signed-in session.");
  return actor.session;
}
