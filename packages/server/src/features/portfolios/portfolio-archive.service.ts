import { portfolioUndoTypes } from "@tierwise/common/portfolios";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { recordAudit } from "../../core/audit.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { fieldError } from "../../core/parse-input.ts";
import { ownedBy } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { createSnackbarUndo } from "../undo/snackbar-undo.service.ts";
import { portfolioCompanies, portfolios } from "./portfolio.table.ts";
import { adjustChain, adjustChildren, closeGap, openGap, uuidArray } from "./portfolio-counters.ts";
import { auditSnapshot } from "./portfolio-edit.service.ts";
import { assertItemRoom, assertPortfolioRoom, portfolioLimits } from "./portfolio-limits.ts";
import type { PortfolioAction } from "./portfolio-move.service.ts";
import {
  assertNotSystem,
  authorizeOn,
  findVisible,
  lockTree,
  type PortfolioView,
} from "./portfolio-visibility.ts";

/** What base_portfolio and portfolio_restored offers hold. */
export type ArchiveUndoPayload = { portfolioId: string; name: string; archivedAt?: string };

const restoreParentFirst = "Restore the archived parent portfolio first.";

const inSubtree = (id: string) => sql`${portfolios.path} @> ${uuidArray([id])}`;

/**
 * Archives a portfolio and its active subtree: itself "direct", the others "ancestor". It
 * leaves its siblings' order (they close up) and its ancestors' counters; it keeps its own
 * order, so a restore puts it back where it was. `at` lets an undo of a restore put back the
 * very timestamp the archive had.
 */
export async function archiveSubtree(
  tx: Database,
  actor: TenantActor,
  node: PortfolioView,
  at: Date = new Date(),
): Promise<void> {
  await tx
    .update(portfolios)
    .set({ archivedAt: at, archiveType: "direct" })
    .where(ownedBy(actor, portfolios, eq(portfolios.id, node.id)));
  await tx
    .update(portfolios)
    .set({ archivedAt: at, archiveType: "ancestor" })
    .where(ownedBy(actor, portfolios, inSubtree(node.id), isNull(portfolios.archivedAt)));
  await closeGap(tx, actor, node);
  await adjustChildren(tx, actor, node.parentId, -1);
  await adjustChain(tx, actor, node.path, {
    portfolios: -(1 + node.descendantPortfolioCount),
    companies: -node.descendantCompanyCount,
  });
}

/**
 * Restores a directly archived portfolio with the part of its subtree archived with it; a
 * sub-portfolio archived on its own before stays archived (with its own subtree). Limits apply:
 * restoring brings portfolios and items back.
 */
