import { act, fireEvent, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { snackbarStore } from "../../../app/snackbar/show-snackbar.ts";
import { buildOrganization, buildSession } from "../../../app/testing/session-fixtures.ts";
import type { Mock } from "../../../testing/render-app-ui.tsx";
import {
  DECIDE_N_TIER_UPLOAD_ROW,
  N_TIER_UPLOAD_PREVIEW_QUERY,
  N_TIER_UPLOAD_QUERY,
  N_TIER_UPLOAD_ROWS_QUERY,
  type NTierUpload,
  type NTierUploadKind,
  type NTierUploadOutcome,
  type NTierUploadPreview,
  type NTierUploadRow,
  type NTierUploadSide,
  nTierUploadOutcomes,
  UPLOAD_N_TIER_FILE,
  type UploadNTierFileVariables,
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
    request: null,
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

const targetLabels: Record<string, string> = {
  customerName: "Customer",
  customerCountry: "Customer country",
  supplierName: "Supplier or facility name",
  supplierCountry: "Supplier country",
  part: "Part or product",
  siteName: "Site name",
  siteAddress: "Site address",
  siteCountry: "Site country",
  latitude: "Latitude",
  longitude: "Longitude",
  ignore: "Don't import",
};

/** The relations file the tests upload: its columns and what the server proposes for each. */
export const relationsColumns: [header: string, target: string][] = [
  ["Customer", "customerName"],
  ["Supplier", "supplierName"],
  ["Part", "part"],
];

/** nTierUploadPreview's answer for a file of these columns. */
export function previewOf(
  columns: [header: string, target: string][] = relationsColumns,
  kind: NTierUploadKind = "relations",
  filename = "relations.csv",
): NTierUploadPreview {
  return {
    __typename: "NTierUploadPreview",
    filename,
    rowCount: 3,
    rowUnit: "row",
    kind,
    columns: columns.map(([header, target]) => ({
      __typename: "NTierUploadColumn",
      header,
      target,
      samples: [`${header} 1`, `${header} 2`],
    })),
    targets: Object.entries(targetLabels).map(([target, label]) => ({
      __typename: "NTierUploadTargetOption",
      target,
      label,
    })),
  };
}

export const previewMock = (answer: object = previewOf(), filename = "relations.csv"): Mock => ({
  request: { query: N_TIER_UPLOAD_PREVIEW_QUERY, variables: { fileKey: "file-key-1", filename } },
  result: { data: { nTierUploadPreview: answer } },
});

/** uploadNTierFile, sent with the proposed mapping unless told, answering `answer`. */
export const uploadMock = (answer: object, sent: Partial<UploadNTierFileVariables> = {}): Mock => ({
  request: {
    query: UPLOAD_N_TIER_FILE,
    variables: {
      fileKey: "file-key-1",
      filename: "relations.csv",
      mapping: Object.fromEntries(relationsColumns),
      kind: "relations",
      siteCompanyId: null,
      ...sent,
    },
  },
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

/**
 * POST /upload-attachments for every test of the calling file: it answers one file key, and
 * the page's snackbars are cleared after each test. The stub, to see what was sent.
 */
export function stubFileUploads() {
  const upload = vi.fn<typeof fetch>();
  beforeEach(() => {
    upload.mockResolvedValue(
      new Response(JSON.stringify([{ originalname: "relations.csv", key: "file-key-1" }])),
    );
    vi.stubGlobal("fetch", upload);
  });
  afterEach(() => {
    act(() => snackbarStore.clear());
    vi.unstubAllGlobals();
  });
  return upload;
}

/** Chooses a file in the upload dialog's file input, once the dialog's step has loaded. */
export async function chooseFile(name = "relations.csv") {
  const input = await waitFor(() => {
    const found = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!found) throw new Error("no file input");
    return found;
  });
  fireEvent.change(input, { target: { files: [new File(["Customer,Supplier\n"], name)] } });
}
