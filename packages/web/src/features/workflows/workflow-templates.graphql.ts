import { gql, type TypedDocumentNode } from "@apollo/client";
import type { WorkflowDefinition, WorkflowStepKind } from "@tierwise/common/workflows/definition";
import type { FieldError } from "../../ui/forms/validation-error.ts";

/**
 * Workflow templates (server: features/workflows; written against docs/workflows-contract.graphql
 * and checked against packages/server/schema.graphql by the documents' cost test).
 */

export interface WorkflowUserRef {
  __typename: "WorkflowUserRef";
  id: string;
  name: string;
  email: string;
}

export interface WorkflowStepSummary {
  __typename: "WorkflowStepSummary";
  id: string;
  kind: WorkflowStepKind;
  name: string;
  approverName: string | null;
}

export interface WorkflowTemplateVersion {
  __typename: "WorkflowTemplateVersion";
  id: string;
  version: number;
  createdAt: string;
  createdBy: WorkflowUserRef | null;
  steps: WorkflowStepSummary[];
  workflowCount: number;
}

export interface WorkflowTemplateRow {
  __typename: "WorkflowTemplate";
  id: string;
  tag: string;
  name: string;
  description: string | null;
  shipped: boolean;
  archived: boolean;
  updatedAt: string;
  runningCount: number;
  canManage: boolean;
  current: WorkflowTemplateVersion;
}

export interface WorkflowTemplateDetail extends WorkflowTemplateRow {
  current: WorkflowTemplateVersion & { definition: WorkflowDefinition };
  versions: WorkflowTemplateVersion[];
}

const STEP_SUMMARY_FIELDS = gql`
  fragment WorkflowStepSummaryFields on WorkflowStepSummary {
    id
    kind
    name
    approverName
  }
`;

const TEMPLATE_ROW_FIELDS = gql`
  fragment WorkflowTemplateRowFields on WorkflowTemplate {
    id
    tag
    name
    description
    shipped
    archived
    updatedAt
    runningCount
    canManage
    current {
      id
      version
      createdAt
      createdBy { id name email }
      steps { ...WorkflowStepSummaryFields }
      workflowCount
    }
  }
  ${STEP_SUMMARY_FIELDS}
`;

export const WORKFLOW_TEMPLATES_QUERY: TypedDocumentNode<
  { workflowTemplates: WorkflowTemplateRow[] },
  { includeArchived: boolean }
> = gql`
  query WorkflowTemplates($includeArchived: Boolean) {
    workflowTemplates(includeArchived: $includeArchived) { ...WorkflowTemplateRowFields }
  }
  ${TEMPLATE_ROW_FIELDS}
`;

export const WORKFLOW_TEMPLATE_QUERY: TypedDocumentNode<
  { workflowTemplate: WorkflowTemplateDetail | null },
  { id: string }
> = gql`
  query WorkflowTemplate($id: ID!) {
    workflowTemplate(id: $id) {
      ...WorkflowTemplateRowFields
      current { id definition }
      versions {
        id
        version
        createdAt
        createdBy { id name email }
        steps { ...WorkflowStepSummaryFields }
        workflowCount
      }
    }
  }
  ${TEMPLATE_ROW_FIELDS}
`;

export interface WorkflowTemplateInput {
  tag: string;
  name: string;
  description: string | null;
  definition: WorkflowDefinition;
}

type MessageError<Name extends string> = { __typename: Name; message: string };

export type WorkflowTemplateResult =
  | { __typename: "WorkflowTemplateSuccess"; template: WorkflowTemplateDetail }
  | { __typename: "ValidationError"; message: string; fieldErrors: FieldError[] }
  | MessageError<"NotFoundError">
  | MessageError<"ForbiddenError">
  | MessageError<"AlreadyExistsError">;

const TEMPLATE_RESULT_FIELDS = gql`
  fragment WorkflowTemplateResultFields on WorkflowTemplateResult {
    __typename
    ... on WorkflowTemplateSuccess {
      template {
        ...WorkflowTemplateRowFields
        current { id definition }
        versions {
          id
          version
          createdAt
          createdBy { id name email }
          steps { ...WorkflowStepSummaryFields }
          workflowCount
        }
      }
    }
    ... on ValidationError { message fieldErrors { path message } }
    ... on Error { message }
  }
  ${TEMPLATE_ROW_FIELDS}
`;

export const CREATE_WORKFLOW_TEMPLATE: TypedDocumentNode<
  { createWorkflowTemplate: WorkflowTemplateResult },
  { input: WorkflowTemplateInput }
> = gql`
  mutation CreateWorkflowTemplate($input: WorkflowTemplateInput!) {
    createWorkflowTemplate(input: $input) { ...WorkflowTemplateResultFields }
  }
  ${TEMPLATE_RESULT_FIELDS}
`;

export const UPDATE_WORKFLOW_TEMPLATE: TypedDocumentNode<
  { updateWorkflowTemplate: WorkflowTemplateResult },
  { id: string; input: WorkflowTemplateInput }
> = gql`
  mutation UpdateWorkflowTemplate($id: ID!, $input: WorkflowTemplateInput!) {
    updateWorkflowTemplate(id: $id, input: $input) { ...WorkflowTemplateResultFields }
  }
  ${TEMPLATE_RESULT_FIELDS}
`;

export const ARCHIVE_WORKFLOW_TEMPLATE: TypedDocumentNode<
  { archiveWorkflowTemplate: WorkflowTemplateResult },
  { id: string; archived: boolean }
> = gql`
  mutation ArchiveWorkflowTemplate($id: ID!, $archived: Boolean!) {
    archiveWorkflowTemplate(id: $id, archived: $archived) { ...WorkflowTemplateResultFields }
  }
  ${TEMPLATE_RESULT_FIELDS}
`;
