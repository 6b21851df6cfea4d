import { can } from "@tierwise/common/policy/can";
import {
  type BlockNode,
  type InlineNode,
  isMention,
  isTextLeaf,
  type ListItemNode,
  type RichTextDocument,
} from "@tierwise/common/rich-text";
import { and, eq, inArray } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { isUuid } from "../../core/ids.ts";
import { loadActor } from "../../core/load-actor.ts";
import { ownedBy } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { memberships, teamMemberships, teams } from "../../db/membership.table.ts";
import { users } from "../../db/user.table.ts";
import { enqueueJob } from "../../jobs/queue.ts";
import { notificationPreferencesOf } from "../auth/account.service.ts";
import { type CommentRow, comments, mentionNotifications } from "./comment.table.ts";
import { targetVisible } from "./comment-target.ts";
import { visibleTo } from "./comment-visibility.ts";

export const mentionMailQueue = "comments.mention-mail";

/** Mentions of one document: users, teams, and generic mentions whose kind is not recorded. */
export function mentionsIn(document: RichTextDocument) {
  const userIds = new Set<string>();
  const teamIds = new Set<string>();
  const walk = (node: BlockNode | ListItemNode | InlineNode) => {
    if (isTextLeaf(node)) return;
    if (isMention(node)) {
      if (node.type !== "group-mention") userIds.add(node.id);
      if (node.type !== "user-mention") teamIds.add(node.id);
      return;
    }
    for (const child of node.children) walk(child);
  };
  for (const block of document) walk(block);
  return { userIds: [...userIds].filter(isUuid), teamIds: [...teamIds].filter(isUuid) };
}

/** Mentioned people, team mentions expanded to members: active members of the organisation only. */
async function mentionedPeople(tx: Database, actor: TenantActor, document: RichTextDocument) {
  const { userIds, teamIds } = mentionsIn(document);
  const viaTeams =
    teamIds.length === 0
      ? []
      : await tx
          .select({ userId: teamMemberships.userId })
          .from(teamMemberships)
          .innerJoin(teams, eq(teams.id, teamMemberships.teamId))
          .where(ownedBy(actor, teams, inArray(teams.id, teamIds), eq(teams.active, true)));
  const candidates = [...new Set([...userIds, ...viaTeams.map((m) => m.userId)])].filter(
    (id) => id !== actor.userId,
  );
  if (candidates.length === 0) return [];
  const members = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      ownedBy(
        actor,
        memberships,
        inArray(memberships.userId, candidates),
        eq(memberships.active, true),
        eq(users.active, true),
      ),
    );
  return members.map((m) => m.userId);
}

/** Whether the person sees the comment on its wall: the wall's own rule, thread included. */
async function commentSeenBy(tx: Database, person: TenantActor, comment: CommentRow) {
  const [seen] = await tx
    .select({ id: comments.id })
    .from(comments)
    .where(ownedBy(person, comments, eq(comments.id, comment.id), visibleTo(person)))
    .limit(1);
  return Boolean(seen) && (await targetVisible({ db: tx }, person, comment));
}

/**
 * Tells the people a comment mentions, in the transaction that writes it: a notification row
 * each, and for those whose `mentions` e-mails come immediately a mail job (daily and weekly
 * digests read the rows later; never sends nothing). Only people who can see the comment are
 * told: each mentioned person is loaded as an actor and asked the very rule the wall asks
 * (visibleTo: the comment's access and its thread's) and whether they see its target.
 * Someone already told about this comment (an edit keeping a mention) is not told again.
 */
export async function notifyMentions(
  tx: Database,
  actor: TenantActor,
  comment: CommentRow,
): Promise<string[]> {
  if (comment.deletedAt) return [];
  const people = await mentionedPeople(tx, actor, comment.document);
  const told: string[] = [];
  for (const userId of people) {
    const person = await loadActor(tx, { userId, organizationId: actor.organizationId });
    if (!person?.organization || !can(person, "comments.read")) continue;
    if (!(await commentSeenBy(tx, person as TenantActor, comment))) continue;
    const [row] = await tx
      .insert(mentionNotifications)
      .values({ organizationId: actor.organizationId, userId, commentId: comment.id })
      .onConflictDoNothing()
      .returning();
    if (!row) continue;
    told.push(userId);
    const frequency = notificationPreferencesOf(person.user).find((p) => p.type === "mentions");
    if (frequency?.frequency === "immediately") {
      await enqueueJob(tx, mentionMailQueue, { notificationId: row.id });
    }
  }
  return told;
}

/** The notification rows of one comment (tests and the coming notifications list read them). */
export function notificationsOf(tx: Database, actor: TenantActor, commentId: string) {
  return tx
    .select()
    .from(mentionNotifications)
    .where(
      ownedBy(actor, mentionNotifications, and(eq(mentionNotifications.commentId, commentId))),
    );
}
