import { and, eq, isNotNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { authorize } from "../../core/authorize.ts";
import type { RouteDeps } from "../../core/feature.ts";
import { ownedBy } from "../../core/tenant.ts";
import { registerStoredFileRoutes } from "../../files/stored-file-routes.ts";
import { supplierCases } from "../cases/case.table.ts";
import { caseVisibleTo } from "../cases/case-visibility.ts";
import { commentAttachments } from "../comments/comment.table.ts";
import { caseEmails } from "./case-email.table.ts";

/**
 * GET /case-email-attachments/:id (download) and …/preview: an e-mail's files, for viewers who
 * see the e-mail's case.
 */
export function registerEmailAttachmentRoutes(app: FastifyInstance, deps: RouteDeps) {
  registerStoredFileRoutes(app, deps, "/case-email-attachments", async (actor, id) => {
    authorize(actor, "cases.read");
    const [row] = await deps.database.db
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
      .limit(1);
    return row?.attachment ?? null;
  });
}
