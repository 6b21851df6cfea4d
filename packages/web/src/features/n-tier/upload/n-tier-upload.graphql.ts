import { gql, type TypedDocumentNode } from "@apollo/client";
import type { RequestStatus, RowUnit } from "@tierwise/common/company-requests";
import {
  COMPANY_MATCH_CANDIDATE_FIELDS,
  type CompanyMatchCandidate,
  type CompanyRequestInput,
} from "../../company-requests/company-request.graphql.ts";

/**
 * GraphQL documents of the relations and facility-list upload (issue 29 "Getting relations
 * in"; server: packages/server/src/features/n-tier/relations-upload.type.ts).
 */

export type NTierUploadOutcome = "created" | "review" | "unmatched" | "invalid" | "rejected";
export const nTierUploadOutcomes: readonly NTierUploadOutcome[] = [
  "created",
  "review",
  "unmatched",
  "invalid",
  "rejected",
];
export type NTierUploadKind = "relations" | "facilities";

export interface NTierUpload {
  __typename: "NTierUpload";
  id: string;
  filename: string;
  kind: NTierUploadKind;
  headers: string[];
  rowCount: number;
  rowUnit: RowUnit;
  counts: { __typename: "NTierUploadCounts"; total: number } & Record<NTierUploadOutcome, number>;
}

export interface NTierUploadCandidate {
  __typename: "NTierUploadCandidate";
  companyId: string;
  name: string;
  slug: string | null;
  score: number;
  band: string;
}

/** One side of a row: what the file named, and the company it was matched to. */
export interface NTierUploadSide {
  __typename: "NTierUploadSide";
  name: string | null;
  country: string | null;
  /** confident, review, weak or none. */
  band: string;
  companyId: string | null;
  companyName: string | null;
  companySlug: string | null;
  candidates: NTierUploadCandidate[];
  /** The company request made for this side ("Request this company"). */
  request: {
    __typename: "NTierUploadSideRequest";
    id: string;
    status: RequestStatus;
    companyName: string;
  } | null;
}

export interface NTierUploadRow {
  __typename: "NTierUploadRow";
  id: string;
  rowNumber: number;
  label: string;
  outcome: NTierUploadOutcome;
  reasons: string[];
  part: string | null;
  relationId: string | null;
  siteId: string | null;
  customer: NTierUploadSide | null;
  supplier: NTierUploadSide | null;
  site: {
    __typename: "NTierUploadSite";
    name: string | null;
    address: string | null;
    countryCode: string | null;
    latitude: number;
    longitude: number;
  } | null;
}

type ErrorAnswer =
  | {
      __typename: "ValidationError";
      message: string;
      fieldErrors: { path: string; message: string }[];
    }
  | { __typename: "NotFoundError" | "ForbiddenError"; message: string };

const UPLOAD_FIELDS = gql`
  fragment NTierUploadFields on NTierUpload {
    id
    filename
    kind
    headers
    rowCount
    rowUnit
    counts { total created review unmatched invalid rejected }
  }
`;

const SIDE_FIELDS = gql`
  fragment NTierUploadSideFields on NTierUploadSide {
    name
    country
    band
    companyId
    companyName
    companySlug
    candidates { companyId name slug score band }
    request { id status companyName }
  }
`;

const ROW_FIELDS = gql`
  fragment NTierUploadRowFields on NTierUploadRow {
    id
    rowNumber
    label
    outcome
    reasons
    part
    relationId
    siteId
    customer { ...NTierUploadSideFields }
    supplier { ...NTierUploadSideFields }
    site { name address countryCode latitude longitude }
  }
  ${SIDE_FIELDS}
`;

/** What a file's column may be imported as (the server's NTierUploadTarget). */
export type NTierUploadTarget = string;

/** An uploaded file before it is matched: its columns and the proposed mapping. */
export interface NTierUploadPreview {
  __typename: "NTierUploadPreview";
  filename: string;
  rowCount: number;
  rowUnit: RowUnit;
  kind: NTierUploadKind;
  columns: {
    __typename: "NTierUploadColumn";
    header: string;
    target: NTierUploadTarget;
    samples: string[];
  }[];
  targets: { __typename: "NTierUploadTargetOption"; target: NTierUploadTarget; label: string }[];
}

// The error selections are written out in each document: the production build precompiles gql
// and interpolates fragment documents only (app/apollo/precompile-graphql.ts), not text.
export const N_TIER_UPLOAD_PREVIEW_QUERY: TypedDocumentNode<
  { nTierUploadPreview: NTierUploadPreview | ErrorAnswer },
  { fileKey: string; filename: string }
