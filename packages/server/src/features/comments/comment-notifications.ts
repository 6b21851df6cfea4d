import { can } from "@tierwise/common/policy/can";
import { plainText } from "@tierwise/common/rich-text";
import { and, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { ownedBy } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/user.table.ts";
import { companies } from "../companies/company.table.ts";
import { hiddenStatuses } from "../companies/company-access.service.ts";
import {
  type NotificationView,
  registerNotificationSource,
} from "../notifications/notification-sources.ts";
import { comments, mentionNotifications } from "./comment.table.ts";
import { commentLink } from "./comment-link.ts";
import { displayName } from "./comment-view.ts";
import { visibleTo } from "./comment-visibility.ts";
import { visiblePortfolioIds } from "./wall-audit.ts";

const excerptLength = 140;

/**
 * The comment is still one the reader may open: not deleted, visible to them (a private one
 * they are still a recipient of, in a visible thread), on a portfolio they still see or a
 * company that is not hidden. The same rules notifyMentions asked when it told them.
 */
function stillVisible(db: Database, actor: TenantActor) {
  return and(
    isNull(comments.deletedAt),
    visibleTo(actor),
    sql`(${comments.portfolioId} is null or ${comments.portfolioId}::text in (${visiblePortfolioIds(db, actor)}))`,
    sql`(${comments.companyId} is null or exists (select 1 from ${companies}
      where ${companies.id} = ${comments.companyId} and ${notInArray(companies.statusCode, [...hiddenStatuses])}))`,
  );
}

/**
 * Whether the reader may still be told about this mention notification of theirs, by any
 * channel: the in-app list and the e-mail job ask this same condition.
 */
export function visibleMentionNotifications(db: Database, actor: TenantActor) {
  return ownedBy(
    actor,
    mentionNotifications,
    eq(mentionNotifications.userId, actor.userId),
    // Without the comments module nothing of it is shown, its notifications included.
    can(actor, "comments.read") ? stillVisible(db, actor) : sql`false`,
  );
}

/** Mentions in notes (comment-mentions.ts writes them) as in-app notifications. */
registerNotificationSource({
  kind: "mention",
  rows(db, actor) {
    const query = db
      .select({
        id: mentionNotifications.id,
        createdAt: mentionNotifications.createdAt,
        readAt: mentionNotifications.readAt,
      })
      .from(mentionNotifications)
      .innerJoin(comments, eq(comments.id, mentionNotifications.commentId))
      .where(visibleMentionNotifications(db, actor));
    return sql`${query}`;
  },

  async describe(db, actor, ids) {
    const rows = await db
      .select({ notification: mentionNotifications, comment: comments, author: users })
      .from(mentionNotifications)
      .innerJoin(comments, eq(comments.id, mentionNotifications.commentId))
      .innerJoin(users, eq(users.id, comments.authorId))
      .where(
        ownedBy(
          actor,
          mentionNotifications,
          eq(mentionNotifications.userId, actor.userId),
          inArray(mentionNotifications.id, [...ids]),
        ),
      );
    return Promise.all(
      rows.map(async ({ notification, comment, author }): Promise<NotificationView> => {
        const text = plainText(comment.document).trim();
        return {
          id: notification.id,
          kind: "mention",
          createdAt: notification.createdAt,
          readAt: notification.readAt,
          title: `${displayName(author)} mentioned you in ${comment.parentId ? "a reply" : "a note"}`,
          excerpt: text.length > excerptLength ? `${text.slice(0, excerptLength)}…` : text,
          link: await commentLink(db, comment),
        };
      }),
    );
  },

  async markRead(db, actor, ids) {
    await db
      .update(mentionNotifications)
      .set({ readAt: new Date() })
      .where(
        ownedBy(
          actor,
          mentionNotifications,
          eq(mentionNotifications.userId, actor.userId),
          isNull(mentionNotifications.readAt),
          ids ? inArray(mentionNotifications.id, [...ids]) : undefined,
        ),
      );
  },
});
