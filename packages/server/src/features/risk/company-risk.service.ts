import type { TenantActor } from "../../core/actor.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { findVisibleCompany } from "../companies/company-access.service.ts";
import { explainedScore } from "./fresh-scores.ts";
import { selectedRiskConfigId } from "./risk-config-read.service.ts";
import { dismissedSignals, poorMetrics, requireConfig } from "./risk-hub.service.ts";
import { riskHistory } from "./risk-score-read.service.ts";
import { signalOf } from "./risk-signals.service.ts";
import { type RiskScoreView, scoreId } from "./score-view.ts";

export type CompanyRiskView = {
  id: string;
  company: { id: string; slug: string; name: string; countryCode: string | null };
  config: { id: string; name: string; isDefault: boolean };
  /** Null: the configuration does not cover the company, or it was never scored. */
  score: RiskScoreView | null;
  previousGrade: string | null;
  signals: ReturnType<typeof signalOf>[];
  history: Awaited<ReturnType<typeof riskHistory>>;
};

/**
 * A company's risk as its profile shows it (issue 27 "One risk answer everywhere"): under the
 * viewer's selected configuration (or the one asked for), the same reads the hub makes — the
 * score brought up to date and explained as the drawer does, the previous grade and the signals
 * (poor metrics not dismissed) as the hub's row counts them, and the history its chart draws.
 * Null for a company nobody may see.
 */
export async function companyRisk(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { companyId: string; configId?: string | null },
): Promise<CompanyRiskView | null> {
  authorize(actor, "risk.read");
  const config = await requireConfig(
    deps.db,
    actor,
    input.configId ?? (await selectedRiskConfigId(deps, actor)),
  );
  const company = await findVisibleCompany(deps.db, input.companyId);
  if (!company) return null;
  const explained = await explainedScore(deps, config, company.id);
  const dismissed = await dismissedSignals(deps.db, actor, [company.id]);
  const signals = explained
    ? poorMetrics(explained.categories).filter((m) => !dismissed.has(`${company.id}:${m}`))
    : [];
  return {
    id: scoreId(config.id, company.id),
    company: {
      id: company.id,
      slug: company.slug,
      name: company.displayName,
      countryCode: company.countryCode,
    },
    config: { id: config.id, name: config.name, isDefault: config.organizationId === null },
    score: explained?.view ?? null,
    previousGrade: explained?.previousGrade ?? null,
    signals: signals.map(signalOf),
    history: await riskHistory(deps, actor, { configId: config.id, companyId: company.id }),
  };
}
