import { gql, type TypedDocumentNode } from "@apollo/client";
import type { ValidationError } from "../../ui/forms/validation-error.ts";
import { type ActivityWallFilter, COMMENT_FIELDS, type Comment } from "./activity-wall.graphql.ts";
import type { CommentTarget } from "./comment-target.ts";

/** Writing comments (server: features/comments, the comments contract). */

type TypedError<Name extends string> = { __typename: Name; message: string };
type CommentErrors =
  | ValidationError
  | TypedError<"NotFoundError">
  | TypedError<"ForbiddenError">
  | TypedError<"UnmodifiableError">;

export interface CommentPermissionInput {
  /** "public" or "private". */
  type: string;
  recipients?: { type: string; id: string }[];
}

export type AddCommentResult =
  | { __typename: "AddCommentSuccess"; comment: Comment; visibleByFilter: boolean }
  | CommentErrors;

export interface AddCommentVariables {
  target: CommentTarget;
  comment: unknown;
  parentId?: string | null;
  permission?: CommentPermissionInput | null;
  attachmentKeys?: string[];
  kind?: string;
  filter?: ActivityWallFilter | null;
}

export const ADD_COMMENT: TypedDocumentNode<{ addComment: AddCommentResult }, AddCommentVariables> =
  gql`
    mutation AddComment(
      $target: CommentTargetInput!
      $comment: JSON!
      $parentId: ID
      $permission: CommentPermissionInput
      $attachmentKeys: [String!]
      $kind: String
      $filter: ActivityWallFilterInput
    ) {
      addComment(
        target: $target
        comment: $comment
        parentId: $parentId
        permission: $permission
        attachmentKeys: $attachmentKeys
        kind: $kind
        filter: $filter
      ) {
        __typename
        ... on AddCommentSuccess { comment { ...CommentFields } visibleByFilter }
        ... on ValidationError { message fieldErrors { path message } }
        ... on NotFoundError { message }
        ... on ForbiddenError { message }
        ... on UnmodifiableError { message }
      }
    }
    ${COMMENT_FIELDS}
  `;

export type UpdateCommentResult =
  | { __typename: "CommentChangeSuccess"; comment: Comment }
  | CommentErrors;

export interface UpdateCommentVariables {
  id: string;
  comment: unknown;
  permission?: CommentPermissionInput | null;
  attachmentKeys?: string[];
}

export const UPDATE_COMMENT: TypedDocumentNode<
  { updateComment: UpdateCommentResult },
  UpdateCommentVariables
> = gql`
  mutation UpdateComment(
    $id: ID!
    $comment: JSON!
    $permission: CommentPermissionInput
    $attachmentKeys: [String!]
  ) {
    updateComment(
      id: $id
      comment: $comment
      permission: $permission
      attachmentKeys: $attachmentKeys
    ) {
      __typename
      ... on CommentChangeSuccess { comment { ...CommentFields } }
      ... on ValidationError { message fieldErrors { path message } }
      ... on NotFoundError { message }
      ... on ForbiddenError { message }
      ... on UnmodifiableError { message }
    }
  }
  ${COMMENT_FIELDS}
`;

export type DeleteCommentResult =
  | { __typename: "DeleteCommentSuccess"; id: string }
  | Exclude<CommentErrors, ValidationError>;

export const DELETE_COMMENT: TypedDocumentNode<
  { deleteComment: DeleteCommentResult },
  { id: string }
> = gql`
  mutation DeleteComment($id: ID!) {
    deleteComment(id: $id) {
      __typename
      ... on DeleteCommentSuccess { id }
      ... on NotFoundError { message }
      ... on ForbiddenError { message }
      ... on UnmodifiableError { message }
    }
  }
`;
