/**
 * Risk hub (issue 14; spec 3 §2 "Risk hub", §3 "Risk", "Risk configuration", "Risk signal user
 * action", §5, §7, §9): the metrics, grades, thresholds, limits and words the server and the
 * web share. The GraphQL contract is docs/risk-contract.graphql; inputs are in
 * inputs/risk.ts; rules in policy/risk.policy.ts.
 */

// ---------------------------------------------------------------- grades

/** Spec 3 §3: letter grades A minimal, B low, C medium, D high; a dash is "no score". */
export const riskGrades = ["A", "B", "C", "D"] as const;
export type RiskGrade = (typeof riskGrades)[number];
/** "—": no data for the metric (never counted as a D). */
export const noScore = "-" as const;
export type GradeOrNone = RiskGrade | typeof noScore;

export const riskTiers = ["minimal", "low", "medium", "high"] as const;
export type RiskTier = (typeof riskTiers)[number];
export const tierOfGrade: Record<RiskGrade, RiskTier> = {
  A: "minimal",
  B: "low",
  C: "medium",
  D: "high",
};
export const gradeLabels: Record<GradeOrNone, string> = {
  A: "A · minimal",
  B: "B · low",
  C: "C · medium",
  D: "D · high",
  "-": "— · no score",
};

/** Spec 3 §3: D, E and F count as poor (E and F come from providers' own scales). */
export function isPoorGrade(grade: string): boolean {
  return grade === "D" || grade === "E" || grade === "F";
}

/**
 * Spec 3 §3: a category (and the overall) score is graded A from 0, B from 37, C from 62,
 * D from 87. Scores are risk points 0–100: higher is riskier.
 */
export const defaultCategoryThresholds: Record<RiskGrade, number> = { A: 0, B: 37, C: 62, D: 87 };

export function gradeOfScore(
  score: number | null,
  thresholds: Record<RiskGrade, number> = defaultCategoryThresholds,
): GradeOrNone {
  if (score === null || Number.isNaN(score)) return noScore;
  if (score >= thresholds.D) return "D";
  if (score >= thresholds.C) return "C";
  if (score >= thresholds.B) return "B";
  return "A";
}

/**
 * The risk points a metric's grade contributes to its category (ours: the spec names the
 * category thresholds only). Each sits inside its grade's band, so a category whose metrics
 * all grade C grades C.
 */
export const gradePoints: Record<RiskGrade, number> = { A: 0, B: 50, C: 75, D: 100 };

// ---------------------------------------------------------------- metrics

/**
 * Spec 3 §3's metric names, plus `sanctions` (issue 14 scores sanctions from screening) and the
 * v2 variants the spec mentions for PEP, adverse media, state-owned and compliance.
 */
export const riskMetrics = [
  "environmental",
  "health_and_safety",
  "energy_and_climate",
  "diversity_and_labor",
  "data_breach",
  "cyber_security",
  "physical_security",
  "z_score",
  "creditscore",
  "quick_ratio",
  "current_ratio",
  "insolvency_ratio",
  "debt_ratio",
  "foreign_labor",
  "sanctions",
  "pep",
  "adverse_media",
  "state_owned_entity",
  "compliance_violations",
  "pep_v2",
  "adverse_media_v2",
  "state_owned_entity_v2",
  "compliance_violations_v2",
  "supplier_assessment",
] as const;
export type RiskMetric = (typeof riskMetrics)[number];

/**
 * How a metric is graded. `threshold`: a number against ordered bounds; `match`: screening
 * matches (none A, possible B/C, confirmed D); `evidence`: how many findings; `daysSince`: how
 * long ago the last event was. The server's grading (features/risk) implements each kind;
 * the values are documented in the README with their sources.
 */
export type GradeRuleKind = "threshold" | "match" | "evidence" | "daysSince";

export type RiskMetricInfo = {
  name: string;
  shortName: string;
  kind: GradeRuleKind;
  /** One sentence for "why this grade": what the metric reads. */
  reads: string;
};

