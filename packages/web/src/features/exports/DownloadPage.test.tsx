import type { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { MantineProvider } from "@mantine/core";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../app/testing/render-with-session.tsx";
import { MemoryRouter, Route, Routes } from "react-router";
import { DownloadPage } from "./DownloadPage.tsx";
import { createDownloadCoordinator } from "./download-coordinator.ts";
import { doneJob, exportJob, jobId, type Mock, mockClient } from "./export-test-fixtures.ts";
import { EXPORT_JOB_QUERY, RETRY_EXPORT_JOB } from "./exports.graphql.ts";

const retriedId = "0b7e5c1a-2d3f-4a5b-8c9d-0e1f2a3b4c5d";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const poll = (job: ReturnType<typeof exportJob>, id = jobId): Mock => ({
  request: { query: EXPORT_JOB_QUERY, variables: { id } },
  result: { data: { exportJob: job } },
});

function renderPage(client: ApolloClient, path: string) {
  const coordinator = createDownloadCoordinator({ show: () => 0, close: () => undefined });
  const run = vi.spyOn(coordinator, "run");
  render(
    <ApolloProvider client={client}>
      <MantineProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="/export-companies-download/:uuid"
              element={<DownloadPage kind="companies" coordinator={coordinator} intervalMs={5} />}
            />
            <Route
              path="/pdf-download/:uuid"
              element={<DownloadPage kind="pdf" coordinator={coordinator} intervalMs={5} />}
            />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </ApolloProvider>,
  );
  return { run };
}

function stubFile() {
  const fetchMock = vi.fn(async () => new Response("x", { status: 200 }));
  vi.stubGlobal("fetch", fetchMock);
  Object.assign(URL, { createObjectURL: () => "blob:x", revokeObjectURL: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
  return fetchMock;
}

describe("DownloadPage", () => {
  it("shows progress while the file is prepared, then saves it once and offers a link", async () => {
    const fetchMock = stubFile();
    const client = mockClient([
      poll(exportJob({ status: "RUNNING", progress: 40 })),
      poll(doneJob()),
    ]);
    const { run } = renderPage(client, `/export-companies-download/${jobId}`);
    const bar = await screen.findByRole("progressbar", { name: "Download progress" });
    expect(bar.getAttribute("aria-valuenow")).toBe("40");
    expect(screen.getByText("Preparing XLSX for download ...")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Companies export" })).toBeTruthy();

    const link = await screen.findByRole("link", { name: "Download file" });
    expect(link.getAttribute("href")).toBe(`/export-companies-download/${jobId}/file`);
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");
    expect(document.title).toBe("Companies export: tierwise-companies-2026-11-22.xlsx | Tierwise");
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(run).toHaveBeenCalledOnce();
    expect(run.mock.calls[0]?.[0]).toBe("XLSX");
  });

  it("says a job that is unknown, expired or someone else's was not found", async () => {
    const client = mockClient([
      poll({ __typename: "NotFoundError", message: "Download not found." } as never),
    ]);
    renderPage(client, `/export-companies-download/${jobId}`);
    expect(await screen.findByText("Download not found")).toBeTruthy();
    expect(screen.getByText("This download does not exist or has expired.")).toBeTruthy();
  });

  it("treats a malformed id and a job of the other kind as not found", async () => {
    renderPage(mockClient([]), "/pdf-download/not-a-uuid");
    expect(await screen.findByText("Download not found")).toBeTruthy();
    screen.getByRole("heading", { name: "Company profile PDF" });
  });

  it("does not serve a companies export on the PDF page", async () => {
    renderPage(mockClient([poll(doneJob())]), `/pdf-download/${jobId}`);
    expect(await screen.findByText("Download not found")).toBeTruthy();
  });

  it("offers a retry after a failure, which opens the new job's page", async () => {
    const client = mockClient([
      poll(
        exportJob({
          kind: "PDF",
          format: "PDF",
          status: "FAILED",
          error: "The file could not be prepared. Please try again.",
        }),
      ),
      {
        request: { query: RETRY_EXPORT_JOB, variables: { id: jobId } },
        result: {
          data: {
            retryExportJob: exportJob({
              id: retriedId,
              kind: "PDF",
              format: "PDF",
              pageUrl: `/pdf-download/${retriedId}`,
            }),
          },
        },
      },
      poll(
        exportJob({ id: retriedId, kind: "PDF", format: "PDF", status: "RUNNING", progress: 10 }),
        retriedId,
      ),
      {
        // Later polls keep the same progress, so a slow machine reads the same bar.
        ...poll(
          exportJob({ id: retriedId, kind: "PDF", format: "PDF", status: "RUNNING", progress: 10 }),
          retriedId,
        ),
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
    ]);
    renderPage(client, `/pdf-download/${jobId}`);
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.getByText("The file could not be prepared. Please try again.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    const bar = await screen.findByRole("progressbar", { name: "Download progress" });
    expect(bar.getAttribute("aria-valuenow")).toBe("10");
    expect(screen.getByText("Preparing PDF for download ...")).toBeTruthy();
  });
});
