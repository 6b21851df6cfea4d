import type { FeatureFlags } from "@tierwise/common/feature-flags";
import type { RoleKey } from "@tierwise/common/roles";
import { createFilesHarness, upload } from "../../test/comments-support.ts";
import { buildUser } from "../../test/factories.ts";
import type { TestClient } from "../../test/harness.ts";
import { bulkRequestUploadType } from "../comments/attachment-routes.ts";
import { nTierOrganization } from "./n-tier-test-support.ts";

/**
 * Test support for relations uploads: a harness with a file store, an organisation with nTier
 * (and company requests, whose supplier-list upload the file arrives through), the GraphQL
 * operations as the web sends them.
 */

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
export type Any = any;

export type UploadHarness = Awaited<ReturnType<typeof createFilesHarness>>;
export const createUploadHarness = () => createFilesHarness();

export const uploadFlags: Partial<FeatureFlags> = { nTier: true, companyRequests: true };

/** An organisation whose portfolio holds `tierOne`, its admin's client and a person of `role`. */
export async function uploadOrganization(
  h: UploadHarness,
  tierOne: readonly string[],
  flags: Partial<FeatureFlags> = uploadFlags,
) {
  const { organization, client } = await nTierOrganization(h, flags, tierOne);
  const person = async (role: RoleKey) => {
    const user = await buildUser(h.database.db, h.config, {
      memberships: [{ organizationId: organization.id, role }],
    });
    return h.signIn(user.email, user.password);
  };
  return { organization, admin: client, person };
}

const errorFields =
  "__typename ... on Error { message } ... on ValidationError { fieldErrors { path message } }";
export const uploadFields = `id filename kind rowCount rowUnit mapping
  counts { total created review unmatched invalid rejected }`;
const sideFields = `name country band companyId companyName companySlug
  candidates { companyId name score band slug } request { id status companyName }`;
export const rowFields = `id rowNumber label outcome reasons part relationId siteId
  customer { ${sideFields} } supplier { ${sideFields} }
  site { name address countryCode latitude longitude }`;

export const uploadOps = {
  upload: `mutation($fileKey: ID!, $filename: String!, $mapping: JSON, $kind: NTierUploadKind,
    $siteCompanyId: ID) {
    uploadNTierFile(fileKey: $fileKey, filename: $filename, mapping: $mapping, kind: $kind,
      siteCompanyId: $siteCompanyId) {
      ${errorFields} ... on NTierUpload { ${uploadFields} } } }`,
  preview: `query($fileKey: ID!, $filename: String!) {
    nTierUploadPreview(fileKey: $fileKey, filename: $filename) {
      ${errorFields} ... on NTierUploadPreview { filename headers rowCount rowUnit kind
        columns { header target samples } targets { target label } } } }`,
  request: `mutation($rowId: ID!, $side: NTierUploadSideName!, $input: CompanyRequestInput!) {
    requestNTierUploadCompany(rowId: $rowId, side: $side, input: $input) {
      ${errorFields} ... on LikelyMatches { candidates { score company { name } } }
      ... on NTierUploadRow { ${rowFields} } } }`,
  rows: `query($id: ID!, $outcomes: [NTierUploadOutcome!]) {
    nTierUploadRows(uploadId: $id, outcomes: $outcomes) { ${rowFields} } }`,
  decide: `mutation($rowId: ID!, $decision: NTierUploadDecision!, $supplierCompanyId: ID) {
    decideNTierUploadRow(rowId: $rowId, decision: $decision, supplierCompanyId: $supplierCompanyId) {
      ${errorFields} ... on NTierUploadRow { ${rowFields} } } }`,
};

/** An operation's one field, or the error code of a refused request. */
export async function call(
  client: TestClient,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const answer = await client.gql<Any>(query, variables);
  if (answer.errors) return { __typename: answer.errors[0]?.extensions?.code };
  const data = answer.data ?? {};
  return data[Object.keys(data)[0] ?? ""] as Any;
}

/** POSTs the file as a supplier list (POST /upload-attachments); its key. */
export async function sendFile(
  h: UploadHarness,
  client: TestClient,
  name: string,
  data: Buffer | string,
): Promise<string> {
  const sent = await upload(h, client, [{ name, data: Buffer.from(data) }], bulkRequestUploadType);
  if (sent.status !== 200) throw new Error(`upload refused: ${JSON.stringify(sent.body)}`);
  const [file] = sent.body as { key: string }[];
  if (!file) throw new Error("no file key");
  return file.key;
}

/** POSTs the file as a supplier list, then uploadNTierFile; the mutation's answer. */
export async function uploadFile(
  h: UploadHarness,
  client: TestClient,
  name: string,
  data: Buffer | string,
  mapping?: Record<string, string>,
  options: { kind?: string; siteCompanyId?: string } = {},
) {
  const fileKey = await sendFile(h, client, name, data);
  return call(client, uploadOps.upload, { fileKey, filename: name, mapping, ...options });
}

/** The n-tier table of a client, by company name: name → tier. */
export async function tiersOf(client: TestClient): Promise<Record<string, number>> {
  const answer = await client.gql<Any>(`{ nTierCompanies(pageSize: 100) { items { name tier } } }`);
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return Object.fromEntries(
    answer.data.nTierCompanies.items.map((n: Any) => [n.name, n.tier] as const),
  );
}
