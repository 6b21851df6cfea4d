import { commentAttachmentUpload } from "@tierwise/common/comments";
import type { CaseAccessEntry } from "@tierwise/common/inputs/cases";
import { eq, inArray, isNull, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { fieldError } from "../../core/parse-input.ts";
import { ownedBy } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { unclaimedUploadHours } from "../comments/attachments.service.ts";
import { commentAttachments } from "../comments/comment.table.ts";
import { caseAccess, caseTags, type SupplierCaseRow } from "./case.table.ts";
import { uniqueEntries } from "./case-links.ts";

/** Replaces a case's tags. */
export async function writeCaseTags(
  tx: Database,
  actor: TenantActor,
  caseId: string,
  tagIds: readonly string[],
) {
  await tx.delete(caseTags).where(ownedBy(actor, caseTags, eq(caseTags.caseId, caseId)));
  if (tagIds.length === 0) return;
  await tx
    .insert(caseTags)
    .values(tagIds.map((tagId) => ({ caseId, tagId, organizationId: actor.organizationId })));
}

/**
 * Replaces a case's access list. On a private case its creator is always on it (spec 2 §5: the
 * creator is locked into the list), so nobody can lock the creator out of their own case.
 */
export async function writeAccessList(
  tx: Database,
  actor: TenantActor,
  row: Pick<SupplierCaseRow, "id" | "creatorId" | "private">,
  acl: readonly CaseAccessEntry[],
) {
  const entries = uniqueEntries(
    row.private ? [...acl, { type: "user" as const, id: row.creatorId }] : acl,
  );
  await tx.delete(caseAccess).where(ownedBy(actor, caseAccess, eq(caseAccess.caseId, row.id)));
  if (entries.length === 0) return;
  await tx.insert(caseAccess).values(
    entries.map((entry) => ({
      caseId: row.id,
      organizationId: actor.organizationId,
      actorType: entry.type,
      actorId: entry.id,
    })),
  );
}

/** The stored access list of a case, as entries. */
export async function accessListOf(
  tx: Database,
  actor: TenantActor,
  caseId: string,
): Promise<CaseAccessEntry[]> {
  const rows = await tx
    .select()
    .from(caseAccess)
    .where(ownedBy(actor, caseAccess, eq(caseAccess.caseId, caseId)));
  return rows.map((r) => ({ type: r.actorType, id: r.actorId }));
}

const unexpired = sql`${commentAttachments.createdAt} > now() - make_interval(hours => ${unclaimedUploadHours})`;

/**
 * Makes uploads the case's own files, in the case's transaction: only the actor's own,
 * unclaimed, unexpired uploads of type comment-attachment (the same rule comments follow). Any
 * other key refuses the whole change, so a key cannot move another person's file.
 */
export async function claimCaseUploads(
  tx: Database,
  actor: TenantActor,
  caseId: string,
  keys: readonly string[],
) {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return;
  const claimed = await tx
    .update(commentAttachments)
    .set({ caseId, claimedAt: new Date() })
    .where(
      ownedBy(
        actor,
        commentAttachments,
        inArray(commentAttachments.uploadKey, unique),
        eq(commentAttachments.uploaderId, actor.userId),
        eq(commentAttachments.purpose, commentAttachmentUpload),
        isNull(commentAttachments.commentId),
        isNull(commentAttachments.caseId),
        isNull(commentAttachments.emailId),
        unexpired,
      ),
    )
    .returning({ id: commentAttachments.id });
  if (claimed.length !== unique.length) {
    throw fieldError("attachmentKeys", "An attachment was not found. Upload it again.");
  }
}
