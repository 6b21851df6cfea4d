/**
 * Alerts (spec 3 §2 "Alerts", §3 "Alert (older model)", "Alert (newer model)", "Alert topic",
 * "Alert feed", "Entity subscription", §4, §5, §7, §8, §9; spec 1 §2.4, §2.5, §5). One alert
 * engine carries both models' fields; `alertServiceEnabled` chooses only the UI variant. The
 * server, the web, the rules engine and the importers share these words, values and limits.
 */

import type { SnackbarUndoKind } from "./snackbar.ts";

// ---------------------------------------------------------------- kinds of alert

/** The newer model's `type` (spec 3 §3 leaves the values open; these are ours). */
export const alertTypes = [
  "news",
  "financial",
  "cyber",
  "sanctions",
  "legal",
  "data_breach",
  "natural_disaster",
] as const;
export type AlertType = (typeof alertTypes)[number];

export const alertTypeLabels: Record<AlertType, string> = {
  news: "News",
  financial: "Financial",
  cyber: "Cyber security",
  sanctions: "Sanctions",
  legal: "Court filings",
  data_breach: "Data breach",
  natural_disaster: "Natural disaster",
};

/** Spec 3 §3: polarity values exactly as the newer model writes them. */
export const alertPolarities = ["POSITIVE", "NEGATIVE", "neutral"] as const;
export type AlertPolarity = (typeof alertPolarities)[number];
export const alertPolarityLabels: Record<AlertPolarity, string> = {
  POSITIVE: "Positive",
  NEGATIVE: "Negative",
  neutral: "Neutral",
};

/** The older model's datasets (spec 3 §3: cyber, liquidity, insolvency, csr insights). */
export const alertDatasets = ["cyber", "liquidity", "insolvency", "csr_insights"] as const;
export type AlertDataset = (typeof alertDatasets)[number];
export const alertDatasetLabels: Record<AlertDataset, string> = {
  cyber: "Cyber",
  liquidity: "Liquidity",
  insolvency: "Insolvency",
  csr_insights: "CSR insights",
};

/** Spec 3 §3 "Alert topic": severity labels. */
export const alertSeverities = ["Critical", "Elevated", "High"] as const;
export type AlertSeverity = (typeof alertSeverities)[number];

/** Spec 3 §3: location levels and the topic prefix each is written with. */
export const locationLevels = ["City", "Admin", "Country", "Region"] as const;
export type LocationLevel = (typeof locationLevels)[number];
export const locationTopicPrefix: Record<LocationLevel, string> = {
  City: "location.city",
  Admin: "location.admin",
  Country: "location.country",
  Region: "location.region",
};

/**
 * News classes (spec 3 §3 "news classes with id and name"; the list is ours). Each carries the
 * severity an alert of that class gets when the rules engine or an importer raises it.
 */
export const newsClasses = [
  { id: "bankruptcy", name: "Bankruptcy and insolvency", severity: "Critical" },
  { id: "sanctions", name: "Sanctions", severity: "Critical" },
  { id: "fraud", name: "Fraud and corruption", severity: "Critical" },
  { id: "data_breach", name: "Data breach", severity: "Critical" },
  { id: "labor_violation", name: "Labour violations", severity: "High" },
  { id: "environmental", name: "Environmental incident", severity: "High" },
  { id: "litigation", name: "Litigation", severity: "High" },
  { id: "product_recall", name: "Product recall", severity: "High" },
  { id: "strike", name: "Strike", severity: "Elevated" },
  { id: "natural_disaster", name: "Natural disaster", severity: "Elevated" },
  { id: "site_closure", name: "Site relocation or closure", severity: "Elevated" },
  { id: "leadership_change", name: "Leadership change", severity: "Elevated" },
  { id: "merger_acquisition", name: "Merger or acquisition", severity: "Elevated" },
] as const satisfies readonly { id: string; name: string; severity: AlertSeverity }[];
export type NewsClassId = (typeof newsClasses)[number]["id"];

// ---------------------------------------------------------------- topics