> = gql`
  query NTierUploadPreview($fileKey: ID!, $filename: String!) {
    nTierUploadPreview(fileKey: $fileKey, filename: $filename) {
      __typename
      ... on Error { message }
      ... on ValidationError { fieldErrors { path message } }
      ... on NTierUploadPreview {
        filename
        rowCount
        rowUnit
        kind
        columns { header target samples }
        targets { target label }
      }
    }
  }
`;

export type UploadNTierFileVariables = {
  fileKey: string;
  filename: string;
  mapping: Record<string, NTierUploadTarget>;
  kind: NTierUploadKind;
  siteCompanyId: string | null;
};

export const UPLOAD_N_TIER_FILE: TypedDocumentNode<
  { uploadNTierFile: NTierUpload | ErrorAnswer },
  UploadNTierFileVariables
> = gql`
  mutation UploadNTierFile(
    $fileKey: ID!
    $filename: String!
    $mapping: JSON
    $kind: NTierUploadKind
    $siteCompanyId: ID
  ) {
    uploadNTierFile(
      fileKey: $fileKey
      filename: $filename
      mapping: $mapping
      kind: $kind
      siteCompanyId: $siteCompanyId
    ) {
      __typename
      ... on Error { message }
      ... on ValidationError { fieldErrors { path message } }
      ...NTierUploadFields
    }
  }
  ${UPLOAD_FIELDS}
`;

export const N_TIER_UPLOAD_QUERY: TypedDocumentNode<{ nTierUpload: NTierUpload }, { id: string }> =
  gql`
    query NTierUpload($id: ID!) {
      nTierUpload(id: $id) { ...NTierUploadFields }
    }
    ${UPLOAD_FIELDS}
  `;

export const N_TIER_UPLOAD_ROWS_QUERY: TypedDocumentNode<
  { nTierUploadRows: NTierUploadRow[] },
  { uploadId: string; outcomes: NTierUploadOutcome[] | null }
> = gql`
  query NTierUploadRows($uploadId: ID!, $outcomes: [NTierUploadOutcome!]) {
    nTierUploadRows(uploadId: $uploadId, outcomes: $outcomes) { ...NTierUploadRowFields }
  }
  ${ROW_FIELDS}
`;

export const DECIDE_N_TIER_UPLOAD_ROW: TypedDocumentNode<
  { decideNTierUploadRow: NTierUploadRow | ErrorAnswer },
  {
    rowId: string;
    decision: "confirm" | "reject";
    customerCompanyId?: string | null;
    supplierCompanyId?: string | null;
  }
> = gql`
  mutation DecideNTierUploadRow(
    $rowId: ID!
    $decision: NTierUploadDecision!
    $customerCompanyId: ID
    $supplierCompanyId: ID
  ) {
    decideNTierUploadRow(
      rowId: $rowId
      decision: $decision
      customerCompanyId: $customerCompanyId
      supplierCompanyId: $supplierCompanyId
    ) {
      __typename
      ... on Error { message }
      ... on ValidationError { fieldErrors { path message } }
      ...NTierUploadRowFields
    }
  }
  ${ROW_FIELDS}
`;

export const REQUEST_N_TIER_UPLOAD_COMPANY: TypedDocumentNode<
  {
    requestNTierUploadCompany:
      | NTierUploadRow
      | { __typename: "LikelyMatches"; candidates: CompanyMatchCandidate[] }
      | ErrorAnswer;
  },
  { rowId: string; side: "customer" | "supplier"; input: CompanyRequestInput }
> = gql`
  mutation RequestNTierUploadCompany(
    $rowId: ID!
    $side: NTierUploadSideName!
    $input: CompanyRequestInput!
  ) {
    requestNTierUploadCompany(rowId: $rowId, side: $side, input: $input) {
      __typename
      ... on Error { message }
      ... on ValidationError { fieldErrors { path message } }
      ... on LikelyMatches { candidates { ...CompanyMatchCandidateFields } }
      ...NTierUploadRowFields
    }
  }
  ${ROW_FIELDS}
  ${COMPANY_MATCH_CANDIDATE_FIELDS}
`;

/** Companies of the organisation's network, by name, for "the sites of one company". */
export const N_TIER_SITE_COMPANIES_QUERY: TypedDocumentNode<
  {
    nTierCompanies: {
      __typename: "NTierNodePage";
      items: {
        __typename: "NTierNode";
        id: string;
        name: string;
        tier: number;
        countryCode: string | null;
      }[];
    };
  },
  { search: string | null }
> = gql`
  query NTierSiteCompanies($search: String) {
    nTierCompanies(filter: { search: $search }, sort: { field: tier, direction: asc }, pageSize: 20) {
      items { id name tier countryCode }
    }
  }
`;