export const riskMetricInfo: Record<RiskMetric, RiskMetricInfo> = {
  environmental: {
    name: "Environmental",
    shortName: "ENV",
    kind: "threshold",
    reads: "the ESG environmental score",
  },
  health_and_safety: {
    name: "Health and safety",
    shortName: "H&S",
    kind: "evidence",
    reads: "regulatory enforcement actions on health and safety",
  },
  energy_and_climate: {
    name: "Energy and climate",
    shortName: "CLIM",
    kind: "threshold",
    reads: "the ESG climate score",
  },
  diversity_and_labor: {
    name: "Diversity and labour",
    shortName: "D&L",
    kind: "threshold",
    reads: "the ESG social score",
  },
  data_breach: {
    name: "Data breach",
    shortName: "BRCH",
    kind: "daysSince",
    reads: "days since the last disclosed data breach",
  },
  cyber_security: {
    name: "Cyber security",
    shortName: "CYB",
    kind: "threshold",
    reads: "the security rating (250–900)",
  },
  physical_security: {
    name: "Physical security",
    shortName: "PHYS",
    kind: "evidence",
    reads: "critical physical-security alerts in the last year",
  },
  z_score: {
    name: "Altman Z-score",
    shortName: "Z",
    kind: "threshold",
    reads: "the Altman Z-score (Z″ for non-manufacturers)",
  },
  creditscore: {
    name: "Credit score",
    shortName: "CRED",
    kind: "threshold",
    reads: "the credit score (1–100, higher is safer)",
  },
  quick_ratio: {
    name: "Quick ratio",
    shortName: "QR",
    kind: "threshold",
    reads: "the quick ratio",
  },
  current_ratio: {
    name: "Current ratio",
    shortName: "CR",
    kind: "threshold",
    reads: "the current ratio",
  },
  insolvency_ratio: {
    name: "Insolvency",
    shortName: "INS",
    kind: "threshold",
    reads: "the viability score (1–9, lower is safer)",
  },
  debt_ratio: { name: "Debt ratio", shortName: "DEBT", kind: "threshold", reads: "debt to equity" },
  foreign_labor: {
    name: "Forced labour",
    shortName: "LAB",
    kind: "evidence",
    reads: "forced-labour risk findings",
  },
  sanctions: {
    name: "Sanctions",
    shortName: "SAN",
    kind: "match",
    reads: "sanctions-list matches from screening",
  },
  pep: {
    name: "Politically exposed persons",
    shortName: "PEP",
    kind: "match",
    reads: "politically exposed persons linked to the company",
  },
  adverse_media: {
    name: "Adverse media",
    shortName: "ADV",
    kind: "evidence",
    reads: "adverse media findings in the last year",
  },
  state_owned_entity: {
    name: "State-owned entity",
    shortName: "SOE",
    kind: "match",
    reads: "state ownership findings",
  },
  compliance_violations: {
    name: "Compliance violations",
    shortName: "COMP",
    kind: "evidence",
    reads: "regulatory enforcement actions",
  },
  pep_v2: {
    name: "Politically exposed persons (v2)",
    shortName: "PEP2",
    kind: "match",
    reads: "politically exposed persons, confirmed matches only",
  },
  adverse_media_v2: {
    name: "Adverse media (v2)",
    shortName: "ADV2",
    kind: "evidence",
    reads: "adverse media findings, weighted by severity",
  },
  state_owned_entity_v2: {
    name: "State-owned entity (v2)",
    shortName: "SOE2",
    kind: "match",
    reads: "state ownership share",
  },
  compliance_violations_v2: {
    name: "Compliance violations (v2)",
    shortName: "COMP2",
    kind: "evidence",
    reads: "enforcement actions in the last three years",
  },
  supplier_assessment: {
    name: "Supplier assessment",
    shortName: "ASMT",
    kind: "threshold",
    reads:
      "the score of the supplier's latest finished workflow questionnaire (0–100, a rejection counts 0)",
  },
};

/**
 * Issue 31: the optional "Assessments" category a configuration may add, so a supplier's own
 * answers move its grade. Only an organisation's configurations can read assessments (the
 * default one belongs to nobody, and workflows belong to an organisation).
 */
export const assessmentsCategory = {
  id: "assessments",
  name: "Assessments",
  shortName: "ASMT",
  risks: { supplier_assessment: 1 },
} as const;

// ---------------------------------------------------------------- configurations

export type RiskCategoryDefinition = {
  /** Stable within a configuration: the route /categories/{categoryId} uses it. */
  id: string;
  name: string;
  shortName: string;
  /** Normalised: a configuration's category weights sum to 1. */
  weight: number;
  /** Metric → weight; normalised within the category (sum 1). */
  risks: Partial<Record<RiskMetric, number>>;
};

/** How a metric without data is treated (issue 14: "a configuration says"). */
export const missingDataTreatments = ["exclude", "asGrade"] as const;
export type MissingDataTreatment = (typeof missingDataTreatments)[number];