/** Spec 3 §3 "Alert topic": the prefixes of `prefix:value` topic strings. */
export const alertTopicPrefixes = [
  "location.city",
  "location.admin",
  "location.country",
  "location.sub_region",
  "location.region",
  "location",
  "company",
  "resource",
  "resource_type",
  "variable",
  "dataset",
  "signal_rule_key",
  "key",
  "polarity",
  "severity",
  "class",
  "keyword",
  "incidents",
  "natural_disasters",
  "site_relocation_or_climate closure",
] as const;
export type AlertTopicPrefix = (typeof alertTopicPrefixes)[number];

/** A trailing * makes a topic a wildcard (spec 3 §3). */
export const topicWildcard = "*";

// ---------------------------------------------------------------- analytics fields (older model)

/** Spec 3 §3: time windows of change-over-period alerts and how they display. */
export const alertTimeWindows = [
  { key: "1d", days: 1, label: "over 1 day" },
  { key: "1w", days: 7, label: "over 1 week" },
  { key: "1m", days: 30, label: "over 1 month" },
  { key: "3m", days: 91, label: "over 3 months" },
  { key: "6m", days: 182, label: "over 6 months" },
  { key: "1y", days: 365, label: "over 1 year" },
  { key: "2y", days: 730, label: "over 2 years" },
  { key: "3y", days: 1095, label: "over 3 years" },
  { key: "5y", days: 1826, label: "over 5 years" },
] as const;
export type AlertTimeWindow = (typeof alertTimeWindows)[number]["key"];

/** payload.data.period_info (spec 3 §3). */
export type AlertPeriodInfo = { pct_change: number; time_window: AlertTimeWindow };
/** The series behind a change-over-period alert's before/after chart. */
export type AlertTimeseriesPoint = { date: string; value: number };
/** Spec 3 §2: the before/after chart draws at most this many ticks. */
export const alertChartMaxTicks = 5;

// ---------------------------------------------------------------- per-user state and feedback

/** Spec 3 §3: 1 relevant, 0 unscored, -1 not relevant. */
export const alertScores = { relevant: 1, unscored: 0, notRelevant: -1 } as const;
export type AlertScore = (typeof alertScores)[keyof typeof alertScores];

/** The relevancy filter's values and the score each stands for. */
export const alertRelevancies = ["relevant", "unscored", "not_relevant"] as const;
export type AlertRelevancy = (typeof alertRelevancies)[number];
export const relevancyScore: Record<AlertRelevancy, AlertScore> = {
  relevant: 1,
  unscored: 0,
  not_relevant: -1,
};

/**
 * Issue 13, beyond the spec: "not relevant" takes a reason. `wrong_company` unlinks that company
 * from the alert for the whole organisation; the others hide the alert only for the user.
 */
export const notRelevantReasons = [
  "duplicate",
  "wrong_company",
  "wrong_content",
  "wrong_link",
  "irrelevant",
  "missing_target",
  "paywall",
  "unlawful_content",
  "other",
] as const;
export type NotRelevantReason = (typeof notRelevantReasons)[number];
export const notRelevantReasonLabels: Record<NotRelevantReason, string> = {
  duplicate: "Duplicate",
  wrong_company: "False data: wrong company",
  wrong_content: "False data: wrong content",
  wrong_link: "False data: wrong link",
  irrelevant: "Irrelevant",
  missing_target: "Missing target",
  paywall: "Paywall",
  unlawful_content: "Unlawful content",
  other: "Other",
};
/** These reasons need a comment. */
export const reasonsNeedingComment: readonly NotRelevantReason[] = ["unlawful_content", "other"];

/**
 * Spec 3 §4 (and issue 13): relevant sets score 1 and archived false; not relevant archives and
 * sets score 0, its reason stored beside the score. The relevant button is disabled once the
 * score is 1, the not-relevant one once the alert is archived. Score -1 comes only from
 * imported older-model metadata; the relevancy filter still finds it.
 */
export function feedbackButtons(state: { score: AlertScore; archived: boolean }) {
  return { relevantDisabled: state.score === 1, notRelevantDisabled: state.archived };
}

