/**
 * Scoring a configuration over the companies it covers: the default configuration covers every
 * company; a custom one the companies in its organisation's portfolios. Companies are read in
 * keyset batches (by id), graded in memory, and written back set-based: one statement for the
 * scores and one for the day's history point per batch. Portfolios are aggregated in SQL after.
 */
import { type RiskMetric, riskMetricInfo } from "@tierwise/common/risk";
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import { ofOrganization } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { companies } from "../companies/company.table.ts";
import { portfolioCompanies } from "../portfolios/portfolio.table.ts";
import { loadCompanyFacts } from "./company-facts.ts";
import type { CompanyFacts } from "./company-facts-shape.ts";
import { type GradeThresholdsSql, gradeCaseSql } from "./grade-sql.ts";
import { type GradeChange, recordGradeChangeEvents } from "./grade-webhook-events.ts";
import { companyRiskScores, type RiskConfigRow, riskConfigs } from "./risk.table.ts";
import { describeChanges, scoreCompany } from "./score-company.ts";

export const defaultScoringBatchSize = 2_000;
/** Batches scored at once: enough to keep PostgreSQL and the grading both busy. */
const scoringConcurrency = 3;

export type ScoringSummary = { companies: number; batches: number; portfolios: number; ms: number };

const metricName = (metric: string) => riskMetricInfo[metric as RiskMetric]?.name ?? metric;

/** The next batch of company ids the configuration covers, after `afterId`. */
async function nextBatch(db: Database, config: RiskConfigRow, afterId: string, size: number) {
  if (config.organizationId === null) {
    const rows = await db
      .select({ id: companies.id })
      .from(companies)
      .where(gt(companies.id, afterId))
      .orderBy(asc(companies.id))
      .limit(size);
    return rows.map((r) => r.id);
  }
  const rows = await db
    .selectDistinct({ id: portfolioCompanies.companyId })
    .from(portfolioCompanies)
    .where(
      ofOrganization(
        config.organizationId,
        portfolioCompanies,
        gt(portfolioCompanies.companyId, afterId),
      ),
    )
    .orderBy(asc(portfolioCompanies.companyId))
    .limit(size);
  return rows.map((r) => r.id);
}

