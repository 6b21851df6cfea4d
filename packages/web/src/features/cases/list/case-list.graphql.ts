import { gql, type TypedDocumentNode } from "@apollo/client";
import type { CasePriority, CaseSortKey, CaseStatus } from "@tierwise/common/cases";
import type { ValidationError } from "../../../ui/forms/validation-error.ts";

/**
 * The case list, board and charts (server: features/cases; written by hand against
 * notes/cases-contract.graphql, checked against packages/server/schema.graphql by
 * case-list-documents.test.ts once the server prints the case types).
 */

export interface CaseUserRef {
  __typename: "CaseUserRef";
  id: string;
  name: string;
  email: string;
  deactivated: boolean;
}

export interface CaseTeamRef {
  __typename: "CaseTeamRef";
  id: string;
  name: string;
}

export interface CaseListRow {
  __typename: "SupplierCase";
  id: string;
  rowNumber: number;
  title: string;
  descriptionText: string;
  status: CaseStatus;
  priority: CasePriority;
  assignee: CaseUserRef | null;
  assignedTeam: CaseTeamRef | null;
  creator: CaseUserRef;
  /** YYYY-MM-DD */
  dueDate: string | null;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  tags: { __typename: "CaseTag"; id: string; value: string }[];
  private: boolean;
  locations: string[];
  riskSubCategory: string[];
  gsca: {
    __typename: "CaseGsca";
    enabled: boolean;
    locations: string[];
    type: string;
    themes: string[];
    subThemes: Record<string, string[]>;
  } | null;
  company: { __typename: "CaseCompanyRef"; id: string; slug: string; name: string } | null;
  portfolio: { __typename: "CasePortfolioRef"; id: string; slug: string; name: string } | null;
  resolutionComment: string | null;
  lastComment: string | null;
  supplierTier: number[];
  counts: {
    __typename: "CaseCounts";
    emails: number;
    comments: number;
    externalEmails: number;
    allTasks: number;
    closedTasks: number;
  };
  daysActive: number;
  /** Whole percent of closed tasks; null when the case has no tasks. */
  progress: number | null;
  canEdit: boolean;
}

export const CASE_LIST_ROW_FIELDS = gql`
  fragment CaseListRowFields on SupplierCase {
    id
    rowNumber
    title
    descriptionText
    status
    priority
    assignee { id name email deactivated }
    assignedTeam { id name }
    creator { id name email deactivated }
    dueDate
    createdAt
    updatedAt
    closedAt
    tags { id value }
    private
    locations
    riskSubCategory
    gsca { enabled locations type themes subThemes }
    company { id slug name }
    portfolio { id slug name }
    resolutionComment
    lastComment
    supplierTier
    counts { emails comments externalEmails allTasks closedTasks }
    daysActive
    progress
    canEdit
  }
`;

/** CaseFiltersInput as sent: only the filters that are set. */
export interface CaseFiltersInput {
  creators?: string[];
  assignees?: string[];
  tags?: string[];
  status?: CaseStatus[];
  priority?: CasePriority[];
  private?: boolean;
  ntier?: number[];
  dateFrom?: string;
  dateTo?: string;
  search?: string;
}

export interface CaseSortInput {
  key: CaseSortKey;
  direction: "Asc" | "Desc";
}

export interface SupplierCasesVariables {
  filters: CaseFiltersInput;
  sort: CaseSortInput;
  first: number;
  offset: number;
}

export interface SupplierCasesData {
  supplierCases: {
    __typename: "SupplierCaseConnection";
    items: CaseListRow[];
    totalCount: number;
  };
}

export const SUPPLIER_CASES_QUERY: TypedDocumentNode<SupplierCasesData, SupplierCasesVariables> =
  gql`
    query SupplierCases(
      $filters: CaseFiltersInput
      $sort: CaseSortInput
      $first: Int
      $offset: Int
    ) {
      supplierCases(filters: $filters, sort: $sort, first: $first, offset: $offset) {
        items { ...CaseListRowFields }
        totalCount
      }
    }
    ${CASE_LIST_ROW_FIELDS}
  `;

export interface CaseChartBucket {
  __typename: "CaseChartBucket";
  key: string;
  label: string;
  count: number;
}

export interface CaseChartData {
  __typename: "CaseChartData";
  byStatus: CaseChartBucket[];
  byPriority: CaseChartBucket[];
  byAssignee: CaseChartBucket[];
  overTime: { __typename: "CaseChartPoint"; date: string; created: number; closed: number }[];
  total: number;
}

export const CASE_CHART_DATA_QUERY: TypedDocumentNode<
  { supplierCaseChartData: CaseChartData },
  { filters: CaseFiltersInput }
> = gql`
  query SupplierCaseChartData($filters: CaseFiltersInput) {
    supplierCaseChartData(filters: $filters) {
      byStatus { key label count }
      byPriority { key label count }
      byAssignee { key label count }
      overTime { date created closed }
      total
    }
  }
`;

type MessageError<Name extends string> = { __typename: Name; message: string };

export type SupplierCaseResult =
  | { __typename: "SupplierCaseSuccess"; supplierCase: CaseListRow }
  | ValidationError
  | MessageError<"NotFoundError">
  | MessageError<"ForbiddenError">;

/** The board's status change (with the resolution comment when a case is resolved). */
export interface CaseStatusChange {
  id: string;
  status: CaseStatus;
  resolutionCommentId?: string;
}

export const UPDATE_CASE_STATUS: TypedDocumentNode<
  { updateSupplierCase: SupplierCaseResult },
  { input: CaseStatusChange }
> = gql`
  mutation UpdateSupplierCaseStatus($input: UpdateSupplierCaseInput!) {
    updateSupplierCase(input: $input) {
      __typename
      ... on SupplierCaseSuccess { supplierCase { ...CaseListRowFields } }
      ... on ValidationError { message fieldErrors { path message } }
      ... on NotFoundError { message }
      ... on ForbiddenError { message }
    }
  }
  ${CASE_LIST_ROW_FIELDS}
`;
