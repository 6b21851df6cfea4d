import type { BooleanFeatureFlag } from "@tierwise/common/feature-flags";
import type { PermissionKey } from "@tierwise/common/permissions";
import { type Action, can, type SubjectOf } from "@tierwise/common/policy/can";
import type { OrganizationType, PolicyActor } from "@tierwise/common/policy/policy-actor";
import { isRoleKey } from "@tierwise/common/roles";
import type { Session } from "./session.types.ts";

const organizationTypes = new Set<string>(["provider", "customer", "teams"]);

/**
 * The session as the policy rules read it. The session's permissions are already the effective
 * ones (the server applies additionalPermissions only in teams organisations), so the web asks
 * the very rule the server decides by.
 */
export function policyActorOf(session: Session): PolicyActor | null {
  if (!session.authenticated) return null;
  const organization = session.organization;
  const role = session.roles.find(isRoleKey) ?? null;
  const flags = Object.fromEntries(
    Object.entries(organization?.featureFlags ?? {}).filter(([, value]) => value === true),
  ) as Partial<Record<BooleanFeatureFlag, boolean>>;
  return {
    userId: session.id,
    organizationId: organization?.id ?? null,
    organizationType:
      organization && organizationTypes.has(organization.type)
        ? (organization.type as OrganizationType)
        : null,
    role,
    permissions: session.permissions as PermissionKey[],
    flags,
  };
}

/** May the person behind this session do the action? The server's own rule, asked here. */
export function sessionCan<A extends Action>(
  session: Session,
  action: A,
  ...subject: SubjectOf<A> extends undefined ? [] : [SubjectOf<A>]
): boolean {
  return can(policyActorOf(session), action, ...subject);
}

/** The actions decided about the actor alone (no object to look at). */
export type ActorAction = {
  [K in Action]: SubjectOf<K> extends undefined ? K : never;
}[Action];

/** A route guard's check: may the session's person do this action? */
export const allowedTo =
  (action: ActorAction) =>
  (session: Session): boolean =>
    (can as (actor: PolicyActor | null, action: Action) => boolean)(policyActorOf(session), action);
