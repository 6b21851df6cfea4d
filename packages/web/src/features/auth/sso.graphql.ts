import { gql, type TypedDocumentNode } from "@apollo/client";
import type { ValidationError } from "../../ui/forms/validation-error.ts";
import type { LinkExpiredError } from "./auth.graphql.ts";

/** Single sign-on and /unsubscribe documents, kept apart so that /login does not carry them. */

export interface IncorrectSsoEmailError {
  __typename: "IncorrectSsoEmailError";
  message: string;
}

export const START_SSO: TypedDocumentNode<
  {
    startSso:
      | { __typename: "StartSsoSuccess"; redirectUrl: string }
      | IncorrectSsoEmailError
      | ValidationError;
  },
  { input: { email: string; next?: string | null } }
> = gql`
  mutation StartSso($input: StartSsoInput!) {
    startSso(input: $input) {
      __typename
      ... on StartSsoSuccess { redirectUrl }
      ... on IncorrectSsoEmailError { message }
      ... on ValidationError { message fieldErrors { path message } }
    }
  }
`;

export const UNSUBSCRIBE: TypedDocumentNode<
  {
    unsubscribe:
      | { __typename: "UnsubscribeSuccess"; notificationType: string; label: string }
      | LinkExpiredError
      | ValidationError;
  },
  { input: { token: string } }
> = gql`
  mutation Unsubscribe($input: UnsubscribeInput!) {
    unsubscribe(input: $input) {
      __typename
      ... on UnsubscribeSuccess { notificationType label }
      ... on LinkExpiredError { message }
      ... on ValidationError { message fieldErrors { path message } }
    }
  }
`;
