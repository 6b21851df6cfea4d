import type {
  AlertDataset,
  AlertPeriodInfo,
  AlertPolarity,
  AlertSeverity,
  AlertTimeseriesPoint,
  AlertType,
  LocationLevel,
  NotRelevantReason,
} from "@tierwise/common/alerts";
import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  index,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { organizations } from "../../db/organization.table.ts";
import { users } from "../../db/user.table.ts";
import { companies } from "../companies/company.table.ts";

/**
 * One alert engine (issue 13): an alert carries the newer model's fields (title, dates, type,
 * polarity, companies, locations, commodities, data point) and the older model's analytics
 * fields (dataset, signal rule key, variable, period info, timeseries). Alerts are facts about
 * the world, shared by every organisation; who sees one is decided by the organisation's
 * subscriptions (alert visibility), and each person's read/archived/score lives in
 * alert_user_metadata.
 */
/** PostgreSQL's text-search vector; only ever written and compared by the database. */
const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => "tsvector",
});

export const alerts = pgTable(
  "alerts",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    title: text("title").notNull(),
    /** The older model's signal_text: the body shown when a card is expanded. */
    body: text("body"),
    type: text("type").$type<AlertType>().notNull(),
    polarity: text("polarity").$type<AlertPolarity>().notNull().default("neutral"),
    severity: text("severity").$type<AlertSeverity>(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }),
    /** News class ids (common newsClasses). */
    newsClasses: text("news_classes").array().notNull().default(sql`'{}'::text[]`),
    /** The data point: who provided it and where it came from. */
    provider: text("provider").notNull(),
    sourceUrl: text("source_url"),
    isSingleSource: boolean("is_single_source").notNull().default(true),
    /** Older-model analytics fields (null for news). */
    dataset: text("dataset").$type<AlertDataset>(),
    signalRuleKey: text("signal_rule_key"),
    variable: text("variable"),
    periodInfo: jsonb("period_info").$type<AlertPeriodInfo>(),
    timeseries: jsonb("timeseries").$type<AlertTimeseriesPoint[]>(),
    /** `prefix:value` topic strings (spec 3 §3 "Alert topic"), for topic and feed filters. */
    topics: text("topics").array().notNull().default(sql`'{}'::text[]`),
    /**
     * Who raised it and its identity there (rule key + company + date, or the provider's own
     * id): raising or importing the same alert twice does not make two.
     */
    sourceKey: text("source_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The words of title and body as keywords search them: alert_search_vector(title, body)
     * (the alerts_read_side migration), stored. Computed per row at read time it cost 0.05 ms
     * an alert, 80 ms for a big company's 1,500 alerts filtered by keyword; stored, a read
     * only compares.
     */
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`alert_search_vector(title, body)`,
    ),
  },
  (t) => [
    uniqueIndex().on(t.sourceKey),
    // Newest first with the id as tie-break: the feed's order and its keyset cursor, for
    // organisations with all_alerts_access (the others read alert_visibility).
    index("alerts_published_id").on(t.publishedAt, t.id),
    // Keywords search the stored words of title and body.
    index("alerts_search_vector").using("gin", t.searchVector),
  ],
);

/**
 * The known companies an alert is about. `confidence` is how sure the link is (1 for rules over
 * the company's own data); names found in news below alertLimits.companyLinkConfidence are
 * alert_mentions instead, never a link that feeds scores. `publishedAt` is a copy of the
 * alert's, so a company's alerts read newest first from one index range.
 */
export const alertCompanies = pgTable(
  "alert_companies",
  {
    alertId: uuid("alert_id")
      .notNull()
      .references(() => alerts.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    confidence: real("confidence").notNull().default(1),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.alertId, t.companyId] }),
    index().on(t.companyId, t.publishedAt),
  ],
);

/** An organisation named in an alert that is not a confirmed company (issue 13). */
export const alertMentions = pgTable(
  "alert_mentions",
  {
    alertId: uuid("alert_id")
      .notNull()
      .references(() => alerts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The best known company for the name, and how sure; below the link threshold. */
    candidateCompanyId: uuid("candidate_company_id").references(() => companies.id, {
      onDelete: "set null",
    }),
    confidence: real("confidence").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.name] })],
);

