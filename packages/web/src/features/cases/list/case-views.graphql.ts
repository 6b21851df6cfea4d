import { gql, type TypedDocumentNode } from "@apollo/client";
import type { ValidationError } from "../../../ui/forms/validation-error.ts";
import type { CaseUserRef } from "./case-list.graphql.ts";

/** Saved case views (server: features/cases; notes/cases-contract.graphql). */

export interface CaseView {
  __typename: "CaseView";
  id: string;
  name: string;
  description: string | null;
  /** { filters, sort } as the list keeps them; checked against the shared schemas on use. */
  params: unknown;
  /** The column configuration (version 9); checked on use. */
  columns: unknown;
  isDefault: boolean;
  creator: CaseUserRef;
}

/**
 * The server lists the built-in Default View first, under this id; the list shows it as its own
 * first choice (caseMessages.defaultViewName), so it is not listed twice.
 */
export const builtInCaseViewId = "default";

/** The person's own saved views, without the built-in one. */
export const savedCaseViews = (views: readonly CaseView[]) =>
  views.filter((view) => view.id !== builtInCaseViewId);

export const CASE_VIEW_FIELDS = gql`
  fragment CaseViewFields on CaseView {
    id
    name
    description
    params
    columns
    isDefault
    creator { id name email deactivated }
  }
`;

export const CASE_VIEWS_QUERY: TypedDocumentNode<
  { caseViews: CaseView[] },
  Record<string, never>
> = gql`
    query CaseViews {
      caseViews { ...CaseViewFields }
    }
    ${CASE_VIEW_FIELDS}
  `;

type MessageError<Name extends string> = { __typename: Name; message: string };

export type CaseViewResult =
  | { __typename: "CaseViewSuccess"; view: CaseView }
  | ValidationError
  | MessageError<"NotFoundError">
  | MessageError<"AlreadyExistsError">
  | MessageError<"ForbiddenError">;

export interface CaseViewInput {
  name: string;
  description: string | null;
  params: { filters: unknown; sort: unknown };
  columns: unknown;
}

export const CREATE_CASE_VIEW: TypedDocumentNode<
  { createCaseView: CaseViewResult },
  { input: CaseViewInput }
> = gql`
  mutation CreateCaseView($input: CaseViewInput!) {
    createCaseView(input: $input) {
      __typename
      ... on CaseViewSuccess { view { ...CaseViewFields } }
      ... on ValidationError { message fieldErrors { path message } }
      ... on NotFoundError { message }
      ... on AlreadyExistsError { message }
      ... on ForbiddenError { message }
    }
  }
  ${CASE_VIEW_FIELDS}
`;

export const UPDATE_CASE_VIEW: TypedDocumentNode<
  { updateCaseView: CaseViewResult },
  { id: string; input: CaseViewInput }
> = gql`
  mutation UpdateCaseView($id: ID!, $input: CaseViewInput!) {
    updateCaseView(id: $id, input: $input) {
      __typename
      ... on CaseViewSuccess { view { ...CaseViewFields } }
      ... on ValidationError { message fieldErrors { path message } }
      ... on NotFoundError { message }
      ... on AlreadyExistsError { message }
      ... on ForbiddenError { message }
    }
  }
  ${CASE_VIEW_FIELDS}
`;

export const DELETE_CASE_VIEW: TypedDocumentNode<
  {
    deleteCaseView:
      | { __typename: "DeleteCaseViewSuccess"; id: string }
      | MessageError<"NotFoundError">
      | MessageError<"ForbiddenError">;
  },
  { id: string }
> = gql`
  mutation DeleteCaseView($id: ID!) {
    deleteCaseView(id: $id) {
      __typename
      ... on DeleteCaseViewSuccess { id }
      ... on NotFoundError { message }
      ... on ForbiddenError { message }
    }
  }
`;

/** A null id makes the built-in Default View the default again. */
export const SET_DEFAULT_CASE_VIEW: TypedDocumentNode<
  { setDefaultCaseView: CaseViewResult },
  { id: string | null }
> = gql`
  mutation SetDefaultCaseView($id: ID) {
    setDefaultCaseView(id: $id) {
      __typename
      ... on CaseViewSuccess { view { ...CaseViewFields } }
      ... on ValidationError { message fieldErrors { path message } }
      ... on NotFoundError { message }
      ... on AlreadyExistsError { message }
      ... on ForbiddenError { message }
    }
  }
  ${CASE_VIEW_FIELDS}
`;
