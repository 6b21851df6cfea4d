import { plainText } from "@tierwise/common/rich-text";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { TenantActor } from "../../core/actor.ts";
import { loadActor } from "../../core/load-actor.ts";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/user.table.ts";
import { createMailer } from "../../mail/mailer.ts";
import { notificationMail } from "../notifications/notification-mail.ts";
import { comments, mentionNotifications } from "./comment.table.ts";
import { commentLink } from "./comment-link.ts";
import { visibleMentionNotifications } from "./comment-notifications.ts";
import { displayName } from "./comment-view.ts";

const excerptLength = 500;

/**
 * The job behind an immediate mention e-mail. The notification is marked sent before the mail
 * goes out and unmarked if sending fails, so a retry sends once and a second worker holding a
 * stale copy of the job sends nothing. It sends only what the in-app list would still show the
 * recipient (visibleMentionNotifications: the comment live, visible to them with its thread, on
 * a wall they see), asked again at send time: access may have changed since the mention.
 */
export async function sendMentionMail(
  tools: { db: Database; config: Config; log: FastifyBaseLogger },
  notificationId: string,
): Promise<Record<string, unknown>> {
  const { db, config, log } = tools;
  const [claimed] = await db
    .update(mentionNotifications)
    .set({ emailedAt: new Date() })
    .where(and(eq(mentionNotifications.id, notificationId), isNull(mentionNotifications.emailedAt)))
    .returning();
  if (!claimed) return { sent: false };
  const person = await loadActor(db, {
    userId: claimed.userId,
    organizationId: claimed.organizationId,
  });
  if (!person?.organization || !person.user.active) return { sent: false };
  const reader = person as TenantActor;
  const [found] = await db
    .select({ comment: comments, author: users })
    .from(mentionNotifications)
    .innerJoin(comments, eq(comments.id, mentionNotifications.commentId))
    .innerJoin(users, eq(users.id, comments.authorId))
    .where(and(eq(mentionNotifications.id, claimed.id), visibleMentionNotifications(db, reader)));
  if (!found) return { sent: false };
  const recipient = person.user;
  const author = displayName(found.author);
  const link = `${config.publicUrl}${await commentLink(db, found.comment)}`;
  const text = plainText(found.comment.document);
  const excerpt = text.length > excerptLength ? `${text.slice(0, excerptLength)}…` : text;
  const message = await notificationMail(db, config, {
    userId: recipient.id,
    to: recipient.email,
    type: "mentions",
    subject: `${author} mentioned you in a note`,
    text: `${author} mentioned you in a note:\n\n${excerpt}\n\nOpen it: ${link}`,
    links: [link],
  });
  const mailer = createMailer(db, config, log);
  try {
    await mailer.send(message);
  } catch (error) {
    await db
      .update(mentionNotifications)
      .set({ emailedAt: null })
      .where(eq(mentionNotifications.id, notificationId));
    throw error;
  } finally {
    mailer.close();
  }
  return { sent: true };
}
