import type { PermissionKey } from "@tierwise/common/permissions";
import { hasPermission } from "@tierwise/common/policy/policy-actor";
import { ForbiddenCodeError } from "../../core/errors.ts";
import type { GraphQLContext } from "../../graphql/context.ts";
import { requireTenant, type TenantViewer } from "../../graphql/guards.ts";
import type { Viewer } from "../auth/viewer.ts";

/**
 * The one permission check of the organisation features (spec 1 §6.2: "Permission checks apply
 * only to teams using the for-teams setup"):
 *
 * - in an organisation of type "teams", the session's permission list decides — the role's
 *   permissions plus the organisation's `settings.additionalPermissions`;
 * - everywhere else the role decides, through its fixed mapping in common/permissions.ts
 *   (`rolePermissions`); `additionalPermissions` does not widen a role there.
 */
export function canAdminister(viewer: Viewer, permission: PermissionKey): boolean {
  return hasPermission(viewer, permission);
}

/** The signed-in viewer with an organisation who may do `permission`; FORBIDDEN otherwise. */
export async function requireAdministrator(
  ctx: GraphQLContext,
  permission: PermissionKey,
): Promise<TenantViewer> {
  const viewer = await requireTenant(ctx);
  if (!canAdminister(viewer, permission)) throw new ForbiddenCodeError();
  return viewer;
}
