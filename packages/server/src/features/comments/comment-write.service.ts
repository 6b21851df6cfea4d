import type { CommentPermissionInput } from "@tierwise/common/inputs/comments";
import { addCommentInputSchema, updateCommentInputSchema } from "@tierwise/common/inputs/comments";
import { can } from "@tierwise/common/policy/can";
import { withEditedMarker } from "@tierwise/common/rich-text-editing";
import { and, eq, inArray } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { recordAudit } from "../../core/audit.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { ForbiddenError, UnmodifiableError } from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import { fieldError, parseInput } from "../../core/parse-input.ts";
import { ownedBy, tenantData } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { memberships, teams } from "../../db/membership.table.ts";
import { claimUploads } from "./attachments.service.ts";
import { caseCommentChanged } from "./case-wall-hooks.ts";
import { type CommentRow, commentRecipients, comments } from "./comment.table.ts";
import { notifyMentions } from "./comment-mentions.ts";
import {
  type CommentTargetInput,
  resolveTarget,
  sameTarget,
  targetColumns,
  targetOf,
  targetVisible,
} from "./comment-target.ts";
import { type CommentView, commentSubject, commentViews } from "./comment-view.ts";
import { commentNotFound, findVisibleComment } from "./comment-visibility.ts";
import { type ActivityWallFilter, matchesFilter } from "./comment-wall.service.ts";
import { recordCommentEvent } from "./comment-webhook-event.ts";

export type AddCommentArgs = {
  target: CommentTargetInput;
  comment?: unknown;
  parentId?: string | null;
  permission?: unknown;
  attachmentKeys?: string[] | null;
  kind?: string | null;
  filter?: ActivityWallFilter | null;
};

const recipientsNotFound = () =>
  fieldError("permission.recipients", "A recipient is not a member or team of this organisation.");

/** Recipients must be active members and active teams of the actor's organisation. */
async function assertRecipients(
  tx: Database,
  actor: TenantActor,
  permission: CommentPermissionInput,
) {
  const userIds = permission.recipients.filter((r) => r.type === "User").map((r) => r.id);
  const teamIds = permission.recipients.filter((r) => r.type === "Team").map((r) => r.id);
  if (![...userIds, ...teamIds].every(isUuid)) throw recipientsNotFound();
  const data = tenantData(tx, actor);
  const [members, foundTeams] = await Promise.all([
    userIds.length
      ? data.count(memberships, inArray(memberships.userId, userIds), eq(memberships.active, true))
      : 0,
    teamIds.length ? data.count(teams, inArray(teams.id, teamIds), eq(teams.active, true)) : 0,
  ]);
  if (members !== userIds.length || foundTeams !== teamIds.length) throw recipientsNotFound();
}

async function writeRecipients(
  tx: Database,
  actor: TenantActor,
  commentId: string,
  permission: CommentPermissionInput,
) {
  await tx
    .delete(commentRecipients)
    .where(ownedBy(actor, commentRecipients, eq(commentRecipients.commentId, commentId)));
  if (permission.recipients.length === 0) return;
  await tx.insert(commentRecipients).values(
    permission.recipients.map((r) => ({
      commentId,
      organizationId: actor.organizationId,
      recipientType: r.type === "User" ? ("user" as const) : ("team" as const),
      recipientId: r.id,
    })),
  );
}

async function viewOf(
  deps: ServiceDeps,
  actor: TenantActor,
  row: CommentRow,
): Promise<CommentView> {
  const [view] = await commentViews(deps.db, actor, [row], { withChildren: true });
  if (!view) throw commentNotFound();
  return view;
}

/**
 * Adds a note (or a reply to a root note) to a wall the viewer sees. Access is public unless
 * said otherwise; a private note needs recipients. Uploads named by key become its files, and
 * the people it mentions who can see it are told — all in one transaction.
 */
