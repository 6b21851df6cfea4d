import { can } from "@tierwise/common/policy/can";
import { eq, inArray, or } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { recordAudit } from "../../core/audit.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { ForbiddenError } from "../../core/errors.ts";
import { ownedBy, tenantData } from "../../core/tenant.ts";
import { fileStoreFor } from "../../files/file-store.ts";
import { commentAttachments, comments } from "../comments/comment.table.ts";
import { supplierCases } from "./case.table.ts";
import { caseSubject, findVisibleCase } from "./case-visibility.ts";

/**
 * deleteSupplierCase (spec 2 §6: its creator or an organisation admin): the case goes with its
 * wall (comments and their files), its own files, tasks, access list, tags and e-mail threads.
 * Rows go in one transaction; the stored files after it commits, so a rolled-back delete never
 * loses bytes (a file whose removal fails is logged and left behind, never a dangling row).
 * The note the case was converted from takes replies and can be converted again.
 */
export async function deleteSupplierCase(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { id: string },
) {
  const row = await findVisibleCase(deps.db, actor, args.id);
  if (!can(actor, "cases.delete", caseSubject(row)))
    throw new ForbiddenError("Only the case's creator or an administrator can delete it.");
  const storeKeys = await deps.db.transaction(async (tx) => {
    const wallComments = tx
      .select({ id: comments.id })
      .from(comments)
      .where(ownedBy(actor, comments, eq(comments.caseId, row.id)));
    const files = await tx
      .delete(commentAttachments)
      .where(
        ownedBy(
          actor,
          commentAttachments,
          or(
            eq(commentAttachments.caseId, row.id),
            inArray(commentAttachments.commentId, wallComments),
          ),
        ),
      )
      .returning({ storeKey: commentAttachments.storeKey });
    await tx.delete(comments).where(ownedBy(actor, comments, eq(comments.caseId, row.id)));
    if (row.createdFromCommentId) {
      await tenantData(tx, actor).update(
        comments,
        { convertedAt: null },
        eq(comments.id, row.createdFromCommentId),
      );
    }
    await tenantData(tx, actor).delete(supplierCases, eq(supplierCases.id, row.id));
    await recordAudit(tx, actor, {
      action: "case.deleted",
      targetType: "SupplierCase",
      targetId: row.id,
      before: {
        rowNumber: row.rowNumber,
        creatorId: row.creatorId,
        private: row.private,
      },
    });
    return files.map((file) => file.storeKey);
  });
  const store = fileStoreFor(deps.config);
  for (const key of storeKeys) {
    try {
      await store.delete(key);
    } catch (error) {
      deps.log.warn({ err: error, key }, "a deleted case's file could not be removed");
    }
  }
  return { id: row.id, rowNumber: row.rowNumber, title: row.title };
}
