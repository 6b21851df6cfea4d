import { type AiRiskLevel, aiRiskLevels } from "@tierwise/common/ai-reports";
import type { GradeOrNone } from "@tierwise/common/risk";
import type { DraftReport } from "./ai-report-citations.ts";
import type { RankedFact } from "./ai-report-evidence.ts";
import type { FactCategory, FactSheet } from "./ai-report-facts.ts";

/**
 * The default generator (issue 15): local, deterministic and offline. It writes plain
 * sentences from the ranked facts of each category, takes levels from the grades, and gives
 * recommended actions from the grade rules. Every sentence ends with the ids it rests on.
 */

const cite = (...ids: (string | null | undefined)[]) =>
  ids
    .filter((id): id is string => Boolean(id))
    .map((id) => `[${id}]`)
    .join(" ");

const levelOfGrade: Record<GradeOrNone, AiRiskLevel> = {
  A: "low",
  B: "low",
  C: "medium",
  D: "high",
  "-": "unknown",
};
const levelOfSeverity: AiRiskLevel[] = ["low", "low", "medium", "high"];
const rank = (level: AiRiskLevel) => (level === "unknown" ? -1 : aiRiskLevels.indexOf(level));
const higher = (level: AiRiskLevel): AiRiskLevel =>
  level === "unknown" || level === "critical"
    ? level
    : (aiRiskLevels[aiRiskLevels.indexOf(level) + 1] ?? level);

/** Severe evidence (a confirmed match, a critical alert, a recent breach) this recent raises a level. */
const recentMs = 180 * 86_400_000;

/**
 * A category's level: its grade (A/B low, C medium, D high); without a grade, its most severe
 * evidence; one level higher while severe evidence is recent.
 */
export function categoryLevel(category: FactCategory, now: number): AiRiskLevel {
  let level = levelOfGrade[category.grade];
  if (level === "unknown" && category.items.length > 0)
    level = levelOfSeverity[Math.max(...category.items.map((i) => i.severity))] ?? "low";
  const severeRecent = category.items.some(
    (i) =>
      i.severity >= 3 &&
      i.fact.kind !== "metric" &&
      i.fact.kind !== "grade" &&
      i.at >= now - recentMs,
  );
  return severeRecent ? higher(level) : level;
}

/** What one piece of evidence says, in one sentence. */
function statement(item: RankedFact): string {
  const { fact } = item;
  switch (fact.kind) {
    case "metric":
    case "grade": {
      const why = (item.why ?? fact).value.replace(/^[A-D-]: /, "").replace(/\.$/, "");
      return `${why} ${cite(fact.id, item.why?.id)}.`;
    }
    case "alert":
      return `${fact.label} on ${fact.date}: ${fact.value} ${cite(fact.id)}.`;
    case "match":
      return `${fact.label} (${fact.value}) ${cite(fact.id)}.`;
    case "news":
      return `${fact.label} on ${fact.date}: "${fact.value}" (${fact.source}) ${cite(fact.id)}.`;
    default:
      return fact.date
        ? `${fact.label} on ${fact.date}: ${fact.value} ${cite(fact.id)}.`
        : `${fact.label}: ${fact.value} ${cite(fact.id)}.`;
  }
}

/**
 * Recommended actions by grade rule: what to do when a metric of this group grades C or D (or
 * revenue falls by a tenth or more). They state no figures, since the grades they cite hold none of a standard's or a form's.
 */
const actionGroups: { topics: string[]; action: string }[] = [
  {
    topics: [
      "current_ratio",
      "quick_ratio",
      "insolvency_ratio",
      "debt_ratio",
      "z_score",
      "creditscore",
      "revenue_change",
    ],
    action:
      "Review the latest financial statements with the supplier and consider shorter payment terms, a parent guarantee or a second source",
  },
  {
    topics: ["cyber_security", "data_breach"],
    action:
      "Ask for a current independent security assessment and the remediation plan for its findings",
  },
  {
    topics: ["physical_security", "health_and_safety"],
    action: "Ask for the incident log and the corrective actions taken, and plan a site audit",
  },
  {
    topics: ["sanctions", "pep", "state_owned_entity"],
    action:
      "Have a compliance analyst review the open screening matches and ownership findings, and confirm or dismiss each before the next order",
  },
  {
    topics: ["adverse_media", "compliance_violations"],
    action:
      "Review the enforcement actions and adverse media, and ask the supplier for its response",
  },
  {
    topics: ["environmental", "energy_and_climate", "diversity_and_labor", "foreign_labor"],
    action:
      "Ask for the supplier's sustainability report and labour audit, and add the weak areas to the next supplier review",
  },
];

