import type { FastifyInstance } from "fastify";
import type { RouteDeps } from "../../../core/feature.ts";
import {
  attachmentHeader,
  requireRequestTenant,
  sendAuthError,
} from "../../../core/file-routes.ts";
import { allowSameOriginFraming } from "../../../core/security-headers.ts";
import { reportCoverage } from "../company.policy.ts";
import { findVisibleCompany } from "../company-access.service.ts";
import { companyPdfBuffer } from "./company-pdf.ts";

/**
 * GET /company-pdf/:companyId: the company profile PDF, inline, rendered on request for the
 * pdf-preview page. A session with an organisation is required (401/403); an unknown, hidden
 * or malformed id is 404.
 */
export function registerCompanyPdfRoute(app: FastifyInstance, deps: RouteDeps) {
  app.get<{ Params: { companyId: string } }>("/company-pdf/:companyId", {
    // The profile's pdf-preview page shows this PDF in an iframe of its own origin.
    onSend: allowSameOriginFraming,
    handler: async (request, reply) => {
      try {
        const actor = await requireRequestTenant(request);
        const db = deps.database.db;
        const company = await findVisibleCompany(db, request.params.companyId);
        if (!company) return reply.status(404).send({ error: "Not found." });
        const coverage = await reportCoverage(db, actor);
        const pdf = await companyPdfBuffer({ db, config: deps.config }, company, coverage);
        return reply
          .header("content-type", "application/pdf")
          .header("content-disposition", attachmentHeader(`${company.slug}-profile.pdf`, "inline"))
          .header("cache-control", "private, no-store")
          .send(pdf);
      } catch (error) {
        return sendAuthError(reply, error);
      }
    },
  });
}
