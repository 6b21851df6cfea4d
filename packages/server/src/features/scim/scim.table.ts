import { index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { teams } from "../../db/membership.table.ts";
import { organizations } from "../../db/organization.table.ts";
import { users } from "../../db/user.table.ts";

/**
 * What SCIM keeps about a member beyond the membership itself: the identity provider's own id
 * (externalId, per organisation, as each organisation has its own provider) and when the
 * provider last changed the member, for meta.lastModified and the ETag. A member the provider
 * never touched has no row.
 */
export const scimUsers = pgTable(
  "scim_users",
  {
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    externalId: text("external_id"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.userId] }),
    index("scim_users_external_id").on(t.organizationId, t.externalId),
  ],
);

/** The same for a team provisioned as a SCIM Group. */
export const scimGroups = pgTable(
  "scim_groups",
  {
    teamId: uuid("team_id")
      .primaryKey()
      .references(() => teams.id, { onDelete: "cascade" }),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    externalId: text("external_id"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("scim_groups_external_id").on(t.organizationId, t.externalId)],
);
