import { gql, type TypedDocumentNode } from "@apollo/client";
import type { ValidationError } from "../../ui/forms/validation-error.ts";

/** GraphQL documents of /settings/tags, with hand-written types. */

interface MessageError<Name extends string> {
  __typename: Name;
  message: string;
}
export type NotFoundError = MessageError<"NotFoundError">;
export type AlreadyExistsError = MessageError<"AlreadyExistsError">;

export interface Tag {
  __typename: "Tag";
  id: string;
  value: string;
  description: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface TagInput {
  value: string;
  description: string | null;
}

export interface TagChangeSuccess {
  __typename: "TagChangeSuccess";
  tag: Tag;
}

export const TAGS_QUERY: TypedDocumentNode<
  {
    tags: {
      items: Tag[];
      itemsCount: number;
      pageInfo: { endCursor: string | null; hasNextPage: boolean };
    };
  },
  { query: string | null; first: number; after: string | null }
> = gql`
  query Tags($query: String, $first: Int, $after: String) {
    tags(query: $query, first: $first, after: $after) {
      items { id value description createdAt updatedAt }
      itemsCount
      pageInfo { endCursor hasNextPage }
    }
  }
`;

export const CREATE_TAG: TypedDocumentNode<
  { createTag: TagChangeSuccess | AlreadyExistsError | ValidationError },
  { input: TagInput }
> = gql`
  mutation CreateTag($input: TagInput!) {
    createTag(input: $input) {
      __typename
      ... on TagChangeSuccess { tag { id value description createdAt updatedAt } }
      ... on AlreadyExistsError { message }
      ... on ValidationError { message fieldErrors { path message } }
    }
  }
`;

export const UPDATE_TAG: TypedDocumentNode<
  { updateTag: TagChangeSuccess | AlreadyExistsError | ValidationError | NotFoundError },
  { id: string; input: TagInput }
> = gql`
  mutation UpdateTag($id: ID!, $input: TagInput!) {
    updateTag(id: $id, input: $input) {
      __typename
      ... on TagChangeSuccess { tag { id value description createdAt updatedAt } }
      ... on AlreadyExistsError { message }
      ... on ValidationError { message fieldErrors { path message } }
      ... on NotFoundError { message }
    }
  }
`;

export const DELETE_TAG: TypedDocumentNode<
  { deleteTag: { __typename: "DeleteTagSuccess" } | NotFoundError },
  { id: string }
> = gql`
  mutation DeleteTag($id: ID!) {
    deleteTag(id: $id) {
      __typename
      ... on NotFoundError { message }
    }
  }
`;
