import { gql, type TypedDocumentNode } from "@apollo/client";
import type {
  AlertDataset,
  AlertPolarity,
  AlertSeverity,
  AlertType,
  LocationLevel,
  NotRelevantReason,
} from "@tierwise/common/alerts";
import type { AlertFilter } from "@tierwise/common/inputs/alerts";

/**
 * Alerts (server: features/alerts). Written by hand from docs/alerts-contract.graphql and checked
 * against packages/server/schema.graphql by alerts.graphql.test.ts.
 */

export interface AlertCompanyRef {
  __typename: "AlertCompanyRef";
  id: string;
  slug: string;
  name: string;
}

/**
 * A confident company link. Its per-alert confidence is not asked for: the cache keeps one
 * AlertCompany per id, and a confidence would differ from alert to alert.
 */
export interface AlertCompany {
  __typename: "AlertCompany";
  id: string;
  slug: string;
  name: string;
  subscribed: boolean;
}

export interface AlertMention {
  __typename: "AlertMention";
  name: string;
  confidence: number;
  candidate: AlertCompanyRef | null;
}

export interface AlertLocation {
  __typename: "AlertLocation";
  id: string;
  level: LocationLevel;
  name: string;
  countryCode: string | null;
  topic: string;
}

export interface AlertCommodity {
  __typename: "Commodity";
  id: string;
  name: string;
  topic: string;
}

export interface AlertNewsClass {
  __typename: "NewsClass";
  id: string;
  name: string;
  severity: AlertSeverity;
}

export interface AlertUserMetadata {
  __typename: "AlertUserMetadata";
  read: boolean;
  readAt: string | null;
  archived: boolean;
  score: number;
  scoreFeedback: string | null;
  reason: NotRelevantReason | null;
}

export interface AlertItem {
  __typename: "Alert";
  id: string;
  title: string;
  body: string | null;
  type: AlertType;
  polarity: AlertPolarity;
  severity: AlertSeverity | null;
  publishedAt: string;
  occurredAt: string | null;
  companies: AlertCompany[];
  mentions: AlertMention[];
  locations: AlertLocation[];
  commodities: AlertCommodity[];
  isSingleSource: boolean;
  dataPoint: {
    __typename: "AlertDataPoint";
    provider: string;
    sourceUrl: string | null;
    newsClasses: AlertNewsClass[];
  };
  dataset: AlertDataset | null;
  signalRuleKey: string | null;
  variable: string | null;
  periodInfo: {
    __typename: "AlertPeriodInfo";
    pctChange: number;
    timeWindow: string;
    timeWindowLabel: string;
  } | null;
  timeseries: { __typename: "AlertTimeseriesPoint"; date: string; value: number }[] | null;
  userMetadata: AlertUserMetadata;
}

/** The filter as the API takes it (alertFilterSchema's output). */
export type AlertFilterInput = AlertFilter;

export interface AlertPage {
  __typename: "AlertConnection";
  items: AlertItem[];
  pageInfo: { __typename: "PageInfo"; endCursor: string | null; hasNextPage: boolean };
}

const USER_METADATA_FIELDS = gql`
  fragment AlertUserMetadataFields on AlertUserMetadata {
    read readAt archived score scoreFeedback reason
  }
`;

export const ALERT_FIELDS = gql`
  fragment AlertFields on Alert {
    id
    title
    body
    type
    polarity
    severity
    publishedAt
    occurredAt
    companies { id slug name subscribed }
    mentions { name confidence candidate { id slug name } }
    locations { id level name countryCode topic }
    commodities { id name topic }
    isSingleSource
    dataPoint { provider sourceUrl newsClasses { id name severity } }
    dataset
    signalRuleKey
    variable
    periodInfo { pctChange timeWindow timeWindowLabel }
    timeseries { date value }
    userMetadata { ...AlertUserMetadataFields }
  }
  ${USER_METADATA_FIELDS}
`;

export type AlertsVariables = { filter: AlertFilterInput; first: number; after?: string | null };

export const ALERTS_QUERY: TypedDocumentNode<{ alerts: AlertPage }, AlertsVariables> = gql`
  query Alerts($filter: AlertFilterInput, $first: Int, $after: String) {
    alerts(filter: $filter, first: $first, after: $after) {
      items { ...AlertFields }
      pageInfo { endCursor hasNextPage }
    }
  }
  ${ALERT_FIELDS}
`;

/** One of the API's typed errors (NotFoundError, ForbiddenError, ValidationError…). */
export type TypedError = { __typename: `${string}Error`; message: string };

/** What the feedback, read and archive changes answer: the alert's new state, an undo offer. */
export type AlertChangeResult =
  | {
      __typename: "AlertSuccess";
      undoId: string | null;
      alert: {
        __typename: "Alert";
        id: string;
        companies: AlertCompany[];
        userMetadata: AlertUserMetadata;
      };
    }
  | TypedError;

export type AlertFeedbackInput = {
  alertId: string;
  companyId?: string | null;
  score?: 1 | 0 | -1;
  read?: boolean;
  archived?: boolean;
  scoreFeedback?: string | null;
  reason?: NotRelevantReason | null;
};

// The companies come back too: a "wrong company" verdict unlinks one for the organisation.
const ALERT_CHANGE_FIELDS = gql`
  fragment AlertChangeFields on AlertResult {
    __typename
    ... on AlertSuccess {
      undoId
      alert { id companies { id slug name subscribed } userMetadata { ...AlertUserMetadataFields } }
    }
    ... on Error { message }
  }
  ${USER_METADATA_FIELDS}
`;

export const UPDATE_ALERT_SCORE: TypedDocumentNode<
  { updateAlertScore: AlertChangeResult },
  { input: AlertFeedbackInput }
> = gql`
  mutation UpdateAlertScore($input: AlertFeedbackInput!) {
    updateAlertScore(input: $input) { ...AlertChangeFields }
  }
  ${ALERT_CHANGE_FIELDS}
`;

export type BulkMarkReadResult =
  | { __typename: "BulkMarkReadSuccess"; updated: number }
  | { __typename: "TooManyModificationsError"; message: string; maximum: number }
  | TypedError;

export const BULK_MARK_ALERTS_READ: TypedDocumentNode<
  { bulkMarkAlertsRead: BulkMarkReadResult },
  { input: { alertIds?: string[]; filter?: AlertFilterInput } }
> = gql`
  mutation BulkMarkAlertsRead($input: BulkMarkReadInput!) {
    bulkMarkAlertsRead(input: $input) {
      __typename
      ... on BulkMarkReadSuccess { updated }
      ... on TooManyModificationsError { maximum }
      ... on Error { message }
    }
  }
`;

export interface AvailableAlertFilters {
  __typename: "AvailableAlertFilters";
  companies: AlertCompanyRef[];
  locations: AlertLocation[];
  commodities: AlertCommodity[];
  newsClasses: AlertNewsClass[];
}

export const AVAILABLE_ALERT_FILTERS_QUERY: TypedDocumentNode<
  { availableAlertFilters: AvailableAlertFilters },
  { search?: string | null }
> = gql`
  query AvailableAlertFilters($search: String) {
    availableAlertFilters(search: $search) {
      companies { id slug name }
      locations { id level name countryCode topic }
      commodities { id name topic }
      newsClasses { id name severity }
    }
  }
`;

/** Queries to ask again when read states change: the counts in the navigation and the panel. */
export const unreadCountQueries = ["AlertUnreadCount", "SubjectAlertUnreadCount"];
