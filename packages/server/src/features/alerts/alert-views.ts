import type {
  AlertDataset,
  AlertPolarity,
  AlertScore,
  AlertSeverity,
  AlertTimeseriesPoint,
  AlertType,
  LocationLevel,
  NotRelevantReason,
} from "@tierwise/common/alerts";

/**
 * An alert as one viewer sees it (docs/alerts-contract.graphql `Alert`), and the small shapes it
 * is made of. The feeds, subscriptions and digests parts name these too.
 */

export type AlertCompanyRefView = { id: string; slug: string; name: string };

export type AlertCompanyView = AlertCompanyRefView & {
  country: string | null;
  confidence: number;
  /** The organisation sees alerts for it (a subscription, or all_alerts_access). */
  subscribed: boolean;
};

export type AlertMentionView = {
  name: string;
  confidence: number;
  candidate: AlertCompanyRefView | null;
};

export type AlertLocationView = {
  id: string;
  level: LocationLevel;
  name: string;
  countryCode: string | null;
  topic: string;
};

export type CommodityView = { id: string; name: string; topic: string };

export type NewsClassView = { id: string; name: string; severity: AlertSeverity };

export type AlertPeriodInfoView = {
  pctChange: number;
  timeWindow: string;
  timeWindowLabel: string;
};

/** A person's state of an alert (spec 3 §3 per-user metadata, with issue 13's reason). */
export type AlertState = {
  read: boolean;
  readAt: Date | null;
  archived: boolean;
  score: AlertScore;
  scoreFeedback: string | null;
  reason: NotRelevantReason | null;
};

export type AlertUserMetadataView = AlertState & {
  /** common feedbackButtons: the web greys the buttons out with these. */
  relevantDisabled: boolean;
  notRelevantDisabled: boolean;
};

export type AlertView = {
  id: string;
  title: string;
  body: string | null;
  type: AlertType;
  polarity: AlertPolarity;
  severity: AlertSeverity | null;
  publishedAt: Date;
  occurredAt: Date | null;
  companies: AlertCompanyView[];
  mentions: AlertMentionView[];
  locations: AlertLocationView[];
  commodities: CommodityView[];
  subscribedEntities: string[];
  isSingleSource: boolean;
  dataPoint: { provider: string; sourceUrl: string | null; newsClasses: NewsClassView[] };
  dataset: AlertDataset | null;
  signalRuleKey: string | null;
  variable: string | null;
  periodInfo: AlertPeriodInfoView | null;
  timeseries: AlertTimeseriesPoint[] | null;
  topics: string[];
  userMetadata: AlertUserMetadataView;
};
