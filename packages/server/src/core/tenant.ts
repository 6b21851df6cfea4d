import {
  and,
  count,
  eq,
  type InferInsertModel,
  type InferSelectModel,
  type SQL,
} from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client.ts";
import type { TenantActor } from "./actor.ts";

/** A table whose rows belong to one organisation. */
export type OwnedTable = PgTable & { organizationId: PgColumn };

type Condition = SQL | undefined;

/**
 * Organisation-owned data as one organisation sees it. Every read, update and delete through it
 * carries `organization_id = <the actor's organisation>`, and every insert sets it, so a
 * service cannot forget the filter or write into another organisation. Joins and projections
 * that the shortcuts do not cover use `owned(table, …)` as their where-clause. Reading across
 * organisations is `acrossOrganizations`, written on purpose and visible in review.
 */
export type TenantData = {
  readonly organizationId: string;
  /** `organization_id = mine AND …conditions`, for the queries written out in full. */
  owned(table: OwnedTable, ...conditions: Condition[]): SQL;
  select<T extends OwnedTable>(
    table: T,
    ...conditions: Condition[]
  ): Promise<InferSelectModel<T>[]>;
  first<T extends OwnedTable>(
    table: T,
    ...conditions: Condition[]
  ): Promise<InferSelectModel<T> | null>;
  count(table: OwnedTable, ...conditions: Condition[]): Promise<number>;
  insert<T extends OwnedTable>(
    table: T,
    values: Omit<InferInsertModel<T>, "organizationId">,
  ): Promise<InferSelectModel<T>>;
  update<T extends OwnedTable>(
    table: T,
    set: Partial<Omit<InferInsertModel<T>, "organizationId">>,
    ...conditions: Condition[]
  ): Promise<InferSelectModel<T>[]>;
  delete<T extends OwnedTable>(
    table: T,
    ...conditions: Condition[]
  ): Promise<InferSelectModel<T>[]>;
};

export function tenantData(db: Database, actor: Pick<TenantActor, "organizationId">): TenantData {
  return organizationData(db, actor.organizationId);
}

/**
 * The one way to act on another organisation's rows: provider managers administering an
 * organisation they named. The caller has already authorised it; the name makes it visible.
 */
export function acrossOrganizations(db: Database, organizationId: string): TenantData {
  return organizationData(db, organizationId);
}

function organizationData(db: Database, organizationId: string): TenantData {
  const owned = (table: OwnedTable, ...conditions: Condition[]) =>
    and(eq(table.organizationId, organizationId), ...conditions) as SQL;
  // Drizzle's builders are typed per table; the casts below only forward that type.
  // biome-ignore lint/suspicious/noExplicitAny: generic over every organisation-owned table.
  const anyDb = db as any;
  return {
    organizationId,
    owned,
    select: (table, ...conditions) =>
      anyDb
        .select()
        .from(table)
        .where(owned(table, ...conditions)),
    async first(table, ...conditions) {
      const [row] = await anyDb
        .select()
        .from(table)
        .where(owned(table, ...conditions))
        .limit(1);
      return row ?? null;
    },
    async count(table, ...conditions) {
      const [row] = await db
        .select({ n: count() })
        .from(table as PgTable)
        .where(owned(table, ...conditions));
      return row?.n ?? 0;
    },
    async insert(table, values) {
      const [row] = await anyDb
        .insert(table)
        .values({ ...values, organizationId })
        .returning();
      return row;
    },
    update: (table, set, ...conditions) =>
      anyDb
        .update(table)
        .set({ ...set, organizationId })
        .where(owned(table, ...conditions))
        .returning(),
    delete: (table, ...conditions) =>
      anyDb
        .delete(table)
        .where(owned(table, ...conditions))
        .returning(),
  };
}

/**
 * `organization_id = <the actor's>` (and the conditions) for one table: the condition tenantData
 * adds, for joins, subqueries and transactions written out in full.
 */
export function ownedBy(
  actor: Pick<TenantActor, "organizationId">,
  table: OwnedTable,
  ...conditions: Condition[]
): SQL {
  return and(eq(table.organizationId, actor.organizationId), ...conditions) as SQL;
}

/**
 * The same condition for an organisation named by id rather than by the actor: a provider
 * manager's chosen organisation, or a flow before anyone acts (sign-in, the SSO callback,
 * invitation acceptance). Written on purpose, so it reads differently in review.
 */
export function ofOrganization(
  organizationId: string,
  table: OwnedTable,
  ...conditions: Condition[]
): SQL {
  return and(eq(table.organizationId, organizationId), ...conditions) as SQL;
}
