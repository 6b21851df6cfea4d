import { type RiskConfigDraftInput, riskConfigDraftSchema } from "@tierwise/common/inputs/risk";
import { type GradeOrNone, gradeOfScore, riskLimits } from "@tierwise/common/risk";
import { and, asc, eq, ilike, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { ForbiddenCodeError } from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import { parseInput } from "../../core/parse-input.ts";
import { ownedBy } from "../../core/tenant.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import { companies } from "../companies/company.table.ts";
import { portfolioCompanies, portfolios } from "../portfolios/portfolio.table.ts";
import { explainedScore } from "./fresh-scores.ts";
import {
  companyRiskHistory,
  portfolioRiskHistory,
  type StoredCategoryScore,
} from "./risk.table.ts";
import { applyDraft } from "./risk-config-changes.ts";
import { findVisibleConfig } from "./risk-config-read.service.ts";
import { requireConfig, visiblePortfolioIds } from "./risk-hub.service.ts";
import { scoreCompany } from "./score-company.ts";
import type { RiskScoreView } from "./score-view.ts";

/**
 * A company's score with "why" for every metric (the hub's drawer): brought up to date with the
 * company's data first, so it says what the hub's row and the company profile say.
 */
export async function companyRiskScore(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { configId: string; companyId: string },
): Promise<RiskScoreView | null> {
  const config = await requireConfig(deps.db, actor, input.configId);
  if (!isUuid(input.companyId)) return null;
  return (await explainedScore(deps, config, input.companyId))?.view ?? null;
}

/** One point a day: a company's or a portfolio's overall score, or one category's (`name`: its id). */
export async function riskHistory(
  deps: ServiceDeps,
  actor: TenantActor,
  input: {
    configId: string;
    companyId?: string | null;
    portfolioId?: string | null;
    name?: string | null;
  },
) {
  const config = await requireConfig(deps.db, actor, input.configId);
  const since = sql`current_date - ${riskLimits.historyDays}::int`;
  if (input.portfolioId) {
    await visiblePortfolioIds(deps.db, actor, input.portfolioId);
    const rows = await deps.db
      .select()
      .from(portfolioRiskHistory)
      .where(
        ownedBy(
          actor,
          portfolioRiskHistory,
          eq(portfolioRiskHistory.configId, config.id),
          eq(portfolioRiskHistory.portfolioId, input.portfolioId),
          sql`${portfolioRiskHistory.day} >= ${since}`,
        ),
      )
      .orderBy(asc(portfolioRiskHistory.day));
    return rows.map((r) => ({ date: r.day, score: r.score, grade: r.grade }));
  }
  if (!input.companyId || !isUuid(input.companyId)) return [];
  const rows = await deps.db
    .select()
    .from(companyRiskHistory)
    .where(
      and(
        eq(companyRiskHistory.configId, config.id),
        eq(companyRiskHistory.companyId, input.companyId),
        sql`${companyRiskHistory.day} >= ${since}`,
      ),
    )
    .orderBy(asc(companyRiskHistory.day));
  return rows.map((r) => {
    const score = input.name ? (r.categoryScores[input.name] ?? null) : r.score;
    return {
      date: r.day,
      score,
      grade: input.name ? gradeOfScore(score, config.definition.thresholds) : r.grade,
    };
  });
}

/** The companies filter (50 by default): companies of the visible portfolios matching the search. */
export async function riskHubCompaniesFilter(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { search?: string | null; first?: number | null },
) {
  authorize(actor, "risk.read");
  const ids = await visiblePortfolioIds(deps.db, actor);
  const limit = Math.min(input.first ?? riskLimits.companiesFilterSize, 200);
  return deps.db
    .selectDistinct({
      id: companies.id,
      slug: companies.slug,
      name: companies.displayName,
      countryCode: companies.countryCode,
    })
    .from(portfolioCompanies)
    .innerJoin(companies, eq(companies.id, portfolioCompanies.companyId))
    .where(
      ownedBy(
        actor,
        portfolioCompanies,
        sql`${portfolioCompanies.portfolioId} = any(${`{${ids.join(",")}}`}::uuid[])`,
        input.search ? ilike(companies.displayName, `%${input.search}%`) : undefined,
      ),
    )
    .orderBy(companies.displayName, companies.id)
    .limit(limit);
}

/** The portfolios filter (100 by default). */
export async function riskHubPortfoliosFilter(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { search?: string | null; first?: number | null },
) {
  authorize(actor, "risk.read");
  const ids = await visiblePortfolioIds(deps.db, actor);
  const limit = Math.min(input.first ?? riskLimits.portfoliosFilterSize, 200);
  return deps.db
    .select({ id: portfolios.id, slug: portfolios.slug, name: portfolios.name })
    .from(portfolios)
    .where(
      ownedBy(
        actor,
        portfolios,
        sql`${portfolios.id} = any(${`{${ids.join(",")}}`}::uuid[])`,
        input.search ? ilike(portfolios.name, `%${input.search}%`) : undefined,
      ),
    )
    .orderBy(portfolios.name, portfolios.id)
    .limit(limit);
}

type Distribution = Record<"A" | "B" | "C" | "D" | "none", number>;
const emptyDistribution = (): Distribution => ({ A: 0, B: 0, C: 0, D: 0, none: 0 });
const countGrade = (d: Distribution, grade: GradeOrNone | string) => {
  if (grade === "A" || grade === "B" || grade === "C" || grade === "D") d[grade]++;
  else d.none++;
};

/**
 * What-if (beyond the spec): the organisation's companies graded by the committed definition and
 * by the draft with the input's changes, before anything is committed. Regrades from the stored
 * metric grades, so it reads no company data and costs one query.
 */
export async function previewRiskConfig(
  deps: ServiceDeps,
  actor: TenantActor,
  raw: RiskConfigDraftInput,
) {
  const input = parseInput(riskConfigDraftSchema, raw);
  authorize(actor, "risk.read");
  const config = await findVisibleConfig(deps.db, actor, input.id);
  if (!config) throw new ForbiddenCodeError("Risk configuration not found.");
  const draft = applyDraft(config.draft ?? config.definition, input);
  const portfolioIds = await visiblePortfolioIds(deps.db, actor);
  const rows = rowsOf<{ grade: string; categories: StoredCategoryScore[] }>(
    await deps.db.execute(sql`select s.grade, s.categories from company_risk_scores s
      where s.config_id = ${config.id} and s.company_id in (
        select company_id from portfolio_companies where ${ownedBy(actor, portfolioCompanies)}
          and portfolio_id = any(${`{${portfolioIds.join(",")}}`}::uuid[]))`),
  );
  const current = emptyDistribution();
  const preview = emptyDistribution();
  let moved = 0;
  for (const row of rows) {
    countGrade(current, row.grade);
    const grades = new Map<string, GradeOrNone>();
    for (const c of row.categories)
      for (const [m, [g]] of Object.entries(c.metrics)) grades.set(m, g as GradeOrNone);
    const next = scoreCompany({} as never, draft, (metric) => ({
      grade: grades.get(metric) ?? "-",
      value: null,
      explanation: "",
    }));
    countGrade(preview, next.grade);
    if (next.grade !== row.grade) moved++;
  }
  return { current, preview, movedCompanies: moved };
}
