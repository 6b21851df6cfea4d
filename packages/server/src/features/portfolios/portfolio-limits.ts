import { messages } from "@tierwise/common/messages";
import { portfolioDefaults, reservedPortfolioSlugs } from "@tierwise/common/portfolios";
import { and, count, eq, isNull, like, or, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { LimitReachedError } from "../../core/errors.ts";
import { ownedBy } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { portfolioCompanies, portfolios } from "./portfolio.table.ts";

export type PortfolioLimits = {
  organizationPortfolios: number;
  userPortfolios: number;
  organizationItems: number;
  userItems: number;
  maxDepth: number;
};

/** The organisation's settings where set, else the defaults; per-person limits from config. */
export function portfolioLimits(deps: ServiceDeps, actor: TenantActor): PortfolioLimits {
  const settings = actor.organization.resolvedSettings;
  return {
    organizationPortfolios: settings.portfolioLimit ?? portfolioDefaults.organizationPortfolioLimit,
    userPortfolios: deps.config.PORTFOLIO_USER_LIMIT,
    organizationItems: settings.portfolioItemsLimit ?? portfolioDefaults.organizationItemsLimit,
    userItems: deps.config.PORTFOLIO_ITEMS_USER_LIMIT,
    maxDepth: settings.maxPortfolioDepth ?? portfolioDefaults.maxDepth,
  };
}

/** Growth a change would bring: for the whole organisation, and the part that is the viewer's. */
export type Growth = { organization: number; user: number };

/** Active portfolios, per person (config) and per organisation (settings), with the spec's words. */
export async function assertPortfolioRoom(
  tx: Database,
  actor: TenantActor,
  limits: PortfolioLimits,
  growth: Growth,
) {
  const active = ownedBy(actor, portfolios, isNull(portfolios.archivedAt));
  if (growth.user > 0) {
    const [mine] = await tx
      .select({ n: count() })
      .from(portfolios)
      .where(and(active, eq(portfolios.createdBy, actor.userId)));
    if ((mine?.n ?? 0) + growth.user > limits.userPortfolios)
      throw new LimitReachedError(limits.userPortfolios, messages.portfolioUserLimit);
  }
  if (growth.organization > 0) {
    const [all] = await tx.select({ n: count() }).from(portfolios).where(active);
    if ((all?.n ?? 0) + growth.organization > limits.organizationPortfolios)
      throw new LimitReachedError(
        limits.organizationPortfolios,
        messages.portfolioOrganizationLimit,
      );
  }
}

/**
 * Company items in active portfolios, per person and per organisation. The organisation's
 * total is the sum of the active top-level portfolios' maintained descendant counts (every
 * active portfolio lies under exactly one of them), so it costs one short scan, not a count of
 * a million items.
 */
export async function assertItemRoom(
  tx: Database,
  actor: TenantActor,
  limits: PortfolioLimits,
  growth: Growth,
) {
  if (growth.user > 0) {
    const [mine] = await tx
      .select({ n: count() })
      .from(portfolioCompanies)
      .innerJoin(portfolios, eq(portfolios.id, portfolioCompanies.portfolioId))
      .where(
        and(
          ownedBy(actor, portfolioCompanies, eq(portfolioCompanies.addedBy, actor.userId)),
          isNull(portfolios.archivedAt),
        ),
      );
    if ((mine?.n ?? 0) + growth.user > limits.userItems)
      throw new LimitReachedError(limits.userItems, messages.portfolioItemsUserLimit);
  }
  if (growth.organization > 0) {
    const [all] = await tx
      .select({ n: sql<number>`coalesce(sum(${portfolios.descendantCompanyCount}), 0)::int` })
      .from(portfolios)
      .where(
        ownedBy(actor, portfolios, isNull(portfolios.archivedAt), isNull(portfolios.parentId)),
      );
    if ((all?.n ?? 0) + growth.organization > limits.organizationItems)
      throw new LimitReachedError(
        limits.organizationItems,
        messages.portfolioItemsOrganizationLimit,
      );
  }
}

/** "Tier 1 — Europe" → "tier-1-europe". */
export function slugBase(name: string): string {
  const base = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return base || "portfolio";
}

/**
 * A slug from the name, unique in the organisation and not a reserved path word (`archived`):
 * the base, else "-2", "-3", … Archived
 * portfolios keep theirs, so a link to one never changes meaning. Called under lockTree, so
 * two creations cannot pick the same one.
 */
export async function freeSlug(tx: Database, actor: TenantActor, name: string): Promise<string> {
  const base = slugBase(name);
  // A path word of a page under /portfolios would hide the portfolio's own page.
  const taken = new Set<string>(reservedPortfolioSlugs);
  for (const slug of (
    await tx
      .select({ slug: portfolios.slug })
      .from(portfolios)
      .where(
        ownedBy(
          actor,
          portfolios,
          or(eq(portfolios.slug, base), like(portfolios.slug, `${base}-%`)),
        ),
      )
  ).map((row) => row.slug))
    taken.add(slug);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
