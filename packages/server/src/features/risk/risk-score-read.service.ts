import { type RiskConfigDraftInput, riskConfigDraftSchema } from "@tierwise/common/inputs/risk";
import {
  type GradeOrNone,
  gradeOfScore,
  type RiskGrade,
  type RiskMetric,
  riskLimits,
  riskMetricInfo,
  tierOfGrade,
} from "@tierwise/common/risk";
import { and, asc, eq, ilike, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { ForbiddenCodeError } from "../../core/errors.ts";
import { parseInput } from "../../core/parse-input.ts";
import { ownedBy } from "../../core/tenant.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import { companies } from "../companies/company.table.ts";
import { portfolioCompanies, portfolios } from "../portfolios/portfolio.table.ts";
import { loadCompanyFacts } from "./company-facts.ts";
import { gradeMetric } from "./metric-grading.ts";
import {
  companyRiskHistory,
  companyRiskScores,
  portfolioRiskHistory,
  type StoredCategoryScore,
} from "./risk.table.ts";
import { applyDraft } from "./risk-config-changes.ts";
import { findVisibleConfig } from "./risk-config-read.service.ts";
import { requireConfig, visiblePortfolioIds } from "./risk-hub.service.ts";
import { scoreCompany } from "./score-company.ts";

export type MetricScoreView = {
  metric: string;
  name: string;
  grade: string;
  value: number | null;
  weight: number;
  explanation: string;
};
export type RiskScoreView = {
  score: number | null;
  grade: string;
  tier: string | null;
  categories: {
    categoryId: string;
    name: string;
    shortName: string;
    score: number | null;
    grade: string;
    weight: number;
    metrics: MetricScoreView[];
  }[];
  computedAt: Date | null;
  revision: number;
  changes: string[];
};

export const tierOf = (grade: string) => tierOfGrade[grade as RiskGrade] ?? null;

/** A stored score with the definition's names and weights, without explanations (hub lists). */
export function scoreView(
  stored: {
    score: number | null;
    grade: string;
    categories: StoredCategoryScore[];
    computedAt: Date | null;
    revision: number;
    changes: string[];
  },
  definition: {
    categories: {
      id: string;
      name: string;
      shortName: string;
      weight: number;
      risks: Record<string, number>;
    }[];
  },
  explain?: (metric: string, grade: string) => string,
): RiskScoreView {
  return {
    score: stored.score,
    grade: stored.grade,
    tier: tierOf(stored.grade),
    computedAt: stored.computedAt,
    revision: stored.revision,
    changes: stored.changes,
    categories: stored.categories.map((c) => {
      const def = definition.categories.find((d) => d.id === c.id);
      return {
        categoryId: c.id,
        name: def?.name ?? c.id,
        shortName: def?.shortName ?? c.id,
        score: c.score,
        grade: c.grade,
        weight: def?.weight ?? 0,
        metrics: Object.entries(c.metrics).map(([metric, [grade, value]]) => ({
          metric,
          name: riskMetricInfo[metric as RiskMetric]?.name ?? metric,
          grade,
          value,
          weight: def?.risks[metric] ?? 0,
          explanation: explain?.(metric, grade) ?? "",
        })),
      };
    }),
  };
}

/** A company's score with "why" for every metric: its value, the thresholds, the weights. */
export async function companyRiskScore(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { configId: string; companyId: string },
): Promise<RiskScoreView | null> {
  const config = await requireConfig(deps.db, actor, input.configId);
  if (!/^[0-9a-f-]{36}$/i.test(input.companyId)) return null;
  const [stored] = await deps.db
    .select()
    .from(companyRiskScores)
    .where(
      and(
        eq(companyRiskScores.configId, config.id),
        eq(companyRiskScores.companyId, input.companyId),
      ),
    );
  if (!stored) return null;
  const [facts] = await loadCompanyFacts(
    deps.db,
    [input.companyId],
    new Date(),
    config.organizationId,
  );
  const explain = (metric: string, grade: string) => {
    if (!facts) return "";
    const now = gradeMetric(metric as RiskMetric, facts);
    const weighting =
      grade === "-" && config.definition.missingData === "exclude"
        ? " Left out of the category's weights."
        : "";
    return now.grade === grade
      ? `${now.explanation}${weighting}`
      : `${now.explanation} (scored ${grade} before the data changed; rescoring is queued.)`;
  };
  return scoreView(stored, config.definition, explain);
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
  if (!input.companyId) return [];
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
