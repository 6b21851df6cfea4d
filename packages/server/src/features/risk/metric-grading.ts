import { type GradeOrNone, noScore, type RiskGrade, type RiskMetric } from "@tierwise/common/risk";
import { type CompanyFacts, daysBetween, type MatchFact } from "./company-facts-shape.ts";

/** What grading one metric of one company produced: the grade, what was graded, and why. */
export type MetricGrade = { grade: GradeOrNone; value: number | null; explanation: string };

const none = (what: string): MetricGrade => ({
  grade: noScore,
  value: null,
  explanation: `No data: ${what} is not known.`,
});

const fmt = (value: number) => String(Math.round(value * 100) / 100);

/**
 * Grades a number against three bounds. `higherIsSafer`: A from `a` up, B from `b`, C from `c`,
 * D below `c` (the bound itself belongs to the safer grade unless `strictAbove`, for published
 * scales that say "above 2.99"). Otherwise the mirror image: A up to `a`, B up to `b`…
 */
export function gradeByBounds(
  label: string,
  value: number,
  bounds: { a: number; b: number; c: number },
  options: { higherIsSafer: boolean; strictAbove?: boolean; source?: string },
): MetricGrade {
  const { a, b, c } = bounds;
  let grade: RiskGrade;
  let words: string;
  if (options.higherIsSafer) {
    // "Safe above 2.99" keeps 2.99 out of A; "distress below 1.81" keeps 1.81 out of D.
    const inA = options.strictAbove ? value > a : value >= a;
    grade = inA ? "A" : value >= b ? "B" : value >= c ? "C" : "D";
    words = `A ${options.strictAbove ? "above" : "from"} ${a}, B from ${b}, C from ${c}, D below`;
  } else {
    grade = value <= a ? "A" : value <= b ? "B" : value <= c ? "C" : "D";
    words = `A up to ${a}, B up to ${b}, C up to ${c}, D above`;
  }
  const source = options.source ? ` (${options.source})` : "";
  return {
    grade,
    value,
    explanation: `${label} ${fmt(value)} grades ${grade}: ${words}${source}.`,
  };
}

/** Spec 3 §3 "match" grading: none A, possible B, probable C, confirmed D; dismissed ones left out. */
function gradeMatches(label: string, matches: MatchFact[] | undefined): MetricGrade {
  if (matches === undefined) return none(label);
  const open = matches.filter((m) => m.decision !== "dismissed");
  const dismissed = matches.length - open.length;
  const dismissedWords = dismissed ? ` (${dismissed} dismissed by an analyst, left out)` : "";
  if (open.length === 0)
    return { grade: "A", value: 0, explanation: `No ${label}${dismissedWords}: A.` };
  const confirmed = open.filter((m) => m.decision === "confirmed").length;
  const strongest = Math.max(...open.map((m) => m.score));
  const grade: RiskGrade = confirmed > 0 ? "D" : strongest >= 85 ? "C" : "B";
  const why =
    confirmed > 0
      ? `${confirmed} confirmed`
      : `strongest possible match scores ${fmt(strongest)} (C from 85, B below)`;
  return {
    grade,
    value: open.length,
    explanation: `${open.length} ${label}: ${why}; confirmed matches grade D${dismissedWords}.`,
  };
}

/** Grades a count of findings: A none, B up to `b`, C up to `c`, D above. */
function gradeCount(label: string, count: number | undefined, b: number, c: number): MetricGrade {
  if (count === undefined) return none(label);
  return gradeByBounds(`${label}:`, count, { a: 0, b, c }, { higherIsSafer: false });
}

const manufacturing = (naics: string | null) => naics !== null && /^3[1-3]/.test(naics);

/**
 * Altman Z for manufacturers (safe above 2.99, distress below 1.81; Altman 1968) or Z″ for
 * the rest (safe above 2.6, distress below 1.1; Altman 1995, 2000). The grey zone is split in
 * two: its safer half B, its other half C.
 */
function gradeZScore(facts: CompanyFacts): MetricGrade {
  const s = facts.statement;
  if (!manufacturing(facts.naicsCode) && s && s.totalAssets > 0 && s.totalLiabilities > 0) {
    // Rounded to the two decimals the explanation shows, so a boundary value grades as printed.
    const z2 =
      Math.round(
        ((6.56 * s.workingCapital) / s.totalAssets +
          (3.26 * s.retainedEarnings) / s.totalAssets +
          (6.72 * s.ebit) / s.totalAssets +
          (1.05 * s.totalEquity) / s.totalLiabilities) *
          100,
      ) / 100;
    return gradeByBounds(
      "Altman Z″ (non-manufacturer)",
      z2,
      { a: 2.6, b: 1.85, c: 1.1 },
      {
        higherIsSafer: true,
        strictAbove: true,
        source: "Altman Z″: safe above 2.6, distress below 1.1",
      },
    );
  }
  if (facts.altmanZScore === null) return none("the Altman Z-score");
  return gradeByBounds(
    "Altman Z",
    facts.altmanZScore,
    { a: 2.99, b: 2.4, c: 1.81 },
    {
      higherIsSafer: true,
      strictAbove: true,
      source: "Altman Z: safe above 2.99, distress below 1.81",
    },
  );
}

function gradeDebtRatio(facts: CompanyFacts): MetricGrade {
  const s = facts.statement;
  if (!s) return none("the debt ratio (no financial statement)");
  if (s.totalEquity <= 0)
    return {
      grade: "D",
      value: null,
      explanation: "Equity is zero or negative: liabilities exceed assets, D.",
    };
  return gradeByBounds(
    "Debt to equity",
    s.totalLiabilities / s.totalEquity,
    { a: 1, b: 2, c: 3 },
    { higherIsSafer: false },
  );
}

