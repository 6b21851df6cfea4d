import type { PermissionKey } from "@tierwise/common/permissions";
import { ForbiddenCodeError, UnauthenticatedError } from "../core/errors.ts";
import type { Viewer, ViewerOrganization } from "../features/auth/viewer.ts";
import type { GraphQLContext } from "./context.ts";

/** The signed-in viewer, or UNAUTHENTICATED. */
export async function requireViewer(ctx: GraphQLContext): Promise<Viewer> {
  const viewer = await ctx.viewer();
  if (!viewer) throw new UnauthenticatedError();
  return viewer;
}

export type TenantViewer = Viewer & { organization: ViewerOrganization };

/**
 * The signed-in viewer with a chosen organisation. Services scope every organisation-owned
 * query by `viewer.organization.id` from here: this is the one place tenancy comes from.
 */
export async function requireTenant(ctx: GraphQLContext): Promise<TenantViewer> {
  const viewer = await requireViewer(ctx);
  if (!viewer.organization) throw new ForbiddenCodeError("Choose an organisation first.");
  return viewer as TenantViewer;
}

export function can(viewer: Viewer, permission: PermissionKey): boolean {
  return viewer.permissions.includes(permission);
}

export function requirePermission(viewer: Viewer, permission: PermissionKey): void {
  if (!can(viewer, permission)) throw new ForbiddenCodeError();
}