export async function addComment(deps: ServiceDeps, actor: TenantActor, args: AddCommentArgs) {
  authorize(actor, "comments.create");
  const input = parseInput(addCommentInputSchema, args);
  const target = await resolveTarget(deps, actor, args.target);
  let parentId: string | null = null;
  if (args.parentId) {
    const parent = await findVisibleComment(deps.db, actor, args.parentId);
    if (!sameTarget(targetOf(parent), target)) throw commentNotFound();
    if (parent.deletedAt) throw new UnmodifiableError("This note was deleted.");
    if (!can(actor, "comments.reply", commentSubject(parent)))
      throw new ForbiddenError("Replies go to notes that are not replies or converted to a case.");
    parentId = parent.id;
  }
  const permission = input.permission ?? { type: "public" as const, recipients: [] };
  const row = await deps.db.transaction(async (tx) => {
    await assertRecipients(tx, actor, permission);
    const created = await tenantData(tx, actor).insert(comments, {
      authorId: actor.userId,
      kind: input.kind ?? "note",
      document: input.comment,
      access: permission.type,
      parentId,
      ...targetColumns(target),
    });
    await writeRecipients(tx, actor, created.id, permission);
    await claimUploads(tx, actor, created.id, input.attachmentKeys ?? []);
    await notifyMentions(tx, actor, created);
    await caseCommentChanged(tx, actor, { kind: "added", comment: created });
    await recordCommentEvent(tx, created);
    return created;
  });
  const comment = await viewOf(deps, actor, row);
  return { comment, visibleByFilter: matchesFilter(comment, args.filter) };
}

/** A visible, live comment the viewer may change; the order of refusals is the contract's. */
async function findChangeable(
  deps: ServiceDeps,
  actor: TenantActor,
  id: string,
  action: "comments.update" | "comments.delete",
) {
  authorize(actor, "comments.read");
  const row = await findVisibleComment(deps.db, actor, id);
  if (!(await targetVisible(deps, actor, row))) throw commentNotFound();
  if (row.deletedAt) throw new UnmodifiableError("This note was deleted.");
  if (!can(actor, action, commentSubject(row)))
    throw new ForbiddenError("Only the author or an administrator can change this note.");
  return row;
}

/**
 * Edits a note: the new document gains ' (edited)' once, access and recipients change when
 * given, new uploads join its files, and people newly mentioned are told.
 */
export async function updateComment(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { id: string; comment?: unknown; permission?: unknown; attachmentKeys?: string[] | null },
) {
  const before = await findChangeable(deps, actor, args.id, "comments.update");
  const input = parseInput(updateCommentInputSchema, args);
  const row = await deps.db.transaction(async (tx) => {
    if (input.permission) await assertRecipients(tx, actor, input.permission);
    const now = new Date();
    const [updated] = await tenantData(tx, actor).update(
      comments,
      {
        document: withEditedMarker(input.comment),
        access: input.permission?.type ?? before.access,
        updatedAt: now,
        editedAt: now,
      },
      eq(comments.id, before.id),
    );
    if (!updated) throw commentNotFound();
    if (input.permission) await writeRecipients(tx, actor, before.id, input.permission);
    await claimUploads(tx, actor, before.id, input.attachmentKeys ?? []);
    await notifyMentions(tx, actor, updated);
    await caseCommentChanged(tx, actor, { kind: "updated", comment: updated });
    if (before.authorId !== actor.userId) {
      await recordAudit(tx, actor, {
        action: "comment.updated",
        targetType: "Comment",
        targetId: before.id,
        before: { authorId: before.authorId, access: before.access },
        after: { access: updated.access },
      });
    }
    return updated;
  });
  return { comment: await viewOf(deps, actor, row) };
}

/** Soft delete: the note stays in its thread as deleted, without text or files. */
export async function deleteComment(deps: ServiceDeps, actor: TenantActor, args: { id: string }) {
  const before = await findChangeable(deps, actor, args.id, "comments.delete");
  await deps.db.transaction(async (tx) => {
    const now = new Date();
    const [deleted] = await tenantData(tx, actor).update(
      comments,
      { deletedAt: now, updatedAt: now },
      and(eq(comments.id, before.id)),
    );
    if (deleted) await caseCommentChanged(tx, actor, { kind: "deleted", comment: deleted });
    if (before.authorId !== actor.userId) {
      // An administrator removing someone else's note is a moderation act worth a record.
      await recordAudit(tx, actor, {
        action: "comment.deleted",
        targetType: "Comment",
        targetId: before.id,
        before: { authorId: before.authorId },
      });
    }
  });
  return { id: before.id };
}