export type RiskConfigDefinition = {
  name: string;
  categories: RiskCategoryDefinition[];
  thresholds: Record<RiskGrade, number>;
  /** `exclude` (default): left out of the weights; `asGrade`: counted as `missingGrade`. */
  missingData: MissingDataTreatment;
  missingGrade?: RiskGrade;
};

export const riskLimits = {
  /** Spec 3 §2/§9: up to 5 custom configurations beyond the default. */
  customConfigsPerOrganization: 5,
  /** Creation allowed while fewer than 6 exist (the default counts). */
  configsBeforeCreationStops: 6,
  /** Spec 3 §5. */
  newCategoryWeight: 100,
  newMetricWeight: 0.25,
  /** Spec 3 §7/§9: risk hub page size and filters. */
  hubPageSize: 10,
  companiesFilterSize: 50,
  portfoliosFilterSize: 100,
  /** Tolerance of the server's "weights sum to 1" check (floating point). */
  weightSumTolerance: 1e-9,
  /** History points kept per company/portfolio and configuration: one a day. */
  historyDays: 730,
  /** Risk signal dismissal reason. */
  dismissReasonMaxLength: 1000,
  categoryNameMaxLength: 60,
  shortNameMaxLength: 8,
} as const;

/** Spec 3 §3: a new custom configuration is named "Custom Risk Hub {count}". */
export const customConfigName = (count: number) => `Custom Risk Hub ${count}`;

/**
 * Spec 3 §5: displayed weights are normalised to sum to 1, with the remainder (after rounding
 * to `decimals`) added to the first item. Empty or all-zero lists come back as they are.
 */
export function normalizeWeights(weights: readonly number[], decimals = 4): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (weights.length === 0 || total <= 0) return [...weights];
  const factor = 10 ** decimals;
  const rounded = weights.map((weight) => Math.round((weight / total) * factor) / factor);
  const remainder = Math.round((1 - rounded.reduce((sum, w) => sum + w, 0)) * factor) / factor;
  rounded[0] = Math.round(((rounded[0] ?? 0) + remainder) * factor) / factor;
  return rounded;
}

/** The server's domain check (spec 3 §5): weights must sum to 1. */
export function weightsSumToOne(weights: readonly number[]): boolean {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return Math.abs(total - 1) <= riskLimits.weightSumTolerance + 1e-6;
}

// ---------------------------------------------------------------- signals and sanctions

export const riskSignalStatuses = ["active", "dismissed"] as const;
export type RiskSignalStatus = (typeof riskSignalStatuses)[number];

/** An analyst's verdict on a sanctions (or PEP/state-owned) screening match. */
export const matchDecisions = ["confirmed", "dismissed"] as const;
export type MatchDecision = (typeof matchDecisions)[number];
export const matchDismissReasons = [
  "different_entity",
  "different_country",
  "common_name",
  "delisted",
  "other",
] as const;
export type MatchDismissReason = (typeof matchDismissReasons)[number];
export const matchDismissReasonLabels: Record<MatchDismissReason, string> = {
  different_entity: "A different entity with a similar name",
  different_country: "The entry is in another country",
  common_name: "A common or generic name",
  delisted: "The entry is no longer listed",
  other: "Other",
};

/** Screening strength, from the match score (0–100) and the evidence beyond the name. */
export const matchStrengths = ["certain", "probable", "possible"] as const;
export type MatchStrength = (typeof matchStrengths)[number];

// ---------------------------------------------------------------- words

export const riskMessages = {
  invalidRiskConfig: "The weights must add up to 1.",
  configLimitReached: `You can have at most ${riskLimits.customConfigsPerOrganization} custom risk configurations.`,
  defaultUnmodifiable: "The default risk configuration cannot be changed.",
  nothingToCommit: "There are no changes to commit.",
  noScoreYet: "Not scored yet",
  missingData: "No data for this metric: it is left out of the category's weights.",
  dismissReasonTooLong: `Keep the reason under ${riskLimits.dismissReasonMaxLength} characters.`,
  emptyCompanies: "No companies to score here yet. Add companies to a portfolio to see their risk.",
  emptyPortfolios: "No portfolios yet.",
} as const;

/** The user setting (spec 1 §3 User.settings). */
export const selectedConfigSetting = "riskHub.selectedConfig";

/** /risk-hub's views. */
export const riskHubViews = ["companies", "portfolios"] as const;
export type RiskHubView = (typeof riskHubViews)[number];
export const riskHubOrderings = ["score_desc", "score_asc", "name_asc", "change_desc"] as const;
export type RiskHubOrdering = (typeof riskHubOrderings)[number];
