import { gql, type TypedDocumentNode } from "@apollo/client";
import type { ValidationError } from "../../ui/forms/validation-error.ts";

/** GraphQL documents of the API token sections (/account and /settings/api-tokens). */

export type ApiTokenKind = "PERSONAL" | "SERVICE";

export interface ApiToken {
  __typename: "ApiToken";
  id: string;
  kind: ApiTokenKind;
  name: string;
  scopes: string[];
  tokenPrefix: string;
  serviceAccountName: string | null;
  expiresAt: string;
  lastUsedAt: string | null;
  createdAt: string;
}

export interface ApiTokenInput {
  kind: ApiTokenKind;
  name: string;
  scopes: string[];
  expiresInDays: number;
  serviceAccountName?: string | null;
  serviceAccountRole?: string | null;
}

interface MessageError<Name extends string> {
  __typename: Name;
  message: string;
}

const API_TOKEN_FIELDS = gql`
  fragment ApiTokenFields on ApiToken {
    id
    kind
    name
    scopes
    tokenPrefix
    serviceAccountName
    expiresAt
    lastUsedAt
    createdAt
  }
`;

export const API_TOKENS_QUERY: TypedDocumentNode<
  { apiTokens: ApiToken[] },
  { kind: ApiTokenKind }
> = gql`
  query ApiTokens($kind: ApiTokenKind!) {
    apiTokens(kind: $kind) { ...ApiTokenFields }
  }
  ${API_TOKEN_FIELDS}
`;

export type CreateApiTokenResult =
  | { __typename: "CreateApiTokenSuccess"; secret: string; token: ApiToken }
  | ValidationError
  | (MessageError<"LimitReachedError"> & { limit: number });

export const CREATE_API_TOKEN: TypedDocumentNode<
  { createApiToken: CreateApiTokenResult },
  { input: ApiTokenInput }
> = gql`
  mutation CreateApiToken($input: ApiTokenInput!) {
    createApiToken(input: $input) {
      __typename
      ... on CreateApiTokenSuccess { secret token { ...ApiTokenFields } }
      ... on ValidationError { message fieldErrors { path message } }
      ... on LimitReachedError { message limit }
    }
  }
  ${API_TOKEN_FIELDS}
`;

export const REVOKE_API_TOKEN: TypedDocumentNode<
  {
    revokeApiToken:
      | { __typename: "RevokeApiTokenSuccess"; token: { __typename: "ApiToken"; id: string } }
      | MessageError<"NotFoundError">;
  },
  { id: string }
> = gql`
  mutation RevokeApiToken($id: ID!) {
    revokeApiToken(id: $id) {
      __typename
      ... on RevokeApiTokenSuccess { token { id } }
      ... on NotFoundError { message }
    }
  }
`;