/** Places alerts and subscriptions refer to (spec 3 §3: level City, Admin, Country, Region). */
export const alertLocations = pgTable(
  "alert_locations",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    level: text("level").$type<LocationLevel>().notNull(),
    name: text("name").notNull(),
    countryCode: text("country_code"),
    /** Its topic, e.g. "location.country:DE" (locationIdsByAlertsTopics reads it). */
    topic: text("topic").notNull(),
  },
  (t) => [uniqueIndex().on(t.topic)],
);

/** Commodities alerts and subscriptions refer to; topic "resource:copper". */
export const commodities = pgTable(
  "commodities",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    name: text("name").notNull(),
    topic: text("topic").notNull(),
  },
  (t) => [uniqueIndex().on(t.topic)],
);

export const alertLocationLinks = pgTable(
  "alert_location_links",
  {
    alertId: uuid("alert_id")
      .notNull()
      .references(() => alerts.id, { onDelete: "cascade" }),
    locationId: uuid("location_id")
      .notNull()
      .references(() => alertLocations.id, { onDelete: "cascade" }),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.alertId, t.locationId] }),
    index().on(t.locationId, t.publishedAt),
  ],
);

export const alertCommodityLinks = pgTable(
  "alert_commodity_links",
  {
    alertId: uuid("alert_id")
      .notNull()
      .references(() => alerts.id, { onDelete: "cascade" }),
    commodityId: uuid("commodity_id")
      .notNull()
      .references(() => commodities.id, { onDelete: "cascade" }),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.alertId, t.commodityId] }),
    index().on(t.commodityId, t.publishedAt),
  ],
);

/**
 * A person's state of an alert (spec 3 §3 per-user metadata). No row means the defaults:
 * unread, not archived, score 0, no feedback.
 */
export const alertUserMetadata = pgTable(
  "alert_user_metadata",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /**
     * No foreign key to alerts, on purpose: a key check locks the alert row (FOR KEY SHARE),
     * which writes to the alert's page, and marking 10,000 alerts read then wrote 10,000 alert
     * pages (over a second at 1,000,000 alerts). Rows are written only for alerts the viewer
     * was just shown to see; an alert's deletion removes its rows by trigger
     * (alerts_metadata_cleanup migration).
     */
    alertId: uuid("alert_id").notNull(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    read: boolean("read").notNull().default(false),
    readAt: timestamp("read_at", { withTimezone: true }),
    archived: boolean("archived").notNull().default(false),
    score: smallint("score").notNull().default(0),
    scoreFeedback: text("score_feedback"),
    /** Issue 13: why "not relevant" (null otherwise). */
    reason: text("reason").$type<NotRelevantReason>(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.alertId] }),
    // Source precision reads an organisation's verdicts only.
    index("alert_user_metadata_verdicts")
      .on(t.organizationId, t.alertId)
      .where(sql`${t.score} <> 0 or ${t.reason} is not null`),
  ],
);

/**
 * A "wrong company" verdict (issue 13): the company is unlinked from the alert for the whole
 * organisation, and the verdict counts against the alert's source.
 */
export const alertCompanyUnlinks = pgTable(
  "alert_company_unlinks",
  {
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    alertId: uuid("alert_id")
      .notNull()
      .references(() => alerts.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.alertId, t.companyId] })],
);

/**
 * Which alerts an organisation sees through its subscriptions (alert visibility): one row per
 * organisation and alert it subscribes to through a linked company (not unlinked by the
 * organisation), location or commodity. Kept by triggers (alerts_read_side migration) when
 * links are inserted, subscriptions change and companies are unlinked, so no writer can
 * forget it; organisations with all_alerts_access read alerts directly and have no rows.
 * `publishedAt` is the alert's, so a feed page and the unread count read one index range
 * newest first instead of merging thousands of subscribed companies' ranges.
 */
export const alertVisibility = pgTable(
  "alert_visibility",
  {
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /**
     * No foreign key to alerts (a key check would lock every alert a subscription fans out
     * to): rows come only from link rows, which reference the alert, and an alert's deletion
     * takes its links and with them, by the links' trigger, these rows.
     */
    alertId: uuid("alert_id").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.alertId] }),
    index("alert_visibility_newest").on(t.organizationId, t.publishedAt, t.alertId),
    index().on(t.alertId),
  ],
);
