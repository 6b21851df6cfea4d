import { portfolioUndoTypes } from "@tierwise/common/portfolios";
import { count, eq, gt, gte, type SQL, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { recordAudit } from "../../core/audit.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { ownedBy, tenantData } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { createSnackbarUndo } from "../undo/snackbar-undo.service.ts";
import { portfolioFavorites } from "./portfolio.table.ts";
import type { PortfolioAction } from "./portfolio-move.service.ts";
import { authorizeOn, findVisible, type PortfolioView } from "./portfolio-visibility.ts";

/** What an unfavourite_portfolio offer holds (spec 1 §3: "removed edge and index"). */
export type UnfavouriteUndoPayload = { portfolioId: string; name: string; index: number };

const mine = (actor: TenantActor, ...conditions: SQL[]) =>
  ownedBy(actor, portfolioFavorites, eq(portfolioFavorites.userId, actor.userId), ...conditions);

/**
 * Favourites are per person, 0-based and contiguous; only that person writes them, and the
 * primary key keeps a portfolio from being listed twice.
 */
export async function addFavorite(
  tx: Database,
  actor: TenantActor,
  portfolio: PortfolioView,
  index: number | null,
): Promise<void> {
  const [row] = await tx.select({ n: count() }).from(portfolioFavorites).where(mine(actor));
  const total = row?.n ?? 0;
  const at = index === null ? total : Math.min(Math.max(index, 0), total);
  await tx
    .update(portfolioFavorites)
    .set({ position: sql`${portfolioFavorites.position} + 1` })
    .where(mine(actor, gte(portfolioFavorites.position, at)));
  await tenantData(tx, actor).insert(portfolioFavorites, {
    userId: actor.userId,
    portfolioId: portfolio.id,
    position: at,
  });
}

async function removeFavorite(tx: Database, actor: TenantActor, portfolio: PortfolioView) {
  const [removed] = await tx
    .delete(portfolioFavorites)
    .where(mine(actor, eq(portfolioFavorites.portfolioId, portfolio.id)))
    .returning({ position: portfolioFavorites.position });
  if (!removed) return null;
  await tx
    .update(portfolioFavorites)
    .set({ position: sql`${portfolioFavorites.position} - 1` })
    .where(mine(actor, gt(portfolioFavorites.position, removed.position)));
  return removed.position;
}

/**
 * Favourites a portfolio (last in the viewer's list) or unfavourites it; unfavouriting offers
 * an undo that puts it back at the same index.
 */
export async function togglePortfolioFavorite(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { id: string },
): Promise<PortfolioAction> {
  authorize(actor, "portfolios.read");
  return deps.db.transaction(async (tx) => {
    const portfolio = await findVisible(tx, actor, input.id);
    authorizeOn(actor, "portfolios.favorite", portfolio);
    let undoId: string | null = null;
    if (portfolio.favoriteIndex === null) {
      await addFavorite(tx, actor, portfolio, null);
    } else {
      const index = await removeFavorite(tx, actor, portfolio);
      if (index !== null) {
        const payload: UnfavouriteUndoPayload = {
          portfolioId: portfolio.id,
          name: portfolio.name,
          index,
        };
        const undo = await createSnackbarUndo(tx, {
          userId: actor.userId,
          organizationId: actor.organization.id,
          type: portfolioUndoTypes.unfavourite,
          payload,
        });
        undoId = undo.id;
      }
    }
    await recordAudit(tx, actor, {
      action: portfolio.favoriteIndex === null ? "portfolio.favorited" : "portfolio.unfavorited",
      targetType: "Portfolio",
      targetId: portfolio.id,
    });
    return { portfolio: await findVisible(tx, actor, portfolio.id), undoId };
  });
}
