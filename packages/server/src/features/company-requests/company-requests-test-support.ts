import type { RoleKey } from "@tierwise/common/roles";
import { eq } from "drizzle-orm";
import { buildCompany } from "../../test/company-factory.ts";
import { buildOrganization, buildUser } from "../../test/factories.ts";
import type { Harness, TestClient } from "../../test/harness.ts";
import { companyRequests } from "./company-request.table.ts";

/**
 * Test support for company requests: an organisation with requests switched on and its people,
 * another organisation with them on, one with them off, a few known companies to match, and the
 * GraphQL operations as the web sends them.
 */

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
export type Any = any;

export async function buildRequestsWorld(h: Harness) {
  const db = h.database.db;
  const flags = { companyRequests: true };
  const acme = await buildOrganization(db, { settings: { featureFlags: flags } });
  const globex = await buildOrganization(db, { settings: { featureFlags: flags } });
  const initech = await buildOrganization(db, { settings: { featureFlags: {} } });
  const person = async (organizationId: string, role: RoleKey, firstName: string) => {
    const user = await buildUser(db, h.config, {
      memberships: [{ organizationId, role }],
      overrides: { firstName, lastName: "Tester" },
    });
    return { user, id: user.id, client: await h.signIn(user.email, user.password) };
  };
  const people = {
    member: await person(acme.id, "user", "Mia"),
    colleague: await person(acme.id, "user", "Cole"),
    admin: await person(acme.id, "organization_admin", "Adele"),
    outsider: await person(globex.id, "organization_admin", "Otto"),
    noFeature: await person(initech.id, "organization_admin", "Nina"),
  };
  const northwind = await buildCompany(db, {
    displayName: "Northwind Traders",
    legalName: "Northwind Traders GmbH",
    website: "https://www.northwind-traders.example",
    countryCode: "DE",
    city: "Hamburg",
    duns: "150000007",
  });
  const contoso = await buildCompany(db, {
    displayName: "Contoso Manufacturing",
    website: "https://contoso.example",
    countryCode: "US",
    city: "Chicago",
    duns: "150000015",
  });
  return { acme, globex, initech, people, companies: { northwind, contoso } };
}

export type RequestsWorld = Awaited<ReturnType<typeof buildRequestsWorld>>;

export const requestFields = `id companyName companyId company { id slug name country } duns website
  country state city address legalName zipCode note uei taxId cageCode outOfBusiness branchind
  status allowedStatuses canRetire createdAt updatedAt
  logs { id comment reason status createdAt user { id name } }
  portfolios { id name } subscriptionSets { id name dataPackages } bulkRequest { id filename }
  creator { id name email deactivated }`;

const errorFields =
  "__typename ... on Error { message } ... on ValidationError { fieldErrors { path message } }";
const candidateFields = "company { id slug name country } score band reasons";

export const requestOps = {
  create: `mutation($input: CompanyRequestInput!) { createCompanyRequest(input: $input) {
    ${errorFields} ... on CompanyRequestSuccess { request { ${requestFields} } }
    ... on LikelyMatches { candidates { ${candidateFields} } } } }`,
  log: `mutation($input: RequestLogInput!) { addCompanyRequestLog(input: $input) {
    ${errorFields} ... on CompanyRequestSuccess { request { ${requestFields} } } } }`,
  retire: `mutation($input: RetireCompanyRequestInput!) { retireCompanyRequest(input: $input) {
    ${errorFields} ... on RetireCompanyRequestSuccess { undoId request { ${requestFields} } } } }`,
  undo: `mutation($undoId: ID!) { undoRetireCompanyRequest(undoId: $undoId) {
    ${errorFields} ... on CompanyRequestSuccess { request { ${requestFields} } } } }`,
  list: `query($page: RequestListPage!, $filters: RequestFiltersInput, $first: Int, $offset: Int) {
    companyRequests(page: $page, filters: $filters, first: $first, offset: $offset) {
      totalCount items { id companyName status creator { id } } } }`,
  get: `query($id: ID!) { companyRequest(id: $id) { ${requestFields} } }`,
  creators: `{ companyRequestCreators { id name email deactivated } }`,
  candidates: `query($input: CompanyRequestInput!) { companyMatchCandidates(input: $input) { ${candidateFields} } }`,
  undos: `{ snackbarUndos { items { id type payload } } }`,
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

let made = 0;
/** A request input for a company nobody knows (a fresh name each time), changed by `extra`. */
export const requestInput = (extra: Record<string, unknown> = {}) => {
  made += 1;
  return { companyName: `Quillfeather Botanicals ${made}`, country: "NL", ...extra };
};

/** Creates a request and returns it; fails the test when the answer is not a success. */
export async function createRequest(client: TestClient, extra: Record<string, unknown> = {}) {
  const answer = await call(client, requestOps.create, { input: requestInput(extra) });
  if (answer.__typename !== "CompanyRequestSuccess")
    throw new Error(`request not created: ${JSON.stringify(answer)}`);
  return answer.request;
}

/** Puts a request straight into a status (and links a company), as the content team would. */
export async function setRequestState(
  h: Harness,
  id: string,
  state: { status: (typeof companyRequests.$inferSelect)["status"]; companyId?: string | null },
) {
  await h.database.db.update(companyRequests).set(state).where(eq(companyRequests.id, id));
}
