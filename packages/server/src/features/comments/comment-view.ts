import { canPreviewAttachment } from "@tierwise/common/comments";
import { can } from "@tierwise/common/policy/can";
import type { CommentSubject } from "@tierwise/common/policy/comments.policy";
import { emptyDocument, type RichTextDocument } from "@tierwise/common/rich-text";
import { asc, count, inArray, isNull, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { ownedBy } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { teams } from "../../db/membership.table.ts";
import { users } from "../../db/user.table.ts";
import {
  type CommentAttachmentRow,
  type CommentRow,
  commentAttachments,
  commentRecipients,
  comments,
} from "./comment.table.ts";
import { visibleTo } from "./comment-visibility.ts";

export type CommentAuthorView = {
  id: string;
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  deletedAt: Date | null;
};
export type CommentRecipientView = {
  type: "User" | "Team";
  id: string;
  name: string;
  email: string | null;
};
export type AttachmentView = {
  id: string;
  filename: string;
  size: number;
  contentType: string;
  downloadUrl: string;
  previewUrl: string | null;
};

/** A comment as one viewer sees it: the row, who wrote it and for whom, files, replies, rights. */
export type CommentView = Omit<CommentRow, "document"> & {
  itemType: "Comment";
  document: RichTextDocument;
  commenter: CommentAuthorView;
  recipients: CommentRecipientView[];
  attachments: AttachmentView[];
  childrenCount: number;
  children: CommentView[];
  canEdit: boolean;
  canDelete: boolean;
  canReply: boolean;
};

export const displayName = (u: { firstName: string; lastName: string; email: string }) =>
  `${u.firstName} ${u.lastName}`.trim() || u.email;

export function commentSubject(row: CommentRow): CommentSubject {
  return {
    organizationId: row.organizationId,
    userId: row.authorId,
    deleted: row.deletedAt !== null,
    isReply: row.parentId !== null,
    converted: row.convertedAt !== null,
  };
}

export function attachmentView(row: CommentAttachmentRow): AttachmentView {
  return {
    id: row.id,
    filename: row.fileName,
    size: row.size,
    contentType: row.contentType,
    downloadUrl: `/attachments/${row.id}`,
    previewUrl: canPreviewAttachment(row.fileName) ? `/attachments/${row.id}/preview` : null,
  };
}

const groupBy = <T, K>(rows: readonly T[], key: (row: T) => K) => {
  const groups = new Map<K, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
};

/**
 * Turns a page of rows into views in a fixed number of queries, whatever the page size:
 * authors, recipients (with names), attachments, visible reply counts and, when asked, the
 * visible replies themselves (oldest first). A deleted comment keeps its place in the wall but
 * shows neither its text nor its files.
 */
export async function commentViews(
  db: Database,
  actor: TenantActor,
  rows: readonly CommentRow[],
  options: { withChildren?: boolean } = {},
): Promise<CommentView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [recipientRows, attachmentRows, childCounts, childRows] = await Promise.all([
    db
      .select()
      .from(commentRecipients)
      .where(ownedBy(actor, commentRecipients, inArray(commentRecipients.commentId, ids))),
    db
      .select()
      .from(commentAttachments)
      .where(ownedBy(actor, commentAttachments, inArray(commentAttachments.commentId, ids)))
      .orderBy(
        asc(commentAttachments.createdAt),
        asc(commentAttachments.position),
        asc(commentAttachments.id),
      ),
    db
      .select({ parentId: comments.parentId, n: count() })
      .from(comments)
      .where(
        ownedBy(
          actor,
          comments,
          inArray(comments.parentId, ids),
          isNull(comments.deletedAt),
          visibleTo(actor),
        ),
      )
      .groupBy(comments.parentId),
    options.withChildren
      ? db
          .select()
          .from(comments)
          .where(ownedBy(actor, comments, inArray(comments.parentId, ids), visibleTo(actor)))
          .orderBy(asc(comments.createdAt), asc(comments.id))
      : Promise.resolve([] as CommentRow[]),
  ]);
  const userIds = new Set(rows.map((row) => row.authorId));
  const teamIds = new Set<string>();
  for (const r of recipientRows)
    (r.recipientType === "user" ? userIds : teamIds).add(r.recipientId);
  const [userRows, teamRows, children] = await Promise.all([
    db
      .select()
      .from(users)
      .where(inArray(users.id, [...userIds])),
    teamIds.size > 0
      ? db
          .select({ id: teams.id, name: teams.name })
          .from(teams)
          .where(ownedBy(actor, teams, inArray(teams.id, [...teamIds])))
      : Promise.resolve([]),
    commentViews(db, actor, childRows),
  ]);
  const usersById = new Map(userRows.map((u) => [u.id, u]));
  const teamsById = new Map(teamRows.map((t) => [t.id, t]));
  const recipientsOf = groupBy(recipientRows, (r) => r.commentId);
  const attachmentsOf = groupBy(attachmentRows, (a) => a.commentId);
  const countOf = new Map(childCounts.map((c) => [c.parentId, c.n]));
  const childrenOf = groupBy(children, (c) => c.parentId);
  const canCreate = can(actor, "comments.create");
  return rows.map((row): CommentView => {
    const author = usersById.get(row.authorId);
    const subject = commentSubject(row);
    const deleted = row.deletedAt !== null;
    return {
      ...row,
      itemType: "Comment",
      document: deleted ? emptyDocument() : row.document,
      commenter: {
        id: row.authorId,
        email: author?.email ?? "",
        firstName: author?.firstName ?? "",
        lastName: author?.lastName ?? "",
        name: author ? displayName(author) : "",
        // People are deactivated rather than deleted; the wall shows them as gone.
        deletedAt: author && !author.active ? row.updatedAt : null,
      },
      recipients: (recipientsOf.get(row.id) ?? []).flatMap((r): CommentRecipientView[] => {
        if (r.recipientType === "team") {
          const team = teamsById.get(r.recipientId);
          return team ? [{ type: "Team", id: team.id, name: team.name, email: null }] : [];
        }
        const user = usersById.get(r.recipientId);
        return user
          ? [{ type: "User", id: user.id, name: displayName(user), email: user.email }]
          : [];
      }),
      attachments: deleted ? [] : (attachmentsOf.get(row.id) ?? []).map(attachmentView),
      childrenCount: countOf.get(row.id) ?? 0,
      children: childrenOf.get(row.id) ?? [],
      canEdit: can(actor, "comments.update", subject),
      canDelete: can(actor, "comments.delete", subject),
      canReply: canCreate && can(actor, "comments.reply", subject),
    };
  });
}

/** The comment has at least one file (the wall's "with attachments" filter). */
export const hasAttachment = sql`exists (select 1 from ${commentAttachments} a where a.comment_id = ${comments.id})`;
