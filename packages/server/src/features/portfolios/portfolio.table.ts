import type { PortfolioAccessActorType, PortfolioArchiveType } from "@tierwise/common/portfolios";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { organizations } from "../../db/organization.table.ts";
import { users } from "../../db/user.table.ts";
import { companies } from "../companies/company.table.ts";

/**
 * A portfolio (spec 3 §3): a node of one organisation's tree. The tree is kept three ways at
 * once, each for the reads it makes fast: `parent_id` (children in order), `path` (every
 * ancestor, root first: subtree and visibility checks through a GIN index, no recursion) and
 * `level` (depth limit). The four counters are maintained by every change, in its own
 * transaction, so the tree page and root counts never aggregate a million items:
 *
 * - `children_count`: active direct children;
 * - `descendant_portfolio_count`: active portfolios below, at every level;
 * - `company_count`: company items held directly;
 * - `descendant_company_count`: company items held by the portfolio and every active
 *   portfolio below it — items, not distinct companies (a company in two sub-portfolios
 *   counts twice). This is the GraphQL `descendantCompaniesCount`.
 *
 * An archived subtree is frozen (no change reaches it until it is restored), so the counters of
 * an archived portfolio describe its subtree as it will come back.
 */
export const portfolios = pgTable(
  "portfolios",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    parentId: uuid("parent_id").references((): AnyPgColumn => portfolios.id, {
      onDelete: "cascade",
    }),
    /** Ancestor ids, root first, without the portfolio itself; empty at the top level. */
    path: uuid("path").array().notNull().default(sql`'{}'::uuid[]`),
    /** 1 at the top level; always cardinality(path) + 1. */
    level: integer("level").notNull().default(1),
    /** 0-based and contiguous among active siblings; an archived portfolio keeps its old place. */
    order: integer("order").notNull().default(0),
    isSystem: boolean("is_system").notNull().default(false),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    archiveType: text("archive_type").$type<PortfolioArchiveType>(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    childrenCount: integer("children_count").notNull().default(0),
    descendantPortfolioCount: integer("descendant_portfolio_count").notNull().default(0),
    companyCount: integer("company_count").notNull().default(0),
    descendantCompanyCount: integer("descendant_company_count").notNull().default(0),
  },
  (t) => [
    uniqueIndex("portfolios_organization_slug_unique").on(t.organizationId, t.slug),
    // Children in order, and the top level of an organisation (parent_id null).
    index("portfolios_parent_order").on(t.organizationId, t.parentId, t.order),
    // Subtrees: `path @> array[id]` finds every descendant of a portfolio.
    index("portfolios_path_gin").using("gin", t.path),
    // Active portfolios a person created (the per-person limit).
    index("portfolios_created_by_active")
      .on(t.organizationId, t.createdBy)
      .where(sql`${t.archivedAt} is null`),
    // Quick search by name (substring and trigram similarity).
    index("portfolios_name_trgm").using("gin", sql`${t.name} gin_trgm_ops`),
    check("portfolios_level_matches_path", sql`${t.level} = cardinality(${t.path}) + 1`),
    check("portfolios_name_length", sql`char_length(${t.name}) between 1 and 100`),
    check(
      "portfolios_archive_type",
      sql`(${t.archivedAt} is null) = (${t.archiveType} is null) and (${t.archiveType} is null or ${t.archiveType} in ('direct', 'ancestor'))`,
    ),
  ],
);

/** A company item of a portfolio. */
export const portfolioCompanies = pgTable(
  "portfolio_companies",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    portfolioId: uuid("portfolio_id")
      .notNull()
      .references(() => portfolios.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    addedBy: uuid("added_by").references(() => users.id, { onDelete: "set null" }),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
    /** The add call that made the item: its undo removes exactly that call's items. */
    batchId: uuid("batch_id"),
  },
  (t) => [
    uniqueIndex("portfolio_companies_portfolio_company_unique").on(t.portfolioId, t.companyId),
    index("portfolio_companies_company").on(t.companyId),
    index("portfolio_companies_added_by").on(t.organizationId, t.addedBy),
    index("portfolio_companies_batch").on(t.batchId),
  ],
);

/**
 * Who may see a portfolio and its descendants (spec 3 §3 "Access-list prefixes: user, org,
 * team, role"). `actor_id` is text because a role entry names a role key, not a row.
 */
export const portfolioAccess = pgTable(
  "portfolio_access",
  {
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    portfolioId: uuid("portfolio_id")
      .notNull()
      .references(() => portfolios.id, { onDelete: "cascade" }),
    actorType: text("actor_type").$type<PortfolioAccessActorType>().notNull(),
    actorId: text("actor_id").notNull(),
    editable: boolean("editable").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.portfolioId, t.actorType, t.actorId] }),
    // The viewer's grants: every entry naming them, their teams, organisation or role.
    index("portfolio_access_actor").on(t.organizationId, t.actorType, t.actorId),
    check("portfolio_access_actor_type", sql`${t.actorType} in ('user', 'team', 'org', 'role')`),
  ],
);

/** A person's favourite portfolios, in their own order (0-based, contiguous per person). */
export const portfolioFavorites = pgTable(
  "portfolio_favorites",
  {
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    portfolioId: uuid("portfolio_id")
      .notNull()
      .references(() => portfolios.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.portfolioId] }),
    index("portfolio_favorites_portfolio").on(t.portfolioId),
    index("portfolio_favorites_user_position").on(t.organizationId, t.userId, t.position),
  ],
);

export type PortfolioRow = typeof portfolios.$inferSelect;
export type PortfolioCompanyRow = typeof portfolioCompanies.$inferSelect;
export type PortfolioAccessRow = typeof portfolioAccess.$inferSelect;