/** Spec 3 §3: an alert without metadata is unread, not archived, score 0, no feedback. */
export const defaultAlertMetadata = {
  read: false,
  readAt: null,
  archived: false,
  score: 0,
  scoreFeedback: null,
} as const;

/** Spec 3 §4 / spec 1 §2.6: the undo variants alerts write. */
export const alertUndoTypes = {
  archive: "archiveAlertOrInsight",
  unarchive: "unarchiveAlert",
} as const satisfies Record<string, SnackbarUndoKind>;

// ---------------------------------------------------------------- scope, feeds, subscriptions

/** Spec 3 §9: default scope user. `user`: the companies of portfolios the user can see; `organization`: everything the organisation subscribes to. */
export const alertScopes = ["user", "organization"] as const;
export type AlertScope = (typeof alertScopes)[number];
export const defaultAlertScope: AlertScope = "user";

/** The entities an organisation subscribes to (spec 3 §3 "Entity subscription"). */
export const subscriptionKinds = ["company", "location", "commodity"] as const;
export type SubscriptionKind = (typeof subscriptionKinds)[number];
/** /settings/alert/{tab}: one tab per kind. */
export const alertSettingsTabs = subscriptionKinds;

/** The built-in feeds every organisation has; they cannot be modified (spec 3 §3). */
export const defaultFeeds = [
  { slug: "everything", name: "Everything", description: "Every alert you can see." },
  { slug: "unread", name: "Unread", description: "Alerts you have not read." },
  { slug: "relevant", name: "Relevant", description: "Alerts marked relevant." },
] as const;

// ---------------------------------------------------------------- limits (spec 3 §9)

export const alertLimits = {
  feedPageSize: 30,
  olderFetchLimit: 20,
  /** The count query asks for 101 and shows 100 when over the threshold of 100. */
  countLimit: 101,
  unreadThreshold: 100,
  topicsLimit: 10,
  subscriptionPageSize: 20,
  companySubscriptionsPerRequest: 5000,
  /** Ours (spec 3 §5: "a server-set maximum"). */
  bulkMarkReadMaximum: 10_000,
  /** Ours (spec 3 §5 names "limit reached" but no value): feeds a person may create. */
  feedsPerUser: 50,
  feedNameMaxLength: 100,
  feedDescriptionMaxLength: 500,
  commentMaxLength: 2000,
  /** Ours: below this an organisation named in news is a mention, not a company link. */
  companyLinkConfidence: 0.85,
} as const;

/** The unread count as the navigation shows it: over the threshold shows the threshold. */
export function shownUnreadCount(count: number): { count: number; overTheThreshold: boolean } {
  const over = count > alertLimits.unreadThreshold;
  return { count: over ? alertLimits.unreadThreshold : count, overTheThreshold: over };
}

// ---------------------------------------------------------------- words

export const alertMessages = {
  feedExists: "A feed with this name already exists.",
  feedLimitReached: (limit: number) => `You have reached the limit of ${limit} feeds.`,
  feedUnmodifiable: "Default feeds cannot be modified.",
  bulkReadTooMany: (maximum: number, requested: number) =>
    `Too many modifications requested: at most ${maximum}, ${requested} requested.`,
  commentRequired: "Please add a comment for this reason.",
  /** Spec 1 §2.5 / spec 3 §2: the disabled alerts icon. */
  noSubscription:
    "Your organization does not have alert subscriptions for this supplier. Please contact your administrator to purchase.",
  noAlerts: "No alerts match these filters.",
  /** An empty feed of an organisation that subscribes to nothing (issue 27): why, and where to. */
  followsNothing: "Your organisation follows no companies yet, so no alerts arrive.",
  chooseCompaniesToFollow: "Choose companies to follow",
  followsNothingMember: "An administrator of your organisation chooses the companies it follows.",
  seeWhatIsFollowed: "See what your organisation follows",
  seeMore: "See more",
  seeLess: "See less",
  viewOriginal: "View Original Alert",
} as const;
