import { gql, type TypedDocumentNode } from "@apollo/client";
import type {
  BulkRequestStatus,
  BulkRowOutcome,
  ColumnMapping,
  RequestStatus,
  ReviewDecision,
  RowUnit,
} from "@tierwise/common/company-requests";
import {
  COMPANY_MATCH_CANDIDATE_FIELDS,
  type CompanyMatchCandidate,
  REQUEST_PERSON_FIELDS,
  type RequestError,
  type RequestPerson,
  type RequestPortfolio,
} from "../company-request.graphql.ts";

/**
 * Bulk requests: an uploaded supplier list, its column mapping, progress and review (server:
 * features/company-requests). Written from docs/company-requests-contract.graphql.
 */

export interface BulkRequestCounts {
  __typename: "BulkRequestCounts";
  total: number;
  processed: number;
  matched: number;
  review: number;
  requested: number;
  invalid: number;
  duplicate: number;
  byStatus: { __typename: "RequestStatusCount"; status: RequestStatus; count: number }[];
}

export interface ProposedColumn {
  __typename: "ProposedColumn";
  header: string;
  /** A MappingTarget (checked when read: mapping.ts). */
  target: string;
  confidence: number;
  samples: string[];
}

export interface BulkRequest {
  __typename: "BulkRequest";
  id: string;
  filename: string;
  status: BulkRequestStatus;
  headers: string[];
  mapping: ColumnMapping | null;
  proposedMapping: ProposedColumn[];
  mappingRemembered: boolean;
  rowCount: number;
  /** What the file calls its rows: rowNumber is a row, an item or a line (rowLabel). */
  rowUnit: RowUnit;
  counts: BulkRequestCounts;
  /** 0–1 */
  progress: number;
  portfolios: RequestPortfolio[];
  error: string | null;
  creator: RequestPerson;
  createdAt: string;
  updatedAt: string;
  reportUrl: string | null;
}

export interface BulkRow {
  __typename: "BulkRow";
  id: string;
  rowNumber: number;
  /** The cleaned request fields (JSON). */
  cleaned: Record<string, unknown> | null;
  raw: Record<string, unknown>;
  outcome: BulkRowOutcome | null;
  warnings: string[];
  errors: string[];
  candidate: CompanyMatchCandidate | null;
  /** Every candidate matching found, best first: a review may confirm any of them. */
  candidates: CompanyMatchCandidate[];
  /** The earlier row of the file a duplicate repeats. */
  duplicateOfRow: number | null;
  decision: ReviewDecision | null;
  /** The request the row made, or the open request a duplicate repeats. */
  requestId: string | null;
}

export const BULK_REQUEST_FIELDS = gql`
  fragment BulkRequestFields on BulkRequest {
    id
    filename
    status
    headers
    mapping
    proposedMapping { header target confidence samples }
    mappingRemembered
    rowCount
    rowUnit
    counts {
      total
      processed
      matched
      review
      requested
      invalid
      duplicate
      byStatus { status count }
    }
    progress
    portfolios { id slug name }
    error
    creator { ...RequestPersonFields }
    createdAt
    updatedAt
    reportUrl
  }
  ${REQUEST_PERSON_FIELDS}
`;

export const BULK_ROW_FIELDS = gql`
  fragment BulkRowFields on BulkRow {
    id
    rowNumber
    cleaned
    raw
    outcome
    warnings
    errors
    candidate { ...CompanyMatchCandidateFields }
    candidates { ...CompanyMatchCandidateFields }
    duplicateOfRow
    decision
    requestId
  }
  ${COMPANY_MATCH_CANDIDATE_FIELDS}
`;

export const BULK_REQUESTS_QUERY: TypedDocumentNode<
  {
    bulkRequests: { __typename: "BulkRequestConnection"; items: BulkRequest[]; totalCount: number };
  },
  { first: number; offset: number }
> = gql`
  query BulkRequests($first: Int, $offset: Int) {
    bulkRequests(first: $first, offset: $offset) {
      items { ...BulkRequestFields }
      totalCount
    }
  }
  ${BULK_REQUEST_FIELDS}
`;

export const BULK_REQUEST_QUERY: TypedDocumentNode<
  { bulkRequest: BulkRequest | null },
  { id: string }
> = gql`
  query BulkRequest($id: ID!) {
    bulkRequest(id: $id) { ...BulkRequestFields }
  }
  ${BULK_REQUEST_FIELDS}
`;

