import { canPreviewAttachment } from "@tierwise/common/comments";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { authorize } from "../../core/authorize.ts";
import type { RouteDeps } from "../../core/feature.ts";
import { ownedBy } from "../../core/tenant.ts";
import { registerStoredFileRoutes } from "../../files/stored-file-routes.ts";
import type { CommentAttachmentRow } from "../comments/comment.table.ts";
import { commentAttachments } from "../comments/comment.table.ts";
import type { AttachmentView } from "../comments/comment-view.ts";
import { supplierCases } from "./case.table.ts";
import { caseVisibleTo } from "./case-visibility.ts";

/**
 * A case's own file (claimed by the case, not by a comment or an e-mail), served from
 * /case-attachments/{id}: /attachments/{id} serves comments' files only.
 */
export function caseAttachmentView(row: CommentAttachmentRow): AttachmentView {
  return {
    id: row.id,
    filename: row.fileName,
    size: row.size,
    contentType: row.contentType,
    downloadUrl: `/case-attachments/${row.id}`,
    previewUrl: canPreviewAttachment(row.fileName) ? `/case-attachments/${row.id}/preview` : null,
  };
}

/**
 * GET /case-attachments/:id (download) and …/preview: a case's own files, for viewers who see
 * the case.
 */
export function registerCaseAttachmentRoutes(app: FastifyInstance, deps: RouteDeps) {
  registerStoredFileRoutes(app, deps, "/case-attachments", async (actor, id) => {
    authorize(actor, "cases.read");
    const [row] = await deps.database.db
      .select({ attachment: commentAttachments })
      .from(commentAttachments)
      .innerJoin(supplierCases, eq(supplierCases.id, commentAttachments.caseId))
      .where(
        and(
          ownedBy(
            actor,
            commentAttachments,
            eq(commentAttachments.id, id),
            isNull(commentAttachments.commentId),
            isNull(commentAttachments.emailId),
          ),
          ownedBy(actor, supplierCases, caseVisibleTo(actor)),
        ),
      )
      .limit(1);
    return row?.attachment ?? null;
  });
}
