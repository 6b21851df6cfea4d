import { afterEach, describe, expect, it, vi } from "vitest";
import { createDownloadCoordinator, type SnackbarPort } from "./download-coordinator.ts";
import { downloadCompanyPdf, exportCompanies } from "./export-download.ts";
import { doneJob, exportJob, jobId, type Mock, mockClient } from "./export-test-fixtures.ts";
import { EXPORT_JOB_QUERY, START_COMPANY_EXPORT, START_PDF_DOWNLOAD } from "./exports.graphql.ts";

const messagesShown: string[] = [];
const port: SnackbarPort = {
  show: ({ message }) => messagesShown.push(message),
  close: () => undefined,
};

function stubFileResponse(status = 200) {
  const fetchMock = vi.fn(
    async () =>
      new Response("file", {
        status,
        headers: { "content-disposition": `attachment; filename="saved.xlsx"` },
      }),
  );
  vi.stubGlobal("fetch", fetchMock);
  Object.assign(URL, { createObjectURL: () => "blob:x", revokeObjectURL: () => undefined });
  const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
  return { fetchMock, click };
}

afterEach(() => {
  messagesShown.length = 0;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const poll = (job: ReturnType<typeof exportJob>): Mock => ({
  request: { query: EXPORT_JOB_QUERY, variables: { id: jobId } },
  result: { data: { exportJob: job } },
});

describe("exportCompanies", () => {
  it("starts the job, follows its progress and saves the finished file", async () => {
    const { fetchMock, click } = stubFileResponse();
    const client = mockClient([
      {
        request: {
          query: START_COMPANY_EXPORT,
          variables: { format: "XLSX", companyIds: ["a", "b"] },
        },
        result: { data: { startCompanyExport: exportJob() } },
      },
      poll(exportJob({ status: "RUNNING", progress: 40 })),
      poll(doneJob()),
    ]);
    const outcome = await exportCompanies(
      { format: "XLSX", companyIds: ["a", "b"] },
      { client, coordinator: createDownloadCoordinator(port), intervalMs: 1 },
    );
    expect(outcome).toBe("done");
    expect(fetchMock).toHaveBeenCalledWith(
      `/export-companies-download/${jobId}/file`,
      expect.objectContaining({ method: "GET" }),
    );
    expect(click).toHaveBeenCalledOnce();
    expect(messagesShown).toEqual([
      "Preparing XLSX for download ...",
      "Preparing XLSX for download ... 40%",
      "Preparing XLSX for download ... 100%",
      "Download XLSX successful",
    ]);
  });

  it("hands a refused start to the caller's error handler with the server's words", async () => {
    const onError = vi.fn();
    const client = mockClient([
      {
        request: { query: START_COMPANY_EXPORT, variables: { format: "CSV", companyIds: ["a"] } },
        result: {
          data: {
            startCompanyExport: {
              __typename: "LimitReachedError",
              message: "At most 10,000 companies can be exported at once.",
              limit: 10_000,
            },
          },
        },
      },
    ]);
    const outcome = await exportCompanies(
      { format: "CSV", companyIds: ["a"] },
      { client, coordinator: createDownloadCoordinator(port), onError },
    );
    expect(outcome).toBe("failed");
    expect(onError).toHaveBeenCalledOnce();
    expect(messagesShown.at(-1)).toBe("At most 10,000 companies can be exported at once.");
  });
});

describe("downloadCompanyPdf", () => {
  it("reports a non-2xx file answer to the caller's error handler", async () => {
    stubFileResponse(500);
    const onError = vi.fn();
    const client = mockClient([
      {
        request: { query: START_PDF_DOWNLOAD, variables: { companyId: "c1" } },
        result: { data: { startPdfDownload: exportJob({ kind: "PDF", format: "PDF" }) } },
      },
      poll(doneJob({ kind: "PDF", format: "PDF" })),
    ]);
    const outcome = await downloadCompanyPdf("c1", {
      client,
      coordinator: createDownloadCoordinator(port),
      onError,
      intervalMs: 1,
    });
    expect(outcome).toBe("failed");
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ status: 500 });
    expect(messagesShown.at(-1)).toBe("Something went wrong, please try again");
  });

  it("stops at a failed job", async () => {
    const onError = vi.fn();
    const client = mockClient([
      {
        request: { query: START_PDF_DOWNLOAD, variables: { companyId: "c1" } },
        result: { data: { startPdfDownload: exportJob({ kind: "PDF", format: "PDF" }) } },
      },
      poll(
        exportJob({
          kind: "PDF",
          format: "PDF",
          status: "FAILED",
          error: "The file could not be prepared. Please try again.",
        }),
      ),
    ]);
    await downloadCompanyPdf("c1", {
      client,
      coordinator: createDownloadCoordinator(port),
      onError,
    });
    expect(onError).toHaveBeenCalledOnce();
    expect(messagesShown.at(-1)).toBe("The file could not be prepared. Please try again.");
  });
});
