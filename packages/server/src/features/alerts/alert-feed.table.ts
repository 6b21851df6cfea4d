import type { AlertFilter } from "@tierwise/common/inputs/alerts";
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { organizations } from "../../db/organization.table.ts";
import { users } from "../../db/user.table.ts";

/**
 * An alert feed (spec 3 §3): a named filter. Default feeds (common defaultFeeds) have no
 * organisation and no author and cannot be modified; the others belong to an organisation and
 * are visible to its members. Names are unique per organisation, ignoring case.
 */
export const alertFeeds = pgTable(
  "alert_feeds",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid("organization_id").references(() => organizations.id, {
      onDelete: "cascade",
    }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    /** Default feeds only: their stable slug ("everything"), the /alerts/{slug} route. */
    slug: text("slug"),
    name: text("name").notNull(),
    description: text("description"),
    filter: jsonb("filter").$type<AlertFilter>().notNull().default({}),
    isDefault: boolean("is_default").notNull().default(false),
    isAvailable: boolean("is_available").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("alert_feeds_org_name").on(t.organizationId, sql`lower(${t.name})`),
    uniqueIndex("alert_feeds_default_slug").on(t.slug).where(sql`${t.slug} is not null`),
    index().on(t.authorId),
  ],
);

/**
 * Each person's favourite and e-mail notification per feed (spec 3 §4), in the organisation
 * they act in: a default feed belongs to no organisation, and a person in two organisations
 * keeps a separate "Everything" config (and digest) in each.
 */
export const alertFeedUserConfigs = pgTable(
  "alert_feed_user_configs",
  {
    feedId: uuid("feed_id")
      .notNull()
      .references(() => alertFeeds.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    favorite: boolean("favorite").notNull().default(false),
    emailNotifications: boolean("email_notifications").notNull().default(false),
    /**
     * When the last digest for this feed went out: the next one carries alerts after it. Digests
     * go out at the person's users.preferences.preferredEmailHour, the hour the account page
     * sets too, so there is one preferred hour per person.
     */
    lastDigestAt: timestamp("last_digest_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.feedId, t.userId, t.organizationId] }),
    index().on(t.userId, t.organizationId),
    // The hourly digest run reads only the configs with e-mail on.
    index("alert_feed_user_configs_emailed").on(t.userId).where(sql`${t.emailNotifications}`),
  ],
);
