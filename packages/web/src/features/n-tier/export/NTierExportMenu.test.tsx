import { ApolloProvider } from "@apollo/client/react";
import { MantineProvider } from "@mantine/core";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createDownloadCoordinator } from "../../exports/download-coordinator.ts";
import { exportJob, jobId, type Mock, mockClient } from "../../exports/export-test-fixtures.ts";
import { EXPORT_JOB_QUERY } from "../../exports/exports.graphql.ts";
import { emptyNTierFilter } from "../n-tier-filter.ts";
import { NTierExportMenu } from "./NTierExportMenu.tsx";
import { START_N_TIER_EXPORT } from "./n-tier-export.ts";

const shown: string[] = [];
const coordinator = createDownloadCoordinator({
  show: ({ message }) => shown.push(message),
  close: () => undefined,
});
afterEach(() => {
  coordinator.reset();
  shown.length = 0;
});

function renderMenu(mocks: Mock[], sort?: { field: "impact"; direction: "desc" }) {
  const client = mockClient(mocks);
  render(
    <ApolloProvider client={client}>
      <MantineProvider env="test">
        <NTierExportMenu
          filter={{ ...emptyNTierFilter, tiers: [2], hasRisks: true }}
          sort={sort}
          deps={{ coordinator, intervalMs: 20 }}
        />
      </MantineProvider>
    </ApolloProvider>,
  );
}

async function choose(item: string) {
  fireEvent.click(screen.getByRole("button", { name: "Export" }));
  fireEvent.click(await screen.findByRole("menuitem", { name: item }));
}

describe("NTierExportMenu", () => {
  it("exports the table under its filter and order and shows the job's progress", async () => {
    const sort = { field: "impact", direction: "desc" } as const;
    renderMenu(
      [
        {
          request: {
            query: START_N_TIER_EXPORT,
            variables: { format: "CSV", filter: { tiers: [2], hasRisks: true }, sort },
          },
          result: { data: { startNTierExport: exportJob({ format: "CSV" }) } },
        },
        {
          request: { query: EXPORT_JOB_QUERY, variables: { id: jobId } },
          result: { data: { exportJob: exportJob({ status: "RUNNING", progress: 40 }) } },
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
      ],
      sort,
    );
    await choose("Export table to CSV");
    await waitFor(() => expect(shown).toContain("Preparing CSV for download ... 40%"));
  });

  it("says why the server refused, in the download's snackbar", async () => {
    renderMenu([
      {
        request: {
          query: START_N_TIER_EXPORT,
          variables: { format: "XLSX", filter: { tiers: [2], hasRisks: true } },
        },
        result: {
          data: {
            startNTierExport: {
              __typename: "ValidationError",
              message: "No companies of the network match the filter.",
            },
          },
        },
      },
    ]);
    await choose("Export table to XLSX");
    await waitFor(() => expect(shown).toContain("No companies of the network match the filter."));
  });
});
