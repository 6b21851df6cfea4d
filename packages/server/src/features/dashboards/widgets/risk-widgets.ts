import { openRequestStatuses } from "@tierwise/common/company-requests";
import type {
  DashboardWidgetDataMap,
  DashboardWidgetSettingsMap,
} from "@tierwise/common/dashboards/widget-types";
import { can } from "@tierwise/common/policy/can";
import { type GradeOrNone, gradeLabels, riskGrades } from "@tierwise/common/risk";
import { sql } from "drizzle-orm";
import { rowsOf } from "../../../db/raw-rows.ts";
import { listRiskConfigs } from "../../risk/risk-config-read.service.ts";
import {
  requireConfig,
  riskCount,
  riskHubCompanies,
  riskHubPortfolios,
  visiblePortfolioIds,
} from "../../risk/risk-hub.service.ts";
import { uuidList, type WidgetContext } from "./widget-filters.ts";

type Data = DashboardWidgetDataMap;
type Settings = DashboardWidgetSettingsMap;
type Counts = { A: number; B: number; C: number; D: number; none: number };

/**
 * The chosen configuration, or the first the viewer's hub offers (the default one first), read
 * once a call for the widgets that name none.
 */
async function configOf(ctx: WidgetContext, configId: string | undefined) {
  if (configId) return requireConfig(ctx.db, ctx.actor, configId);
  return ctx.once("first risk configuration", async () => {
    const [first] = await listRiskConfigs(ctx.deps, ctx.actor);
    if (!first) throw new Error("no risk configuration is visible");
    return first;
  });
}

const gradeRow = (counts: Partial<Counts> | null | undefined) =>
  [...riskGrades, "-" as const].map((key: GradeOrNone) => ({
    key,
    label: gradeLabels[key],
    count: Number((key === "-" ? counts?.none : counts?.[key]) ?? 0),
  }));

/** Grades of the viewer's hub companies: all of them, or per chosen portfolio, or per portfolio. */
export async function riskGradeDistribution(
  ctx: WidgetContext,
  settings: Settings["riskGradeDistribution"],
): Promise<Data["riskGradeDistribution"]> {
  const config = await configOf(ctx, settings.configId);
  const chosen = ctx.portfolios?.map((p) => p.id) ?? null;
  if (settings.groupBy === "portfolio") {
    const page = await riskHubPortfolios(ctx.deps, ctx.actor, {
      configId: config.id,
      first: 20,
      ordering: "score_desc",
      portfolioIds: chosen,
    });
    const items = chosen?.length === 0 ? [] : page.items;
    return {
      configName: config.name,
      rows: items.map((row) => ({
        portfolioId: row.id,
        label: row.name,
        grades: gradeRow(row.grade_counts as Partial<Counts> | null),
      })),
    };
  }
  if (!ctx.portfolios) {
    const counts = await riskCount(ctx.deps, ctx.actor, { configId: config.id, view: "companies" });
    return {
      configName: config.name,
      rows: [{ portfolioId: null, label: "All companies", grades: gradeRow(counts) }],
    };
  }
  const rows = await Promise.all(
    ctx.portfolios.map(async (portfolio) => ({
      portfolioId: portfolio.id,
      label: portfolio.name,
      grades: gradeRow(
        await riskCount(ctx.deps, ctx.actor, {
          configId: config.id,
          view: "companies",
          portfolioId: portfolio.id,
        }),
      ),
    })),
  );
  return { configName: config.name, rows };
}

/** The highest risk scores among the viewer's hub companies (the chosen portfolios'). */
export async function topRiskySuppliers(
  ctx: WidgetContext,
  settings: Settings["topRiskySuppliers"],
): Promise<Data["topRiskySuppliers"]> {
  const config = await configOf(ctx, settings.configId);
  const scopes = ctx.portfolios ? ctx.portfolios.map((p) => p.id) : [null];
  const pages = await Promise.all(
    scopes.map((portfolioId) =>
      riskHubCompanies(ctx.deps, ctx.actor, {
        configId: config.id,
        first: settings.limit,
        ordering: "score_desc",
        portfolioId,
        withTotal: false,
      }),
    ),
  );
  const byCompany = new Map(
    pages.flatMap((page) => page.items).map((item) => [item.row.company_id, item.row]),
  );
  const companies = [...byCompany.values()]
    .sort(
      (a, b) => (b.score ?? -1) - (a.score ?? -1) || a.display_name.localeCompare(b.display_name),
    )
    .slice(0, settings.limit)
    .map((row) => ({
      id: row.company_id,
      slug: row.slug,
      name: row.display_name,
      country: row.country_code,
      grade: (row.grade ?? "-") as GradeOrNone,
      score: row.score,
    }));
  return { configName: config.name, companies };
}

/**
 * How much of the viewer's portfolios is covered: their distinct companies, how many have a
 * score under the hub's first configuration (when the viewer has the hub), and the
 * organisation's open company requests (when the viewer may read them).
 */
export async function portfolioCoverage(ctx: WidgetContext): Promise<Data["portfolioCoverage"]> {
  // The steps that depend on nothing else go side by side.
  const [portfolioIds, companyIds, config, requestsPending] = await Promise.all([
    ctx.portfolios ? ctx.portfolios.map((p) => p.id) : visiblePortfolioIds(ctx.db, ctx.actor),
    ctx.companyIds(),
    can(ctx.actor, "risk.read") ? configOf(ctx, undefined) : null,
    can(ctx.actor, "requests.read") ? openRequests(ctx) : null,
  ]);
  const scope = companyIds
    ? sql`select unnest(${uuidList(companyIds)}) as company_id`
    : // In company order: the distinct ids then stream from portfolio_companies_company without
      // hashing 45,000 rows (database CPU about 100 → 45 ms a view at 50,000 companies).
      sql`select distinct pc.company_id from portfolio_companies pc
        where pc.organization_id = ${ctx.actor.organizationId}::uuid
          and pc.portfolio_id = any(${uuidList(portfolioIds)}) order by pc.company_id`;
  const [row] = rowsOf<{ companies: number; scored: number }>(
    await ctx.db.execute(sql`select count(*)::int as companies,
        count(s.company_id)::int as scored
      from (${scope}) scope
      left join company_risk_scores s on s.company_id = scope.company_id
        and s.config_id = ${config?.id ?? "00000000-0000-0000-0000-000000000000"}::uuid`),
  );
  const companies = row?.companies ?? 0;
  const withScores = config ? (row?.scored ?? 0) : null;
  return {
    portfolios: portfolioIds.length,
    companies,
    withScores,
    withoutScores: withScores === null ? null : companies - withScores,
    requestsPending,
  };
}

async function openRequests(ctx: WidgetContext) {
  const [row] = rowsOf<{ n: number }>(
    await ctx.db.execute(sql`select coalesce(sum(count), 0)::int as n from company_request_counts
      where organization_id = ${ctx.actor.organizationId}::uuid
        and status = any(${sql.param([...openRequestStatuses])}::text[])`),
  );
  return row?.n ?? 0;
}
