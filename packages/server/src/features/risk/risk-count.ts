/**
 * The hub's grade counts. Counting the grades of 50,000 companies live reads 50,000 scores (about
 * a second); the portfolio aggregate (score-config.ts aggregatePortfolios) already holds the
 * distinct companies' grade counts of every portfolio with its descendants. So when what the
 * viewer sees is exactly one portfolio tree, its root's stored counts are the answer; anything
 * else (several trees that may share companies, a tree partly hidden) is counted live.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { ownedBy } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import { portfolios } from "../portfolios/portfolio.table.ts";
import { loadViews } from "../portfolios/portfolio-visibility.ts";
import { type GradeCountsRow, portfolioRiskScores } from "./risk.table.ts";

/** The root of the visible portfolios when they are one whole tree, else null. */
async function wholeVisibleTree(db: Database, actor: TenantActor) {
  const views = await loadViews(db, actor, isNull(portfolios.archivedAt));
  const visible = new Set(views.map((v) => v.id));
  const roots = views.filter((v) => !v.path.some((ancestor) => visible.has(ancestor)));
  const [root] = roots;
  if (!root || roots.length > 1) return null;
  const [descendants] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from portfolios
      where ${ownedBy(actor, portfolios)} and portfolios.archived_at is null
        and ${root.id}::uuid = any(portfolios.path)`),
  );
  return descendants?.n === views.length - 1 ? root.id : null;
}

/** The stored grade counts of the viewer's one whole portfolio tree, when there is such. */
export async function storedTreeGradeCounts(
  db: Database,
  actor: TenantActor,
  configId: string,
): Promise<GradeCountsRow | null> {
  const root = await wholeVisibleTree(db, actor);
  if (!root) return null;
  const [stored] = await db
    .select({ gradeCounts: portfolioRiskScores.gradeCounts })
    .from(portfolioRiskScores)
    .where(
      ownedBy(
        actor,
        portfolioRiskScores,
        and(eq(portfolioRiskScores.configId, configId), eq(portfolioRiskScores.portfolioId, root)),
      ),
    );
  return stored?.gradeCounts ?? null;
}
