import { limits } from "@tierwise/common/limits";
import {
  encodePortfolioTree,
  type PortfolioTreeColumns,
  type PortfolioTreeNode,
} from "@tierwise/common/portfolio-tree";
import {
  type PortfolioOrderBy,
  portfolioOrderBy,
  portfolioSuggestionLimits,
} from "@tierwise/common/portfolios";
import {
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { isUuid } from "../../core/ids.ts";
import { type Connection, type PageArgs, paginate } from "../../core/paging.ts";
import { fieldError } from "../../core/parse-input.ts";
import { likePattern } from "../../core/sql-support.ts";
import { portfolioFavorites, portfolios } from "./portfolio.table.ts";
import { resolveTree, treeRows } from "./portfolio-tree-load.ts";
import {
  countVisible,
  loadViews,
  type PortfolioView,
  toView,
  visiblePortfolios,
} from "./portfolio-visibility.ts";

/**
 * Every active portfolio the viewer sees, flat, in tree order (the page builds the tree): one
 * query of narrow rows whose counts are maintained, never aggregated here, and visibility with
 * inherited write access resolved in one pass over it (`resolveTree`).
 */
export async function portfolioTree(
  deps: ServiceDeps,
  actor: TenantActor,
): Promise<PortfolioTreeNode[]> {
  authorize(actor, "portfolios.read");
  return resolveTree(await treeRows(deps.db, actor));
}

/** The same tree as columns (`portfolioTreeData`): one JSON value instead of 120,000 fields. */
export async function portfolioTreeColumns(
  deps: ServiceDeps,
  actor: TenantActor,
): Promise<{ count: number; nodes: PortfolioTreeColumns }> {
  const nodes = await portfolioTree(deps, actor);
  return { count: nodes.length, nodes: encodePortfolioTree(nodes) };
}

/** The portfolio page's portfolio; null when it does not exist for the viewer. */
export async function portfolioBySlug(
  deps: ServiceDeps,
  actor: TenantActor,
  slug: string,
): Promise<PortfolioView | null> {
  authorize(actor, "portfolios.read");
  const [view] = await loadViews(deps.db, actor, eq(portfolios.slug, slug.trim()));
  return view ?? null;
}

/** Visible portfolios for the ids, in the order asked; the others are left out. */
export async function portfoliosByIds(
  deps: ServiceDeps,
  actor: TenantActor,
  ids: readonly string[],
): Promise<PortfolioView[]> {
  authorize(actor, "portfolios.read");
  const wanted = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))].slice(
    0,
    limits.pageSizeMaximum,
  );
  if (wanted.length === 0) return [];
  const byId = new Map(
    (await loadViews(deps.db, actor, inArray(portfolios.id, wanted))).map((v) => [v.id, v]),
  );
  return wanted.flatMap((id) => byId.get(id) ?? []);
}

export type PortfolioListArgs = PageArgs & {
  archived?: boolean | null;
  orderBy?: string | null;
  search?: string | null;
  favoritesOnly?: boolean | null;
  parentId?: string | null;
};

function listOrder(orderBy: PortfolioOrderBy, favoritesOnly: boolean): SQL[] {
  switch (orderBy) {
    case "name":
      return [asc(sql`lower(${portfolios.name})`), asc(portfolios.id)];
    case "updatedAt":
      return [desc(portfolios.updatedAt), asc(portfolios.id)];
    case "createdAt":
      return [desc(portfolios.createdAt), asc(portfolios.id)];
    default:
      return favoritesOnly
        ? [asc(portfolioFavorites.position), asc(portfolios.id)]
        : [asc(portfolios.level), asc(portfolios.order), asc(portfolios.id)];
  }
}

/** The portfolios list (spec 3 §3: archived, orderBy, search, favoritesOnly), paged. */
export async function listPortfolios(
  deps: ServiceDeps,
  actor: TenantActor,
  args: PortfolioListArgs,
): Promise<Connection<PortfolioView>> {
  authorize(actor, "portfolios.read");
  const orderBy = (args.orderBy ?? "order") as PortfolioOrderBy;
  if (!portfolioOrderBy.includes(orderBy))
    throw fieldError("orderBy", `Order by one of: ${portfolioOrderBy.join(", ")}.`);
  const favoritesOnly = args.favoritesOnly === true;
  const parentId = args.parentId ?? null;
  // Children are listed only under a parent the viewer sees: a hidden parent answers as an
  // unknown one (nothing), or its shared children would tell that it exists.
  const parentSeen =
    parentId !== null &&
    isUuid(parentId) &&
    (await countVisible(deps.db, actor, eq(portfolios.id, parentId))) > 0;
  const where = and(
    args.archived ? isNotNull(portfolios.archivedAt) : isNull(portfolios.archivedAt),
    args.search?.trim() ? ilike(portfolios.name, likePattern(args.search)) : undefined,
    parentId === null ? undefined : parentSeen ? eq(portfolios.parentId, parentId) : sql`false`,
  );
  const outer = favoritesOnly ? isNotNull(portfolioFavorites.position) : undefined;
  return paginate<PortfolioView>(args, {
    defaultSize: 25,
    count: () => countVisible(deps.db, actor, where, outer),
    fetch: async ({ offset, limit }) =>
      (
        await visiblePortfolios(deps.db, actor, where, outer)
          .orderBy(...listOrder(orderBy, favoritesOnly))
          .limit(limit)
          .offset(offset)
      ).map((row) => toView(actor, row)),
  });
}

/**
 * Quick search's "Portfolios" group: active portfolios the viewer sees whose name holds the
 * text or resembles it (pg_trgm), substring matches first, then the most similar.
 */
export async function portfolioSuggestions(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { text: string; first?: number | null },
): Promise<PortfolioView[]> {
  authorize(actor, "portfolios.read");
  const text = input.text.trim().slice(0, 200);
  const max = portfolioSuggestionLimits.page;
  const first = Math.min(Math.max(input.first ?? max, 0), max);
  if (!text || first === 0) return [];
  const contains = ilike(portfolios.name, likePattern(text));
  const where = and(isNull(portfolios.archivedAt), or(contains, sql`${portfolios.name} % ${text}`));
  const rows = await visiblePortfolios(deps.db, actor, where)
    .orderBy(
      desc(sql`${contains}`),
      desc(sql`similarity(${portfolios.name}, ${text})`),
      asc(sql`lower(${portfolios.name})`),
    )
    .limit(first);
  return rows.map((row) => toView(actor, row));
}

/** Active children in order. */
export function childrenOf(deps: ServiceDeps, actor: TenantActor, portfolio: PortfolioView) {
  return loadViews(
    deps.db,
    actor,
    and(eq(portfolios.parentId, portfolio.id), isNull(portfolios.archivedAt)),
  );
}

/** The visible ancestors, root first (breadcrumbs). */
export async function ancestorsOf(deps: ServiceDeps, actor: TenantActor, portfolio: PortfolioView) {
  if (portfolio.path.length === 0) return [];
  return loadViews(deps.db, actor, inArray(portfolios.id, portfolio.path));
}

export async function parentOf(deps: ServiceDeps, actor: TenantActor, portfolio: PortfolioView) {
  if (!portfolio.parentId) return null;
  const [parent] = await loadViews(deps.db, actor, eq(portfolios.id, portfolio.parentId));
  return parent ?? null;
}
