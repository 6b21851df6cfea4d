import { gql, type TypedDocumentNode } from "@apollo/client";
import type {
  RequestLogReason,
  RequestPage,
  RequestStatus,
} from "@tierwise/common/company-requests";
import type { ValidationError } from "../../ui/forms/validation-error.ts";

/**
 * Individual company requests (server: features/company-requests). Written by hand from
 * docs/company-requests-contract.graphql and checked against packages/server/schema.graphql by
 * company-requests.graphql.test.ts.
 */

export interface RequestPerson {
  __typename: "RequestPerson";
  id: string;
  name: string;
  email: string;
  deactivated: boolean;
}

export interface RequestCompany {
  __typename: "RequestCompany";
  id: string;
  slug: string;
  name: string;
  country: string | null;
}

export interface RequestPortfolio {
  __typename: "RequestPortfolio";
  id: string;
  slug: string;
  name: string;
}

export interface CompanyRequestRow {
  __typename: "CompanyRequest";
  id: string;
  companyName: string;
  website: string | null;
  country: string | null;
  status: RequestStatus;
  company: RequestCompany | null;
  creator: RequestPerson;
  createdAt: string;
  updatedAt: string;
}

export interface CompanyRequestLog {
  __typename: "CompanyRequestLog";
  id: string;
  comment: string | null;
  reason: RequestLogReason;
  status: RequestStatus | null;
  contentMemberEmail: string | null;
  createdAt: string;
  user: RequestPerson | null;
}

export interface CompanyRequest extends CompanyRequestRow {
  companyId: string | null;
  duns: string | null;
  state: string | null;
  city: string | null;
  address: string | null;
  legalName: string | null;
  zipCode: string | null;
  note: string | null;
  uei: string | null;
  taxId: string | null;
  cageCode: string | null;
  outOfBusiness: boolean;
  branchind: boolean;
  allowedStatuses: RequestStatus[];
  logs: CompanyRequestLog[];
  portfolios: RequestPortfolio[];
  subscriptionSets: {
    __typename: "RequestSubscriptionSet";
    id: string;
    name: string;
    dataPackages: string[];
  }[];
  bulkRequest: { __typename: "BulkRequestRef"; id: string; filename: string } | null;
  canRetire: boolean;
}

export interface CompanyMatchCandidate {
  __typename: "CompanyMatchCandidate";
  company: RequestCompany;
  /** 0–1 */
  score: number;
  band: string;
  reasons: string[];
}

export const REQUEST_PERSON_FIELDS = gql`
  fragment RequestPersonFields on RequestPerson { id name email deactivated }
`;

export const REQUEST_COMPANY_FIELDS = gql`
  fragment RequestCompanyFields on RequestCompany { id slug name country }
`;

export const COMPANY_MATCH_CANDIDATE_FIELDS = gql`
  fragment CompanyMatchCandidateFields on CompanyMatchCandidate {
    score
    band
    reasons
    company { ...RequestCompanyFields }
  }
  ${REQUEST_COMPANY_FIELDS}
`;

export const COMPANY_REQUEST_ROW_FIELDS = gql`
  fragment CompanyRequestRowFields on CompanyRequest {
    id
    companyName
    website
    country
    status
    company { ...RequestCompanyFields }
    creator { ...RequestPersonFields }
    createdAt
    updatedAt
  }
  ${REQUEST_COMPANY_FIELDS}
  ${REQUEST_PERSON_FIELDS}
`;

export const COMPANY_REQUEST_FIELDS = gql`
  fragment CompanyRequestFields on CompanyRequest {
    ...CompanyRequestRowFields
    companyId
    duns
    state
    city
    address
    legalName
    zipCode
    note
    uei
    taxId
    cageCode
    outOfBusiness
    branchind
    allowedStatuses
    logs { id comment reason status contentMemberEmail createdAt user { ...RequestPersonFields } }
    portfolios { id slug name }
    subscriptionSets { id name dataPackages }
    bulkRequest { id filename }
    canRetire
  }
  ${COMPANY_REQUEST_ROW_FIELDS}
`;

/** RequestFiltersInput as sent: only the filters that are set. */
export interface RequestFiltersInput {
  search?: string;
  status?: RequestStatus[];
  creators?: string[];
  country?: string[];
  bulkRequestId?: string;
  dateFrom?: string;
  dateTo?: string;
}

/** The API's RequestListPage: the sub-page names with underscores. */
export type RequestListPage = "needs_action" | "individual" | "bulk";
export const requestListPageOf = (page: RequestPage): RequestListPage =>
  page === "needs-action" ? "needs_action" : page;

