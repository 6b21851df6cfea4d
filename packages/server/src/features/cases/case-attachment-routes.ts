import { canPreviewAttachment } from "@tierwise/common/comments";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { authorize } from "../../core/authorize.ts";
import type { RouteDeps } from "../../core/feature.ts";
import { attachmentHeader, requireRequestTenant, sendAuthError } from "../../core/file-routes.ts";
import { isUuid } from "../../core/ids.ts";
import { allowSameOriginFraming } from "../../core/security-headers.ts";
import { ownedBy } from "../../core/tenant.ts";
import { fileStoreFor } from "../../files/file-store.ts";
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
 * GET /case-attachments/:id (download) and …/preview (inline, images and PDF only): for
 * viewers who see the case. Anything else is the same 404, whoever asks.
 */
function serveCaseAttachment(deps: RouteDeps, disposition: "attachment" | "inline") {
  const store = fileStoreFor(deps.config);
  return async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    try {
      const actor = await requireRequestTenant(request);
      authorize(actor, "cases.read");
      const id = request.params.id;
      const [row] = isUuid(id)
        ? await deps.database.db
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
            .limit(1)
        : [];
      const attachment = row?.attachment;
      const allowed =
        attachment && (disposition === "attachment" || canPreviewAttachment(attachment.fileName));
      const file = attachment && allowed ? await store.get(attachment.storeKey) : null;
      if (!attachment || !file) return reply.status(404).send({ error: "Not found." });
      return reply
        .header("content-type", attachment.contentType)
        .header("content-disposition", attachmentHeader(attachment.fileName, disposition))
        .header("content-length", file.size)
        .header("cache-control", "private, no-store")
        .send(file.body);
    } catch (error) {
      return sendAuthError(reply, error);
    }
  };
}

export function registerCaseAttachmentRoutes(app: FastifyInstance, deps: RouteDeps) {
  app.get("/case-attachments/:id", serveCaseAttachment(deps, "attachment"));
  app.get(
    "/case-attachments/:id/preview",
    { onSend: allowSameOriginFraming },
    serveCaseAttachment(deps, "inline"),
  );
}