export const BULK_REQUEST_ROWS_QUERY: TypedDocumentNode<
  { bulkRequestRows: { __typename: "BulkRowConnection"; items: BulkRow[]; totalCount: number } },
  {
    bulkRequestId: string;
    outcome: BulkRowOutcome[];
    /** Only these rows: a duplicate beside the row it repeats. */
    rowNumbers?: number[];
    first: number;
    offset: number;
  }
> = gql`
  query BulkRequestRows($bulkRequestId: ID!, $outcome: [BulkRowOutcome!], $rowNumbers: [Int!], $first: Int, $offset: Int) {
    bulkRequestRows(bulkRequestId: $bulkRequestId, outcome: $outcome, rowNumbers: $rowNumbers, first: $first, offset: $offset) {
      items { ...BulkRowFields }
      totalCount
    }
  }
  ${BULK_ROW_FIELDS}
`;

export type BulkRequestResult =
  | { __typename: "BulkRequestSuccess"; bulkRequest: BulkRequest }
  | RequestError;

export const CREATE_BULK_REQUEST: TypedDocumentNode<
  { createBulkRequest: BulkRequestResult },
  { fileKey: string; filename: string }
> = gql`
  mutation CreateBulkRequest($fileKey: ID!, $filename: String!) {
    createBulkRequest(fileKey: $fileKey, filename: $filename) {
      __typename
      ... on BulkRequestSuccess { bulkRequest { ...BulkRequestFields } }
      ... on Error { message }
      ... on ValidationError { fieldErrors { path message } }
    }
  }
  ${BULK_REQUEST_FIELDS}
`;

export const START_BULK_REQUEST: TypedDocumentNode<
  { startBulkRequest: BulkRequestResult },
  { input: { bulkRequestId: string; mapping: ColumnMapping; portfolioIds: string[] } }
> = gql`
  mutation StartBulkRequest($input: StartBulkRequestInput!) {
    startBulkRequest(input: $input) {
      __typename
      ... on BulkRequestSuccess { bulkRequest { ...BulkRequestFields } }
      ... on Error { message }
      ... on ValidationError { fieldErrors { path message } }
    }
  }
  ${BULK_REQUEST_FIELDS}
`;

/** A decision; a confirm may name another of the row's candidates (`companyId`). */
export type ReviewDecisionInput = {
  rowId: string;
  decision: ReviewDecision;
  companyId?: string | null;
};

/**
 * What a decision on rows (a review, "Not this company") answers: the bulk request and the
 * decided rows without their candidate lists. Rows × candidates took the answer past the API's
 * query cost limit (5,556 of 5,000), and every list of rows is asked for again anyway.
 */
const DECIDED_BULK_ROWS = gql`
  fragment DecidedBulkRows on ReviewBulkRowsSuccess {
    bulkRequest { ...BulkRequestFields }
    rows {
      id
      outcome
      decision
      requestId
      candidate { ...CompanyMatchCandidateFields }
    }
  }
  ${BULK_REQUEST_FIELDS}
  ${COMPANY_MATCH_CANDIDATE_FIELDS}
`;

type DecidedBulkRow = Pick<
  BulkRow,
  "__typename" | "id" | "outcome" | "decision" | "requestId" | "candidate"
>;

type ReviewBulkRowsResult =
  | { __typename: "ReviewBulkRowsSuccess"; bulkRequest: BulkRequest; rows: DecidedBulkRow[] }
  | RequestError;

export const REVIEW_BULK_ROWS: TypedDocumentNode<
  { reviewBulkRows: ReviewBulkRowsResult },
  { input: { bulkRequestId: string; decisions: ReviewDecisionInput[] } }
> = gql`
  mutation ReviewBulkRows($input: ReviewBulkRowsInput!) {
    reviewBulkRows(input: $input) {
      __typename
      ... on ReviewBulkRowsSuccess { ...DecidedBulkRows }
      ... on Error { message }
      ... on ValidationError { fieldErrors { path message } }
    }
  }
  ${DECIDED_BULK_ROWS}
`;

/** "Not this company": matched rows go back to review. */
export const REOPEN_BULK_ROWS: TypedDocumentNode<
  { reopenBulkRows: ReviewBulkRowsResult },
  { input: { bulkRequestId: string; rowIds: string[] } }
> = gql`
  mutation ReopenBulkRows($input: ReopenBulkRowsInput!) {
    reopenBulkRows(input: $input) {
      __typename
      ... on ReviewBulkRowsSuccess { ...DecidedBulkRows }
      ... on Error { message }
      ... on ValidationError { fieldErrors { path message } }
    }
  }
  ${DECIDED_BULK_ROWS}
`;
