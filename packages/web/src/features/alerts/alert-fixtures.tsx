import type { FeatureFlags } from "@tierwise/common/feature-flags";
import type { RoleKey } from "@tierwise/common/roles";
import type { ReactElement } from "react";
import type { Session } from "../../app/session/session.types.ts";
import { buildOrganization, buildSession } from "../../app/testing/session-fixtures.ts";
import { type Mock, renderAppUi } from "../../testing/render-app-ui.tsx";
import {
  ALERTS_QUERY,
  type AlertChangeResult,
  type AlertFeedbackInput,
  type AlertFilterInput,
  type AlertItem,
  UPDATE_ALERT_SCORE,
} from "./alert.graphql.ts";
import { ALERT_UNREAD_COUNT_QUERY } from "./alert-unread-count.graphql.ts";
import { ALERT_FEEDS_QUERY, type AlertFeed } from "./feeds/alert-feeds.graphql.ts";
import { ALERT_FOLLOWING_QUERY } from "./list/alert-following.graphql.ts";

/** Test data shaped like the server's answers (docs/alerts-contract.graphql). */

export function alertsSession(role: RoleKey = "user", flags: Partial<FeatureFlags> = {}): Session {
  return buildSession({
    roles: [role],
    organization: buildOrganization({
      featureFlags: { alerts: true, alertServiceEnabled: true, ...flags },
    }),
  });
}

// jsdom has no FontFaceSet; Mantine's autosize Textarea listens to it.
if (!("fonts" in document)) {
  Object.defineProperty(document, "fonts", {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

/** Renders alert UI as the app would, for a member of an organisation with alerts. */
export function renderAlertUi(
  ui: ReactElement,
  options: { mocks?: Mock[]; path?: string; route?: string; session?: Session } = {},
) {
  return renderAppUi(ui, { session: alertsSession(), path: "/alerts/everything", ...options });
}

export const acme = {
  __typename: "AlertCompany" as const,
  id: "company-1",
  slug: "acme-steel",
  name: "Acme Steel",
  subscribed: true,
};

export function buildAlert(overrides: Partial<AlertItem> = {}): AlertItem {
  return {
    __typename: "Alert",
    id: "alert-1",
    title: "Acme Steel files for insolvency",
    body: "The company filed for insolvency at the district court.",
    type: "news",
    polarity: "NEGATIVE",
    severity: "Critical",
    publishedAt: "2026-03-05T10:00:00.000Z",
    occurredAt: null,
    companies: [acme],
    mentions: [
      {
        __typename: "AlertMention",
        name: "Acme Holdings",
        confidence: 0.4,
        candidate: null,
      },
    ],
    locations: [
      {
        __typename: "AlertLocation",
        id: "loc-1",
        level: "City",
        name: "Hamburg",
        countryCode: "DE",
        topic: "location.city:Hamburg",
      },
    ],
    commodities: [{ __typename: "Commodity", id: "com-1", name: "Steel", topic: "resource:steel" }],
    isSingleSource: true,
    dataPoint: {
      __typename: "AlertDataPoint",
      provider: "GDELT",
      sourceUrl: "https://news.example/acme",
      newsClasses: [
        {
          __typename: "NewsClass",
          id: "bankruptcy",
          name: "Bankruptcy and insolvency",
          severity: "Critical",
        },
      ],
    },
    dataset: null,
    signalRuleKey: null,
    variable: null,
    periodInfo: null,
    timeseries: null,
    userMetadata: {
      __typename: "AlertUserMetadata",
      read: false,
      readAt: null,
      archived: false,
      score: 0,
      scoreFeedback: null,
      reason: null,
    },
    ...overrides,
  };
}

export function withMetadata(
  alert: AlertItem,
  metadata: Partial<AlertItem["userMetadata"]>,
): AlertItem {
  return { ...alert, userMetadata: { ...alert.userMetadata, ...metadata } };
}

/** An answer to the list query for exactly this filter (the first page unless `after`). */
export function alertsMock(
  filter: AlertFilterInput,
  items: AlertItem[],
  { after, endCursor = null }: { after?: string; endCursor?: string | null } = {},
): Mock {
  return {
    request: {
      query: ALERTS_QUERY,
      variables: { filter, first: 30, ...(after ? { after } : {}) },
    },
    result: {
      data: {
        alerts: {
          __typename: "AlertConnection",
          items,
          pageInfo: { __typename: "PageInfo", endCursor, hasNextPage: endCursor !== null },
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** One answer to updateAlertScore for this input: the alert with the metadata it now has. */
export function alertChangeMock(
  input: AlertFeedbackInput,
  alert: AlertItem,
  undoId: string | null = null,
): Mock {
  const answer: AlertChangeResult = {
    __typename: "AlertSuccess",
    undoId,
    alert: {
      __typename: "Alert",
      id: alert.id,
      companies: alert.companies,
      userMetadata: alert.userMetadata,
    },
  };
  return {
    request: { query: UPDATE_ALERT_SCORE, variables: { input } },
    result: { data: { updateAlertScore: answer } },
  };
}

export function unreadCountMock(count: number, overTheThreshold = false): Mock {
  return {
    request: { query: ALERT_UNREAD_COUNT_QUERY, variables: {} },
    result: {
      data: { alertUnreadCount: { __typename: "AlertCount", count, overTheThreshold } },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function buildFeed(overrides: Partial<AlertFeed> = {}): AlertFeed {
  return {
    __typename: "AlertFeed",
    id: "feed-everything",
    slug: "everything",
    name: "Everything",
    description: "Every alert you can see.",
    filter: {},
    isDefault: true,
    isAvailable: true,
    author: null,
    userConfig: { __typename: "AlertFeedUserConfig", favorite: false, emailNotifications: false },
    canModify: false,
    ...overrides,
  };
}

export const defaultFeedList: AlertFeed[] = [
  buildFeed(),
  buildFeed({
    id: "feed-unread",
    slug: "unread",
    name: "Unread",
    description: null,
    filter: { unread: true },
  }),
];

export function feedsMock(feeds: AlertFeed[] = defaultFeedList): Mock {
  return {
    request: { query: ALERT_FEEDS_QUERY, variables: {} },
    result: { data: { alertFeeds: feeds } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** How many companies, locations and commodities the organisation follows (none by default). */
export function followingMock(
  counts: { companies?: number; locations?: number; commodities?: number } = {},
): Mock {
  const total = (totalCount = 0) => ({ __typename: "AlertSubscriptionConnection", totalCount });
  return {
    request: { query: ALERT_FOLLOWING_QUERY, variables: {} },
    result: {
      data: {
        companies: total(counts.companies),
        locations: total(counts.locations),
        commodities: total(counts.commodities),
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
