import type { RichTextDocument } from "@tierwise/common/rich-text";
import {
  ACTIVITY_WALL_QUERY,
  ACTIVITY_WALL_SUMMARY_QUERY,
  type ActivityWallItem,
  type Comment,
  type CommentAuthor,
} from "./activity-wall.graphql.ts";
import type { CommentTarget } from "./comment-target.ts";
import type { Mock } from "./comments-test-render.tsx";

/** Test data shaped like the server's answers (the comments contract). */
export const ada: CommentAuthor = {
  __typename: "CommentAuthor",
  id: "user-1",
  email: "ada@example.com",
  name: "Ada Lovelace",
  firstName: "Ada",
  lastName: "Lovelace",
  deletedAt: null,
};

export const paragraphOf = (text: string): RichTextDocument => [
  { type: "paragraph", children: [{ text }] },
];

export function buildComment(overrides: Partial<Comment> = {}): Comment {
  return {
    __typename: "Comment",
    id: "c-1",
    kind: "note",
    comment: paragraphOf("Supplier audit due"),
    permission: { __typename: "CommentPermission", type: "public", recipients: [] },
    createdAt: "2026-11-20T10:00:00.000Z",
    updatedAt: "2026-11-20T10:00:00.000Z",
    deletedAt: null,
    convertedAt: null,
    convertedToCase: null,
    edited: false,
    commenter: ada,
    attachments: [],
    parentId: null,
    childrenCount: 0,
    canEdit: true,
    canDelete: true,
    canReply: true,
    ...overrides,
  };
}

export const companyTarget: CommentTarget = { companyId: "company-1" };

export function wallMock(
  items: ActivityWallItem[],
  {
    parentId = null,
    target = companyTarget,
  }: { parentId?: string | null; target?: CommentTarget } = {},
): Mock {
  return {
    request: {
      query: ACTIVITY_WALL_QUERY,
      variables: { target, parentId, filter: null, first: 20 },
    },
    result: {
      data: {
        activityWall: {
          __typename: "ActivityWallConnection",
          items,
          itemsCount: items.length,
          pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function summaryMock(
  { commentCount = 0, canEdit = true, defaultAccess = "public" } = {},
  target: CommentTarget = companyTarget,
): Mock {
  return {
    request: { query: ACTIVITY_WALL_SUMMARY_QUERY, variables: { target } },
    result: {
      data: {
        activityWallSummary: {
          __typename: "ActivityWallSummary",
          commentCount,
          canEdit,
          defaultAccess,
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
