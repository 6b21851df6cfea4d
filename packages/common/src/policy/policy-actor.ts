import type { BooleanFeatureFlag } from "../feature-flags.ts";
import { type PermissionKey, permissionKeys, rolePermissions } from "../permissions.ts";
import { type RoleKey, roles } from "../roles.ts";
import type { ApiScope } from "./api-scopes.ts";

export type OrganizationType = "provider" | "customer" | "teams";

/**
 * What every rule reads about the person acting. The server builds it from the request's
 * actor; the web from the session. Both hand the same shape to the same rules, so the web
 * never re-derives a rule the server decides.
 */
export type PolicyActor = {
  userId: string;
  organizationId: string | null;
  organizationType: OrganizationType | null;
  role: RoleKey | null;
  /** Effective permissions: already right for the organisation's type (see effectivePermissions). */
  permissions: readonly PermissionKey[];
  /** The feature flags that are on for this person. */
  flags: Readonly<Partial<Record<BooleanFeatureFlag, boolean>>>;
  /**
   * Set only when an API token acts: the token's scopes, which every rule is narrowed by
   * (can.ts). Absent for a browser session, which the rules alone decide.
   */
  apiScopes?: readonly ApiScope[];
};

/**
 * Spec 1 §6.2: "Permission checks apply only to teams using the for-teams setup". In a teams
 * organisation the role's permissions plus the organisation's additionalPermissions decide;
 * everywhere else the role's fixed mapping decides and additionalPermissions add nothing.
 */
export function effectivePermissions(
  role: RoleKey | null,
  organizationType: OrganizationType | null,
  additional: readonly string[] = [],
): PermissionKey[] {
  if (!role) return [];
  if (organizationType !== "teams") return [...rolePermissions[role]];
  const known = new Set<string>(permissionKeys);
  const extra = additional.filter((key): key is PermissionKey => known.has(key));
  return [...new Set([...rolePermissions[role], ...extra])];
}

export function hasPermission(actor: PolicyActor, permission: PermissionKey): boolean {
  return actor.organizationId !== null && actor.permissions.includes(permission);
}

export function hasFlag(actor: PolicyActor, flag: BooleanFeatureFlag): boolean {
  return actor.flags[flag] === true;
}

export function hasRole(actor: PolicyActor, ...wanted: RoleKey[]): boolean {
  return actor.role !== null && wanted.includes(actor.role);
}

export function isAdministrativeRole(actor: PolicyActor): boolean {
  return actor.role !== null && roles[actor.role].administrative;
}

/** A rule: may this actor do the action (on this subject, for object-level rules)? */
export type Rule<Subject = void> = (actor: PolicyActor, subject: Subject) => boolean;
