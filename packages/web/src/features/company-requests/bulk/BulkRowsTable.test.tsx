import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { requestMessages } from "@tierwise/common/company-requests";
import { afterEach, describe, expect, it } from "vitest";
import { snackbarStore } from "../../../app/snackbar/show-snackbar.ts";
import type { Mock } from "../../../testing/render-app-ui.tsx";
import {
  buildCandidate,
  renderRequestUi,
  requestsMock,
  requestsSession,
} from "../request-fixtures.tsx";
import { BulkRequestPage } from "./BulkRequestPage.tsx";
import {
  buildBulkRequest,
  buildRow,
  bulkRequestAnswers,
  counts,
  reviewMock,
  rowsMock,
} from "./bulk-fixtures.ts";
import type { BulkRow } from "./bulk-request.graphql.ts";

afterEach(() => {
  act(() => snackbarStore.clear());
});

/** One row of each outcome; line numbers as the API gives them (the header is line 1). */
const matched = buildRow({
  id: "row-2",
  rowNumber: 2,
  outcome: "matched",
  cleaned: { companyName: "3M", country: "US", city: "Saint Paul" },
  candidate: buildCandidate({
    company: {
      __typename: "RequestCompany",
      id: "company-3m",
      slug: "3m-company",
      name: "3M Company",
      country: "US",
    },
    score: 0.92,
  }),
});
const requested = buildRow({
  id: "row-4",
  rowNumber: 4,
  outcome: "requested",
  cleaned: { companyName: "Quillmere Textiles", country: "PT" },
  candidate: null,
  requestId: "req-9",
});
const duplicate = buildRow({
  id: "row-5",
  rowNumber: 5,
  outcome: "duplicate",
  cleaned: { companyName: "3M" },
  candidate: null,
  errors: [requestMessages.duplicateInFile(2)],
});
const invalid = buildRow({
  id: "row-6",
  rowNumber: 6,
  outcome: "invalid",
  cleaned: null,
  raw: { Supplier: "", Web: "not a site" },
  candidate: null,
  errors: [requestMessages.companyNameRequired],
});
const review = buildRow({
  id: "row-35",
  rowNumber: 35,
  outcome: "review",
  cleaned: { companyName: "Umbrela Chemicals", country: "DE" },
  candidate: buildCandidate({
    company: {
      __typename: "RequestCompany",
      id: "company-umbrella",
      slug: "umbrella-chemicals",
      name: "Umbrella Chemicals",
      country: "DE",
    },
    score: 0.64,
    reasons: ["Similar name"],
  }),
});
const allRows = [matched, requested, duplicate, invalid, review];

const settled = (reviewCount: number, matchedCount: number) =>
  buildBulkRequest({
    status: reviewCount > 0 ? "review" : "complete",
    progress: 1,
    counts: counts({
      total: 5,
      processed: 5,
      matched: matchedCount,
      review: reviewCount,
      requested: 1,
      invalid: 1,
      duplicate: 1,
    }),
  });

function renderPage(mocks: Mock[]) {
  return renderRequestUi(<BulkRequestPage />, {
    path: "/requests/bulk/bulk-1",
    route: "/requests/bulk/:id",
    session: requestsSession("organization_admin"),
    // The list of requests made below the rows (not what these tests look at).
    mocks: [...mocks, requestsMock("bulk", [], { filters: { bulkRequestId: "bulk-1" } })],
  });
}

/** The table's row of one line of the file. */
async function lineRow(line: number) {
  const table = await screen.findByRole("table", { name: "Rows of suppliers.csv" });
  const header = await within(table).findByRole("rowheader", { name: String(line) });
  return header.closest("tr") as HTMLElement;
}