export const COMPANY_REQUESTS_QUERY: TypedDocumentNode<
  {
    companyRequests: {
      __typename: "CompanyRequestConnection";
      items: CompanyRequestRow[];
      totalCount: number;
    };
  },
  { page: RequestListPage; filters: RequestFiltersInput; first: number; offset: number }
> = gql`
  query CompanyRequests($page: RequestListPage!, $filters: RequestFiltersInput, $first: Int, $offset: Int) {
    companyRequests(page: $page, filters: $filters, first: $first, offset: $offset) {
      items { ...CompanyRequestRowFields }
      totalCount
    }
  }
  ${COMPANY_REQUEST_ROW_FIELDS}
`;

export const COMPANY_REQUEST_CREATORS_QUERY: TypedDocumentNode<
  { companyRequestCreators: RequestPerson[] },
  Record<string, never>
> = gql`
  query CompanyRequestCreators {
    companyRequestCreators { ...RequestPersonFields }
  }
  ${REQUEST_PERSON_FIELDS}
`;

export const COMPANY_REQUEST_QUERY: TypedDocumentNode<
  { companyRequest: CompanyRequest | null },
  { id: string }
> = gql`
  query CompanyRequest($id: ID!) {
    companyRequest(id: $id) { ...CompanyRequestFields }
  }
  ${COMPANY_REQUEST_FIELDS}
`;

/** Any typed error: `message` always; ValidationError adds its fields. */
export type RequestError =
  | ValidationError
  | {
      __typename:
        | "NotFoundError"
        | "ForbiddenError"
        | "LimitReachedError"
        | "SubscriptionLimitExceededError";
      message: string;
    };

export interface CompanyRequestSuccess {
  __typename: "CompanyRequestSuccess";
  request: CompanyRequest;
}

export interface LikelyMatches {
  __typename: "LikelyMatches";
  candidates: CompanyMatchCandidate[];
}

/** CompanyRequestInput as sent (the parsed form values). */
export interface CompanyRequestInput {
  companyName: string;
  website?: string | null;
  country?: string | null;
  state?: string | null;
  city?: string | null;
  address?: string | null;
  legalName?: string | null;
  zipCode?: string | null;
  note?: string | null;
  uei?: string | null;
  taxId?: string | null;
  cageCode?: string | null;
  duns?: string | null;
  outOfBusiness?: boolean;
  branchind?: boolean;
  portfolioIds?: string[];
  ignoreMatches?: boolean;
}

export const CREATE_COMPANY_REQUEST: TypedDocumentNode<
  { createCompanyRequest: CompanyRequestSuccess | LikelyMatches | RequestError },
  { input: CompanyRequestInput }
> = gql`
  mutation CreateCompanyRequest($input: CompanyRequestInput!) {
    createCompanyRequest(input: $input) {
      __typename
      ... on CompanyRequestSuccess { request { ...CompanyRequestFields } }
      ... on LikelyMatches { candidates { ...CompanyMatchCandidateFields } }
      ... on Error { message }
      ... on ValidationError { fieldErrors { path message } }
    }
  }
  ${COMPANY_REQUEST_FIELDS}
  ${COMPANY_MATCH_CANDIDATE_FIELDS}
`;

export const ADD_COMPANY_REQUEST_LOG: TypedDocumentNode<
  { addCompanyRequestLog: CompanyRequestSuccess | RequestError },
  {
    input: { requestId: string; comment: string; reason: RequestLogReason; status?: RequestStatus };
  }
> = gql`
  mutation AddCompanyRequestLog($input: RequestLogInput!) {
    addCompanyRequestLog(input: $input) {
      __typename
      ... on CompanyRequestSuccess { request { ...CompanyRequestFields } }
      ... on Error { message }
      ... on ValidationError { fieldErrors { path message } }
    }
  }
  ${COMPANY_REQUEST_FIELDS}
`;

export const RETIRE_COMPANY_REQUEST: TypedDocumentNode<
  {
    retireCompanyRequest:
      | { __typename: "RetireCompanyRequestSuccess"; request: CompanyRequest; undoId: string }
      | RequestError;
  },
  { input: { id: string; comment?: string } }
> = gql`
  mutation RetireCompanyRequest($input: RetireCompanyRequestInput!) {
    retireCompanyRequest(input: $input) {
      __typename
      ... on RetireCompanyRequestSuccess { undoId request { ...CompanyRequestFields } }
      ... on Error { message }
      ... on ValidationError { fieldErrors { path message } }
    }
  }
  ${COMPANY_REQUEST_FIELDS}
`;
