/**
 * One risk answer everywhere (issue 27). Every read of a company's score — the hub's row, its
 * "why this grade" drawer, the company profile, the AI report's facts — goes through here first:
 * the stored score is compared with what grading the company's data gives now, and rescored on
 * the spot when they differ. Without it the stored score was only as fresh as the last dirty
 * mark: the rescoring job runs every five minutes, and only for changes that mark a company
 * (six metric columns, three event areas, portfolio membership, screening); data that marks
 * nothing (adverse media, enforcement, ESG, forced labour, PEPs, state ownership, statements,
 * the viability score) and time itself (a breach ages, media leaves its year) were never
 * rescored, while the drawer's explanation, graded live, said "rescoring is queued".
 */
import { noScore, type RiskMetric } from "@tierwise/common/risk";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { ServiceDeps } from "../../core/deps.ts";
import { isUuid } from "../../core/ids.ts";
import type { Database } from "../../db/client.ts";
import { companies } from "../companies/company.table.ts";
import { loadProfileAreas } from "../companies/profile/profile-areas.service.ts";
import { loadCompanyFacts } from "./company-facts.ts";
import type { CompanyFacts } from "./company-facts-shape.ts";
import { gradeMetric } from "./metric-grading.ts";
import { companyRiskScores, type RiskConfigRow, type StoredCategoryScore } from "./risk.table.ts";
import { type CompanyScore, scoreCompany } from "./score-company.ts";
import { coveredOf, scoreBatch } from "./score-config.ts";
import { type RiskScoreView, scoreView } from "./score-view.ts";

type Deps = Pick<ServiceDeps, "db" | "config">;
type StoredScore = typeof companyRiskScores.$inferSelect;

/**
 * Demo companies get their profile areas from the demo provider on first read of the profile
 * (companies/profile/profile-areas.service.ts). Grading reads those areas too, so it fills them
 * the same way first: otherwise a company scored before anyone opened its profile was graded
 * without the breaches, media and enforcement its profile then shows.
 */
export async function fillDemoData(deps: Deps, ids: readonly string[]) {
  const unfilled = await deps.db
    .select()
    .from(companies)
    .where(
      and(
        inArray(companies.id, [...ids]),
        isNotNull(companies.profileSeed),
        // The demo provider's marker (profile-areas.service.ts): its summary.
        sql`not exists (select 1 from company_profile_areas a where a.company_id = ${companies.id}
          and a.area = 'summary' and a.source = 'tierwise')`,
      ),
    );
  for (const company of unfilled)
    await loadProfileAreas(deps.db, deps.config, company, ["summary"]);
}

/** Same grades, points and graded values: nothing a reader would see differently. */
function sameScore(stored: StoredScore, live: CompanyScore): boolean {
  if (stored.grade !== live.grade || stored.score !== live.score) return false;
  if (stored.categories.length !== live.categories.length) return false;
  return live.categories.every((category) => {
    const before = stored.categories.find((c) => c.id === category.id);
    if (!before || before.grade !== category.grade || before.score !== category.score) return false;
    const metrics = Object.entries(category.metrics);
    if (metrics.length !== Object.keys(before.metrics).length) return false;
    return metrics.every(([metric, [grade, value]]) => {
      const was = before.metrics[metric];
      return was !== undefined && was[0] === grade && was[1] === value;
    });
  });
}

/** Marks companies for the rescoring job: their other configurations and portfolio means. */
async function markDirty(db: Database, ids: readonly string[]) {
  await db.execute(sql`insert into risk_dirty_companies (company_id)
    select unnest(${`{${ids.join(",")}}`}::uuid[])
    on conflict (company_id) do update set marked_at = now()`);
}

/**
 * Brings the stored scores of some companies under one configuration up to date with their
 * data now: the ones the configuration covers and whose grading differs from what is stored
 * (or that were never scored, or under an older revision) are scored again and marked for the
 * rescoring job, which then does the other configurations and the portfolio means. Returns
 * the facts graded, by company, for the explanations.
 */
export async function refreshScores(
  deps: Deps,
  config: RiskConfigRow,
  companyIds: readonly string[],
  now = new Date(),
): Promise<Map<string, CompanyFacts>> {
  const ids = [...new Set(companyIds.filter(isUuid))];
  if (ids.length === 0) return new Map();
  await fillDemoData(deps, ids);
  const covered = await coveredOf(deps.db, config, ids);
  const facts = await loadCompanyFacts(deps.db, covered, now, config.organizationId);
  const stored = new Map(
    (covered.length === 0
      ? []
      : await deps.db
          .select()
          .from(companyRiskScores)
          .where(
            and(
              eq(companyRiskScores.configId, config.id),
              inArray(companyRiskScores.companyId, covered),
            ),
          )
    ).map((row) => [row.companyId, row]),
  );
  const stale = facts.filter((f) => {
    const row = stored.get(f.id);
    return (
      !row ||
      row.revision !== config.revision ||
      !sameScore(row, scoreCompany(f, config.definition))
    );
  });
  if (stale.length > 0) {
    await scoreBatch(
      deps.db,
      config,
      stale.map((f) => f.id),
      now,
      stale,
    );
    await markDirty(
      deps.db,
      stale.map((f) => f.id),
    );
  }
  return new Map(facts.map((f) => [f.id, f]));
}

export type ExplainedScore = {
  view: RiskScoreView;
  previousGrade: string | null;
  categories: StoredCategoryScore[];
};

/**
 * A company's up-to-date score with "why" for every metric: the value graded, the bounds, the
 * weights. What the hub's drawer, the company profile and the AI report's facts all read.
 */
export async function explainedScore(
  deps: Deps,
  config: RiskConfigRow,
  companyId: string,
  now = new Date(),
): Promise<ExplainedScore | null> {
  if (!isUuid(companyId)) return null;
  const facts = (await refreshScores(deps, config, [companyId], now)).get(companyId);
  const [stored] = await deps.db
    .select()
    .from(companyRiskScores)
    .where(
      and(eq(companyRiskScores.configId, config.id), eq(companyRiskScores.companyId, companyId)),
    );
  if (!stored) return null;
  const explain = (metric: string, grade: string) => {
    if (!facts) return "";
    const graded = gradeMetric(metric as RiskMetric, facts);
    const weighting =
      grade === noScore && config.definition.missingData === "exclude"
        ? " Left out of the category's weights."
        : "";
    // Only a score another read is writing at this very moment can still differ.
    const when = stored.computedAt.toISOString().slice(0, 10);
    return graded.grade === grade
      ? `${graded.explanation}${weighting}`
      : `${graded.explanation} (graded ${grade} when scored on ${when}.)`;
  };
  return {
    view: scoreView(stored, config.definition, explain),
    previousGrade: stored.previousGrade,
    categories: stored.categories,
  };
}
