import { commentAttachmentUpload } from "@tierwise/common/comments";
import { and, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { TenantActor } from "../../core/actor.ts";
import { isUuid } from "../../core/ids.ts";
import { fieldError } from "../../core/parse-input.ts";
import { ownedBy } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { fileStoreFor } from "../../files/file-store.ts";
import { type CommentAttachmentRow, commentAttachments, comments } from "./comment.table.ts";
import { targetVisible } from "./comment-target.ts";
import { visibleTo } from "./comment-visibility.ts";

/** Contract: an upload not claimed by a comment within 24 hours is purged. */
export const unclaimedUploadHours = 24;

const unexpired = sql`${commentAttachments.createdAt} > now() - make_interval(hours => ${unclaimedUploadHours})`;

/**
 * Attaches uploads to a comment, in the comment's transaction: only the uploader's own,
 * unclaimed, unexpired comment uploads. Any other key (someone else's, already used, expired,
 * made up) refuses the whole change, so a key cannot move another person's file.
 */
export async function claimUploads(
  tx: Database,
  actor: TenantActor,
  commentId: string,
  keys: readonly string[],
): Promise<CommentAttachmentRow[]> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return [];
  const claimed = await tx
    .update(commentAttachments)
    .set({ commentId, claimedAt: new Date() })
    .where(
      ownedBy(
        actor,
        commentAttachments,
        inArray(commentAttachments.uploadKey, unique),
        eq(commentAttachments.uploaderId, actor.userId),
        eq(commentAttachments.purpose, commentAttachmentUpload),
        isNull(commentAttachments.commentId),
        unexpired,
      ),
    )
    .returning();
  if (claimed.length !== unique.length) {
    throw fieldError("attachmentKeys", "An attachment was not found. Upload it again.");
  }
  return claimed;
}

/**
 * An attachment the viewer may download: of their organisation, on a live comment they see,
 * whose target they see. Null for everything else, so every refusal is the same 404.
 */
export async function downloadableAttachment(
  db: Database,
  actor: TenantActor,
  id: string,
): Promise<CommentAttachmentRow | null> {
  if (!isUuid(id)) return null;
  const [found] = await db
    .select({ attachment: commentAttachments, comment: comments })
    .from(commentAttachments)
    .innerJoin(comments, eq(comments.id, commentAttachments.commentId))
    .where(
      and(
        ownedBy(actor, commentAttachments, eq(commentAttachments.id, id)),
        ownedBy(actor, comments, isNull(comments.deletedAt), visibleTo(actor)),
      ),
    )
    .limit(1);
  if (!found || !(await targetVisible({ db }, actor, found.comment))) return null;
  return found.attachment;
}

/** Removes unclaimed uploads past their day, files first so no row outlives its bytes' key. */
export async function purgeUnclaimedUploads(tools: {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
}): Promise<number> {
  const store = fileStoreFor(tools.config);
  const expired = await tools.db
    .select()
    .from(commentAttachments)
    .where(
      and(
        // Claimed by nothing: no comment, case or e-mail, and no other feature's claim (a bulk
        // request's file). A case's own files have no comment and must never be purged.
        isNull(commentAttachments.commentId),
        isNull(commentAttachments.caseId),
        isNull(commentAttachments.emailId),
        isNull(commentAttachments.claimedAt),
        lt(
          commentAttachments.createdAt,
          sql`now() - make_interval(hours => ${unclaimedUploadHours})`,
        ),
      ),
    )
    .limit(1000);
  for (const upload of expired) {
    await store.delete(upload.storeKey);
    await tools.db
      .delete(commentAttachments)
      .where(and(eq(commentAttachments.id, upload.id), isNull(commentAttachments.commentId)));
  }
  if (expired.length > 0) tools.log.info({ removed: expired.length }, "unclaimed uploads purged");
  return expired.length;
}
