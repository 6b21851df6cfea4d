import type { RoleKey } from "@tierwise/common/roles";
import { teamMemberships, teams } from "../../db/membership.table.ts";
import { buildCompany } from "../../test/company-factory.ts";
import { buildOrganization, buildUser } from "../../test/factories.ts";
import type { Harness, TestClient } from "../../test/harness.ts";
import { tags } from "../tags/tag.table.ts";

/**
 * Test support for the case core's integration tests: an organisation with cases (and
 * comments, and GSCA) switched on and its people, another organisation, one with cases off,
 * and the GraphQL operations as the web sends them.
 */

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
export type Any = any;

export async function buildCasesWorld(h: Harness) {
  const db = h.database.db;
  const flags = { comments: true, caseManagementEnabled: true, gsca: true };
  const acme = await buildOrganization(db, { settings: { featureFlags: flags } });
  const globex = await buildOrganization(db, { settings: { featureFlags: flags } });
  const initech = await buildOrganization(db, { settings: { featureFlags: { comments: true } } });
  const person = async (organizationId: string, role: RoleKey, firstName: string) => {
    const user = await buildUser(db, h.config, {
      memberships: [{ organizationId, role }],
      overrides: { firstName, lastName: "Tester" },
    });
    return { user, id: user.id, client: await h.signIn(user.email, user.password) };
  };
  const people = {
    creator: await person(acme.id, "user", "Cara"),
    colleague: await person(acme.id, "user", "Cole"),
    teamMember: await person(acme.id, "user", "Tom"),
    admin: await person(acme.id, "organization_admin", "Adele"),
    outsider: await person(globex.id, "organization_admin", "Otto"),
    noModule: await person(initech.id, "organization_admin", "Nina"),
  };
  const [buyers] = await db
    .insert(teams)
    .values({ organizationId: acme.id, name: "Buyers" })
    .returning();
  if (!buyers) throw new Error("team not created");
  await db.insert(teamMemberships).values({ teamId: buyers.id, userId: people.teamMember.id });
  const [urgent, audit] = await db
    .insert(tags)
    .values([
      { organizationId: acme.id, value: "Urgent" },
      { organizationId: acme.id, value: "Audit" },
    ])
    .returning();
  const [globexTag] = await db
    .insert(tags)
    .values({ organizationId: globex.id, value: "Theirs" })
    .returning();
  if (!urgent || !audit || !globexTag) throw new Error("tags not created");
  const company = await buildCompany(db);
  return { acme, globex, initech, people, buyers, tags: { urgent, audit, globexTag }, company };
}

export type CasesWorld = Awaited<ReturnType<typeof buildCasesWorld>>;

/** A one-paragraph rich-text document. */
export const doc = (text: string) => [{ type: "paragraph", children: [{ text }] }];

export const caseFields = `id rowNumber title description descriptionText status priority
  assignee { id name deactivated } assignedTeam { id name } creator { id name }
  dueDate createdAt updatedAt closedAt tags { id value } private
  accessList { id type name } aclRead locations riskSubCategory
  gsca { enabled locations type themes subThemes }
  attachments { id filename downloadUrl }
  company { id slug name } companyId duns portfolio { id name }
  createdFromCommentId resolutionCommentId resolutionComment lastComment lastActivityAt
  supplierTier labels counts { emails comments externalEmails allTasks closedTasks }
  daysActive progress canEdit canDelete`;

const errorFields =
  "__typename ... on Error { message } ... on ValidationError { fieldErrors { path message } }";

export const caseOps = {
  create: `mutation($input: CreateSupplierCaseInput!) { createSupplierCase(input: $input) {
    ${errorFields} ... on SupplierCaseSuccess { supplierCase { ${caseFields} } } } }`,
  update: `mutation($input: UpdateSupplierCaseInput!) { updateSupplierCase(input: $input) {
    ${errorFields} ... on SupplierCaseSuccess { supplierCase { ${caseFields} } } } }`,
  remove: `mutation($id: ID!) { deleteSupplierCase(id: $id) {
    __typename ... on Error { message } ... on DeleteSupplierCaseSuccess { id rowNumber title } } }`,
  list: `query($identifier: CaseIdentifierInput, $filters: CaseFiltersInput, $sort: CaseSortInput, $first: Int, $offset: Int) {
    supplierCases(identifier: $identifier, filters: $filters, sort: $sort, first: $first, offset: $offset) {
      totalCount items { ${caseFields} } } }`,
  get: `query($id: ID!) { supplierCase(id: $id) { ${caseFields} } }`,
  chart: `query($filters: CaseFiltersInput) { supplierCaseChartData(filters: $filters) {
    total byStatus { key label count } byPriority { key label count }
    byAssignee { key label count } overTime { date created closed } } }`,
};

/** A mutation's or query's answer: the data field, or the error code of a refused request. */
export async function call(
  client: TestClient,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Any> {
  const answer = await client.gql<Any>(query, variables);
  if (answer.errors)
    return { __typename: answer.errors[0]?.extensions?.code, errors: answer.errors };
  const data = answer.data ?? {};
  return data[Object.keys(data)[0] ?? ""];
}

/** A valid create input, changed by `extra`. */
export const caseInput = (extra: Record<string, unknown> = {}) => ({
  title: "Late deliveries from Northwind",
  description: doc("Three shipments arrived late."),
  ...extra,
});

/** Creates a case and returns it; fails the test when the answer is not a success. */
export async function createCase(client: TestClient, extra: Record<string, unknown> = {}) {
  const answer = await call(client, caseOps.create, { input: caseInput(extra) });
  if (answer.__typename !== "SupplierCaseSuccess")
    throw new Error(`case not created: ${JSON.stringify(answer)}`);
  return answer.supplierCase;
}
