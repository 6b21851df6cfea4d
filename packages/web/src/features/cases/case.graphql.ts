import { gql, type TypedDocumentNode } from "@apollo/client";
import type { CasePriority, CaseStatus } from "@tierwise/common/cases";
import type { ValidationError } from "../../ui/forms/validation-error.ts";
import type { Attachment } from "../comments/activity-wall.graphql.ts";

/** One supplier case, whole, and its changes (server: features/cases, the cases contract). */

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

export interface CaseAccessEntry {
  __typename: "CaseAccessEntry";
  id: string;
  /** "user" or "team". */
  type: string;
  name: string;
}

export interface CaseTag {
  __typename: "CaseTag";
  id: string;
  value: string;
}

export interface CaseGscaData {
  __typename: "CaseGsca";
  enabled: boolean;
  locations: string[];
  type: string;
  themes: string[];
  /** Each selected theme's sub-theme keys. */
  subThemes: Record<string, string[]>;
}

export interface SupplierCase {
  __typename: "SupplierCase";
  id: string;
  rowNumber: number;
  title: string;
  /** A rich-text document as stored; parsed with the common schema before use. */
  description: unknown;
  descriptionText: string;
  status: CaseStatus;
  priority: CasePriority;
  assignee: CaseUserRef | null;
  assignedTeam: CaseTeamRef | null;
  creator: CaseUserRef;
  /** YYYY-MM-DD. */
  dueDate: string | null;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  tags: CaseTag[];
  private: boolean;
  accessList: CaseAccessEntry[];
  /** "user:{id}", "team:{id}". */
  aclRead: string[];
  locations: string[];
  riskSubCategory: string[];
  gsca: CaseGscaData | null;
  attachments: Attachment[];
  company: {
    __typename: "CaseCompanyRef";
    id: string;
    slug: string;
    name: string;
    imageUrl: string | null;
  } | null;
  companyId: string | null;
  duns: string | null;
  portfolio: {
    __typename: "CasePortfolioRef";
    id: string;
    slug: string;
    name: string;
    descendantCompaniesCount: number;
  } | null;
  createdFromCommentId: string | null;
  alertId: string | null;
  alertNewId: string | null;
  resolutionCommentId: string | null;
  counts: {
    __typename: "CaseCounts";
    emails: number;
    comments: number;
    externalEmails: number;
    allTasks: number;
    closedTasks: number;
  };
  /** Whole percent of closed tasks; null means "No tasks". */
  progress: number | null;
  canEdit: boolean;
  canDelete: boolean;
}

export const SUPPLIER_CASE_FIELDS = gql`
  fragment SupplierCaseFields on SupplierCase {
    id
    rowNumber
    title
    description
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
    accessList { id type name }
    aclRead
    locations
    riskSubCategory
    gsca { enabled locations type themes subThemes }
    attachments { id filename size contentType downloadUrl previewUrl }
    company { id slug name imageUrl }
    companyId
    duns
    portfolio { id slug name descendantCompaniesCount }
    createdFromCommentId
    alertId
    alertNewId
    resolutionCommentId
    counts { emails comments externalEmails allTasks closedTasks }
    progress
    canEdit
    canDelete
  }
`;

export const SUPPLIER_CASE_QUERY: TypedDocumentNode<
  { supplierCase: SupplierCase | null },
  { id: string }
> = gql`
  query SupplierCase($id: ID!) {
    supplierCase(id: $id) { ...SupplierCaseFields }
  }
  ${SUPPLIER_CASE_FIELDS}
`;

type TypedError<Name extends string> = { __typename: Name; message: string };

export type SupplierCaseResult =
  | { __typename: "SupplierCaseSuccess"; supplierCase: SupplierCase }
  | ValidationError
  | TypedError<"NotFoundError">
  | TypedError<"ForbiddenError">;

export interface CaseAccessEntryInput {
  id: string;
  /** "user" or "team". */
  type: string;
}

export interface CaseGscaInput {
  enabled: boolean;
  locations: string[];
  type: string;
  themes: string[];
  subThemes: Record<string, string[]>;
}

export interface CreateSupplierCaseInput {
  title: string;
  description: unknown;
  priority: CasePriority;
  status: CaseStatus;
  assigneeId: string | null;
  assignedTeamId: string | null;
  dueDate: string | null;
  tags: string[];
  locations: string[];
  riskSubCategory: string[];
  private: boolean;
  acl: CaseAccessEntryInput[];
  gsca: CaseGscaInput | null;
  labels: string[];
  companyId?: string;
  duns?: string;
  portfolioId?: string;
  createdFromCommentId?: string;
  alertId?: string;
  alertNewId?: string;
  attachmentKeys?: string[];
}

/** Only the fields that change are sent; null clears an assignee or the due date. */
export interface UpdateSupplierCaseInput {
  id: string;
  title?: string;
  description?: unknown;
  status?: CaseStatus;
  priority?: CasePriority;
  assigneeId?: string | null;
  assignedTeamId?: string | null;
  dueDate?: string | null;
  locations?: string[];
  riskSubCategory?: string[];
  tags?: string[];
  private?: boolean;
  acl?: CaseAccessEntryInput[];
  gsca?: CaseGscaInput | null;
  resolutionCommentId?: string;
  attachmentKeys?: string[];
}

export const CREATE_SUPPLIER_CASE: TypedDocumentNode<
  { createSupplierCase: SupplierCaseResult },
  { input: CreateSupplierCaseInput }
> = gql`
  mutation CreateSupplierCase($input: CreateSupplierCaseInput!) {
    createSupplierCase(input: $input) {
      __typename
      ... on SupplierCaseSuccess { supplierCase { ...SupplierCaseFields } }
      ... on ValidationError { message fieldErrors { path message } }
      ... on NotFoundError { message }
      ... on ForbiddenError { message }
    }
  }
  ${SUPPLIER_CASE_FIELDS}
`;

export const UPDATE_SUPPLIER_CASE: TypedDocumentNode<
  { updateSupplierCase: SupplierCaseResult },
  { input: UpdateSupplierCaseInput }
> = gql`
  mutation UpdateSupplierCase($input: UpdateSupplierCaseInput!) {
    updateSupplierCase(input: $input) {
      __typename
      ... on SupplierCaseSuccess { supplierCase { ...SupplierCaseFields } }
      ... on ValidationError { message fieldErrors { path message } }
      ... on NotFoundError { message }
      ... on ForbiddenError { message }
    }
  }
  ${SUPPLIER_CASE_FIELDS}
`;

export type DeleteSupplierCaseResult =
  | { __typename: "DeleteSupplierCaseSuccess"; id: string; rowNumber: number; title: string }
  | TypedError<"NotFoundError">
  | TypedError<"ForbiddenError">;

export const DELETE_SUPPLIER_CASE: TypedDocumentNode<
  { deleteSupplierCase: DeleteSupplierCaseResult },
  { id: string }
> = gql`
  mutation DeleteSupplierCase($id: ID!) {
    deleteSupplierCase(id: $id) {
      __typename
      ... on DeleteSupplierCaseSuccess { id rowNumber title }
      ... on NotFoundError { message }
      ... on ForbiddenError { message }
    }
  }
`;
