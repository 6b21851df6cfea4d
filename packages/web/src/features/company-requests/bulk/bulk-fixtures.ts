import type { BulkRowOutcome, ReviewDecision } from "@tierwise/common/company-requests";
import { createElement } from "react";
import type { Mock } from "../../../testing/render-app-ui.tsx";
import {
  ada,
  buildCandidate,
  renderRequestUi,
  requestsMock,
  requestsSession,
} from "../request-fixtures.tsx";
import { BulkRequestPage } from "./BulkRequestPage.tsx";
import {
  BULK_REQUEST_QUERY,
  BULK_REQUEST_ROWS_QUERY,
  type BulkRequest,
  type BulkRequestCounts,
  type BulkRow,
  type ProposedColumn,
  REOPEN_BULK_ROWS,
  REVIEW_BULK_ROWS,
} from "./bulk-request.graphql.ts";

/**
 * The page of bulk request bulk-1 as an organisation admin sees it, answered by `mocks`; the
 * list of requests made below the rows answers empty (list/RequestListPage.test.tsx covers it).
 */
export function renderBulkRequestPage(mocks: Mock[]) {
  return renderRequestUi(createElement(BulkRequestPage), {
    path: "/requests/bulk/bulk-1",
    route: "/requests/bulk/:id",
    session: requestsSession("organization_admin"),
    mocks: [...mocks, requestsMock("bulk", [], { filters: { bulkRequestId: "bulk-1" } })],
  });
}

/** Test data shaped like the server's answers (docs/company-requests-contract.graphql). */

export function column(header: string, target: string, samples: string[] = []): ProposedColumn {
  return { __typename: "ProposedColumn", header, target, confidence: 0.6, samples };
}

export function counts(overrides: Partial<BulkRequestCounts> = {}): BulkRequestCounts {
  return {
    __typename: "BulkRequestCounts",
    total: 10,
    processed: 0,
    matched: 0,
    review: 0,
    requested: 0,
    invalid: 0,
    duplicate: 0,
    byStatus: [],
    ...overrides,
  };
}

export function buildBulkRequest(overrides: Partial<BulkRequest> = {}): BulkRequest {
  return {
    __typename: "BulkRequest",
    id: "bulk-1",
    filename: "suppliers.csv",
    status: "uploaded",
    headers: ["Security", "GICS Sector", "Headquarters Location", "Web"],
    mapping: null,
    proposedMapping: [
      column("Security", "ignore", ["3M", "Apple Inc."]),
      column("GICS Sector", "ignore", ["Industrials"]),
      column("Headquarters Location", "country", ["Saint Paul, Minnesota"]),
      column("Web", "website", ["3m.com"]),
    ],
    mappingRemembered: false,
    rowCount: 10,
    rowUnit: "row",
    counts: counts(),
    progress: 0,
    portfolios: [],
    error: null,
    creator: ada,
    createdAt: "2026-03-05T10:00:00.000Z",
    updatedAt: "2026-03-05T10:00:00.000Z",
    reportUrl: null,
    ...overrides,
  };
}

/**
 * The bulk request query answering each call with the next of `answers` (the last one again
 * once they run out); `calls()` says how often it was asked.
 */
export function bulkRequestAnswers(answers: BulkRequest[]): { mock: Mock; calls: () => number } {
  let count = 0;
  return {
    mock: {
      request: { query: BULK_REQUEST_QUERY, variables: { id: answers[0]?.id ?? "bulk-1" } },
      result: () => {
        const answer = answers[Math.min(count, answers.length - 1)];
        count += 1;
        return { data: { bulkRequest: answer } };
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    calls: () => count,
  };
}

/** The company the rows are matched to unless a test says otherwise. */
export const company3m = {
  __typename: "RequestCompany",
  id: "company-3m",
  slug: "3m-company",
  name: "3M Company",
  country: "US",
} as const;

export function buildRow(overrides: Partial<BulkRow> = {}): BulkRow {
  const candidate = buildCandidate({ company: company3m, score: 0.64 });
  return {
    __typename: "BulkRow",
    id: "row-1",
    rowNumber: 2,
    cleaned: { companyName: "3M", country: "US", website: "3m.com" },
    raw: { Security: "3M" },
    outcome: "review",
    warnings: [],
    errors: [],
    candidate,
    candidates: [candidate],
    duplicateOfRow: null,
    decision: null,
    requestId: null,
    ...overrides,
  };
}

/**
 * One answer to the rows query: by default the review rows of the first page; `[]` as the
 * outcome asks for every row.
 */
export function rowsMock(
  rows: BulkRow[],
  outcome: BulkRowOutcome[] = ["review"],
  {
    offset = 0,
    totalCount = rows.length,
    rowNumbers,
  }: { offset?: number; totalCount?: number; rowNumbers?: number[] } = {},
): Mock {
  return {
    request: {
      query: BULK_REQUEST_ROWS_QUERY,
      variables: {
        bulkRequestId: "bulk-1",
        outcome,
        ...(rowNumbers ? { rowNumbers } : {}),
        first: 25,
        offset,
      },
    },
    result: {
      data: { bulkRequestRows: { __typename: "BulkRowConnection", items: rows, totalCount } },
    },
  };
}

/** The answer to reopenBulkRows ("Not this company") for exactly these rows. */
export function reopenMock(rowIds: string[], bulkRequest: BulkRequest, rows: BulkRow[]): Mock {
  return {
    request: { query: REOPEN_BULK_ROWS, variables: { input: { bulkRequestId: "bulk-1", rowIds } } },
    result: {
      data: { reopenBulkRows: { __typename: "ReviewBulkRowsSuccess", bulkRequest, rows } },
    },
  };
}

/** The answer to reviewBulkRows for exactly these decisions. */
export function reviewMock(
  decisions: { rowId: string; decision: ReviewDecision; companyId?: string }[],
  bulkRequest: BulkRequest,
  rows: BulkRow[],
): Mock {
  return {
    request: {
      query: REVIEW_BULK_ROWS,
      variables: { input: { bulkRequestId: "bulk-1", decisions } },
    },
    result: {
      data: { reviewBulkRows: { __typename: "ReviewBulkRowsSuccess", bulkRequest, rows } },
    },
  };
}
