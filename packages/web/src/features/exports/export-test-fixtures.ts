import { ApolloClient, InMemoryCache } from "@apollo/client";
import { MockLink } from "@apollo/client/testing";
import { possibleTypes } from "../../app/apollo/possible-types.generated.ts";
import type { ExportJob } from "./exports.graphql.ts";

export type Mock = MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>;

export const jobId = "6f1d3c2e-8b0a-4c7e-9f4e-2a1b3c4d5e6f";

/** An export job as the server answers it; QUEUED unless overridden. */
export function exportJob(overrides: Partial<ExportJob> = {}): ExportJob {
  const kind = overrides.kind ?? "COMPANIES";
  const page = kind === "PDF" ? `/pdf-download/${jobId}` : `/export-companies-download/${jobId}`;
  return {
    __typename: "ExportJob",
    id: jobId,
    kind,
    format: "XLSX",
    status: "QUEUED",
    progress: 0,
    rowCount: null,
    fileName: "tierwise-companies-2026-11-22.xlsx",
    error: null,
    pageUrl: page,
    downloadUrl: null,
    expiresAt: "2026-11-23T07:00:00.000Z",
    ...overrides,
  };
}

/** Ready to download: DONE, 100 %, with the file URL. */
export function doneJob(overrides: Partial<ExportJob> = {}): ExportJob {
  const base = exportJob(overrides);
  return {
    ...base,
    status: "DONE",
    progress: 100,
    rowCount: base.kind === "COMPANIES" ? 3 : 1,
    downloadUrl: `${base.pageUrl}/file`,
    ...overrides,
  };
}

/**
 * The generated possibleTypes plus this feature's unions, as `npm run schema:print` will write
 * them (the lead regenerates the file).
 */
export const testPossibleTypes: Record<string, string[]> = {
  ...possibleTypes,
  ExportJobResult: ["ExportJob", "NotFoundError"],
  RetryExportJobResult: ["ExportJob", "NotFoundError"],
  StartCompanyExportResult: [
    "ConnectedObjectNotFoundError",
    "ExportJob",
    "InvalidIdError",
    "LimitReachedError",
    "ValidationError",
  ],
  StartPdfDownloadResult: ["ExportJob", "InvalidIdError", "NotFoundError"],
};

/** A client whose network answers the mocks in order, at once. */
export function mockClient(mocks: readonly Mock[]): ApolloClient {
  return new ApolloClient({
    cache: new InMemoryCache({ possibleTypes: testPossibleTypes }),
    link: new MockLink(mocks, { defaultOptions: { delay: 0 } }),
  });
}
