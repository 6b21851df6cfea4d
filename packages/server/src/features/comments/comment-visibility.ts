import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import type { TenantActor } from "../../core/actor.ts";
import { NotFoundError } from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import { ownedBy } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { type CommentRow, commentRecipients, comments } from "./comment.table.ts";

/**
 * Whether a comment's own access lets the viewer in (spec 2 §5–§6): everyone in the
 * organisation when it is public; when private, its author and its recipients (a recipient
 * team's members). Only half of the rule: visibleTo adds the thread.
 */
function accessAllows(
  actor: TenantActor,
  c: { id: AnyPgColumn; access: AnyPgColumn; authorId: AnyPgColumn },
): SQL {
  const teamIds = actor.teams.map((team) => team.id);
  const asTeamMember =
    teamIds.length > 0
      ? sql` or (r.recipient_type = 'team' and r.recipient_id in (${sql.join(
          teamIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}))`
      : sql``;
  // Uncorrelated on purpose: the comments addressed to the viewer are read once and hashed,
  // so a wall page walks its index in order and tests each row against the hash.
  return sql`(${c.access} = 'public' or ${c.authorId} = ${actor.userId}::uuid or ${c.id} in (
    select r.comment_id from ${commentRecipients} r
    where r.organization_id = ${actor.organizationId}::uuid
      and ((r.recipient_type = 'user' and r.recipient_id = ${actor.userId}::uuid)${asTeamMember})))`;
}

const parentComment = alias(comments, "parent_comment");

/**
 * Who sees a comment: the one rule every road asks (wall, comment(id), replies, counts, a
 * case's Last Comment and resolution, notifications of every channel, downloads, exports).
 * Its own access must let the viewer in, and for a reply its thread's root's too: a reply is
 * never more visible than its thread, whatever access it was given.
 */
export function visibleTo(actor: TenantActor): SQL {
  return sql`(${accessAllows(actor, comments)} and (${comments.parentId} is null or exists (
    select 1 from ${comments} ${sql.identifier("parent_comment")}
    where ${parentComment.id} = ${comments.parentId} and ${accessAllows(actor, parentComment)})))`;
}

/**
 * Seen by everyone who sees the wall: public, and for a reply in a public thread. Stored values
 * that every viewer of a case reads (its Last Comment, its comment count) come only from these.
 */
export function visibleToEveryone(): SQL {
  return sql`(${comments.access} = 'public' and (${comments.parentId} is null or exists (
    select 1 from ${comments} ${sql.identifier("parent_comment")}
    where ${parentComment.id} = ${comments.parentId} and ${parentComment.access} = 'public')))`;
}

/**
 * A comment of the viewer's organisation that the viewer sees, deleted or not; not found for
 * everything else (another organisation's, a private one they are not on, a malformed id).
 * The target is checked by the caller (comment-target.ts).
 */
export async function findVisibleComment(
  db: Database,
  actor: TenantActor,
  id: string,
): Promise<CommentRow> {
  if (!isUuid(id)) throw commentNotFound();
  const [row] = await db
    .select()
    .from(comments)
    .where(ownedBy(actor, comments, eq(comments.id, id), visibleTo(actor)))
    .limit(1);
  if (!row) throw commentNotFound();
  return row;
}

export const commentNotFound = () => new NotFoundError("Comment not found.");

/** Live (not deleted) comments the viewer sees on a wall, for counts. */
export const liveAndVisible = (actor: TenantActor) =>
  and(isNull(comments.deletedAt), visibleTo(actor));