describe("the rows of an uploaded supplier list", { timeout: 30_000 }, () => {
  it("say, by their line in the file, what each row became", async () => {
    renderPage([
      bulkRequestAnswers([settled(1, 1)]).mock,
      rowsMock([review]),
      rowsMock(allRows, []),
    ]);

    const first = await lineRow(2);
    expect(within(first).getByText("Matched")).toBeTruthy();
    expect(within(first).getByText("Saint Paul, United States")).toBeTruthy();
    expect(within(first).getByRole("link", { name: "3M Company" }).getAttribute("href")).toBe(
      "/company/3m-company",
    );

    const made = await lineRow(4);
    expect(within(made).getByText("Requested as new")).toBeTruthy();
    expect(
      within(made)
        .getByRole("link", { name: "Company request for Quillmere Textiles" })
        .getAttribute("href"),
    ).toBe("/company-request/req-9");

    const again = await lineRow(5);
    expect(within(again).getByText("Duplicate")).toBeTruthy();
    expect(within(again).getByText("Same company as row 2.")).toBeTruthy();

    const refused = await lineRow(6);
    expect(within(refused).getByText("Invalid")).toBeTruthy();
    expect(within(refused).getByText("(no company name)")).toBeTruthy();
    expect(within(refused).getByText("not a site")).toBeTruthy();
    expect(within(refused).getByText(requestMessages.companyNameRequired)).toBeTruthy();

    const waiting = await lineRow(35);
    expect(within(waiting).getByText("To review")).toBeTruthy();
    expect(within(waiting).getByRole("link", { name: "Umbrella Chemicals" })).toBeTruthy();
    expect(within(waiting).getByText("(64% match)")).toBeTruthy();

    // The review card names the same line, the number as the API gave it.
    const card = await screen.findByRole("article", { name: "Line 35" });
    expect(within(card).getByRole("heading", { name: "Line 35 of the file" })).toBeTruthy();
  });

  it("are filtered by outcome and paged, 25 a page", async () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      buildRow({ id: `row-p1-${i}`, rowNumber: i + 2, outcome: "requested", candidate: null }),
    );
    const secondPage = buildRow({
      id: "row-p2",
      rowNumber: 27,
      outcome: "requested",
      cleaned: { companyName: "Vantroy Fasteners" },
      candidate: null,
    });
    renderPage([
      bulkRequestAnswers([
        buildBulkRequest({
          status: "complete",
          progress: 1,
          counts: counts({ total: 30, processed: 30, requested: 29, invalid: 1 }),
        }),
      ]).mock,
      rowsMock(many, [], { totalCount: 30 }),
      rowsMock([secondPage], [], { offset: 25, totalCount: 30 }),
      rowsMock([invalid], ["invalid"]),
    ]);

    const filter = await screen.findByRole("radiogroup", { name: "Show rows" });
    expect(within(filter).getByRole("radio", { name: "All (30)" })).toHaveProperty("checked", true);
    await lineRow(26);
    fireEvent.click(screen.getByRole("button", { name: "Page 2" }));
    expect((await lineRow(27)).textContent).toContain("Vantroy Fasteners");

    // A filter starts again at its first page.
    fireEvent.click(within(filter).getByRole("radio", { name: "Invalid (1)" }));
    expect(await lineRow(6)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("rowheader", { name: "27" })).toBeNull());
    expect(screen.queryByRole("button", { name: "Page 2" })).toBeNull();
  });

  it("let a row waiting for review be confirmed where it stands", async () => {
    const confirmed: BulkRow = { ...review, outcome: "matched", decision: "confirm" };
    renderPage([
      bulkRequestAnswers([settled(1, 1)]).mock,
      rowsMock([review]),
      rowsMock(allRows, []),
      reviewMock([{ rowId: "row-35", decision: "confirm" }], settled(0, 2), [confirmed]),
      rowsMock([matched, requested, duplicate, invalid, confirmed], []),
      rowsMock([]),
    ]);

    const waiting = await lineRow(35);
    fireEvent.click(
      within(waiting).getByRole("button", { name: "Confirm Umbrella Chemicals for line 35" }),
    );
    expect(await screen.findByText("1 row confirmed.")).toBeTruthy();
    await waitFor(async () =>
      expect(within(await lineRow(35)).getByText("Confirmed in review")).toBeTruthy(),
    );
    expect(within(await lineRow(35)).getByText("Matched")).toBeTruthy();
    expect(
      within(screen.getByRole("radiogroup", { name: "Show rows" })).getByRole("radio", {
        name: "Matched (2)",
      }),
    ).toBeTruthy();
  });
});
