import type { RichTextDocument } from "@tierwise/common/rich-text";
import type { RoleKey } from "@tierwise/common/roles";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { teamMemberships, teams } from "../../../db/membership.table.ts";
import { buildOrganization, buildUser } from "../../../test/factories.ts";
import type { Harness, TestClient } from "../../../test/harness.ts";
import { caseAccess, type SupplierCaseRow, supplierCases } from "../case.table.ts";

/**
 * Test support for the case tasks and export tests: organisations with cases switched on, their
 * people, and cases written straight into the tables (the case service is tested on its own).
 */

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
export type Any = any;

export type Person = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  client: TestClient;
};

export async function buildCaseOrganization(h: Harness, flags: Record<string, boolean> = {}) {
  const db = h.database.db;
  const organization = await buildOrganization(db, {
    settings: { featureFlags: { caseManagementEnabled: true, ...flags } },
  });
  const person = async (role: RoleKey = "user", firstName = "Test"): Promise<Person> => {
    const user = await buildUser(db, h.config, {
      memberships: [{ organizationId: organization.id, role }],
      overrides: { firstName },
    });
    return { ...user, client: await h.signIn(user.email, user.password) };
  };
  const team = async (name: string, memberIds: readonly string[]) => {
    const [row] = await db
      .insert(teams)
      .values({ organizationId: organization.id, name })
      .returning();
    if (!row) throw new Error("team not created");
    if (memberIds.length > 0)
      await db
        .insert(teamMemberships)
        .values(memberIds.map((userId) => ({ teamId: row.id, userId })));
    return row;
  };
  return { organization, person, team };
}

export const paragraphs = (...lines: string[]): RichTextDocument =>
  lines.map((text) => ({ type: "paragraph", children: [{ text }] }));

/** A case as the case service would store it; private ones list who may see them. */
export async function insertCase(
  db: Database,
  values: {
    organizationId: string;
    creatorId: string;
    title?: string;
    private?: boolean;
    access?: { type: "user" | "team"; id: string }[];
  } & Partial<typeof supplierCases.$inferInsert>,
): Promise<SupplierCaseRow> {
  const { access = [], ...row } = values;
  const [{ next }] = (
    await db.execute<{ next: number }>(
      sql`select coalesce(max(row_number), 0)::int + 1 as next from supplier_cases
        where organization_id = ${row.organizationId}`,
    )
  ).rows as [{ next: number }];
  const [created] = await db
    .insert(supplierCases)
    .values({
      title: "Late deliveries from Northwind",
      description: paragraphs("Three shipments arrived late."),
      descriptionText: "Three shipments arrived late.",
      rowNumber: next,
      ...row,
    })
    .returning();
  if (!created) throw new Error("case not created");
  if (access.length > 0)
    await db.insert(caseAccess).values(
      access.map((entry) => ({
        caseId: created.id,
        organizationId: created.organizationId,
        actorType: entry.type,
        actorId: entry.id,
      })),
    );
  return created;
}

export async function caseCounters(db: Database, caseId: string) {
  const [row] = await db
    .select({ all: supplierCases.taskCount, closed: supplierCases.closedTaskCount })
    .from(supplierCases)
    .where(eq(supplierCases.id, caseId));
  return row;
}

/** Runs an operation and returns its one field (throws on a GraphQL-level error). */
export async function call(
  client: TestClient,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Any> {
  const answer = await client.gql<Any>(query, variables);
  if (answer.errors?.length) throw new Error(JSON.stringify(answer.errors));
  return Object.values(answer.data ?? {})[0];
}
