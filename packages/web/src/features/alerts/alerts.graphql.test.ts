import { buildSchema, type DocumentNode, validate } from "graphql";
import { describe, expect, it } from "vitest";
import printedSchema from "../../../../server/schema.graphql?raw";
import {
  ALERTS_QUERY,
  AVAILABLE_ALERT_FILTERS_QUERY,
  BULK_MARK_ALERTS_READ,
  UPDATE_ALERT_SCORE,
} from "./alert.graphql.ts";
import { REPLAY_UNDO_ALERT_ARCHIVE } from "./alert-undo.graphql.ts";
import { ALERT_UNREAD_COUNT_QUERY } from "./alert-unread-count.graphql.ts";
import { UNSUBSCRIBE_ALERT_FEED_DIGEST } from "./digests/unsubscribe-alert-feed.graphql.ts";
import {
  ALERT_FEEDS_QUERY,
  CREATE_ALERT_FEED,
  DELETE_ALERT_FEED,
  UPDATE_ALERT_FEED,
  UPSERT_FEED_USER_CONFIG,
} from "./feeds/alert-feeds.graphql.ts";
import {
  COMPANY_ALERT_ACCESS_QUERY,
  SUBJECT_ALERT_UNREAD_COUNT_QUERY,
} from "./panel/alert-access.graphql.ts";
import {
  ALERT_SOURCE_PRECISION_QUERY,
  ALERT_SUBSCRIPTIONS_QUERY,
  PREFERRED_EMAIL_HOUR_QUERY,
  SUBSCRIBE_ALERT_ENTITY,
  UNSUBSCRIBE_ALERT_ENTITY,
  UPDATE_PREFERRED_EMAIL_HOUR,
} from "./settings/alert-settings.graphql.ts";

/**
 * The documents are written by hand from docs/alerts-contract.graphql; the server's printed
 * schema is what they meet, so each must validate against it.
 */
const schema = buildSchema(printedSchema);
const documents: Record<string, DocumentNode> = {
  Alerts: ALERTS_QUERY,
  AvailableAlertFilters: AVAILABLE_ALERT_FILTERS_QUERY,
  UpdateAlertScore: UPDATE_ALERT_SCORE,
  ReplayUndoAlertArchive: REPLAY_UNDO_ALERT_ARCHIVE,
  BulkMarkAlertsRead: BULK_MARK_ALERTS_READ,
  AlertUnreadCount: ALERT_UNREAD_COUNT_QUERY,
  CompanyAlertAccess: COMPANY_ALERT_ACCESS_QUERY,
  SubjectAlertUnreadCount: SUBJECT_ALERT_UNREAD_COUNT_QUERY,
  AlertFeeds: ALERT_FEEDS_QUERY,
  CreateAlertFeed: CREATE_ALERT_FEED,
  UpdateAlertFeed: UPDATE_ALERT_FEED,
  DeleteAlertFeed: DELETE_ALERT_FEED,
  UpsertFeedUserConfig: UPSERT_FEED_USER_CONFIG,
  AlertSubscriptions: ALERT_SUBSCRIPTIONS_QUERY,
  SubscribeAlertEntity: SUBSCRIBE_ALERT_ENTITY,
  UnsubscribeAlertEntity: UNSUBSCRIBE_ALERT_ENTITY,
  PreferredEmailHour: PREFERRED_EMAIL_HOUR_QUERY,
  UpdatePreferredEmailHour: UPDATE_PREFERRED_EMAIL_HOUR,
  AlertSourcePrecision: ALERT_SOURCE_PRECISION_QUERY,
  UnsubscribeAlertFeedDigest: UNSUBSCRIBE_ALERT_FEED_DIGEST,
};

describe("alert documents", () => {
  it.each(Object.keys(documents))("%s validates against the server's schema", (name) => {
    const document = documents[name] as DocumentNode;
    expect(validate(schema, document).map((error) => error.message)).toEqual([]);
  });
});
