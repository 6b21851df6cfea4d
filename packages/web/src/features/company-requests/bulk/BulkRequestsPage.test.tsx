import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Mock } from "../../../testing/render-app-ui.tsx";
import { renderRequestUi, requestsSession } from "../request-fixtures.tsx";
import { BulkRequestsPage } from "./BulkRequestsPage.tsx";
import { buildBulkRequest, counts } from "./bulk-fixtures.ts";
import { BULK_REQUESTS_QUERY, type BulkRequest } from "./bulk-request.graphql.ts";

const listMock = (items: BulkRequest[]): Mock => ({
  request: { query: BULK_REQUESTS_QUERY, variables: { first: 25, offset: 0 } },
  result: {
    data: {
      bulkRequests: { __typename: "BulkRequestConnection", items, totalCount: items.length },
    },
  },
});

function renderList(mocks: Mock[]) {
  return renderRequestUi(<BulkRequestsPage />, {
    path: "/requests/bulk",
    session: requestsSession("organization_admin"),
    mocks,
  });
}

describe("the bulk request list", { timeout: 30_000 }, () => {
  it("says, when empty, what it lists and how to start one", async () => {
    renderList([listMock([])]);
    expect(await screen.findByText("No supplier lists uploaded yet.")).toBeTruthy();
    expect(screen.queryByText("No results")).toBeNull();
    expect(screen.getByText(/Upload a CSV, XLS, XLSX or JSON list of suppliers/)).toBeTruthy();
    // The frame has "New bulk request"; the empty list offers the same upload in its words.
    const upload = screen.getByRole("link", { name: "Upload a supplier list" });
    expect(upload.getAttribute("href")).toBe("/requests/bulk/create");
  });

  it("shows a status badge's whole label, never cut to its cell", async () => {
    renderList([
      listMock([
        buildBulkRequest({
          status: "review",
          progress: 1,
          counts: counts({ processed: 10, review: 2, matched: 8 }),
        }),
      ]),
    ]);
    const table = await screen.findByRole("table", { name: "Bulk requests" });
    const badge = within(table).getByText("Needs review").closest("[data-status]") as HTMLElement;
    // jsdom lays nothing out: what it can see is that the badge may not shrink below its
    // label. e2e/specs/company-requests/bulk-list-badges.spec.ts measures it at 1400 px.
    expect(badge.style.minWidth).toBe("max-content");
  });
});
