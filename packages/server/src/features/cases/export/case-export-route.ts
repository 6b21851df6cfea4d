import { caseMessages } from "@tierwise/common/cases";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { TenantActor } from "../../../core/actor.ts";
import { authorize } from "../../../core/authorize.ts";
import { NotFoundError } from "../../../core/errors.ts";
import type { RouteDeps } from "../../../core/feature.ts";
import {
  attachmentHeader,
  requireRequestTenant,
  sendAuthError,
} from "../../../core/file-routes.ts";
import { isUuid } from "../../../core/ids.ts";
import { fileStoreFor } from "../../../files/file-store.ts";
import { caseSubject, findVisibleCase } from "../case-visibility.ts";
import { loadCaseExport } from "./case-export-data.ts";
import { caseExportFileName } from "./case-export-format.ts";
import { caseExportRequestSchema, exportOptions } from "./case-export-request.ts";
import { caseExportZip } from "./case-export-zip.ts";
import { pdfBytes, renderCasePdf } from "./case-pdf.ts";
import { caseExportRules } from "./case-pdf-fields.ts";

/**
 * POST /export-case (spec 2 §7): `{id, riskConfigColumns, fieldsToExclude}` as JSON, answered
 * with the case as a zip, "{title} {YYYY-MM-DD}.zip". JSON only: a cross-site form cannot send
 * it without a CORS preflight, which is never granted, and the session cookie is SameSite=Lax.
 * 401/403 as every file route; a missing or malformed id is 400 with the spec's "Case is not
 * defined"; a case the viewer does not see (another organisation's, private) is 404; anything
 * else is 500 with the spec's "Exporting case failed." and the request id, never a stack.
 */
async function exportCase(deps: RouteDeps, request: FastifyRequest, reply: FastifyReply) {
  let actor: TenantActor;
  try {
    actor = await requireRequestTenant(request);
    authorize(actor, "cases.read");
  } catch (error) {
    return sendAuthError(reply, error);
  }
  if (!request.headers["content-type"]?.toLowerCase().startsWith("application/json")) {
    return reply.status(415).send({ error: "Send the export request as JSON." });
  }
  const body = caseExportRequestSchema.safeParse(request.body);
  if (!body.success || !isUuid(body.data.id)) {
    return reply.status(400).send({ error: caseMessages.exportNoCase });
  }
  const failed = (error: unknown) => {
    request.log.error({ err: error, caseId: body.data.id }, "case export failed");
    return reply.status(500).send({ error: caseMessages.exportFailed, requestId: request.id });
  };
  try {
    const db = deps.database.db;
    const supplierCase = await findVisibleCase(db, actor, body.data.id);
    authorize(actor, "cases.export", caseSubject(supplierCase));
    const options = exportOptions(body.data);
    const rules = caseExportRules(actor, options);
    const data = await loadCaseExport(db, actor, supplierCase);
    const generatedAt = new Date();
    const pdf = await pdfBytes(renderCasePdf(data, rules, options, { generatedAt }));
    const zip = caseExportZip({
      pdf,
      data,
      rules,
      store: fileStoreFor(deps.config),
      // Headers are gone by then: the download breaks off, and the log says why.
      onError: (error) =>
        request.log.error({ err: error, caseId: supplierCase.id }, "case export stream failed"),
    });
    return reply
      .header("content-type", "application/zip")
      .header(
        "content-disposition",
        attachmentHeader(caseExportFileName(supplierCase.title, generatedAt)),
      )
      .header("cache-control", "private, no-store")
      .send(zip);
  } catch (error) {
    if (error instanceof NotFoundError) {
      return reply.status(404).send({ error: caseMessages.exportFailed });
    }
    try {
      return sendAuthError(reply, error);
    } catch {
      return failed(error);
    }
  }
}

/** Registers the route; the cases feature lists it in its `routes`. */
export function registerCaseExportRoute(app: FastifyInstance, deps: RouteDeps) {
  app.post("/export-case", (request, reply) => exportCase(deps, request, reply));
}