export async function restoreSubtree(
  deps: ServiceDeps,
  tx: Database,
  actor: TenantActor,
  node: PortfolioView,
): Promise<void> {
  if (node.archiveType !== "direct") throw fieldError("id", restoreParentFirst);
  if (node.parentId) {
    const [parent] = await tx
      .select({ archivedAt: portfolios.archivedAt })
      .from(portfolios)
      .where(ownedBy(actor, portfolios, eq(portfolios.id, node.parentId)));
    if (parent?.archivedAt) throw fieldError("id", restoreParentFirst);
  }
  const directBelow = (
    await tx
      .select({ id: portfolios.id })
      .from(portfolios)
      .where(ownedBy(actor, portfolios, inSubtree(node.id), eq(portfolios.archiveType, "direct")))
  ).map((row) => row.id);
  const restored = ownedBy(
    actor,
    portfolios,
    sql`(${portfolios.id} = ${node.id} or (${inSubtree(node.id)} and ${portfolios.archiveType} = 'ancestor'${
      directBelow.length > 0
        ? sql` and not (${portfolios.path} && ${uuidArray(directBelow)})`
        : sql``
    }))`,
  );
  const [growth] = await tx
    .select({
      all: count(),
      mine: sql<number>`count(*) filter (where ${portfolios.createdBy} = ${actor.userId})::int`,
      items: sql<number>`coalesce(sum(${portfolios.companyCount}), 0)::int`,
    })
    .from(portfolios)
    .where(restored);
  const [myItems] = await tx
    .select({ n: count() })
    .from(portfolioCompanies)
    .innerJoin(portfolios, eq(portfolios.id, portfolioCompanies.portfolioId))
    .where(and(restored, eq(portfolioCompanies.addedBy, actor.userId)));
  const limits = portfolioLimits(deps, actor);
  await assertPortfolioRoom(tx, actor, limits, {
    organization: growth?.all ?? 0,
    user: growth?.mine ?? 0,
  });
  await assertItemRoom(tx, actor, limits, {
    organization: growth?.items ?? 0,
    user: myItems?.n ?? 0,
  });
  await tx.update(portfolios).set({ archivedAt: null, archiveType: null }).where(restored);
  const at = await openGap(tx, actor, node.parentId, node.order, node.id);
  await tx
    .update(portfolios)
    .set({ order: at })
    .where(ownedBy(actor, portfolios, eq(portfolios.id, node.id)));
  await adjustChildren(tx, actor, node.parentId, 1);
  await adjustChain(tx, actor, node.path, {
    portfolios: 1 + node.descendantPortfolioCount,
    companies: node.descendantCompanyCount,
  });
}

/** The portfolio an archive, restore or their undo acts on, with its rule asked. */
export async function findForArchive(tx: Database, actor: TenantActor, id: string) {
  await lockTree(tx, actor);
  const node = await findVisible(tx, actor, id);
  assertNotSystem(node);
  authorizeOn(actor, "portfolios.archive", node);
  return node;
}

/** Archives a portfolio and its subtree; offers an undo. Archiving an archived one changes nothing. */
export async function archivePortfolio(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { id: string },
): Promise<PortfolioAction> {
  authorize(actor, "portfolios.read");
  return deps.db.transaction(async (tx) => {
    const node = await findForArchive(tx, actor, input.id);
    if (node.archivedAt) return { portfolio: node, undoId: null };
    await archiveSubtree(tx, actor, node);
    const portfolio = await findVisible(tx, actor, node.id);
    await recordAudit(tx, actor, {
      action: "portfolio.archived",
      targetType: "Portfolio",
      targetId: node.id,
      before: auditSnapshot(node),
      after: auditSnapshot(portfolio),
    });
    const payload: ArchiveUndoPayload = { portfolioId: node.id, name: node.name };
    const undo = await createSnackbarUndo(tx, {
      userId: actor.userId,
      organizationId: actor.organization.id,
      type: portfolioUndoTypes.archive,
      payload,
    });
    return { portfolio, undoId: undo.id };
  });
}

/** Restores a directly archived portfolio and its subtree; offers an undo. */
export async function unarchivePortfolio(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { id: string },
): Promise<PortfolioAction> {
  authorize(actor, "portfolios.read");
  return deps.db.transaction(async (tx) => {
    const node = await findForArchive(tx, actor, input.id);
    if (!node.archivedAt) return { portfolio: node, undoId: null };
    await restoreSubtree(deps, tx, actor, node);
    const portfolio = await findVisible(tx, actor, node.id);
    await recordAudit(tx, actor, {
      action: "portfolio.unarchived",
      targetType: "Portfolio",
      targetId: node.id,
      before: auditSnapshot(node),
      after: auditSnapshot(portfolio),
    });
    const payload: ArchiveUndoPayload = {
      portfolioId: node.id,
      name: node.name,
      archivedAt: node.archivedAt.toISOString(),
    };
    const undo = await createSnackbarUndo(tx, {
      userId: actor.userId,
      organizationId: actor.organization.id,
      type: portfolioUndoTypes.unarchive,
      payload,
    });
    return { portfolio, undoId: undo.id };
  });
}
