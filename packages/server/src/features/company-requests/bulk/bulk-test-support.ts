import { readFileSync } from "node:fs";
import path from "node:path";
import type { ColumnMapping } from "@tierwise/common/company-requests";
import type { RoleKey } from "@tierwise/common/roles";
import Papa from "papaparse";
import { afterAll, beforeAll } from "vitest";
import {
  buildPortfolio,
  createFilesHarness,
  download,
  type UploadFile,
  upload,
} from "../../../test/comments-support.ts";
import { buildCompany } from "../../../test/company-factory.ts";
import { buildOrganization, buildUser } from "../../../test/factories.ts";
import type { TestClient } from "../../../test/harness.ts";
import { bulkRequestUploadType } from "../../comments/attachment-routes.ts";

/**
 * Test support for bulk requests: a harness with a file store, an organisation with requests on
 * and its people, another organisation, known companies to match, a portfolio, and the
 * GraphQL operations as the web sends them.
 */

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
export type Any = any;

export type BulkHarness = Awaited<ReturnType<typeof createBulkHarness>>;

/** The app with a file store of its own; company-requests lists the bulk job and report route. */
export const createBulkHarness = () => createFilesHarness();

export async function buildBulkWorld(h: BulkHarness) {
  const db = h.database.db;
  const flags = { companyRequests: true };
  const acme = await buildOrganization(db, { settings: { featureFlags: flags } });
  const globex = await buildOrganization(db, { settings: { featureFlags: flags } });
  const person = async (organizationId: string, role: RoleKey, firstName: string) => {
    const user = await buildUser(db, h.config, {
      memberships: [{ organizationId, role }],
      overrides: { firstName, lastName: "Tester" },
    });
    return { user, id: user.id, client: await h.signIn(user.email, user.password) };
  };
  const people = {
    admin: await person(acme.id, "organization_admin", "Adele"),
    member: await person(acme.id, "user", "Mia"),
    outsider: await person(globex.id, "organization_admin", "Otto"),
  };
  const companies = {
    northwind: await buildCompany(db, {
      displayName: "Northwind Traders",
      website: "https://www.northwind-traders.example",
      countryCode: "DE",
      city: "Hamburg",
      duns: "150000007",
    }),
    contoso: await buildCompany(db, {
      displayName: "Contoso Manufacturing",
      website: "https://contoso.example",
      countryCode: "US",
      duns: "150000015",
    }),
    fabrikam: await buildCompany(db, {
      displayName: "Fabrikam Industries",
      countryCode: "CN",
      duns: "150000023",
    }),
  };
  const portfolio = await buildPortfolio(h, acme.id, [people.admin.id]);
  return { acme, globex, people, companies, portfolio };
}

export type BulkWorld = Awaited<ReturnType<typeof buildBulkWorld>>;

/** A test file's harness and world, filled in before its tests run. */
export type BulkSuite = { h: BulkHarness; world: BulkWorld };

/**
 * Builds the harness and the world before a test file's tests (then runs `setup`, if any, on
 * them) and closes the harness after them.
 */
export function useBulkWorld(setup?: (suite: BulkSuite) => Promise<void>, timeout?: number) {
  const suite = {} as BulkSuite;
  beforeAll(async () => {
    suite.h = await createBulkHarness();
    suite.world = await buildBulkWorld(suite.h);
    await setup?.(suite);
  }, timeout);
  afterAll(() => suite.h?.close());
  return suite;
}

const errorFields =
  "__typename ... on Error { message } ... on ValidationError { fieldErrors { path message } }";
export const bulkFields = `id filename status headers mapping rowCount rowUnit progress error reportUrl
  mappingRemembered proposedMapping { header target confidence samples }
  counts { total processed matched review requested invalid duplicate byStatus { status count } }
  portfolios { id name } creator { id name }`;
export const rowFields = `id rowNumber cleaned raw outcome warnings errors decision requestId
  duplicateOfRow candidate { company { id name } score band reasons }
  candidates { company { id name } score band reasons }`;

