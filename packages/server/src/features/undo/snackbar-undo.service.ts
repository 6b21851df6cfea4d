import { and, desc, eq } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import { requireTenant as requireTenantActorOf } from "../../core/actor.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { ownedBy } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { snackbarUndos } from "./snackbar-undo.table.ts";

export const snackbarUndoListMaximum = 20;

export type SnackbarUndoRow = typeof snackbarUndos.$inferSelect;

/** The viewer's undo offers in the current organisation, newest first. */
export async function listSnackbarUndos(
  deps: ServiceDeps,
  actor: Actor,
): Promise<{ items: SnackbarUndoRow[] }> {
  if (!actor.organization) return { items: [] };
  const viewer = requireTenantActorOf(actor);
  const items = await deps.db
    .select()
    .from(snackbarUndos)
    .where(and(eq(snackbarUndos.userId, viewer.user.id), ownedBy(viewer, snackbarUndos)))
    .orderBy(desc(snackbarUndos.sequence))
    .limit(snackbarUndoListMaximum);
  return { items };
}

/** Records an undo offer; features call this inside their own action. */
export async function createSnackbarUndo(
  db: Database,
  input: { userId: string; organizationId: string; type: string; payload: Record<string, unknown> },
): Promise<SnackbarUndoRow> {
  const [row] = await db.insert(snackbarUndos).values(input).returning();
  if (!row) throw new Error("snackbar undo insert returned nothing");
  return row;
}
