import { gql, type TypedDocumentNode } from "@apollo/client";
import type { CommentTarget } from "./comment-target.ts";

/** The activity wall and its comments (server: features/comments, the comments contract). */

export interface CommentAuthor {
  __typename: "CommentAuthor";
  id: string;
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  deletedAt: string | null;
}

export interface CommentRecipient {
  __typename: "CommentRecipient";
  /** "User" or "Team". */
  type: string;
  id: string;
  name: string;
  email: string | null;
}

export interface Attachment {
  __typename: "Attachment";
  id: string;
  filename: string;
  size: number;
  contentType: string;
  downloadUrl: string;
  previewUrl: string | null;
}

/** The case a note became (spec 2 §3 converted case summary). */
export interface CaseConvertedSummary {
  __typename: "CaseConvertedSummary";
  id: string;
  rowNumber: number;
  createdAt: string;
  /** A case status: to_do, in_progress, complete or retired. */
  status: string;
}

export interface Comment {
  __typename: "Comment";
  id: string;
  kind: string;
  /** A rich-text document as stored; parsed with the common schema before use. */
  comment: unknown;
  permission: {
    __typename: "CommentPermission";
    type: string;
    recipients: CommentRecipient[];
  };
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
  convertedAt: string | null;
  convertedToCase: CaseConvertedSummary | null;
  edited: boolean;
  commenter: CommentAuthor;
  attachments: Attachment[];
  parentId: string | null;
  childrenCount: number;
  canEdit: boolean;
  canDelete: boolean;
  canReply: boolean;
}

export interface WorkflowAudit {
  __typename: "WorkflowAudit";
  id: string;
  action: string;
  actionTime: string;
  actor: CommentAuthor | null;
  /** Who acted in words: a member's name, a supplier contact's e-mail, or "Automatic check". */
  fullName: string;
  /** A supplier workflow's step change (issue 31); null for a portfolio's own changes. */
  stepName: string | null;
  workflowName: string | null;
  workflowUrl: string | null;
  summary: string;
}

/** What the wall lists; a type the web does not know is rendered as an error. */
export type ActivityWallItem = Comment | WorkflowAudit | { __typename: string; id?: string };

export interface ActivityWallFilter {
  kinds?: string[];
  authorIds?: string[];
  withAttachments?: boolean;
}

export const COMMENT_FIELDS = gql`
  fragment CommentFields on Comment {
    id
    kind
    comment
    permission { type recipients { type id name email } }
    createdAt
    updatedAt
    deletedAt
    convertedAt
    convertedToCase { id rowNumber createdAt status }
    edited
    commenter { id email name firstName lastName deletedAt }
    attachments { id filename size contentType downloadUrl previewUrl }
    parentId
    childrenCount
    canEdit
    canDelete
    canReply
  }
`;

export interface ActivityWallData {
  activityWall: {
    __typename: "ActivityWallConnection";
    items: ActivityWallItem[];
    itemsCount: number;
    pageInfo: { __typename: "PageInfo"; hasNextPage: boolean; endCursor: string | null };
  };
}

export interface ActivityWallVariables {
  target: CommentTarget;
  parentId?: string | null;
  filter?: ActivityWallFilter | null;
  first: number;
  after?: string | null;
}

export const ACTIVITY_WALL_QUERY: TypedDocumentNode<ActivityWallData, ActivityWallVariables> = gql`
  query ActivityWall(
    $target: CommentTargetInput!
    $parentId: ID
    $filter: ActivityWallFilterInput
    $first: Int
    $after: String
  ) {
    activityWall(target: $target, parentId: $parentId, filter: $filter, first: $first, after: $after) {
      items {
        __typename
        ... on Comment { ...CommentFields }
        ... on WorkflowAudit {
          id
          action
          actionTime
          actor { id email name firstName lastName deletedAt }
          fullName
          stepName
          workflowName
          workflowUrl
          summary
        }
      }
      itemsCount
      pageInfo { hasNextPage endCursor }
    }
  }
  ${COMMENT_FIELDS}
`;

export interface ActivityWallSummary {
  __typename: "ActivityWallSummary";
  commentCount: number;
  canEdit: boolean;
  /** "public" or "private": the organisation's defaultCommentAccess. */
  defaultAccess: string;
}

export const ACTIVITY_WALL_SUMMARY_QUERY: TypedDocumentNode<
  { activityWallSummary: ActivityWallSummary },
  { target: CommentTarget }
> = gql`
  query ActivityWallSummary($target: CommentTargetInput!) {
    activityWallSummary(target: $target) { commentCount canEdit defaultAccess }
  }
`;

export const COMMENT_QUERY: TypedDocumentNode<{ comment: Comment | null }, { id: string }> = gql`
  query Comment($id: ID!) {
    comment(id: $id) { ...CommentFields }
  }
  ${COMMENT_FIELDS}
`;
