import {
  isPoorGrade,
  type RiskHubOrdering,
  riskHubOrderings,
  riskLimits,
} from "@tierwise/common/risk";
import { isNull, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { ForbiddenCodeError, NotFoundError } from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import { decodeCursor, encodeCursor } from "../../core/paging.ts";
import { ownedBy } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import { portfolioCompanies, portfolios } from "../portfolios/portfolio.table.ts";
import { loadViews } from "../portfolios/portfolio-visibility.ts";
import { refreshScores } from "./fresh-scores.ts";
import { riskSignalUserActions, type StoredCategoryScore } from "./risk.table.ts";
import { findVisibleConfig } from "./risk-config-read.service.ts";
import { storedTreeGradeCounts } from "./risk-count.ts";
import { countHubCompanies, type HubScope, hubPageCompanyIds } from "./risk-hub-page.ts";

export type HubCompanyRow = {
  company_id: string;
  slug: string;
  display_name: string;
  country_code: string | null;
  score: number | null;
  grade: string | null;
  previous_grade: string | null;
  categories: StoredCategoryScore[] | null;
  changes: string[] | null;
  computed_at: string | null;
  revision: number | null;
};

export async function requireConfig(db: Database, actor: TenantActor, configId: string) {
  authorize(actor, "risk.read");
  const config = await findVisibleConfig(db, actor, configId);
  // Queries have no error union: an invisible configuration is refused without saying it exists.
  if (!config) throw new ForbiddenCodeError("Risk configuration not found.");
  return config;
}

/**
 * Ids of the portfolios the viewer sees (spec 3 portfolio access), optionally one subtree. An
 * invisible root is NotFoundError for mutations (their union has it), FORBIDDEN for queries.
 */
export async function visiblePortfolioIds(
  db: Database,
  actor: TenantActor,
  root?: string | null,
  forMutation = false,
) {
  const views = await loadViews(
    db,
    actor,
    root && /^[0-9a-f-]{36}$/i.test(root)
      ? sql`(${portfolios.id} = ${root} or ${root}::uuid = any(${portfolios.path}))`
      : isNull(portfolios.archivedAt),
  );
  if (root && !views.some((v) => v.id === root))
    throw forMutation
      ? new NotFoundError("Portfolio not found.")
      : new ForbiddenCodeError("Portfolio not found.");
  return views.filter((v) => v.archivedAt === null).map((v) => v.id);
}

const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(",")}}`}::uuid[]`;

const orderings = {
  change_desc:
    "(h.previous_grade is not null and h.previous_grade <> h.grade) desc, h.score desc nulls last, h.company_id",
};

/** The distinct companies of the visible portfolios (or the given ones), with their scores. */
function hubCompaniesSql(
  actor: TenantActor,
  configId: string,
  portfolioIds: string[],
  companyIds?: readonly string[] | null,
) {
  const only = companyIds?.length
    ? sql`and portfolio_companies.company_id = any(${uuidArray(companyIds)})`
    : sql``;
  return sql`
    with scope as (
      select distinct company_id from portfolio_companies
      where ${ownedBy(actor, portfolioCompanies)}
        and portfolio_companies.portfolio_id = any(${uuidArray(portfolioIds)}) ${only}
    )
    select c.id as company_id, c.display_name, s.score, s.grade, s.previous_grade
    from scope join companies c on c.id = scope.company_id
    left join company_risk_scores s on s.config_id = ${configId} and s.company_id = c.id`;
}

