import type { BulkRowOutcome, ReviewDecision } from "@tierwise/common/company-requests";

/** Outcomes of rows, in the order a reader meets them. */
export const outcomeLabels: Record<BulkRowOutcome, string> = {
  matched: "Matched",
  review: "To review",
  requested: "Requested as new",
  invalid: "Invalid",
  duplicate: "Duplicates",
};

/**
 * Rows are named by their line in the file, as a spreadsheet shows it (the header is line 1).
 * The API's rowNumber is that line already: it is shown as given, never shifted here.
 */
export const lineLabel = (rowNumber: number) => `Line ${rowNumber}`;
export const lineOfFile = (rowNumber: number) => `Line ${rowNumber} of the file`;

export const decidedSentence = (decision: ReviewDecision, count: number) =>
  `${count === 1 ? "1 row" : `${count} rows`} ${decision === "confirm" ? "confirmed" : "rejected"}.`;

export const reopenedSentence = (count: number) =>
  `${count === 1 ? "1 row" : `${count} rows`} sent back to review.`;

/** One row's outcome, as its badge in the rows table says it. */
export const rowOutcomeLabels: Record<BulkRowOutcome, string> = {
  ...outcomeLabels,
  duplicate: "Duplicate",
};

type RowValues = { cleaned: Record<string, unknown> | null; raw: Record<string, unknown> };

/** The company name a row asks for, as cleaned; null when the row has none. */
export function supplierNameOf(row: RowValues): string | null {
  const name = row.cleaned?.companyName;
  return typeof name === "string" && name !== "" ? name : null;
}

/** The file's own values of a row, for a row too broken to have a name: "not a site · US". */
export const rawValuesOf = (row: RowValues): string =>
  Object.values(row.raw)
    .filter(
      (value) => (typeof value === "string" && value.trim() !== "") || typeof value === "number",
    )
    .join(" · ");
