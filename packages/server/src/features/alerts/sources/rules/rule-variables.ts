import type { NewAlertLocation } from "../../alert-write.ts";

/**
 * The company data the rules engine watches. Metrics carry a number per observation and are
 * compared over time windows; events carry their facts in company_data_changes.detail.
 */
export const metricVariables = [
  "current_ratio",
  "quick_ratio",
  "altman_z_score",
  "credit_score",
  "security_rating",
  "esg_score",
] as const;
export type MetricVariable = (typeof metricVariables)[number];

export const eventVariables = [
  "sanctions_match",
  "court_filing",
  "data_breach",
  "news_item",
] as const;
export type EventVariable = (typeof eventVariables)[number];

export type RuleVariable = MetricVariable | EventVariable;

export const isMetricVariable = (variable: string): variable is MetricVariable =>
  (metricVariables as readonly string[]).includes(variable);

/** How each metric reads in an alert's title. */
export const metricLabels: Record<MetricVariable, string> = {
  current_ratio: "Current ratio",
  quick_ratio: "Quick ratio",
  altman_z_score: "Altman Z-score",
  credit_score: "Credit score",
  security_rating: "Security rating",
  esg_score: "ESG score",
};

/** `detail` of a sanctions_match change: the list entry a screening matched. */
export type SanctionsMatchDetail = {
  listName: string;
  program?: string | null;
  matchedName: string;
  entryId?: string | null;
  /** 0–100, as screening scores a match. */
  score?: number | null;
};

/** `detail` of a court_filing change. */
export type CourtFilingDetail = {
  court: string;
  caseNumber: string;
  kind: string;
  status?: string | null;
};

/** `detail` of a data_breach change. */
export type DataBreachDetail = {
  kind: string;
  recordsExposed?: number | null;
  summary?: string | null;
};

/** `detail` of a news_item change: an article about the company, classified by the rules. */
export type NewsItemDetail = {
  headline: string;
  url?: string | null;
  source?: string | null;
  body?: string | null;
  /** The provider's id of the article, when it has one (else the URL or headline is used). */
  id?: string | null;
  /** Places the article is about, when it names them. */
  locations?: NewAlertLocation[];
};

export type EventDetail = {
  sanctions_match: SanctionsMatchDetail;
  court_filing: CourtFilingDetail;
  data_breach: DataBreachDetail;
  news_item: NewsItemDetail;
};