export async function riskHubCompanies(
  deps: ServiceDeps,
  actor: TenantActor,
  input: {
    configId: string;
    first?: number | null;
    after?: string | null;
    ordering?: RiskHubOrdering | null;
    companyIds?: string[] | null;
    portfolioId?: string | null;
    /**
     * False for a caller that shows no total (the dashboard's top risky suppliers): the count of
     * every company in scope is skipped; totalCount is then the companies up to this page's end
     * and hasNextPage whether the page came back full.
     */
    withTotal?: boolean;
  },
) {
  const config = await requireConfig(deps.db, actor, input.configId);
  const portfolioIds = await visiblePortfolioIds(deps.db, actor, input.portfolioId);
  const first = Math.min(Math.max(input.first ?? riskLimits.hubPageSize, 0), 100);
  const offset = input.after ? decodeCursor(input.after) + 1 : 0;
  const ordering = riskHubOrderings.includes(input.ordering as RiskHubOrdering)
    ? (input.ordering as RiskHubOrdering)
    : "score_desc";
  const scope = { actor, configId: config.id, portfolioIds, companyIds: input.companyIds };
  const [pageIds, total] =
    ordering === "change_desc"
      ? await changedFirstPage(deps.db, scope, first, offset)
      : await Promise.all([
          hubPageCompanyIds(deps.db, scope, ordering, first, offset),
          input.withTotal === false ? null : countHubCompanies(deps.db, scope),
        ]);
  // The page's scores as they are now: the same answer the drawer and the profile give.
  await refreshScores(deps, config, pageIds);
  const rows = rowsOf<HubCompanyRow>(
    await deps.db.execute(sql`select c.id as company_id, c.slug, c.display_name, c.country_code,
        s.score, s.grade, s.previous_grade, s.categories, s.changes, s.computed_at, s.revision
      from unnest(${uuidArray(pageIds)}) with ordinality as page(id, n)
      join companies c on c.id = page.id
      left join company_risk_scores s on s.config_id = ${config.id} and s.company_id = c.id
      order by page.n`),
  );
  const dismissed = await dismissedSignals(
    deps.db,
    actor,
    rows.map((r) => r.company_id),
  );
  return {
    items: rows.map((row) => ({
      row,
      configId: config.id,
      signalCount: poorMetrics(row.categories).filter(
        (m) => !dismissed.has(`${row.company_id}:${m}`),
      ).length,
    })),
    totalCount: total ?? offset + rows.length,
    pageInfo: {
      hasNextPage:
        total === null ? rows.length === first && first > 0 : offset + rows.length < total,
      hasPreviousPage: offset > 0,
      startCursor: rows.length ? encodeCursor(offset) : null,
      endCursor: rows.length ? encodeCursor(offset + rows.length - 1) : null,
    },
  };
}

/**
 * Companies whose grade moved first: no index holds that order, so the scope is sorted whole
 * (the one ordering that does; the others walk an index, see risk-hub-page.ts).
 */
async function changedFirstPage(db: Database, scope: HubScope, first: number, offset: number) {
  const base = hubCompaniesSql(
    scope.actor,
    scope.configId,
    [...scope.portfolioIds],
    scope.companyIds,
  );
  const rows = rowsOf<{ company_id: string; total: number }>(
    await db.execute(sql`select h.company_id, count(*) over ()::int as total from (${base}) h
      order by ${sql.raw(orderings.change_desc)} limit ${first} offset ${offset}`),
  );
  const total = rows[0]?.total ?? (offset > 0 ? await countHubCompanies(db, scope) : 0);
  return [rows.map((r) => r.company_id), total] as const;
}

/** The metrics graded poor (D) in a stored score. */
export function poorMetrics(categories: StoredCategoryScore[] | null): string[] {
  const poor = new Set<string>();
  for (const category of categories ?? [])
    for (const [metric, [grade]] of Object.entries(category.metrics))
      if (isPoorGrade(grade)) poor.add(metric);
  return [...poor];
}

/** `companyId:signalId` of the signals whose latest action is a dismissal (in any portfolio). */
export async function dismissedSignals(
  db: Database,
  actor: TenantActor,
  companyIds: readonly string[],
) {
  if (companyIds.length === 0) return new Set<string>();
  const rows = await db
    .select({
      companyId: riskSignalUserActions.companyId,
      signalId: riskSignalUserActions.signalId,
    })
    .from(riskSignalUserActions)
    .where(
      ownedBy(
        actor,
        riskSignalUserActions,
        sql`${riskSignalUserActions.isLatest} and ${riskSignalUserActions.status} = 'dismissed'
          and ${riskSignalUserActions.companyId} = any(${uuidArray(companyIds)})`,
      ),
    );
  return new Set(rows.map((r) => `${r.companyId}:${r.signalId}`));
}

