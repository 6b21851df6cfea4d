import { gql, type TypedDocumentNode } from "@apollo/client";
import type {
  Answers,
  Questionnaire,
  WorkflowStepKind,
} from "@tierwise/common/workflows/definition";
import type { WorkflowSortKey, WorkflowStatus } from "@tierwise/common/workflows/messages";
import type { FieldError } from "../../ui/forms/validation-error.ts";
import type { WorkflowStepSummary, WorkflowUserRef } from "./workflow-templates.graphql.ts";

/**
 * Workflows: the list, one workflow, starting and reviewing (server: features/workflows; written
 * against docs/workflows-contract.graphql).
 */

export type WorkflowStepState = "pending" | "current" | "done" | "skipped";
export type WorkflowOutcome = "approved" | "approved_with_conditions" | "rejected";

export interface WorkflowCompanyRef {
  __typename: "WorkflowCompanyRef";
  id: string;
  slug: string;
  name: string;
  countryCode: string | null;
}

export interface WorkflowRedFlag {
  __typename: "WorkflowRedFlag";
  stepId: string;
  questionId: string | null;
  question: string | null;
  answer: string | null;
  reason: string;
}

/** A row of the list (and of a company's Workflows tab). */
export interface WorkflowRow {
  __typename: "Workflow";
  id: string;
  name: string;
  template: { __typename: "WorkflowTemplate"; id: string; tag: string; name: string };
  templateVersion: number;
  company: WorkflowCompanyRef;
  status: WorkflowStatus;
  currentStep: WorkflowStepSummary | null;
  dueDate: string;
  overdue: boolean;
  score: number | null;
  redFlags: WorkflowRedFlag[];
  startedAt: string;
  updatedAt: string;
  finishedAt: string | null;
}

export const WORKFLOW_ROW_FIELDS = gql`
  fragment WorkflowRowFields on Workflow {
    id
    name
    template { id tag name }
    templateVersion
    company { id slug name countryCode }
    status
    currentStep { id kind name approverName }
    dueDate
    overdue
    score
    redFlags { stepId questionId question answer reason }
    startedAt
    updatedAt
    finishedAt
  }
`;

export interface WorkflowFiltersInput {
  status?: WorkflowStatus[];
  stepKind?: WorkflowStepKind[];
  templateIds?: string[];
  companyIds?: string[];
  dueFrom?: string;
  dueTo?: string;
  overdue?: boolean;
  search?: string;
}

export interface WorkflowSortInput {
  key: WorkflowSortKey;
  direction: "Asc" | "Desc";
}

type PageInfo = {
  __typename: "PageInfo";
  hasNextPage: boolean;
  endCursor: string | null;
};

export const WORKFLOWS_QUERY: TypedDocumentNode<
  { workflows: { __typename: "WorkflowConnection"; items: WorkflowRow[]; pageInfo: PageInfo } },
  { filters: WorkflowFiltersInput; sort: WorkflowSortInput; first: number; after: string | null }
> = gql`
  query Workflows($filters: WorkflowFiltersInput, $sort: WorkflowSortInput, $first: Int, $after: String) {
    workflows(filters: $filters, sort: $sort, first: $first, after: $after) {
      items { ...WorkflowRowFields }
      pageInfo { hasNextPage endCursor }
    }
  }
  ${WORKFLOW_ROW_FIELDS}
`;

/** The total alone, asked apart so the first page never waits for the count. */
export const WORKFLOW_COUNT_QUERY: TypedDocumentNode<
  { workflows: { __typename: "WorkflowConnection"; totalCount: number } },
  { filters: WorkflowFiltersInput }
> = gql`
  query WorkflowCount($filters: WorkflowFiltersInput) {
    workflows(filters: $filters, first: 1) { totalCount }
  }
`;

export interface WorkflowContact {
  __typename: "WorkflowContact";
  email: string;
  lastSentAt: string | null;
  remindersSent: number;
}

export interface WorkflowCheckResult {
  __typename: "WorkflowCheckResult";
  stepId: string;
  name: string;
  passed: boolean;
  detail: string;
  checkedAt: string;
}

export interface WorkflowAnswerSet {
  __typename: "WorkflowAnswerSet";
  stepId: string;
  stepName: string;
  questionnaire: Questionnaire;
  answers: Answers;
  submittedAt: string | null;
  submittedBy: string | null;
  score: number | null;
}

export interface WorkflowStepProgress {
  __typename: "WorkflowStepProgress";
  step: WorkflowStepSummary;
  state: WorkflowStepState;
  completedAt: string | null;
  completedBy: string | null;
}

export interface WorkflowAuditItem {
  __typename: "WorkflowAudit";
  id: string;
  workflowId: string | null;
  action: string;
  actionTime: string;
  email: string | null;
  fullName: string;
  name: string;
  stepName: string | null;
  workflowName: string | null;
  workflowUrl: string | null;
  summary: string;
}

export interface WorkflowDetail extends WorkflowRow {
  caseId: string | null;
  portfolioId: string | null;
  steps: WorkflowStepProgress[];
  contacts: WorkflowContact[];
  checks: WorkflowCheckResult[];
  answers: WorkflowAnswerSet[];
  redFlagCaseId: string | null;
  sentBackComment: string | null;
  outcome: WorkflowOutcome | null;
  outcomeConditions: string | null;
  startedBy: WorkflowUserRef | null;
  url: string;
  audit: WorkflowAuditItem[];
  canReview: boolean;
  canCancel: boolean;
  canExport: boolean;
}

