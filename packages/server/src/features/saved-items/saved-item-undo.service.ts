import { and, eq, inArray } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { NotFoundError } from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import { ownedBy } from "../../core/tenant.ts";
import { requireFlag } from "../organizations/feature-flags.service.ts";
import { snackbarUndos } from "../undo/snackbar-undo.table.ts";
import {
  type SavedComparisonRow,
  type SavedItemUndoPayload,
  type SavedSearchRow,
  savedComparisonKind,
  savedSearchKind,
  setArchived,
} from "./saved-item-store.ts";

export type SavedItemUndoResult = {
  savedSearch: SavedSearchRow | null;
  savedComparison: SavedComparisonRow | null;
};

const undoTypes = [savedSearchKind.undoType, savedComparisonKind.undoType];

/**
 * Takes back an archive or unarchive of a saved item: the snackbar's "Undo". The offer must be
 * the viewer's own in the current organisation; it is used up, and the reverse action offers
 * no undo of its own.
 */
export async function undoSavedItem(
  deps: ServiceDeps,
  viewer: TenantActor,
  input: { undoId: string },
): Promise<SavedItemUndoResult> {
  const notFound = new NotFoundError("There is nothing to undo.");
  if (!isUuid(input.undoId)) throw notFound;
  const offerWhere = and(
    eq(snackbarUndos.id, input.undoId),
    eq(snackbarUndos.userId, viewer.user.id),
    ownedBy(viewer, snackbarUndos),
    inArray(snackbarUndos.type, undoTypes),
  );
  const [offer] = await deps.db.select().from(snackbarUndos).where(offerWhere);
  if (!offer) throw notFound;
  const kind = offer.type === savedSearchKind.undoType ? savedSearchKind : savedComparisonKind;
  await requireFlag(deps.db, viewer, kind.flag);
  const payload = offer.payload as SavedItemUndoPayload;
  const action = payload.action === "archive" ? "unarchive" : "archive";
  return deps.db.transaction(async (tx) => {
    // Used up in the same transaction: of two clicks on one snackbar, only the first undoes.
    const used = await tx.delete(snackbarUndos).where(offerWhere).returning();
    if (used.length === 0) throw notFound;
    const change = { id: payload.id, action, offerUndo: false } as const;
    if (kind === savedSearchKind) {
      const { item } = await setArchived(tx, savedSearchKind, viewer, change);
      return { savedSearch: item, savedComparison: null };
    }
    const { item } = await setArchived(tx, savedComparisonKind, viewer, change);
    return { savedSearch: null, savedComparison: item };
  });
}
