import { gql, type TypedDocumentNode } from "@apollo/client";
import type { TaskStatus } from "@tierwise/common/cases";
import type { ValidationError } from "../../../ui/forms/validation-error.ts";
import type { CaseTeamRef, CaseUserRef } from "../case.graphql.ts";

/** A case's tasks (server: features/cases, the cases contract). */

export interface CaseTask {
  __typename: "CaseTask";
  id: string;
  caseId: string;
  title: string;
  /** YYYY-MM-DD. */
  dueAt: string | null;
  status: TaskStatus;
  closedAt: string | null;
  assignedUser: CaseUserRef | null;
  assignedTeam: CaseTeamRef | null;
  createdBy: CaseUserRef;
  createdAt: string;
  canEdit: boolean;
}

export const CASE_TASK_FIELDS = gql`
  fragment CaseTaskFields on CaseTask {
    id
    caseId
    title
    dueAt
    status
    closedAt
    assignedUser { id name email deactivated }
    assignedTeam { id name }
    createdBy { id name email deactivated }
    createdAt
    canEdit
  }
`;

export const CASE_TASKS_QUERY: TypedDocumentNode<{ caseTasks: CaseTask[] }, { caseId: string }> =
  gql`
    query CaseTasks($caseId: ID!) {
      caseTasks(caseId: $caseId) { ...CaseTaskFields }
    }
    ${CASE_TASK_FIELDS}
  `;

type TypedError<Name extends string> = { __typename: Name; message: string };

export type CaseTaskResult =
  | { __typename: "CaseTaskSuccess"; task: CaseTask }
  | ValidationError
  | TypedError<"NotFoundError">
  | TypedError<"ForbiddenError">;

export interface CreateCaseTaskInput {
  caseId: string;
  title: string;
  dueAt: string | null;
  assigneeId: string | null;
  assignedTeamId: string | null;
}

/** Only the fields that change; null clears the due date or the assignee. */
export interface UpdateCaseTaskInput {
  id: string;
  title?: string;
  dueAt?: string | null;
  status?: TaskStatus;
  assigneeId?: string | null;
  assignedTeamId?: string | null;
}

export const CREATE_CASE_TASK: TypedDocumentNode<
  { createCaseTask: CaseTaskResult },
  { input: CreateCaseTaskInput }
> = gql`
  mutation CreateCaseTask($input: CreateCaseTaskInput!) {
    createCaseTask(input: $input) {
      __typename
      ... on CaseTaskSuccess { task { ...CaseTaskFields } }
      ... on ValidationError { message fieldErrors { path message } }
      ... on NotFoundError { message }
      ... on ForbiddenError { message }
    }
  }
  ${CASE_TASK_FIELDS}
`;

export const UPDATE_CASE_TASK: TypedDocumentNode<
  { updateCaseTask: CaseTaskResult },
  { input: UpdateCaseTaskInput }
> = gql`
  mutation UpdateCaseTask($input: UpdateCaseTaskInput!) {
    updateCaseTask(input: $input) {
      __typename
      ... on CaseTaskSuccess { task { ...CaseTaskFields } }
      ... on ValidationError { message fieldErrors { path message } }
      ... on NotFoundError { message }
      ... on ForbiddenError { message }
    }
  }
  ${CASE_TASK_FIELDS}
`;

export type DeleteCaseTaskResult =
  | { __typename: "DeleteCaseTaskSuccess"; id: string }
  | TypedError<"NotFoundError">
  | TypedError<"ForbiddenError">;

export const DELETE_CASE_TASK: TypedDocumentNode<
  { deleteCaseTask: DeleteCaseTaskResult },
  { id: string }
> = gql`
  mutation DeleteCaseTask($id: ID!) {
    deleteCaseTask(id: $id) {
      __typename
      ... on DeleteCaseTaskSuccess { id }
      ... on NotFoundError { message }
      ... on ForbiddenError { message }
    }
  }
`;