/**
 * Grade counts of the hub's companies or portfolios under a configuration, with the filters the
 * hub's list has (companies, the portfolio in context; or portfolios): the chart beside the list
 * counts what the list shows.
 */
export async function riskCount(
  deps: ServiceDeps,
  actor: TenantActor,
  input: {
    configId: string;
    view: "companies" | "portfolios";
    companyIds?: readonly string[] | null;
    portfolioId?: string | null;
    portfolioIds?: readonly string[] | null;
  },
) {
  const config = await requireConfig(deps.db, actor, input.configId);
  const companies = input.view === "companies";
  const companyIds = companies && input.companyIds?.length ? input.companyIds.filter(isUuid) : null;
  const portfolioId = companies ? (input.portfolioId ?? null) : null;
  const none = { A: 0, B: 0, C: 0, D: 0, none: 0 };
  if (companyIds?.length === 0) return none;
  if (companies && !companyIds && !portfolioId) {
    const stored = await storedTreeGradeCounts(deps.db, actor, config.id);
    if (stored) return stored;
  }
  let portfolioIds = await visiblePortfolioIds(deps.db, actor, portfolioId);
  if (!companies && input.portfolioIds?.length)
    portfolioIds = portfolioIds.filter((id) => input.portfolioIds?.includes(id));
  const source = companies
    ? hubCompaniesSql(actor, config.id, portfolioIds, companyIds)
    : sql`select grade from portfolio_risk_scores where config_id = ${config.id}
          and portfolio_id = any(${uuidArray(portfolioIds)})`;
  const [row] = rowsOf<Record<"A" | "B" | "C" | "D" | "none", number>>(
    await deps.db.execute(sql`select count(*) filter (where grade = 'A')::int as "A",
      count(*) filter (where grade = 'B')::int as "B", count(*) filter (where grade = 'C')::int as "C",
      count(*) filter (where grade = 'D')::int as "D",
      count(*) filter (where grade is null or grade = '-')::int as none from (${source}) g`),
  );
  return row ?? none;
}

export async function riskHubPortfolios(
  deps: ServiceDeps,
  actor: TenantActor,
  input: {
    configId: string;
    first?: number | null;
    after?: string | null;
    ordering?: RiskHubOrdering | null;
    portfolioIds?: string[] | null;
  },
) {
  const config = await requireConfig(deps.db, actor, input.configId);
  let ids = await visiblePortfolioIds(deps.db, actor);
  if (input.portfolioIds?.length) ids = ids.filter((id) => input.portfolioIds?.includes(id));
  const first = Math.min(Math.max(input.first ?? riskLimits.hubPageSize, 0), 100);
  const offset = input.after ? decodeCursor(input.after) + 1 : 0;
  const order = {
    score_desc: "r.score desc nulls last, p.name, p.id",
    score_asc: "r.score asc nulls last, p.name, p.id",
    name_asc: "p.name, p.id",
    change_desc: "r.score desc nulls last, p.id",
  }[input.ordering ?? "score_desc"];
  const rows = rowsOf<{
    id: string;
    slug: string;
    name: string;
    score: number | null;
    grade: string | null;
    company_count: number | null;
    grade_counts: Record<string, number> | null;
    total: number;
  }>(
    await deps.db.execute(sql`select p.id, p.slug, p.name, r.score, r.grade, r.company_count, r.grade_counts,
        count(*) over ()::int as total
      from portfolios p left join portfolio_risk_scores r on r.config_id = ${config.id} and r.portfolio_id = p.id
      where p.id = any(${uuidArray(ids)})
      order by ${sql.raw(order)} limit ${first} offset ${offset}`),
  );
  const total = rows[0]?.total ?? 0;
  return {
    items: rows,
    totalCount: total,
    pageInfo: {
      hasNextPage: offset + rows.length < total,
      hasPreviousPage: offset > 0,
      startCursor: rows.length ? encodeCursor(offset) : null,
      endCursor: rows.length ? encodeCursor(offset + rows.length - 1) : null,
    },
  };
}
