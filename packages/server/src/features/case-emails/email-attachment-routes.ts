import { canPreviewAttachment } from "@tierwise/common/comments";
import { and, eq, isNotNull } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { authorize } from "../../core/authorize.ts";
import type { RouteDeps } from "../../core/feature.ts";
import { attachmentHeader, requireRequestTenant, sendAuthError } from "../../core/file-routes.ts";
import { isUuid } from "../../core/ids.ts";
import { allowSameOriginFraming } from "../../core/security-headers.ts";
import { ownedBy } from "../../core/tenant.ts";
import { fileStoreFor } from "../../files/file-store.ts";
import { supplierCases } from "../cases/case.table.ts";
import { caseVisibleTo } from "../cases/case-visibility.ts";
import { commentAttachments } from "../comments/comment.table.ts";
import { caseEmails } from "./case-email.table.ts";

/**
 * GET /case-email-attachments/:id (download) and …/preview (inline, images and PDF only): for
 * viewers who see the e-mail's case. Anything else is the same 404, whoever asks.
 */
function serveEmailAttachment(deps: RouteDeps, disposition: "attachment" | "inline") {
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
            .innerJoin(caseEmails, eq(caseEmails.id, commentAttachments.emailId))
            .innerJoin(supplierCases, eq(supplierCases.id, caseEmails.caseId))
            .where(
              and(
                ownedBy(
                  actor,
                  commentAttachments,
                  eq(commentAttachments.id, id),
                  isNotNull(commentAttachments.emailId),
                ),
                ownedBy(actor, caseEmails),
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

export function registerEmailAttachmentRoutes(app: FastifyInstance, deps: RouteDeps) {
  app.get("/case-email-attachments/:id", serveEmailAttachment(deps, "attachment"));
  app.get(
    "/case-email-attachments/:id/preview",
    { onSend: allowSameOriginFraming },
    serveEmailAttachment(deps, "inline"),
  );
}
