import { gql, type TypedDocumentNode } from "@apollo/client";
import type { FieldError } from "../../../ui/forms/validation-error.ts";
import type { WorkflowUserRef } from "../workflow-templates.graphql.ts";

/** Saved views of the workflow list, like the case list's (docs/workflows-contract.graphql). */

export interface WorkflowView {
  __typename: "WorkflowView";
  id: string;
  name: string;
  description: string | null;
  /** { filters, sort } as the list keeps them; checked with the list's schemas on use. */
  params: unknown;
  /** The shown columns, in order; checked on use. */
  columns: unknown;
  isDefault: boolean;
  creator: WorkflowUserRef;
}

const WORKFLOW_VIEW_FIELDS = gql`
  fragment WorkflowViewFields on WorkflowView {
    id
    name
    description
    params
    columns
    isDefault
    creator { id name email }
  }
`;

export const WORKFLOW_VIEWS_QUERY: TypedDocumentNode<
  { workflowViews: WorkflowView[] },
  Record<string, never>
> = gql`
  query WorkflowViews {
    workflowViews { ...WorkflowViewFields }
  }
  ${WORKFLOW_VIEW_FIELDS}
`;

export interface WorkflowViewInput {
  name: string;
  description: string | null;
  params: { filters: unknown; sort: unknown };
  columns: unknown;
  isDefault?: boolean;
}

type MessageError<Name extends string> = { __typename: Name; message: string };

export type WorkflowViewResult =
  | { __typename: "WorkflowViewSuccess"; view: WorkflowView }
  | { __typename: "ValidationError"; message: string; fieldErrors: FieldError[] }
  | MessageError<"NotFoundError">
  | MessageError<"ForbiddenError">
  | MessageError<"AlreadyExistsError">
  | MessageError<"LimitReachedError">;

const VIEW_RESULT_FIELDS = gql`
  fragment WorkflowViewResultFields on WorkflowViewResult {
    __typename
    ... on WorkflowViewSuccess { view { ...WorkflowViewFields } }
    ... on ValidationError { message fieldErrors { path message } }
    ... on Error { message }
  }
  ${WORKFLOW_VIEW_FIELDS}
`;

export const CREATE_WORKFLOW_VIEW: TypedDocumentNode<
  { createWorkflowView: WorkflowViewResult },
  { input: WorkflowViewInput }
> = gql`
  mutation CreateWorkflowView($input: WorkflowViewInput!) {
    createWorkflowView(input: $input) { ...WorkflowViewResultFields }
  }
  ${VIEW_RESULT_FIELDS}
`;

export const UPDATE_WORKFLOW_VIEW: TypedDocumentNode<
  { updateWorkflowView: WorkflowViewResult },
  { id: string; input: WorkflowViewInput }
> = gql`
  mutation UpdateWorkflowView($id: ID!, $input: WorkflowViewInput!) {
    updateWorkflowView(id: $id, input: $input) { ...WorkflowViewResultFields }
  }
  ${VIEW_RESULT_FIELDS}
`;

export const DELETE_WORKFLOW_VIEW: TypedDocumentNode<
  {
    deleteWorkflowView:
      | { __typename: "DeleteSuccess"; id: string }
      | MessageError<"NotFoundError">
      | MessageError<"ForbiddenError">
      | MessageError<"UnmodifiableError">;
  },
  { id: string }
> = gql`
  mutation DeleteWorkflowView($id: ID!) {
    deleteWorkflowView(id: $id) {
      __typename
      ... on DeleteSuccess { id }
      ... on Error { message }
    }
  }
`;
