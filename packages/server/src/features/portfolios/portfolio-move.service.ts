import { messages } from "@tierwise/common/messages";
import { portfolioDepthMessage, portfolioUndoTypes } from "@tierwise/common/portfolios";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { recordAudit } from "../../core/audit.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { AlreadyExistsError } from "../../core/errors.ts";
import { fieldError } from "../../core/parse-input.ts";
import { ownedBy } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { createSnackbarUndo } from "../undo/snackbar-undo.service.ts";
import { type PortfolioRow, portfolios } from "./portfolio.table.ts";
import {
  adjustChain,
  adjustChildren,
  chainOf,
  closeGap,
  openGap,
  uuidArray,
} from "./portfolio-counters.ts";
import { portfolioLimits } from "./portfolio-limits.ts";
import {
  assertActive,
  authorizeOn,
  findVisible,
  lockTree,
  type PortfolioView,
} from "./portfolio-visibility.ts";

export type PortfolioAction = { portfolio: PortfolioView | null; undoId: string | null };

/** What an undo_move offer holds: where the portfolio was. */
export type MoveUndoPayload = {
  portfolioId: string;
  name: string;
  fromParentId: string | null;
  fromIndex: number;
};

const intoItselfMessage = "A portfolio cannot be moved into itself or one of its sub-portfolios.";

/** Puts a portfolio at `index` among its active siblings (the end when past it). */
async function reposition(
  tx: Database,
  actor: TenantActor,
  node: PortfolioRow,
  index: number | null,
): Promise<void> {
  await closeGap(tx, actor, node);
  const at = await openGap(tx, actor, node.parentId, index, node.id);
  await tx
    .update(portfolios)
    .set({ order: at })
    .where(ownedBy(actor, portfolios, eq(portfolios.id, node.id)));
}

/**
 * Hangs a subtree under another parent: closes the gap it leaves, makes room at `index`,
 * rewrites the path and level of every portfolio in it (one statement, through the GIN index
 * on path) and moves its weight from the old ancestors' counters to the new ones'.
 */
async function relocate(
  tx: Database,
  actor: TenantActor,
  node: PortfolioRow,
  target: PortfolioRow | null,
  index: number | null,
): Promise<void> {
  const weight = {
    portfolios: 1 + node.descendantPortfolioCount,
    companies: node.descendantCompanyCount,
  };
  await closeGap(tx, actor, node);
  await adjustChildren(tx, actor, node.parentId, -1);
  await adjustChain(tx, actor, node.path, {
    portfolios: -weight.portfolios,
    companies: -weight.companies,
  });
  const at = await openGap(tx, actor, target?.id ?? null, index, node.id);
  const newPath = target ? chainOf(target) : [];
  await tx
    .update(portfolios)
    .set({ parentId: target?.id ?? null, path: newPath, level: newPath.length + 1, order: at })
    .where(ownedBy(actor, portfolios, eq(portfolios.id, node.id)));
  // Descendants keep the part of their path below the moved portfolio.
  await tx
    .update(portfolios)
    .set({
      path: sql`${uuidArray([...newPath, node.id])} || ${portfolios.path}[${sql.raw(String(node.path.length + 2))}:]`,
      level: sql`${portfolios.level} + ${sql.raw(String(newPath.length - node.path.length))}`,
    })
    .where(ownedBy(actor, portfolios, sql`${portfolios.path} @> ${uuidArray([node.id])}`));
  if (target) {
    await adjustChildren(tx, actor, target.id, 1);
    await adjustChain(tx, actor, chainOf(target), weight);
  }
}

/** Levels below the portfolio in its subtree (0 for a leaf). */
async function subtreeHeight(tx: Database, actor: TenantActor, node: PortfolioRow) {
  const [row] = await tx
    .select({ deepest: sql<number | null>`max(${portfolios.level})` })
    .from(portfolios)
    .where(ownedBy(actor, portfolios, sql`${portfolios.path} @> ${uuidArray([node.id])}`));
  return row?.deepest ? row.deepest - node.level : 0;
}

/**
 * Every check of a move, then the move: both ends editable and active, not into itself or
 * below, within the depth limit, no sibling of the same name at the destination. Shared by
 * movePortfolio and its undo, which must pass the same checks (the tree may have changed).
 */
