import { buildOrganization, buildSession } from "../../../app/testing/session-fixtures.ts";
import type { Mock } from "../../../testing/render-app-ui.tsx";
import {
  DECIDE_N_TIER_UPLOAD_ROW,
  N_TIER_UPLOAD_QUERY,
  N_TIER_UPLOAD_ROWS_QUERY,
  type NTierUpload,
  type NTierUploadOutcome,
  type NTierUploadRow,
  type NTierUploadSide,
  nTierUploadOutcomes,
  UPLOAD_N_TIER_FILE,
} from "./n-tier-upload.graphql.ts";

/** A member of an organisation with n-tier and bulk requests, as `role`. */
export const uploadSession = (role: "organization_admin" | "user" = "organization_admin") =>
  buildSession({
    roles: [role],
    organization: buildOrganization({ featureFlags: { nTier: true, companyRequests: true } }),
  });

export function uploadOf(
  counts: Partial<Record<NTierUploadOutcome, number>>,
  overrides: Partial<NTierUpload> = {},
): NTierUpload {
  const all = Object.fromEntries(nTierUploadOutcomes.map((o) => [o, counts[o] ?? 0])) as Record<
    NTierUploadOutcome,
    number
  >;
  const total = Object.values(all).reduce((a, b) => a + b, 0);
  return {
    __typename: "NTierUpload",
    id: "upload-1",
    filename: "relations.csv",
    kind: "relations",
    headers: ["Customer", "Supplier", "Part"],
    rowCount: total,
    rowUnit: "row",
    counts: { __typename: "NTierUploadCounts", total, ...all },
    ...overrides,
  };
}

export function side(name: string, overrides: Partial<NTierUploadSide> = {}): NTierUploadSide {
  return {
    __typename: "NTierUploadSide",
    name,
    country: null,
    band: "none",
    companyId: null,
    companyName: null,
    companySlug: null,
    candidates: [],
    ...overrides,
  };
}

/** A side matched to a known company (slug from the name). */
export const matched = (name: string) =>
  side(name, {
    band: "confident",
    companyId: `id-${name}`,
    companyName: name,
    companySlug: name.toLowerCase().replaceAll(" ", "-"),
  });

export const candidate = (name: string, score: number) => ({
  __typename: "NTierUploadCandidate" as const,
  companyId: `id-${name}`,
  name,
  slug: name.toLowerCase().replaceAll(" ", "-"),
  score,
  band: "review",
});

export function row(rowNumber: number, overrides: Partial<NTierUploadRow> = {}): NTierUploadRow {
  return {
    __typename: "NTierUploadRow",
    id: `row-${rowNumber}`,
    rowNumber,
    label: `Row ${rowNumber}`,
    outcome: "created",
    reasons: [],
    part: null,
    relationId: null,
    siteId: null,
    customer: null,
    supplier: null,
    site: null,
    ...overrides,
  };
}

/** uploadNTierFile answering `answer`: the upload, or one of its typed errors. */
export const uploadMock = (answer: object, filename = "relations.csv"): Mock => ({
  request: { query: UPLOAD_N_TIER_FILE, variables: { fileKey: "file-key-1", filename } },
  result: { data: { uploadNTierFile: answer } },
});

export const uploadQueryMock = (upload: NTierUpload): Mock => ({
  request: { query: N_TIER_UPLOAD_QUERY, variables: { id: upload.id } },
  result: { data: { nTierUpload: upload } },
});

export const rowsMock = (
  rows: NTierUploadRow[],
  outcomes: NTierUploadOutcome[] | null = null,
): Mock => ({
  request: { query: N_TIER_UPLOAD_ROWS_QUERY, variables: { uploadId: "upload-1", outcomes } },
  result: { data: { nTierUploadRows: rows } },
});

export const decideMock = (variables: Record<string, unknown>, answer: object): Mock => ({
  request: {
    query: DECIDE_N_TIER_UPLOAD_ROW,
    variables: { customerCompanyId: null, supplierCompanyId: null, ...variables },
  },
  result: { data: { decideNTierUploadRow: answer } },
});
