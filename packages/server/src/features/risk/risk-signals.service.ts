import { type DismissRiskSignalInput, dismissRiskSignalSchema } from "@tierwise/common/inputs/risk";
import { isPoorGrade, type RiskMetric, riskMetricInfo } from "@tierwise/common/risk";
import { desc, eq, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { NotFoundError } from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import { parseInput } from "../../core/parse-input.ts";
import { ownedBy, tenantData } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import { portfolioCompanies } from "../portfolios/portfolio.table.ts";
import { refreshScores } from "./fresh-scores.ts";
import { riskSignalUserActions, type StoredCategoryScore } from "./risk.table.ts";
import { findVisibleConfig, selectedRiskConfigId } from "./risk-config-read.service.ts";
import { dismissedSignals, poorMetrics, visiblePortfolioIds } from "./risk-hub.service.ts";

export type RiskSignalActionRow = typeof riskSignalUserActions.$inferSelect;

/** A signal is a metric graded poor: its id is the metric's name. */
export const signalOf = (signalId: string) => {
  const info = riskMetricInfo[signalId as RiskMetric];
  return {
    id: signalId,
    name: info?.name ?? signalId,
    description: info ? `Poor grade on ${info.reads}.` : signalId,
    source: "risk-hub",
  };
};

/** Writes an action as the latest for its signal, company and portfolio (the one before stops being latest). */
async function recordAction(
  db: Database,
  actor: TenantActor,
  values: Omit<typeof riskSignalUserActions.$inferInsert, "organizationId" | "isLatest">,
) {
  return db.transaction(async (tx) => {
    await tenantData(tx, actor).update(
      riskSignalUserActions,
      { isLatest: false },
      eq(riskSignalUserActions.signalId, values.signalId),
      eq(riskSignalUserActions.portfolioId, values.portfolioId),
      eq(riskSignalUserActions.companyId, values.companyId),
      eq(riskSignalUserActions.isLatest, true),
    );
    return tenantData(tx, actor).insert(riskSignalUserActions, { ...values, isLatest: true });
  });
}

/** Spec 3 §3: dismissing needs the signal, context, message, portfolio and company; the reason is optional. */
export async function dismissRiskSignal(
  deps: ServiceDeps,
  actor: TenantActor,
  raw: DismissRiskSignalInput,
) {
  authorize(actor, "riskSignals.act");
  const input = parseInput(dismissRiskSignalSchema, raw);
  if (!isUuid(input.portfolioId) || !isUuid(input.companyId)) throw new NotFoundError();
  await visiblePortfolioIds(deps.db, actor, input.portfolioId, true);
  const held = await tenantData(deps.db, actor).first(
    portfolioCompanies,
    eq(portfolioCompanies.companyId, input.companyId),
    sql`${portfolioCompanies.portfolioId} in (select id from portfolios where id = ${input.portfolioId} or ${input.portfolioId}::uuid = any(path))`,
  );
  if (!held) throw new NotFoundError("The company is not in this portfolio.");
  const now = new Date();
  const action = await recordAction(deps.db, actor, {
    signalId: input.signalId,
    riskSignalContext: input.context,
    riskSignalMessage: input.message,
    portfolioId: input.portfolioId,
    companyId: input.companyId,
    userId: actor.userId,
    status: "dismissed",
    reason: input.reason || null,
    dismissedAt: now,
  });
  return { action };
}

async function portfolioVisible(db: ServiceDeps["db"], actor: TenantActor, portfolioId: string) {
  try {
    await visiblePortfolioIds(db, actor, portfolioId, true);
    return true;
  } catch (error) {
    if (error instanceof NotFoundError) return false;
    throw error;
  }
}

/** Restores a dismissed signal: a new latest action with status active. */
export async function restoreRiskSignal(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { actionId: string },
) {
  authorize(actor, "riskSignals.act");
  if (!isUuid(input.actionId)) throw new NotFoundError();
  const previous = await tenantData(deps.db, actor).first(
    riskSignalUserActions,
    eq(riskSignalUserActions.id, input.actionId),
  );
  // An action on a portfolio the viewer does not see is absent to them: the same answer as an
  // unknown id, never "Portfolio not found.", which would tell that it exists.
  if (!previous || !(await portfolioVisible(deps.db, actor, previous.portfolioId)))
    throw new NotFoundError();
  const action = await recordAction(deps.db, actor, {
    signalId: previous.signalId,
    riskSignalContext: previous.riskSignalContext,
    riskSignalMessage: previous.riskSignalMessage,
    portfolioId: previous.portfolioId,
    companyId: previous.companyId,
    userId: actor.userId,
    status: "active",
    reason: null,
  });
  return { action };
}

/** The latest action of every signal of a portfolio's companies. */
export async function portfolioRiskSignalActions(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { portfolioId: string },
) {
  authorize(actor, "risk.read");
  if (!isUuid(input.portfolioId)) return [];
  await visiblePortfolioIds(deps.db, actor, input.portfolioId);
  return deps.db
    .select()
    .from(riskSignalUserActions)
    .where(
      ownedBy(
        actor,
        riskSignalUserActions,
        eq(riskSignalUserActions.portfolioId, input.portfolioId),
        eq(riskSignalUserActions.isLatest, true),
      ),
    )
    .orderBy(desc(riskSignalUserActions.createdAt));
}

/** Companies a check call brings up to date first (a page of them; more is a bulk read). */
const freshCheckLimit = 100;

/** Spec 3 §7 "Risk signals": pass and fail metric ids, scans and the latest check, per company. */
export async function riskCheckResults(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { companyIds: string[] },
) {
  authorize(actor, "risk.read");
  const configId = await selectedRiskConfigId(deps, actor);
  const ids = input.companyIds.filter(isUuid);
  if (ids.length === 0) return [];
  const portfolioIds = await visiblePortfolioIds(deps.db, actor);
  // A page of companies (a portfolio's table) is checked as it is now, as the profile says it.
  const config = await findVisibleConfig(deps.db, actor, configId);
  if (config && ids.length <= freshCheckLimit) await refreshScores(deps, config, ids);
  const rows = rowsOf<{
    company_id: string;
    categories: StoredCategoryScore[];
    computed_at: string;
  }>(
    await deps.db.execute(sql`select s.company_id, s.categories, s.computed_at from company_risk_scores s
      where s.config_id = ${configId} and s.company_id = any(${`{${ids.join(",")}}`}::uuid[])
      and s.company_id in (select company_id from portfolio_companies where ${ownedBy(actor, portfolioCompanies)}
        and portfolio_id = any(${`{${portfolioIds.join(",")}}`}::uuid[]))`),
  );
  const dismissed = await dismissedSignals(deps.db, actor, ids);
  return rows.map((row) => {
    const graded = row.categories
      .flatMap((c) => Object.entries(c.metrics))
      .filter(([, [g]]) => g !== "-");
    const failIds = graded
      .filter(([m, [g]]) => isPoorGrade(g) && !dismissed.has(`${row.company_id}:${m}`))
      .map(([m]) => m);
    return {
      companyId: row.company_id,
      riskScans: graded.length,
      latestCheckDate: new Date(row.computed_at),
      riskSignalResults: {
        passIds: graded.map(([m]) => m).filter((m) => !failIds.includes(m)),
        failIds,
      },
    };
  });
}

/** Per portfolio (and its descendants): companies graded C or D, graded D, and with active signals. */
export async function portfolioRiskCounts(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { portfolioIds: string[] },
) {
  authorize(actor, "risk.read");
  const configId = await selectedRiskConfigId(deps, actor);
  const visible = new Set(await visiblePortfolioIds(deps.db, actor));
  const results = [];
  for (const portfolioId of input.portfolioIds.filter((id) => visible.has(id))) {
    const rows = rowsOf<{ company_id: string; grade: string; categories: StoredCategoryScore[] }>(
      await deps.db.execute(sql`select distinct on (s.company_id) s.company_id, s.grade, s.categories
        from portfolio_companies join portfolios p on p.id = portfolio_companies.portfolio_id and p.archived_at is null
        join company_risk_scores s on s.company_id = portfolio_companies.company_id and s.config_id = ${configId}
        where ${ownedBy(actor, portfolioCompanies)} and (p.id = ${portfolioId} or ${portfolioId}::uuid = any(p.path))`),
    );
    const dismissed = await dismissedSignals(
      deps.db,
      actor,
      rows.map((r) => r.company_id),
    );
    results.push({
      portfolioId,
      companiesWithRiskCount: rows.filter((r) => r.grade === "C" || r.grade === "D").length,
      severeCount: rows.filter((r) => r.grade === "D").length,
      signalCount: rows.reduce(
        (n, r) =>
          n +
          poorMetrics(r.categories).filter((m) => !dismissed.has(`${r.company_id}:${m}`)).length,
        0,
      ),
    });
  }
  return results;
}
