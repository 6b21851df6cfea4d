import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { requestMessages } from "@tierwise/common/company-requests";
import { afterEach, describe, expect, it } from "vitest";
import { snackbarStore } from "../../../app/snackbar/show-snackbar.ts";
import { buildCandidate } from "../request-fixtures.tsx";
import {
  buildBulkRequest,
  buildRow,
  bulkRequestAnswers,
  company3m,
  counts,
  renderBulkRequestPage,
  reopenMock,
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
  candidate: buildCandidate({ company: company3m, score: 0.92 }),
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
  candidates: [],
  duplicateOfRow: 2,
  errors: [requestMessages.duplicateInFile("row", 2)],
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
const umbrella = buildCandidate({
  company: {
    __typename: "RequestCompany",
    id: "company-umbrella",
    slug: "umbrella-chemicals",
    name: "Umbrella Chemicals",
    country: "DE",
  },
  score: 0.64,
  reasons: ["Similar name"],
});
const umbrellaGroup = buildCandidate({
  company: {
    __typename: "RequestCompany",
    id: "company-umbrella-group",
    slug: "umbrella-group",
    name: "Umbrella Chemicals Group",
    country: "DE",
  },
  score: 0.58,
  reasons: ["Similar name", "Same country"],
});
const review = buildRow({
  id: "row-35",
  rowNumber: 35,
  outcome: "review",
  cleaned: { companyName: "Umbrela Chemicals", country: "DE" },
  candidate: umbrella,
  candidates: [umbrella, umbrellaGroup],
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

/** The table's row of one line of the file. */
async function lineRow(line: number) {
  const table = await screen.findByRole("table", { name: "Rows of suppliers.csv" });
  const header = await within(table).findByRole("rowheader", { name: String(line) });
  return header.closest("tr") as HTMLElement;
}

/** Waits until the table row of `line` holds an element of `role` named `name`. */
const untilLineShows = (line: number, role: "button" | "link", name: string) =>
  waitFor(async () => expect(within(await lineRow(line)).getByRole(role, { name })).toBeTruthy());

describe("the rows of an uploaded supplier list", { timeout: 30_000 }, () => {
  it("say, by their line in the file, what each row became", async () => {
    renderBulkRequestPage([
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
    expect(within(again).getByRole("button", { name: "Show row 2 beside it" })).toBeTruthy();

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
    renderBulkRequestPage([
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
    renderBulkRequestPage([
      bulkRequestAnswers([settled(1, 1)]).mock,
      rowsMock([review]),
      rowsMock(allRows, []),
      reviewMock([{ rowId: "row-35", decision: "confirm" }], settled(0, 2), [confirmed]),
      rowsMock([matched, requested, duplicate, invalid, confirmed], []),
      rowsMock([]),
    ]);

    const waiting = await lineRow(35);
    fireEvent.click(
      within(waiting).getByRole("button", { name: "Confirm Umbrella Chemicals for row 35" }),
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

  it("let a review row confirm another of its candidates", async () => {
    const chosen: BulkRow = {
      ...review,
      outcome: "matched",
      decision: "confirm",
      candidate: umbrellaGroup,
    };
    renderBulkRequestPage([
      bulkRequestAnswers([settled(1, 1)]).mock,
      rowsMock([review]),
      rowsMock(allRows, []),
      reviewMock(
        [{ rowId: "row-35", decision: "confirm", companyId: "company-umbrella-group" }],
        settled(0, 2),
        [chosen],
      ),
      rowsMock([matched, requested, duplicate, invalid, chosen], []),
      rowsMock([]),
    ]);

    const waiting = await lineRow(35);
    const choice = within(waiting).getByRole("radiogroup", { name: "Candidates for row 35" });
    expect(
      within(choice).getByRole("radio", { name: "Umbrella Chemicals (64% match)" }),
    ).toHaveProperty("checked", true);
    fireEvent.click(
      within(choice).getByRole("radio", { name: "Umbrella Chemicals Group (58% match)" }),
    );
    expect(within(waiting).getByText("Same country")).toBeTruthy();
    fireEvent.click(
      within(waiting).getByRole("button", { name: "Confirm Umbrella Chemicals Group for row 35" }),
    );
    expect(await screen.findByText("1 row confirmed.")).toBeTruthy();
    await untilLineShows(35, "link", "Umbrella Chemicals Group");
  });

  it("send a wrong match back to review with Not this company", async () => {
    const reopened: BulkRow = { ...matched, outcome: "review" };
    renderBulkRequestPage([
      bulkRequestAnswers([settled(1, 1)]).mock,
      rowsMock([review]),
      rowsMock(allRows, []),
      reopenMock(["row-2"], settled(2, 0), [reopened]),
      rowsMock([reopened, requested, duplicate, invalid, review], []),
      rowsMock([reopened, review]),
    ]);

    const wrong = await lineRow(2);
    fireEvent.click(
      within(wrong).getByRole("button", {
        name: "Not this company: 3M Company for row 2, review again",
      }),
    );
    expect(await screen.findByText("1 row sent back to review.")).toBeTruthy();
    await untilLineShows(2, "button", "Confirm 3M Company for row 2");
    expect(within(await lineRow(2)).getByText("To review")).toBeTruthy();
  });

  it("show a duplicate beside the row it repeats, and link the open request it repeats", async () => {
    const ofRequest = buildRow({
      id: "row-7",
      rowNumber: 7,
      outcome: "duplicate",
      cleaned: { companyName: "Quillmere Textiles" },
      candidate: null,
      candidates: [],
      requestId: "req-3",
      errors: [requestMessages.duplicateOfRequest],
    });
    renderBulkRequestPage([
      bulkRequestAnswers([settled(1, 1)]).mock,
      rowsMock([review]),
      rowsMock([...allRows, ofRequest], []),
      rowsMock([matched, duplicate], [], { rowNumbers: [2, 5] }),
    ]);

    const repeated = await lineRow(7);
    expect(
      within(repeated)
        .getByRole("link", { name: "The open request it repeats" })
        .getAttribute("href"),
    ).toBe("/company-request/req-3");

    fireEvent.click(within(await lineRow(5)).getByRole("button", { name: "Show row 2 beside it" }));
    expect(await screen.findByText("Showing row 2 and row 5")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("rowheader", { name: "4" })).toBeNull());
    expect(await lineRow(2)).toBeTruthy();
    expect(await lineRow(5)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Show all rows" }));
    expect(await lineRow(7)).toBeTruthy();
  });
});
