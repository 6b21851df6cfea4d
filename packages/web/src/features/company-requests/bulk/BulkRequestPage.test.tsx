import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { snackbarStore } from "../../../app/snackbar/show-snackbar.ts";
import {
  buildBulkRequest,
  buildRow,
  bulkRequestAnswers,
  counts,
  renderBulkRequestPage,
  reviewMock,
  rowsMock,
} from "./bulk-fixtures.ts";
import { bulkPollMs } from "./use-bulk-request.ts";

afterEach(() => {
  act(() => snackbarStore.clear());
});

const progressValue = () =>
  screen
    .getByRole("progressbar", { name: "Progress of suppliers.csv" })
    .getAttribute("aria-valuenow");
const progressSection = () => screen.getByRole("region", { name: "Progress" });
const countOf = (outcome: string) =>
  document.querySelector(`[data-outcome="${outcome}"] dd`)?.textContent;

const processing = (processed: number) =>
  buildBulkRequest({
    status: "processing",
    progress: processed / 10,
    counts: counts({ processed, requested: processed }),
  });

describe("a bulk request's progress", { timeout: 30_000 }, () => {
  it("is asked for every second while processing, and no more once complete", async () => {
    const done = buildBulkRequest({
      status: "complete",
      progress: 1,
      counts: counts({
        processed: 10,
        matched: 4,
        requested: 4,
        invalid: 2,
        byStatus: [{ __typename: "RequestStatusCount", status: "requested", count: 4 }],
      }),
      reportUrl: "/bulk-requests/bulk-1/report.csv",
    });
    const answers = bulkRequestAnswers([processing(3), processing(7), done]);
    renderBulkRequestPage([answers.mock, rowsMock([], [])]);
    await waitFor(() => expect(progressValue()).toBe("30"));
    await waitFor(() => expect(progressValue()).toBe("70"), { timeout: 4 * bulkPollMs });
    await waitFor(() => expect(progressValue()).toBe("100"), { timeout: 4 * bulkPollMs });
    expect(screen.getByText("Complete")).toBeTruthy();
    expect(countOf("invalid")).toBe("2");
    // The 4 requests made are all still requested: one "Requested" count says it, not two.
    expect(countOf("requested")).toBe("4");
    expect(within(progressSection()).getAllByText(/^Requested/)).toHaveLength(1);
    expect(document.querySelector("[data-status-count]")).toBeNull();
    expect(screen.getByRole("link", { name: "Download error report" }).getAttribute("href")).toBe(
      "/bulk-requests/bulk-1/report.csv",
    );

    const asked = answers.calls();
    await act(() => new Promise((resolve) => setTimeout(resolve, 2.5 * bulkPollMs)));
    expect(answers.calls()).toBe(asked);
  });

  it("counts the requests made by status once some have moved on", async () => {
    const later = buildBulkRequest({
      status: "complete",
      progress: 1,
      counts: counts({
        processed: 10,
        requested: 4,
        byStatus: [
          { __typename: "RequestStatusCount", status: "requested", count: 3 },
          { __typename: "RequestStatusCount", status: "complete", count: 1 },
        ],
      }),
    });
    renderBulkRequestPage([bulkRequestAnswers([later]).mock, rowsMock([], [])]);
    const list = await screen.findByLabelText("Requests made, by status");
    expect(within(list).getByText("Complete").nextSibling?.textContent).toBe("1");
    expect(within(list).getByText("Requested").nextSibling?.textContent).toBe("3");
  });

  it("shows why processing failed", async () => {
    const failed = buildBulkRequest({ status: "failed", error: "The file has no rows to import." });
    renderBulkRequestPage([bulkRequestAnswers([failed]).mock]);
    expect(await screen.findByText("The file has no rows to import.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Download error report" })).toBeNull();
  });
});

const rowA = buildRow();
const rowB = buildRow({
  id: "row-2",
  rowNumber: 3,
  cleaned: { companyName: "Apple", country: "US" },
  warnings: ['Kept 1976 from "1976 (1977)"; the rest was dropped.'],
});
const inReview = (review: number, matched: number, requested = 0) =>
  buildBulkRequest({
    status: review > 0 ? "review" : "complete",
    progress: 1,
    counts: counts({ processed: 10, review, matched, requested }),
  });

describe("the review screen", { timeout: 30_000 }, () => {
  it("shows each row beside its candidate, and confirms or rejects them", async () => {
    renderBulkRequestPage([
      bulkRequestAnswers([inReview(2, 5)]).mock,
      rowsMock([rowA, rowB]),
      reviewMock([{ rowId: "row-1", decision: "confirm" }], inReview(1, 6), [
        { ...rowA, decision: "confirm" },
      ]),
      rowsMock([{ ...rowA, decision: "confirm" }, rowB]),
      reviewMock([{ rowId: "row-2", decision: "reject" }], inReview(0, 6, 1), [
        { ...rowB, decision: "reject" },
      ]),
      rowsMock([]),
      // The table of all rows is the subject of BulkRowsTable.test.tsx: empty here.
      { ...rowsMock([], []), maxUsageCount: Number.POSITIVE_INFINITY },
    ]);
    const first = await screen.findByRole("article", { name: "Line 2" });
    const fileSide = within(first).getByRole("region", { name: "Line 2 of the file" });
    expect(within(fileSide).getByText("3M")).toBeTruthy();
    expect(within(fileSide).getByText("United States")).toBeTruthy();
    const candidate = within(first).getByRole("article", { name: "3M Company" });
    expect(within(candidate).getByText("64%")).toBeTruthy();
    expect(within(candidate).getByText("Similar name")).toBeTruthy();
    expect(screen.getByText('Kept 1976 from "1976 (1977)"; the rest was dropped.')).toBeTruthy();
    expect(countOf("review")).toBe("2");

    fireEvent.click(within(first).getByRole("button", { name: "Confirm line 2" }));
    expect(await screen.findByText("1 row confirmed.")).toBeTruthy();
    await waitFor(() => expect(countOf("review")).toBe("1"));
    expect(countOf("matched")).toBe("6");
    expect(await within(first).findByText("Confirmed")).toBeTruthy();

    // Select all takes only the rows still open.
    fireEvent.click(screen.getByRole("checkbox", { name: "Select all on this page" }));
    fireEvent.click(screen.getByRole("button", { name: "Reject selected (1)" }));
    expect(await screen.findByText("1 row rejected.")).toBeTruthy();
    await waitFor(() => expect(countOf("review")).toBe("0"));
    expect(countOf("requested")).toBe("1");
    await waitFor(() =>
      expect(screen.queryByRole("heading", { name: "Review possible matches" })).toBeNull(),
    );
  });
});
