import type { RoleKey } from "./roles.ts";

/** Resources with read, create and delete (spec 1 §6.2). */
const managedResources = [
  "organization",
  "manage_members",
  "team",
  "portfolio",
  "company_request",
  "company_bulk_request",
  "tag",
] as const;

export const permissionKeys = [
  ...managedResources.flatMap(
    (resource) => [`read:${resource}`, `create:${resource}`, `delete:${resource}`] as const,
  ),
  "share:portfolio",
  "read:link_analysis",
  "create:risk_config",
] as const;

export type PermissionKey = (typeof permissionKeys)[number];

const everyMemberPermission: PermissionKey[] = [
  "read:portfolio",
  "create:portfolio",
  "delete:portfolio",
  "share:portfolio",
  "read:company_request",
  "create:company_request",
  "read:tag",
  "read:link_analysis",
];

const adminPermission: PermissionKey[] = [
  ...everyMemberPermission,
  "read:manage_members",
  "create:manage_members",
  "delete:manage_members",
  "read:team",
  "create:team",
  "delete:team",
  "delete:company_request",
  "read:company_bulk_request",
  "create:company_bulk_request",
  "delete:company_bulk_request",
  "create:tag",
  "delete:tag",
  "create:risk_config",
];

/**
 * Which role holds which permission. The spec does not show the mapping; this is ours and the
 * README prints it as a table. Organisations can add to it with settings.additionalPermissions.
 */
export const rolePermissions: Record<RoleKey, readonly PermissionKey[]> = {
  tierwise_admin: [...permissionKeys],
  organization_admin: adminPermission,
  user: everyMemberPermission,
  tierwise_for_teams_admin: adminPermission,
  tierwise_for_teams_member: [
    "read:portfolio",
    "create:portfolio",
    "read:company_request",
    "create:company_request",
    "read:tag",
  ],
};

export function permissionsFor(role: RoleKey, additional: readonly string[] = []): PermissionKey[] {
  const known = new Set<string>(permissionKeys);
  const extra = additional.filter((key): key is PermissionKey => known.has(key));
  return [...new Set([...rolePermissions[role], ...extra])];
}
