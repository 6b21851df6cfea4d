import { portfolioInputSchema } from "@tierwise/common/inputs/portfolios";
import { portfolioDepthMessage } from "@tierwise/common/portfolios";
import { eq } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { recordAudit } from "../../core/audit.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { fieldError, parseInput } from "../../core/parse-input.ts";
import { tenantData } from "../../core/tenant.ts";
import { portfolioAccess, portfolios } from "./portfolio.table.ts";
import { activeChildCount, adjustChain, adjustChildren, chainOf } from "./portfolio-counters.ts";
import { assertPortfolioRoom, freeSlug, portfolioLimits } from "./portfolio-limits.ts";
import {
  assertActive,
  authorizeOn,
  findVisible,
  lockTree,
  type PortfolioView,
} from "./portfolio-visibility.ts";

export type PortfolioChange = { portfolio: PortfolioView };

/** What the audit log keeps of a portfolio. */
export const auditSnapshot = (p: {
  name: string;
  description: string | null;
  parentId: string | null;
  order: number;
  archivedAt: Date | null;
}) => ({
  name: p.name,
  description: p.description,
  parentId: p.parentId,
  order: p.order,
  archivedAt: p.archivedAt?.toISOString() ?? null,
});

/**
 * A new portfolio at the top level or, with `parentId`, last among that parent's children
 * (which the viewer must be able to edit). The creator gets an editable entry of their own.
 */
export async function createPortfolio(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { input: unknown; parentId?: string | null },
): Promise<PortfolioChange> {
  authorize(actor, "portfolios.create");
  const { name, description } = parseInput(portfolioInputSchema, input.input);
  const limits = portfolioLimits(deps, actor);
  return deps.db.transaction(async (tx) => {
    await lockTree(tx, actor);
    const parent = input.parentId ? await findVisible(tx, actor, input.parentId) : null;
    if (parent) {
      authorizeOn(actor, "portfolios.update", parent);
      assertActive(parent);
    }
    const level = parent ? parent.level + 1 : 1;
    if (level > limits.maxDepth)
      throw fieldError("parentId", portfolioDepthMessage(limits.maxDepth));
    await assertPortfolioRoom(tx, actor, limits, { organization: 1, user: 1 });
    const data = tenantData(tx, actor);
    const created = await data.insert(portfolios, {
      slug: await freeSlug(tx, actor, name),
      name,
      description: description || null,
      parentId: parent?.id ?? null,
      path: parent ? chainOf(parent) : [],
      level,
      order: await activeChildCount(tx, actor, parent?.id ?? null),
      createdBy: actor.userId,
    });
    await data.insert(portfolioAccess, {
      portfolioId: created.id,
      actorType: "user",
      actorId: actor.userId,
      editable: true,
    });
    if (parent) {
      await adjustChildren(tx, actor, parent.id, 1);
      await adjustChain(tx, actor, chainOf(parent), { portfolios: 1, companies: 0 });
    }
    await recordAudit(tx, actor, {
      action: "portfolio.created",
      targetType: "Portfolio",
      targetId: created.id,
      after: auditSnapshot(created),
    });
    return { portfolio: await findVisible(tx, actor, created.id) };
  });
}

/** Renames or re-describes a portfolio; its slug stays, so links to it keep working. */
export async function updatePortfolio(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { id: string; input: unknown },
): Promise<PortfolioChange> {
  authorize(actor, "portfolios.read");
  const { name, description } = parseInput(portfolioInputSchema, input.input);
  return deps.db.transaction(async (tx) => {
    const before = await findVisible(tx, actor, input.id);
    authorizeOn(actor, "portfolios.rename", before);
    assertActive(before);
    const [after] = await tenantData(tx, actor).update(
      portfolios,
      { name, description: description || null, updatedAt: new Date() },
      eq(portfolios.id, before.id),
    );
    if (!after) throw new Error("portfolio update returned nothing");
    await recordAudit(tx, actor, {
      action: "portfolio.updated",
      targetType: "Portfolio",
      targetId: before.id,
      before: auditSnapshot(before),
      after: auditSnapshot(after),
    });
    return { portfolio: await findVisible(tx, actor, before.id) };
  });
}