function recommendedActions(category: FactCategory): string[] {
  const actions: string[] = [];
  for (const group of actionGroups) {
    const poor = category.items.filter(
      (i) => i.severity >= 2 && i.topic && group.topics.includes(i.topic),
    );
    const cited = poor.map((i) => i.why?.id ?? i.fact.id);
    if (cited.length > 0) actions.push(`${group.action} ${cite(...cited)}.`);
  }
  const openMatches = category.items.filter((i) => i.fact.kind === "match" && i.severity >= 1);
  if (openMatches.length > 0 && !actions.some((a) => a.startsWith("Have a compliance")))
    actions.push(
      `Have a compliance analyst confirm or dismiss the open screening matches ${cite(...openMatches.map((i) => i.fact.id))}.`,
    );
  const severeAlerts = category.items.filter((i) => i.fact.kind === "alert" && i.severity >= 2);
  if (severeAlerts.length > 0)
    actions.push(
      `Read the severe alerts and record the supplier's answer to each ${cite(...severeAlerts.map((i) => i.fact.id))}.`,
    );
  if (
    actions.length === 0 &&
    category.gradeFactId &&
    (category.grade === "A" || category.grade === "B")
  )
    actions.push(`No action beyond routine monitoring is needed ${cite(category.gradeFactId)}.`);
  return actions;
}

/** Writes a draft report from a fact sheet; the same facts always give the same report. */
export function generateLocalReport(sheet: FactSheet, now: Date): DraftReport {
  const at = now.getTime();
  const categories = sheet.categories.map((category) => {
    const level = categoryLevel(category, at);
    const opening = category.gradeFactId
      ? [
          `${category.title} risk is ${level}: graded ${category.grade} ${cite(category.gradeFactId)}.`,
        ]
      : [];
    return {
      title: category.title,
      riskLevel: level,
      signalPoints: [
        ...(level !== "low" && level !== "unknown" ? opening : []),
        ...category.items
          .filter((i) => i.severity >= 2)
          .slice(0, 5)
          .map(statement),
      ],
      otherFindings: [
        ...(level === "low" || level === "unknown" ? opening : []),
        ...category.items
          .filter((i) => i.severity < 2)
          .slice(0, 4)
          .map(statement),
      ],
      recommendedActions: recommendedActions(category),
    };
  });

  let riskLevel: AiRiskLevel = sheet.overall ? levelOfGrade[sheet.overall.grade] : "unknown";
  for (const c of categories)
    if (c.riskLevel === "critical" || (riskLevel === "unknown" && rank(c.riskLevel) >= 0))
      riskLevel = rank(c.riskLevel) > rank(riskLevel) ? c.riskLevel : riskLevel;
  if (sheet.type === "security_summary")
    riskLevel = categories.reduce<AiRiskLevel>(
      (max, c) => (rank(c.riskLevel) > rank(max) ? c.riskLevel : max),
      "unknown",
    );

  const summary: string[] = [];
  if (sheet.overall)
    summary.push(
      sheet.overall.grade === "-"
        ? `There is not enough graded data for an overall grade ${cite(sheet.overall.factId)}.`
        : `Overall risk is ${riskLevel}: the default risk configuration grades the company ${sheet.overall.grade} ${cite(sheet.overall.factId)}.`,
    );
  else
    summary.push(
      `Security risk is ${riskLevel}, from the cyber security and screening evidence ${cite(...sheet.categories.flatMap((c) => c.items.slice(0, 1).map((i) => i.fact.id)), sheet.context[0]?.id)}.`,
    );
  const weak = sheet.categories.filter((c) => c.grade === "C" || c.grade === "D");
  if (weak.length > 0)
    summary.push(
      `The weakest areas are ${weak.map((c) => `${c.title} (${c.grade})`).join(" and ")} ${cite(...weak.map((c) => c.gradeFactId))}.`,
    );
  const severest = sheet.categories
    .flatMap((c) => c.items)
    .filter((i) => i.severity >= 3)
    .sort((a, b) => b.at - a.at)[0];
  if (severest) summary.push(`The most severe finding: ${statement(severest)}`);
  const alertCount = sheet.context.find((f) => f.id === "profile:alerts_last_year");
  if (alertCount)
    summary.push(
      alertCount.value === "1"
        ? `One alert about the company was published in the last year ${cite(alertCount.id)}.`
        : `${alertCount.value} alerts about the company were published in the last year ${cite(alertCount.id)}.`,
    );
  return { riskLevel, summary, categories };
}