export const bulkOps = {
  create: `mutation($fileKey: ID!, $filename: String!) { createBulkRequest(fileKey: $fileKey, filename: $filename) {
    ${errorFields} ... on BulkRequestSuccess { bulkRequest { ${bulkFields} } } } }`,
  start: `mutation($input: StartBulkRequestInput!) { startBulkRequest(input: $input) {
    ${errorFields} ... on BulkRequestSuccess { bulkRequest { ${bulkFields} } } } }`,
  review: `mutation($input: ReviewBulkRowsInput!) { reviewBulkRows(input: $input) {
    ${errorFields} ... on ReviewBulkRowsSuccess { bulkRequest { ${bulkFields} } rows { ${rowFields} } } } }`,
  reopen: `mutation($input: ReopenBulkRowsInput!) { reopenBulkRows(input: $input) {
    ${errorFields} ... on ReviewBulkRowsSuccess { bulkRequest { ${bulkFields} } rows { ${rowFields} } } } }`,
  get: `query($id: ID!) { bulkRequest(id: $id) { ${bulkFields} } }`,
  list: `query($first: Int, $offset: Int) { bulkRequests(first: $first, offset: $offset) { totalCount items { id filename status } } }`,
  rows: `query($id: ID!, $outcome: [BulkRowOutcome!], $rowNumbers: [Int!], $first: Int) { bulkRequestRows(bulkRequestId: $id, outcome: $outcome, rowNumbers: $rowNumbers, first: $first) {
    totalCount items { ${rowFields} } } }`,
};

/** An operation's one field, or the error code of a refused request. */
export async function call(
  client: TestClient,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const answer = await client.gql<Any>(query, variables);
  if (answer.errors)
    return { __typename: answer.errors[0]?.extensions?.code, errors: answer.errors };
  const data = answer.data ?? {};
  return data[Object.keys(data)[0] ?? ""] as Any;
}

/** Uploads a supplier list as the bulk-request type; the answer as the endpoint gives it. */
export function uploadList(h: BulkHarness, client: TestClient, files: readonly UploadFile[]) {
  return upload(h, client, files, bulkRequestUploadType);
}

/** Uploads and reads a list into a bulk request; fails the test unless both succeed. */
export async function createFromFile(
  h: BulkHarness,
  client: TestClient,
  name: string,
  data: Buffer | string,
) {
  const sent = await uploadList(h, client, [{ name, data: Buffer.from(data) }]);
  if (sent.status !== 200) throw new Error(`upload refused: ${JSON.stringify(sent.body)}`);
  const [file] = sent.body as { key: string }[];
  const answer = await call(client, bulkOps.create, { fileKey: file?.key, filename: name });
  if (answer.__typename !== "BulkRequestSuccess")
    throw new Error(`bulk request not created: ${JSON.stringify(answer)}`);
  return answer.bulkRequest;
}

/** Starts processing with a mapping and runs the job to its end. */
export async function startAndRun(
  h: BulkHarness,
  client: TestClient,
  bulkRequestId: string,
  mapping: Record<string, string>,
  portfolioIds: string[] = [],
) {
  const started = await call(client, bulkOps.start, {
    input: { bulkRequestId, mapping, portfolioIds },
  });
  if (started.__typename !== "BulkRequestSuccess")
    throw new Error(`bulk request not started: ${JSON.stringify(started)}`);
  await h.runJobs();
  return (await call(client, bulkOps.get, { id: bulkRequestId })) as Any;
}

/**
 * The administrator uploads a list and runs it with a mapping into the world's portfolio: the
 * bulk request as it ended, and its rows.
 */
export async function processedList(
  { h, world }: BulkSuite,
  name: string,
  data: string,
  mapping: Record<string, string>,
) {
  const admin = world.people.admin.client;
  const created = await createFromFile(h, admin, name, data);
  const bulk = await startAndRun(h, admin, created.id, mapping, [world.portfolio.id]);
  return { bulk, rows: await allRows(admin, created.id) };
}

/** Every row of a bulk request, in file order. */
export async function allRows(client: TestClient, bulkRequestId: string): Promise<Any[]> {
  const answer = await call(client, bulkOps.rows, { id: bulkRequestId, first: 100 });
  return answer.items;
}

/** GET the error report and parse it. */
export async function report(h: BulkHarness, client: TestClient | null, url: string) {
  const answer = await download(h, client, url);
  const text = answer.body.toString("utf8");
  return {
    status: answer.status,
    text,
    rows: Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), {
      header: true,
      skipEmptyLines: true,
    }).data,
  };
}

/** Where a real supplier list of import/fixtures lies, and its content. */
export const importFixturePath = (name: string) =>
  path.join(import.meta.dirname, "../../../import/fixtures", name);
export const importFixture = (name: string) => readFileSync(importFixturePath(name));

/** The S&P 500 list's columns: Security is the name, Headquarters Location the place. */
export const sp500Mapping: ColumnMapping = {
  Symbol: "ignore",
  Security: "companyName",
  "GICS Sector": "ignore",
  "GICS Sub-Industry": "ignore",
  "Headquarters Location": "city",
  "Date added": "ignore",
  CIK: "ignore",
  Founded: "ignore",
};
