import { ApolloProvider } from "@apollo/client/react";
import { MantineProvider } from "@mantine/core";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { companySearchParamsSchema } from "@tierwise/common/company-search";
import { afterEach, describe, expect, it } from "vitest";
import "../../app/testing/render-with-session.tsx";
import { createDownloadCoordinator } from "./download-coordinator.ts";
import { ExportCompaniesMenu } from "./ExportCompaniesMenu.tsx";
import { exportJob, jobId, type Mock, mockClient } from "./export-test-fixtures.ts";
import { EXPORT_JOB_QUERY, START_COMPANY_EXPORT } from "./exports.graphql.ts";

const shown: string[] = [];
const coordinator = createDownloadCoordinator({
  show: ({ message }) => shown.push(message),
  close: () => undefined,
});

afterEach(() => {
  coordinator.reset();
  shown.length = 0;
});

const runningPoll: Mock = {
  request: { query: EXPORT_JOB_QUERY, variables: { id: jobId } },
  result: { data: { exportJob: exportJob({ status: "RUNNING", progress: 25 }) } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function renderMenu(mocks: Mock[], props: Parameters<typeof ExportCompaniesMenu>[0]) {
  render(
    <ApolloProvider client={mockClient(mocks)}>
      <MantineProvider env="test">
        <ExportCompaniesMenu {...props} deps={{ coordinator, intervalMs: 20 }} />
      </MantineProvider>
    </ApolloProvider>,
  );
}

async function choose(item: string) {
  fireEvent.click(screen.getByRole("button", { name: "Export" }));
  fireEvent.click(await screen.findByRole("menuitem", { name: item }));
}

describe("ExportCompaniesMenu", () => {
  it("exports the selection, and warns when the same format is started again", async () => {
    renderMenu(
      [
        {
          request: {
            query: START_COMPANY_EXPORT,
            variables: { format: "XLSX", companyIds: ["c1", "c2"] },
          },
          result: { data: { startCompanyExport: exportJob() } },
        },
        runningPoll,
      ],
      { selectedIds: ["c1", "c2"] },
    );
    await choose("Export selection to XLSX");
    await waitFor(() => expect(shown).toContain("Preparing XLSX for download ... 25%"));
    await choose("Export selection to XLSX");
    expect(shown.at(-1)).toBe("Please wait while another XLSX downloads.");
  });

  it("exports all results of the search it is given", async () => {
    const params = companySearchParamsSchema.parse({ query: "steel" });
    renderMenu(
      [
        {
          request: {
            query: START_COMPANY_EXPORT,
            variables: { format: "CSV", searchParams: params },
          },
          result: { data: { startCompanyExport: exportJob({ format: "CSV" }) } },
        },
        runningPoll,
      ],
      { params },
    );
    await choose("Export all results to CSV");
    await waitFor(() => expect(shown).toContain("Preparing CSV for download ... 25%"));
  });

  it("offers only what it has: no selection, no selection items", async () => {
    renderMenu([], { params: companySearchParamsSchema.parse({}), selectedIds: [] });
    fireEvent.click(screen.getByRole("button", { name: "Export" }));
    const item = await screen.findByRole("menuitem", { name: "Export selection to CSV" });
    expect(item.hasAttribute("disabled") || item.getAttribute("data-disabled") === "true").toBe(
      true,
    );
    const all = screen.getByRole("menuitem", { name: "Export all results to XLSX" });
    expect(all.hasAttribute("disabled")).toBe(false);
  });

  it("is disabled with nothing to export", () => {
    renderMenu([], {});
    expect(screen.getByRole("button", { name: "Export" }).hasAttribute("disabled")).toBe(true);
  });
});