/** Of the given companies, those the configuration covers. */
export async function coveredOf(db: Database, config: RiskConfigRow, ids: readonly string[]) {
  if (ids.length === 0) return [];
  if (config.organizationId === null) return [...ids];
  const rows = await db
    .selectDistinct({ id: portfolioCompanies.companyId })
    .from(portfolioCompanies)
    .where(
      ofOrganization(
        config.organizationId,
        portfolioCompanies,
        inArray(portfolioCompanies.companyId, [...ids]),
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * Grades one batch and writes its scores and today's history points. `facts` when the caller
 * has just read them (a fresh read, fresh-scores.ts). A score that moved no grade keeps the
 * previous grade and the changes of the last move: rescoring twice (the dirty job after a read
 * brought a company up to date) must not erase the trend the hub and the profile show.
 */
export async function scoreBatch(
  db: Database,
  config: RiskConfigRow,
  companyIds: readonly string[],
  now = new Date(),
  facts?: readonly CompanyFacts[],
): Promise<number> {
  if (companyIds.length === 0) return 0;
  const graded = facts ?? (await loadCompanyFacts(db, companyIds, now, config.organizationId));
  const previous = new Map(
    (
      await db
        .select({
          companyId: companyRiskScores.companyId,
          grade: companyRiskScores.grade,
          previousGrade: companyRiskScores.previousGrade,
          categories: companyRiskScores.categories,
          changes: companyRiskScores.changes,
        })
        .from(companyRiskScores)
        .where(
          and(
            eq(companyRiskScores.configId, config.id),
            inArray(companyRiskScores.companyId, [...companyIds]),
          ),
        )
    ).map((r) => [r.companyId, r]),
  );
  const gradeChanges: GradeChange[] = [];
  const rows = graded.map((f) => {
    const scored = scoreCompany(f, config.definition);
    const before = previous.get(f.id);
    const changes = describeChanges(before, scored, config.definition, metricName);
    const moved = !before || changes.length > 0;
    if (before && before.grade !== scored.grade)
      gradeChanges.push({ companyId: f.id, grade: scored.grade, previousGrade: before.grade });
    return {
      company_id: f.id,
      score: scored.score,
      grade: scored.grade,
      previous_grade: moved ? (before?.grade ?? null) : before.previousGrade,
      categories: scored.categories,
      changes: moved ? changes : before.changes,
    };
  });
  const payload = JSON.stringify(
    rows.map((row) => ({
      ...row,
      category_scores: Object.fromEntries(row.categories.map((c) => [c.id, c.score])),
    })),
  );
  // One statement writes the scores and the day's history point from the same parsed payload.
  const day = sql`(${now.toISOString()}::timestamptz at time zone 'utc')::date`;
  await db.execute(sql`
    with r as (
      select * from jsonb_to_recordset(${payload}::jsonb) as r(company_id uuid, score float8,
        grade text, previous_grade text, categories jsonb, changes text[], category_scores jsonb)
    ), scores as (
      insert into company_risk_scores
        (config_id, company_id, revision, score, grade, previous_grade, categories, changes, computed_at)
      select ${config.id}::uuid, r.company_id, ${config.revision}, r.score, r.grade, r.previous_grade,
        r.categories, r.changes, ${now.toISOString()}::timestamptz
      from r
      on conflict (config_id, company_id) do update set revision = excluded.revision,
        score = excluded.score, grade = excluded.grade, previous_grade = excluded.previous_grade,
        categories = excluded.categories, changes = excluded.changes, computed_at = excluded.computed_at
    )
    insert into company_risk_history (config_id, company_id, day, score, grade, category_scores)
    select ${config.id}::uuid, r.company_id, ${day}, r.score, r.grade, r.category_scores from r
    on conflict (config_id, company_id, day) do update set score = excluded.score,
      grade = excluded.grade, category_scores = excluded.category_scores`);
  await recordGradeChangeEvents(db, config, gradeChanges);
  return rows.length;
}

/**
 * Portfolio scores of the configuration's organisations (every organisation for the default):
 * the mean score of the distinct companies held by each active portfolio and its active
 * descendants, the grade counts, and today's history point.
 */
export async function aggregatePortfolios(db: Database, config: RiskConfigRow, now = new Date()) {
  const thresholds: GradeThresholdsSql = config.definition.thresholds;
  const organization =
    config.organizationId === null ? sql`true` : sql`p.organization_id = ${config.organizationId}`;
  const result = await db.execute(sql`
    with members as (
      select distinct p.id as portfolio_id, p.organization_id, pc.company_id
      from portfolios p
      join portfolios d on d.organization_id = p.organization_id and d.archived_at is null
        and (d.id = p.id or p.id = any(d.path))
      join portfolio_companies pc on pc.portfolio_id = d.id
      where p.archived_at is null and ${organization}
    ), totals as (
      select m.portfolio_id, m.organization_id, avg(s.score) as score, count(*)::int as company_count,
        jsonb_build_object(
          'A', count(*) filter (where s.grade = 'A'), 'B', count(*) filter (where s.grade = 'B'),
          'C', count(*) filter (where s.grade = 'C'), 'D', count(*) filter (where s.grade = 'D'),
          'none', count(*) filter (where s.grade is null or s.grade = '-')) as grade_counts
      from members m
      left join company_risk_scores s on s.config_id = ${config.id} and s.company_id = m.company_id
      group by m.portfolio_id, m.organization_id
    ), written as (
      insert into portfolio_risk_scores
        (config_id, portfolio_id, organization_id, score, grade, company_count, grade_counts, computed_at)
      select ${config.id}::uuid, t.portfolio_id, t.organization_id, round(t.score::numeric, 2)::float8,
        ${gradeCaseSql(sql`t.score`, thresholds)}, t.company_count, t.grade_counts, ${now.toISOString()}::timestamptz
      from totals t
      on conflict (config_id, portfolio_id) do update set score = excluded.score,
        grade = excluded.grade, company_count = excluded.company_count,
        grade_counts = excluded.grade_counts, computed_at = excluded.computed_at
      returning portfolio_id, organization_id, score, grade
    )
    insert into portfolio_risk_history (config_id, portfolio_id, organization_id, day, score, grade)
    select ${config.id}::uuid, w.portfolio_id, w.organization_id,
      (${now.toISOString()}::timestamptz at time zone 'utc')::date, w.score, w.grade
    from written w
    on conflict (config_id, portfolio_id, day) do update set score = excluded.score, grade = excluded.grade
    returning portfolio_id`);
  return (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])).length;
}

export async function loadRiskConfig(db: Database, configId: string) {
  const [config] = await db.select().from(riskConfigs).where(eq(riskConfigs.id, configId));
  return config ?? null;
}

/** Scores every company the configuration covers (or only `companyIds` of them), then its portfolios. */
export async function scoreConfig(
  db: Database,
  configId: string,
  options: {
    companyIds?: readonly string[];
    batchSize?: number;
    /** Batches in flight at once (`scoringConcurrency`); 1 on the embedded database. */
    concurrency?: number;
    now?: Date;
    onBatch?: (done: number) => Promise<void> | void;
    signal?: AbortSignal;
  } = {},
): Promise<ScoringSummary> {
  const started = performance.now();
  const config = await loadRiskConfig(db, configId);
  if (!config) return { companies: 0, batches: 0, portfolios: 0, ms: 0 };
  const size = options.batchSize ?? defaultScoringBatchSize;
  let scored = 0;
  let batches = 0;
  if (options.companyIds) {
    const covered = await coveredOf(db, config, options.companyIds);
    for (let i = 0; i < covered.length; i += size) {
      scored += await scoreBatch(db, config, covered.slice(i, i + size), options.now);
      batches++;
    }
  } else {
    // Batches overlap: while one is graded in JavaScript, others wait on PostgreSQL. Their
    // companies are disjoint, so their writes never touch the same rows.
    const inFlight = new Set<Promise<void>>();
    let after = "00000000-0000-0000-0000-000000000000";
    for (;;) {
      if (options.signal?.aborted) break;
      const ids = await nextBatch(db, config, after, size);
      if (ids.length === 0) break;
      after = ids[ids.length - 1] as string;
      const batch = scoreBatch(db, config, ids, options.now).then(async (count) => {
        scored += count;
        batches++;
        await options.onBatch?.(scored);
      });
      inFlight.add(batch);
      const settled = () => inFlight.delete(batch);
      batch.then(settled, settled);
      if (inFlight.size >= (options.concurrency ?? scoringConcurrency))
        await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
  }
  // After a whole configuration's rows were rewritten, fresh statistics keep the hub's joins on
  // hash plans instead of nested loops planned for an empty table (autovacuum comes later).
  if (!options.companyIds && batches > 0) await db.execute(sql`analyze company_risk_scores`);
  const portfolios = await aggregatePortfolios(db, config, options.now);
  return { companies: scored, batches, portfolios, ms: Math.round(performance.now() - started) };
}
