/**
 * AI risk summaries (issue 15; spec 3 §3 "AI risk summary report", §4, §7 "AI reports", §8,
 * §9; spec 1 §2.5): the statuses, limits, words and citation shape the server and the web
 * share. The GraphQL contract is docs/ai-reports-contract.graphql; the rules are in
 * policy/ai-reports.policy.ts.
 */

/** Spec 3 §3: a report's status. */
export const aiReportStatuses = ["in_progress", "success", "error"] as const;
export type AiReportStatus = (typeof aiReportStatuses)[number];

/** Spec 3 §7: the company risk summary, and the security summary report "that also exists". */
export const aiReportTypes = ["risk_summary", "security_summary"] as const;
export type AiReportType = (typeof aiReportTypes)[number];

/**
 * Spec 1 §6.3 "AI report version (v1 or v2)": two feature flags. v1 gives the risk summary;
 * v2 adds the security summary report. Either one opens the AI report tab.
 */
export const aiReportVersionFlags = ["aiReportV1", "aiReportV2"] as const;

/**
 * Spec 3 §3 "the company in an allowed set" (the set itself is not shown): by default the
 * companies in the organisation's portfolios; the organisation setting aiReportCompanies can
 * widen it to every company. Documented in the README.
 */
export const aiReportCompanyScopes = ["portfolios", "all"] as const;
export type AiReportCompanyScope = (typeof aiReportCompanyScopes)[number];
export const defaultAiReportCompanyScope: AiReportCompanyScope = "portfolios";

/** Spec 3 §9. */
export const aiReportLimits = {
  /** While a report is in progress the page asks again every 5000 ms. */
  pollIntervalMs: 5000,
  /** The history shows the first 10 (reports in error are left out). */
  historyFirst: 10,
  /** The LLM path (ours): how long one call may take, and how often it is tried again. */
  llmTimeoutMs: 60_000,
  llmMaxRetries: 2,
  /** Facts handed to the generator per category, most severe and most recent first (ours). */
  factsPerCategory: 12,
} as const;

/** Spec 3 §3: a headline and each category carry a risk level. */
export const aiRiskLevels = ["low", "medium", "high", "critical", "unknown"] as const;
export type AiRiskLevel = (typeof aiRiskLevels)[number];

/**
 * What a fact is (issue 15 "Facts in, ids attached"). A fact's id is "<kind>:<key>", for
 * example "metric:current_ratio", "grade:financial", "alert:9f0c…", "match:12", "news:…".
 */
export const aiFactKinds = [
  "metric",
  "grade",
  "alert",
  "match",
  "ratio",
  "news",
  "profile",
] as const;
export type AiFactKind = (typeof aiFactKinds)[number];

/**
 * A sentence cites its facts with bracketed ids at its end: "Liquidity is weak: the current
 * ratio is 0.82 [metric:current_ratio]." The checker reads them with this pattern.
 */
export const aiCitationPattern = /\[((?:metric|grade|alert|match|ratio|news|profile):[^\]\s]+)\]/g;

/** Spec 1 §2.5 and spec 3 §2: the AI Report button's three tooltips, and §8's failure. */
export const aiReportMessages = {
  openToReview: "Open to review the AI risk report",
  generating: "The AI risk report is being generated",
  openToGenerate: "Open to generate an AI risk report",
  notAvailable: "AI risk reports are not available for this company",
  generationFailedToStart: "Report generation failed to start",
  generationFailed: "The report could not be generated. Try again.",
  alreadyInProgress: "A report for this company is already being generated.",
  noReportYet: "No AI risk report for this company yet.",
  droppedSentences: (count: number) =>
    count === 1
      ? "1 sentence was left out because its citations did not check out."
      : `${count} sentences were left out because their citations did not check out.`,
} as const;