function gradeBreaches(facts: CompanyFacts): MetricGrade {
  const breaches = facts.dataBreaches;
  if (breaches === undefined) return none("data breach history");
  if (breaches.length === 0)
    return { grade: "A", value: null, explanation: "No disclosed data breach: A." };
  const days = Math.min(...breaches.map((d) => daysBetween(d, facts.now)));
  return gradeByBounds(
    "Days since the last disclosed data breach",
    days,
    { a: 1095, b: 730, c: 365 },
    { higherIsSafer: true },
  );
}

function gradeForcedLabor(facts: CompanyFacts): MetricGrade {
  const risks = facts.forcedLaborRisks;
  if (risks === undefined) return none("forced-labour risk");
  const order = { low: 1, medium: 2, high: 3 } as const;
  const worst = risks.reduce((w, r) => Math.max(w, order[r]), 0);
  const grade: RiskGrade = (["A", "B", "C", "D"] as const)[worst] ?? "A";
  const word = ["none", "low", "medium", "high"][worst];
  return {
    grade,
    value: risks.length,
    explanation: `${risks.length} forced-labour findings, the worst ${word}: none A, low B, medium C, high D.`,
  };
}

function gradeStateOwned(facts: CompanyFacts, byShare: boolean): MetricGrade {
  const s = facts.stateOwnership;
  if (s === undefined) return none("state ownership");
  if (!s.isStateOwned) return { grade: "A", value: 0, explanation: "Not state-owned: A." };
  const share = s.share;
  if (share === null)
    return { grade: "C", value: null, explanation: "State-owned, share unknown: C." };
  if (!byShare)
    return {
      grade: share >= 0.5 ? "D" : "C",
      value: share,
      explanation: `State-owned, share ${fmt(share * 100)}%: D from 50%, C below.`,
    };
  return gradeByBounds(
    "State ownership share",
    share,
    { a: 0, b: 0.25, c: 0.5 },
    { higherIsSafer: false },
  );
}

/** Every metric of common riskMetrics, graded from one company's facts. */
export function gradeMetric(metric: RiskMetric, f: CompanyFacts): MetricGrade {
  switch (metric) {
    case "current_ratio":
      return f.currentRatio === null
        ? none("the current ratio")
        : gradeByBounds(
            "Current ratio",
            f.currentRatio,
            { a: 2, b: 1.5, c: 1 },
            { higherIsSafer: true },
          );
    case "quick_ratio":
      return f.quickRatio === null
        ? none("the quick ratio")
        : gradeByBounds(
            "Quick ratio",
            f.quickRatio,
            { a: 1.5, b: 1, c: 0.5 },
            { higherIsSafer: true },
          );
    case "z_score":
      return gradeZScore(f);
    case "creditscore":
      return f.creditScore === null
        ? none("the credit score")
        : gradeByBounds(
            "Credit score",
            f.creditScore,
            { a: 86, b: 51, c: 11 },
            { higherIsSafer: true, source: "D&B-style classes 86–100, 51–85, 11–50, 1–10" },
          );
    case "insolvency_ratio":
      return f.viabilityScore === null
        ? none("the viability score")
        : gradeByBounds(
            "Viability score",
            f.viabilityScore,
            { a: 3, b: 5, c: 7 },
            { higherIsSafer: false, source: "D&B viability 1 lowest risk to 9 highest" },
          );
    case "debt_ratio":
      return gradeDebtRatio(f);
    case "cyber_security":
      return f.securityRating === null
        ? none("the security rating")
        : gradeByBounds(
            "Security rating",
            f.securityRating,
            { a: 740, b: 640, c: 500 },
            { higherIsSafer: true, source: "740+ advanced, 640–739 intermediate, below 640 basic" },
          );
    case "data_breach":
      return gradeBreaches(f);
    case "physical_security":
      return gradeCount(
        "Physical-security findings in the last year",
        f.physicalSecurityEvents,
        0,
        2,
      );
    case "environmental":
      return esgGrade("ESG environmental score", f.esgEnvironmental);
    case "energy_and_climate":
      return esgGrade("ESG score", f.esgScore);
    case "diversity_and_labor":
      return esgGrade("ESG social score", f.esgSocial);
    case "health_and_safety":
      return gradeCount("Health and safety enforcement actions (3 years)", f.safetyActions, 1, 2);
    case "foreign_labor":
      return gradeForcedLabor(f);
    case "sanctions":
      return gradeMatches("sanctions matches", f.sanctions);
    case "pep":
      return gradeMatches("politically exposed persons", f.peps);
    case "pep_v2":
      return gradeMatches(
        "confirmed politically exposed persons",
        f.peps?.filter((p) => p.decision === "confirmed"),
      );
    case "adverse_media":
    case "adverse_media_v2":
      return gradeCount("Adverse media findings in the last year", f.adverseMedia, 2, 5);
    case "state_owned_entity":
      return gradeStateOwned(f, false);
    case "state_owned_entity_v2":
      return gradeStateOwned(f, true);
    case "compliance_violations":
    case "compliance_violations_v2":
      return gradeCount("Regulatory enforcement actions (3 years)", f.enforcementActions, 1, 3);
    case "supplier_assessment":
      return f.supplierAssessment === undefined
        ? none("a finished supplier assessment")
        : gradeByBounds(
            "Supplier assessment score",
            f.supplierAssessment,
            { a: 80, b: 60, c: 40 },
            { higherIsSafer: true, source: "the latest finished workflow; a rejection counts 0" },
          );
  }
}

function esgGrade(label: string, value: number | null | undefined): MetricGrade {
  if (value === null || value === undefined) return none(`the ${label}`);
  return gradeByBounds(label, value, { a: 70, b: 50, c: 30 }, { higherIsSafer: true });
}