export const WORKFLOW_AUDIT_FIELDS = gql`
  fragment WorkflowAuditFields on WorkflowAudit {
    id
    workflowId
    action
    actionTime
    email
    fullName
    name
    stepName
    workflowName
    workflowUrl
    summary
  }
`;

const WORKFLOW_DETAIL_FIELDS = gql`
  fragment WorkflowDetailFields on Workflow {
    ...WorkflowRowFields
    caseId
    portfolioId
    steps {
      step { id kind name approverName }
      state
      completedAt
      completedBy
    }
    contacts { email lastSentAt remindersSent }
    checks { stepId name passed detail checkedAt }
    answers { stepId stepName questionnaire answers submittedAt submittedBy score }
    redFlagCaseId
    sentBackComment
    outcome
    outcomeConditions
    startedBy { id name email }
    url
    audit { ...WorkflowAuditFields }
    canReview
    canCancel
    canExport
  }
  ${WORKFLOW_ROW_FIELDS}
  ${WORKFLOW_AUDIT_FIELDS}
`;

export const WORKFLOW_QUERY: TypedDocumentNode<
  { workflow: WorkflowDetail | null },
  { id: string }
> = gql`
  query Workflow($id: ID!) {
    workflow(id: $id) { ...WorkflowDetailFields }
  }
  ${WORKFLOW_DETAIL_FIELDS}
`;

type MessageError<Name extends string> = { __typename: Name; message: string };

export type WorkflowResult =
  | { __typename: "WorkflowSuccess"; workflow: WorkflowDetail }
  | { __typename: "ValidationError"; message: string; fieldErrors: FieldError[] }
  | MessageError<"NotFoundError">
  | MessageError<"ForbiddenError">;

const WORKFLOW_RESULT_FIELDS = gql`
  fragment WorkflowResultFields on WorkflowResult {
    __typename
    ... on WorkflowSuccess { workflow { ...WorkflowDetailFields } }
    ... on ValidationError { message fieldErrors { path message } }
    ... on Error { message }
  }
  ${WORKFLOW_DETAIL_FIELDS}
`;

export const APPROVE_WORKFLOW_STEP: TypedDocumentNode<
  { approveWorkflowStep: WorkflowResult },
  { id: string; comment: string | null }
> = gql`
  mutation ApproveWorkflowStep($id: ID!, $comment: String) {
    approveWorkflowStep(id: $id, comment: $comment) { ...WorkflowResultFields }
  }
  ${WORKFLOW_RESULT_FIELDS}
`;

export const SEND_BACK_WORKFLOW: TypedDocumentNode<
  { sendBackWorkflow: WorkflowResult },
  { id: string; comment: string }
> = gql`
  mutation SendBackWorkflow($id: ID!, $comment: String!) {
    sendBackWorkflow(id: $id, comment: $comment) { ...WorkflowResultFields }
  }
  ${WORKFLOW_RESULT_FIELDS}
`;

export const DECIDE_WORKFLOW: TypedDocumentNode<
  { decideWorkflow: WorkflowResult },
  { id: string; outcome: WorkflowOutcome; conditions: string | null; comment: string | null }
> = gql`
  mutation DecideWorkflow($id: ID!, $outcome: WorkflowOutcome!, $conditions: String, $comment: String) {
    decideWorkflow(id: $id, outcome: $outcome, conditions: $conditions, comment: $comment) {
      ...WorkflowResultFields
    }
  }
  ${WORKFLOW_RESULT_FIELDS}
`;

export const CANCEL_WORKFLOW: TypedDocumentNode<
  { cancelWorkflow: WorkflowResult },
  { id: string }
> = gql`
  mutation CancelWorkflow($id: ID!) {
    cancelWorkflow(id: $id) { ...WorkflowResultFields }
  }
  ${WORKFLOW_RESULT_FIELDS}
`;

export const RESEND_WORKFLOW_LINK: TypedDocumentNode<
  { resendWorkflowLink: WorkflowResult },
  { id: string }
> = gql`
  mutation ResendWorkflowLink($id: ID!) {
    resendWorkflowLink(id: $id) { ...WorkflowResultFields }
  }
  ${WORKFLOW_RESULT_FIELDS}
`;

export interface StartWorkflowInput {
  templateId: string;
  companyIds?: string[];
  portfolioId?: string;
  caseId?: string;
  contactEmails: string[];
  dueDate: string;
  message: string | null;
}

export type StartWorkflowResult =
  | {
      __typename: "StartWorkflowSuccess";
      startedCount: number;
      workflows: { __typename: "Workflow"; id: string; company: WorkflowCompanyRef }[];
    }
  | { __typename: "ValidationError"; message: string; fieldErrors: FieldError[] }
  | MessageError<"NotFoundError">
  | MessageError<"ForbiddenError">
  | MessageError<"LimitReachedError">;

export const START_WORKFLOW: TypedDocumentNode<
  { startWorkflow: StartWorkflowResult },
  { input: StartWorkflowInput }
> = gql`
  mutation StartWorkflow($input: StartWorkflowInput!) {
    startWorkflow(input: $input) {
      __typename
      ... on StartWorkflowSuccess {
        startedCount
        workflows { id company { id slug name countryCode } }
      }
      ... on ValidationError { message fieldErrors { path message } }
      ... on Error { message }
    }
  }
`;
