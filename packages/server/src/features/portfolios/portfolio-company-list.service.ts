import { type NumericMetric, numericMetricKeys } from "@tierwise/common/company-search";
import { companySearchLimits } from "@tierwise/common/company-search-limits";
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  notInArray,
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
import { ownedBy } from "../../core/tenant.ts";
import {
  assertReportSearchAllowed,
  reportCoverage,
  withoutUncoveredReports,
} from "../companies/company.policy.ts";
import { type Company, companies } from "../companies/company.table.ts";
import { hiddenStatuses } from "../companies/company-access.service.ts";
import { portfolioCompanies, portfolios } from "./portfolio.table.ts";
import { uuidArray } from "./portfolio-counters.ts";
import { findVisible, loadViews, type PortfolioView } from "./portfolio-visibility.ts";

export type PortfolioCompanyItem = {
  id: string;
  addedAt: Date;
  company: Company;
  portfolio: PortfolioView;
  /** The value of the asked metric (null when blank, or a report value without the package). */
  metricValue: number | null;
};

export type PortfolioCompanyListArgs = PageArgs & {
  portfolioId: string;
  portfolioIds?: readonly string[] | null;
  companyIds?: readonly string[] | null;
  metric?: string | null;
  scoreMin?: number | null;
  scoreMax?: number | null;
  includeBlanks?: boolean | null;
  sort?: string | null;
  mode?: string | null;
};

const sortKeys = ["name", "addedAt", "metric"] as const;

/** Which portfolios' items the page shows: this one, or it and its active descendants. */
function scopeOf(
  actor: TenantActor,
  portfolio: PortfolioView,
  args: PortfolioCompanyListArgs,
): SQL {
  if ((args.mode ?? "direct") === "direct") return eq(portfolioCompanies.portfolioId, portfolio.id);
  const chosen = (args.portfolioIds ?? []).filter(isUuid);
  const subtree = subtreeIds(actor, portfolio, chosen);
  return sql`${portfolioCompanies.portfolioId} in (${subtree})`;
}

function subtreeIds(actor: TenantActor, portfolio: PortfolioView, chosen: readonly string[]) {
  const inTree = or(
    eq(portfolios.id, portfolio.id),
    sql`${portfolios.path} @> ${uuidArray([portfolio.id])}`,
  );
  return sql`select ${portfolios.id} from ${portfolios} where ${ownedBy(
    actor,
    portfolios,
    inTree,
    portfolio.archivedAt ? undefined : isNull(portfolios.archivedAt),
    chosen.length > 0 ? inArray(portfolios.id, [...chosen]) : undefined,
  )}`;
}

/**
 * The companies of a portfolio page with its URL filters (spec 3 §2): sub-portfolios,
 * companies, a metric with a score range (blanks kept unless excluded), sort, and the
 * portfolio mode — "direct" (this portfolio) or "all" (with its descendants, each company
 * once, at its earliest addition). Report metrics follow the companies' field rules.
 */
export async function listPortfolioCompanies(
  deps: ServiceDeps,
  actor: TenantActor,
  args: PortfolioCompanyListArgs,
): Promise<Connection<PortfolioCompanyItem>> {
  authorize(actor, "portfolios.read");
  const portfolio = await findVisible(deps.db, actor, args.portfolioId);
  const mode = args.mode ?? "direct";
  if (mode !== "direct" && mode !== "all") throw fieldError("mode", "Mode is direct or all.");
  const descending = (args.sort ?? "name").startsWith("-");
  const sortKey = (args.sort ?? "name").replace(/^-/, "") as (typeof sortKeys)[number];
  if (!sortKeys.includes(sortKey)) throw fieldError("sort", "Sort by name, addedAt or metric.");
  const metric = (args.metric ?? null) as NumericMetric | null;
  if (metric !== null && !numericMetricKeys.includes(metric))
    throw fieldError("metric", `Unknown metric: ${metric}.`);
  const ranged = args.scoreMin != null || args.scoreMax != null;
  if ((ranged || sortKey === "metric") && metric === null)
    throw fieldError("metric", "Choose a metric to filter or sort by score.");
  const coverage = await reportCoverage(deps.db, actor);
  if (metric)
    assertReportSearchAllowed(coverage, {
      facets: {},
      ranges: ranged ? { [metric]: true } : {},
      sort: sortKey === "metric" ? metric : "",
    });
  const value = metric ? companies[metric] : null;
  const range =
    value && ranged
      ? and(
          args.scoreMin != null ? gte(value, args.scoreMin) : undefined,
          args.scoreMax != null ? lte(value, args.scoreMax) : undefined,
        )
      : undefined;
  const companyIds = (args.companyIds ?? []).filter(isUuid);
  const ranked = deps.db
    .select({
      id: portfolioCompanies.id,
      portfolioId: portfolioCompanies.portfolioId,
      companyId: portfolioCompanies.companyId,
      addedAt: portfolioCompanies.addedAt,
      rank: sql<number>`row_number() over (partition by ${portfolioCompanies.companyId} order by ${portfolioCompanies.addedAt}, ${portfolioCompanies.id})`.as(
        "rank",
      ),
    })
    .from(portfolioCompanies)
    .where(
      ownedBy(
        actor,
        portfolioCompanies,
        scopeOf(actor, portfolio, args),
        companyIds.length > 0 ? inArray(portfolioCompanies.companyId, companyIds) : undefined,
      ),
    )
    .as("items");
  const where = and(
    eq(ranked.rank, 1),
    notInArray(companies.statusCode, [...hiddenStatuses]),
    range && args.includeBlanks !== false && value ? or(isNull(value), range) : range,
  );
  const direction = descending ? desc : asc;
  const order =
    sortKey === "addedAt"
      ? [direction(ranked.addedAt)]
      : sortKey === "metric" && value
        ? [sql`${value} ${sql.raw(descending ? "desc" : "asc")} nulls last`]
        : [direction(sql`lower(${companies.displayName})`)];
  return paginate<PortfolioCompanyItem>(args, {
    defaultSize: companySearchLimits.searchPageSize,
    count: async () => {
      const [row] = await deps.db
        .select({ n: count() })
        .from(ranked)
        .innerJoin(companies, eq(companies.id, ranked.companyId))
        .where(where);
      return row?.n ?? 0;
    },
    fetch: async ({ offset, limit }) => {
      const rows = await deps.db
        .select({
          id: ranked.id,
          portfolioId: ranked.portfolioId,
          addedAt: ranked.addedAt,
          company: companies,
        })
        .from(ranked)
        .innerJoin(companies, eq(companies.id, ranked.companyId))
        .where(where)
        .orderBy(...order, asc(companies.id))
        .limit(limit)
        .offset(offset);
      const ownerIds = [...new Set(rows.map((r) => r.portfolioId))];
      const owners = new Map(
        ownerIds.length === 0
          ? []
          : (await loadViews(deps.db, actor, inArray(portfolios.id, ownerIds))).map((view) => [
              view.id,
              view,
            ]),
      );
      return rows.map((item) => {
        const shown = withoutUncoveredReports(item.company, coverage, actor);
        return {
          id: item.id,
          addedAt: item.addedAt,
          company: shown,
          portfolio: owners.get(item.portfolioId) ?? portfolio,
          metricValue: metric ? ((shown[metric] as number | null) ?? null) : null,
        };
      });
    },
  });
}
