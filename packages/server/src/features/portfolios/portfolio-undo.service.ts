import { portfolioUndoTypes } from "@tierwise/common/portfolios";
import { and, eq, inArray } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { recordAudit } from "../../core/audit.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { NotFoundError } from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import { ownedBy } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { snackbarUndos } from "../undo/snackbar-undo.table.ts";
import { portfolioCompanies } from "./portfolio.table.ts";
import {
  type ArchiveUndoPayload,
  archiveSubtree,
  findForArchive,
  restoreSubtree,
} from "./portfolio-archive.service.ts";
import {
  type AddUndoPayload,
  editableTargets,
  type RemoveUndoPayload,
  restoreItems,
  touch,
} from "./portfolio-companies.service.ts";
import { adjustCompanyCounts } from "./portfolio-counters.ts";
import { addFavorite, type UnfavouriteUndoPayload } from "./portfolio-favorite.service.ts";
import {
  type MoveUndoPayload,
  moveChecked,
  type PortfolioAction,
} from "./portfolio-move.service.ts";
import { authorizeOn, findVisible } from "./portfolio-visibility.ts";

const undoTypes: string[] = Object.values(portfolioUndoTypes);

/** Takes back an add: exactly the items that call made, wherever they still are. */
async function undoAdd(tx: Database, actor: TenantActor, payload: AddUndoPayload) {
  await editableTargets(tx, actor, payload.portfolioIds);
  const removed = await tx
    .delete(portfolioCompanies)
    .where(ownedBy(actor, portfolioCompanies, eq(portfolioCompanies.batchId, payload.batchId)))
    .returning({ portfolioId: portfolioCompanies.portfolioId });
  const deltas = new Map<string, number>();
  for (const { portfolioId } of removed)
    deltas.set(portfolioId, (deltas.get(portfolioId) ?? 0) - 1);
  await adjustCompanyCounts(tx, actor, deltas);
  await touch(tx, actor, payload.portfolioIds, payload.updatedAt);
}

async function undoRemove(tx: Database, actor: TenantActor, payload: RemoveUndoPayload) {
  await editableTargets(tx, actor, [payload.portfolioId]);
  await restoreItems(tx, actor, payload.portfolioId, payload.items);
  await touch(tx, actor, [payload.portfolioId], payload.updatedAt);
}

/** Runs the reverse of the offer's action; returns the portfolio it concerned, if any. */
async function reverse(
  deps: ServiceDeps,
  tx: Database,
  actor: TenantActor,
  offer: { type: string; payload: Record<string, unknown> },
): Promise<string | null> {
  switch (offer.type) {
    case portfolioUndoTypes.archive: {
      const payload = offer.payload as ArchiveUndoPayload;
      const node = await findForArchive(tx, actor, payload.portfolioId);
      if (node.archivedAt) await restoreSubtree(deps, tx, actor, node);
      return node.id;
    }
    case portfolioUndoTypes.unarchive: {
      const payload = offer.payload as ArchiveUndoPayload;
      const node = await findForArchive(tx, actor, payload.portfolioId);
      const at = payload.archivedAt ? new Date(payload.archivedAt) : new Date();
      if (!node.archivedAt) await archiveSubtree(tx, actor, node, at);
      return node.id;
    }
    case portfolioUndoTypes.move: {
      const payload = offer.payload as MoveUndoPayload;
      await moveChecked(deps, tx, actor, {
        id: payload.portfolioId,
        parentId: payload.fromParentId,
        index: payload.fromIndex,
      });
      return payload.portfolioId;
    }
    case portfolioUndoTypes.addCompanies:
      await undoAdd(tx, actor, offer.payload as AddUndoPayload);
      return null;
    case portfolioUndoTypes.removeCompanies: {
      const payload = offer.payload as RemoveUndoPayload;
      await undoRemove(tx, actor, payload);
      return payload.portfolioId;
    }
    case portfolioUndoTypes.unfavourite: {
      const payload = offer.payload as UnfavouriteUndoPayload;
      const portfolio = await findVisible(tx, actor, payload.portfolioId);
      authorizeOn(actor, "portfolios.favorite", portfolio);
      if (portfolio.favoriteIndex === null) await addFavorite(tx, actor, portfolio, payload.index);
      return portfolio.id;
    }
    default:
      return null;
  }
}

/**
 * The snackbar's "Undo" for every portfolio action that offers one. The offer must be the
 * viewer's own in this organisation; it is used up in the same transaction as the reverse
 * action (of two clicks, only the first undoes), and the reverse offers no undo of its own.
 * The reverse passes the same checks as the action: access may have changed since.
 */
export async function undoPortfolioAction(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { undoId: string },
): Promise<PortfolioAction> {
  authorize(actor, "portfolios.read");
  const notFound = new NotFoundError("There is nothing to undo.");
  if (!isUuid(input.undoId)) throw notFound;
  return deps.db.transaction(async (tx) => {
    const [offer] = await tx
      .delete(snackbarUndos)
      .where(
        and(
          eq(snackbarUndos.id, input.undoId),
          eq(snackbarUndos.userId, actor.userId),
          ownedBy(actor, snackbarUndos),
          inArray(snackbarUndos.type, undoTypes),
        ),
      )
      .returning();
    if (!offer) throw notFound;
    const portfolioId = await reverse(deps, tx, actor, offer);
    await recordAudit(tx, actor, {
      action: "portfolio.undone",
      targetType: "Portfolio",
      targetId: portfolioId,
      before: { type: offer.type, payload: offer.payload },
    });
    return {
      portfolio: portfolioId ? await findVisible(tx, actor, portfolioId) : null,
      undoId: null,
    };
  });
}
