import { type AiReportType, aiReportLimits } from "@tierwise/common/ai-reports";
import { type GradeOrNone, noScore, type RiskMetric, riskMetricInfo } from "@tierwise/common/risk";
import type { TenantActor } from "../../core/actor.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import type { Company } from "../companies/company.table.ts";
import { defaultRiskConfigId, defaultRiskDefinition } from "../risk/default-risk-config.ts";
import { explainedScore } from "../risk/fresh-scores.ts";
import { ensureDefaultRiskConfig } from "../risk/risk-config-read.service.ts";
import { loadRiskConfig } from "../risk/score-config.ts";
import type { RiskScoreView } from "../risk/score-view.ts";
import type { AiFact } from "./ai-report.table.ts";
import {
  alertFacts,
  matchFacts,
  profileFacts,
  type RankedFact,
  statementFacts,
} from "./ai-report-evidence.ts";
import { alertsLastYearFactId, alertsLastYearHref, whyThisGradeHref } from "./ai-report-links.ts";

/** One category as the generators see it: its grade and its evidence, most severe first. */
export type FactCategory = {
  id: string;
  title: string;
  grade: GradeOrNone;
  gradeFactId: string | null;
  items: RankedFact[];
};

/** Everything a generator is given: every fact it may cite, grouped by category. */
export type FactSheet = {
  type: AiReportType;
  overall: { grade: GradeOrNone; factId: string } | null;
  categories: FactCategory[];
  /** Counts that are not evidence of one category (the alerts of the last year). */
  context: AiFact[];
  facts: AiFact[];
};

const scoreSource = "Tierwise risk hub";
const gradeSeverity: Record<string, number> = { A: 0, B: 1, C: 2, D: 3 };
const fmt = (value: number) => String(Math.round(value * 100) / 100);

/** Most severe first, then most recent: what a reader needs first (issue 15). */
export function rankFacts(items: RankedFact[], cap: number): RankedFact[] {
  return [...items]
    .sort((a, b) => b.severity - a.severity || b.at - a.at || a.fact.id.localeCompare(b.fact.id))
    .slice(0, cap);
}

/**
 * The company's risk score under the default configuration as the risk hub, its drawer and the
 * company profile read it (features/risk explainedScore: brought up to date with the company's
 * data now), as facts: the overall and category grades, each metric's value, and each metric's
 * grade with its why.
 */
function scoreFacts(score: RiskScoreView | null, href: string, now: Date) {
  const date = now.toISOString().slice(0, 10);
  const fact = (id: string, label: string, value: string): AiFact => ({
    id,
    kind: id.startsWith("grade:") ? "grade" : "metric",
    label,
    value,
    source: scoreSource,
    date,
    href,
  });
  const overall = fact("grade:overall", "Overall risk grade", score?.grade ?? noScore);
  const categories = defaultRiskDefinition.categories.map((definition) => {
    const category = score?.categories.find((c) => c.categoryId === definition.id);
    const grade = (category?.grade ?? noScore) as GradeOrNone;
    const gradeFact = fact(`grade:${definition.id}`, `${definition.name} risk grade`, grade);
    const items: RankedFact[] = [];
    for (const metric of category?.metrics ?? []) {
      if (metric.grade === noScore) continue;
      const name = riskMetricInfo[metric.metric as RiskMetric]?.name ?? metric.name;
      const severity = gradeSeverity[metric.grade] ?? 0;
      const at = now.getTime();
      const why = fact(
        `grade:${metric.metric}`,
        `${name} grade`,
        `${metric.grade}: ${metric.explanation}`,
      );
      if (metric.value !== null)
        items.push({
          fact: fact(`metric:${metric.metric}`, name, fmt(metric.value)),
          why,
          category: definition.id,
          topic: metric.metric,
          severity,
          at,
        });
      else items.push({ fact: why, category: definition.id, topic: metric.metric, severity, at });
    }
    return { definition, grade, gradeFact, items };
  });
  return { overall, categories };
}

/** Which facts the security summary reads (v2): cyber and breach evidence, and screening. */
const securityCategories = [
  {
    id: "cyber",
    title: "Cyber security",
    includes: (item: RankedFact) => item.category === "cyber",
  },
  {
    id: "sanctions",
    title: "Sanctions and screening",
    includes: (item: RankedFact) =>
      item.fact.kind === "match" || item.topic === "sanctions" || item.topic === "pep",
  },
];

/**
 * Gathers every input of a report as facts with ids (issue 15 "Facts in, ids attached"): the
 * risk grades and metric values with their why, the alerts the organisation sees, screening
 * matches with the organisation's decisions, disclosed breaches and adverse media, and the
 * latest financial statements. Each
 * category keeps its most severe and most recent facts, up to aiReportLimits.factsPerCategory.
 */
export async function gatherFacts(
  deps: Pick<ServiceDeps, "db" | "config">,
  actor: TenantActor,
  company: Company,
  type: AiReportType,
  now = new Date(),
): Promise<FactSheet> {
  const db = deps.db;
  await ensureDefaultRiskConfig(db);
  const riskConfig = await loadRiskConfig(db, defaultRiskConfigId);
  if (!riskConfig) throw new Error("the default risk configuration is missing");
  const explained = await explainedScore(deps, riskConfig, company.id, now);
  const score = scoreFacts(explained?.view ?? null, whyThisGradeHref(company.id), now);
  const alerts = await alertFacts(db, actor, company, now);
  const evidence = [
    ...alerts.facts,
    ...(await matchFacts(db, actor, company)),
    ...(await profileFacts(db, company, now)),
    ...(await statementFacts(db, company)),
  ];
  const cap = aiReportLimits.factsPerCategory;
  const context: AiFact[] = [];
  let overall: FactSheet["overall"] = null;
  let categories: FactCategory[];

  if (type === "risk_summary") {
    overall = { grade: score.overall.value as GradeOrNone, factId: score.overall.id };
    context.push(score.overall);
    categories = score.categories.map((c) => ({
      id: c.definition.id,
      title: c.definition.name,
      grade: c.grade,
      gradeFactId: c.gradeFact.id,
      items: rankFacts(
        [...c.items, ...evidence.filter((e) => e.category === c.definition.id)],
        cap,
      ),
    }));
    for (const c of score.categories) context.push(c.gradeFact);
  } else {
    const all = [...score.categories.flatMap((c) => c.items), ...evidence];
    const cyber = score.categories.find((c) => c.definition.id === "cyber");
    categories = securityCategories.map((s) => ({
      id: s.id,
      title: s.title,
      grade: s.id === "cyber" ? (cyber?.grade ?? noScore) : noScore,
      gradeFactId: s.id === "cyber" && cyber ? cyber.gradeFact.id : null,
      items: rankFacts(all.filter(s.includes), cap),
    }));
    if (cyber) context.push(cyber.gradeFact);
  }
  if (alerts.facts.length > 0 || actor.featureFlags.alerts) {
    const today = now.toISOString().slice(0, 10);
    context.push({
      id: alertsLastYearFactId,
      kind: "profile",
      label: "Alerts in the last year",
      value: String(alerts.lastYear),
      source: "Tierwise alerts",
      date: today,
      href: alertsLastYearHref(company.id, today),
    });
  }
  const facts = new Map<string, AiFact>();
  for (const fact of context) facts.set(fact.id, fact);
  for (const category of categories)
    for (const item of category.items) {
      facts.set(item.fact.id, item.fact);
      if (item.why) facts.set(item.why.id, item.why);
    }
  return { type, overall, categories, context, facts: [...facts.values()] };
}