export async function moveChecked(
  deps: ServiceDeps,
  tx: Database,
  actor: TenantActor,
  input: { id: string; parentId: string | null; index: number | null },
): Promise<{ node: PortfolioView; from: MoveUndoPayload }> {
  await lockTree(tx, actor);
  const node = await findVisible(tx, actor, input.id);
  authorizeOn(actor, "portfolios.rename", node);
  assertActive(node);
  const from = {
    portfolioId: node.id,
    name: node.name,
    fromParentId: node.parentId,
    fromIndex: node.order,
  };
  const target = input.parentId ? await findVisible(tx, actor, input.parentId) : null;
  if (target) {
    authorizeOn(actor, "portfolios.update", target);
    assertActive(target);
    if (target.id === node.id || target.path.includes(node.id))
      throw fieldError("parentId", intoItselfMessage);
  } else {
    authorize(actor, "portfolios.create");
  }
  if ((target?.id ?? null) === node.parentId) {
    await reposition(tx, actor, node, input.index);
    return { node, from };
  }
  const { maxDepth } = portfolioLimits(deps, actor);
  const newLevel = (target?.level ?? 0) + 1;
  if (newLevel + (await subtreeHeight(tx, actor, node)) > maxDepth)
    throw fieldError("parentId", portfolioDepthMessage(maxDepth));
  // Only under a parent: its children are all visible to whoever sees it, so refusing a
  // name never tells of a portfolio the viewer cannot see (the top level may hold such ones).
  if (target) {
    const [clash] = await tx
      .select({ id: portfolios.id })
      .from(portfolios)
      .where(
        ownedBy(
          actor,
          portfolios,
          and(
            eq(portfolios.parentId, target.id),
            isNull(portfolios.archivedAt),
            ne(portfolios.id, node.id),
            sql`lower(${portfolios.name}) = lower(${node.name})`,
          ),
        ),
      )
      .limit(1);
    if (clash) throw new AlreadyExistsError(messages.portfolioItemExists);
  }
  await relocate(tx, actor, node, target, input.index);
  return { node, from };
}

/** Moves a portfolio (and its subtree) under another parent, or to the top level; offers an undo. */
export async function movePortfolio(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { id: string; parentId?: string | null; index?: number | null },
): Promise<PortfolioAction> {
  authorize(actor, "portfolios.read");
  const request = { id: input.id, parentId: input.parentId ?? null, index: input.index ?? null };
  return deps.db.transaction(async (tx) => {
    const { node, from } = await moveChecked(deps, tx, actor, request);
    const portfolio = await findVisible(tx, actor, node.id);
    await recordAudit(tx, actor, {
      action: "portfolio.moved",
      targetType: "Portfolio",
      targetId: node.id,
      before: { parentId: from.fromParentId, order: from.fromIndex },
      after: { parentId: portfolio.parentId, order: portfolio.order },
    });
    const undo = await createSnackbarUndo(tx, {
      userId: actor.userId,
      organizationId: actor.organization.id,
      type: portfolioUndoTypes.move,
      payload: from,
    });
    return { portfolio, undoId: undo.id };
  });
}

/** Moves a portfolio to `index` among its siblings; the others close up, order stays 0…n-1. */
export async function reorderPortfolio(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { id: string; index: number },
): Promise<PortfolioAction> {
  authorize(actor, "portfolios.read");
  if (!Number.isInteger(input.index) || input.index < 0)
    throw fieldError("index", "The position cannot be negative.");
  return deps.db.transaction(async (tx) => {
    await lockTree(tx, actor);
    const node = await findVisible(tx, actor, input.id);
    authorizeOn(actor, "portfolios.rename", node);
    assertActive(node);
    await reposition(tx, actor, node, input.index);
    const portfolio = await findVisible(tx, actor, node.id);
    await recordAudit(tx, actor, {
      action: "portfolio.reordered",
      targetType: "Portfolio",
      targetId: node.id,
      before: { order: node.order },
      after: { order: portfolio.order },
    });
    return { portfolio, undoId: null };
  });
}
