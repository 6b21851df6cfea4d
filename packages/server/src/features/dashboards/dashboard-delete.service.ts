import { and, eq, isNotNull } from "drizzle-orm";
import { GraphQLError } from "graphql";
import type { TenantActor } from "../../core/actor.ts";
import { recordAudit } from "../../core/audit.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { isUuid } from "../../core/ids.ts";
import { ownedBy } from "../../core/tenant.ts";
import { createSnackbarUndo } from "../undo/snackbar-undo.service.ts";
import { snackbarUndos } from "../undo/snackbar-undo.table.ts";
import { dashboards } from "./dashboard.table.ts";
import { type DashboardView, findReadable, findWritable } from "./dashboard-lookup.ts";

/** The undo registry's variant for a deleted dashboard (features/undo). */
export const dashboardDeleteUndoType = "deleteDashboard";

/**
 * Deletes a dashboard, keeping it (deleted_at) so the snackbar's Undo can bring it back with
 * its address, access and content. The offer is the viewer's, in their organisation.
 */
export async function deleteDashboard(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { id: string },
): Promise<{ undoToken: string }> {
  return deps.db.transaction(async (tx) => {
    const dashboard = await findWritable(tx, actor, input.id);
    await tx
      .update(dashboards)
      .set({ deletedAt: new Date() })
      .where(eq(dashboards.id, dashboard.id));
    const offer = await createSnackbarUndo(tx, {
      userId: actor.user.id,
      organizationId: actor.organizationId,
      type: dashboardDeleteUndoType,
      payload: { dashboardId: dashboard.id, name: dashboard.name },
    });
    await recordAudit(tx, actor, {
      action: "dashboard.deleted",
      targetType: "Dashboard",
      targetId: dashboard.id,
      organizationId: dashboard.organizationId,
      before: { name: dashboard.name, slug: dashboard.slug },
    });
    return { undoToken: offer.id };
  });
}

const nothingToUndo = () =>
  new GraphQLError("There is nothing to undo.", { extensions: { code: "NOT_FOUND" } });

/** Takes a delete back: the offer must be the viewer's own, and is used up. */
export async function undoDeleteDashboard(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { undoToken: string },
): Promise<DashboardView> {
  if (!isUuid(input.undoToken)) throw nothingToUndo();
  const offerWhere = and(
    eq(snackbarUndos.id, input.undoToken),
    eq(snackbarUndos.userId, actor.user.id),
    eq(snackbarUndos.type, dashboardDeleteUndoType),
    ownedBy(actor, snackbarUndos),
  );
  return deps.db.transaction(async (tx) => {
    // Used up in the same transaction: of two clicks on one snackbar, only the first undoes.
    const [offer] = await tx.delete(snackbarUndos).where(offerWhere).returning();
    const dashboardId = String(offer?.payload.dashboardId ?? "");
    if (!offer || !isUuid(dashboardId)) throw nothingToUndo();
    const deleted = await findReadable(tx, actor, dashboardId, { deleted: true });
    if (!deleted.canWrite || deleted.deletedAt === null) throw nothingToUndo();
    await tx
      .update(dashboards)
      .set({ deletedAt: null })
      .where(and(eq(dashboards.id, deleted.id), isNotNull(dashboards.deletedAt)));
    await recordAudit(tx, actor, {
      action: "dashboard.restored",
      targetType: "Dashboard",
      targetId: deleted.id,
      organizationId: deleted.organizationId,
      after: { name: deleted.name, slug: deleted.slug },
    });
    return findReadable(tx, actor, deleted.id);
  });
}
