import { type SQL, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import { ofOrganization } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import {
  screeningMatchDecisions,
  screeningMatches,
} from "../companies/sanctions/screening-match.table.ts";
import { defaultRiskConfigId } from "../risk/default-risk-config.ts";

/*
 * What a node of the n-tier network stores of its company's risks (spec 3 §3, issue 29
 * hasRisks): graded risks among the spec's risk names, recent critical alerts and open
 * sanctions matches.
 */
/** Spec 3 §3 "N-tier": the risk names a node's risks are counted over. */
export const nTierRiskNames = [
  "current_ratio",
  "health_and_safety",
  "diversity_and_labor",
  "environmental",
  "cyber_security",
  "physical_security",
] as const;

/**
 * Risks per company (spec 3 §3): a metric among the spec's risk names graded D (the worst of
 * four grades, a negative finding) under the default risk configuration.
 */
async function riskCounts(db: Database, companyIds: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (companyIds.length === 0) return counts;
  const rows = rowsOf<{ company_id: string; n: number }>(
    await db.execute(sql`select s.company_id, count(distinct m.key)::int as n
      from company_risk_scores s
      cross join lateral jsonb_array_elements(s.categories) c
      cross join lateral jsonb_each(c->'metrics') m
      where s.config_id = ${defaultRiskConfigId}::uuid
        and s.company_id = any(${sql.param(companyIds)}::uuid[])
        and m.key = any(${sql.param([...nTierRiskNames])}::text[])
        and m.value->>0 = 'D'
      group by s.company_id`),
  );
  for (const row of rows) counts.set(row.company_id, row.n);
  return counts;
}

/**
 * What makes a node "have risks" beside its graded risks and open sanctions matches: a recent
 * negative alert of the highest severity. Severity 4 or more (spec 3 §3) reads as Critical on
 * our three-step alert scale; High over 90 days marked 266 of the demo's 318 nodes, which told
 * an analyst nothing.
 */
export type NTierRiskRule = { recentAlertDays: number };
export const defaultNTierRiskRule: NTierRiskRule = { recentAlertDays: 30 };

/** The rule as the deployment configures it (N_TIER_RECENT_ALERT_DAYS). */
export function nTierRiskRuleOf(config: Pick<Config, "N_TIER_RECENT_ALERT_DAYS">): NTierRiskRule {
  return { recentAlertDays: config.N_TIER_RECENT_ALERT_DAYS };
}

/** Companies with a negative Critical alert published within the rule's days. */
async function recentlyAlerted(
  db: Database,
  companyIds: string[],
  rule: NTierRiskRule,
): Promise<Set<string>> {
  if (companyIds.length === 0) return new Set();
  const rows = rowsOf<{ company_id: string }>(
    await db.execute(sql`select distinct l.company_id from alert_companies l
      join alerts a on a.id = l.alert_id
      where l.company_id = any(${sql.param(companyIds)}::uuid[])
        and l.published_at > now() - make_interval(days => ${rule.recentAlertDays}::int)
        and a.polarity = 'NEGATIVE' and a.severity = 'Critical'`),
  );
  return new Set(rows.map((r) => r.company_id));
}

/**
 * The organisation's dismissal that still holds for a screening match (the entry is unchanged
 * since it was decided), as the risk grading reads decisions: without one the match is open,
 * undecided or confirmed.
 */
export function dismissed(organizationId: string): SQL {
  const d = screeningMatchDecisions;
  const m = screeningMatches;
  return sql`exists (select 1 from ${d} where ${ofOrganization(organizationId, d)}
    and ${d.companyId} = ${m.companyId} and ${d.listName} = ${m.listName}
    and ${d.entryId} = ${m.entryId} and ${d.decision} = 'dismissed' and ${d.entryHash} = ${m.entryHash})`;
}

/** Companies with an open sanctions screening match for the organisation (issue 29 hasRisks). */
async function openSanctionsMatches(
  db: Database,
  organizationId: string,
  companyIds: string[],
): Promise<Set<string>> {
  if (companyIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ companyId: screeningMatches.companyId })
    .from(screeningMatches)
    .where(
      // One array parameter, as the other per-company reads: a network has up to 20,000.
      sql`${screeningMatches.companyId} = any(${sql.param(companyIds)}::uuid[])
        and not ${dismissed(organizationId)}`,
    );
  return new Set(rows.map((r) => r.companyId));
}

/** Graded risks, recent alerts and open sanctions matches of companies, as a node stores them. */
export async function nodeRisks(
  db: Database,
  organizationId: string,
  ids: string[],
  rule: NTierRiskRule,
) {
  const risks = await riskCounts(db, ids);
  const alerted = await recentlyAlerted(db, ids, rule);
  const sanctioned = await openSanctionsMatches(db, organizationId, ids);
  return (companyId: string) => {
    const riskCount = risks.get(companyId) ?? 0;
    return {
      riskCount,
      hasRisks: riskCount > 0 || alerted.has(companyId) || sanctioned.has(companyId),
    };
  };
}
