import type { Readable } from "node:stream";
import { can } from "@tierwise/common/policy/can";
import { finishedWorkflowStatuses } from "@tierwise/common/workflows/messages";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ZipFile } from "yazl";
import { z } from "zod";
import type { TenantActor } from "../../core/actor.ts";
import { authorize } from "../../core/authorize.ts";
import type { RouteDeps } from "../../core/feature.ts";
import { attachmentHeader, requireRequestTenant, sendAuthError } from "../../core/file-routes.ts";
import { ownedBy } from "../../core/tenant.ts";
import { fileStoreFor } from "../../files/file-store.ts";
import { safeName, uniqueNames } from "../cases/export/case-export-format.ts";
import { pdfBytes } from "../cases/export/case-pdf.ts";
import { workflowFiles } from "./workflow.table.ts";
import { auditOfWorkflow } from "./workflow-audit.ts";
import { renderWorkflowPdf } from "./workflow-pdf.ts";
import { findWorkflowView } from "./workflow-view.ts";

const exportFailed = "Exporting workflow failed.";
const requestSchema = z.object({ id: z.string(), format: z.enum(["pdf", "zip"]).default("zip") });

async function tenantOf(request: FastifyRequest, reply: FastifyReply): Promise<TenantActor | null> {
  try {
    const actor = await requireRequestTenant(request);
    authorize(actor, "workflows.read");
    return actor;
  } catch (error) {
    sendAuthError(reply, error);
    return null;
  }
}

/**
 * POST /export-workflow (issue 31): `{id, format}` as JSON — like /export-case, JSON only, so
 * a cross-site form cannot send it. A finished workflow as workflow.pdf (answers, checks, red
 * flags, audit trail), or a zip of that PDF, answers.json and the supplier's files under
 * files/, streamed file by file through the case export's zip library. Anything but a finished
 * workflow of the viewer's organisation is 404.
 */
async function exportWorkflow(deps: RouteDeps, request: FastifyRequest, reply: FastifyReply) {
  const actor = await tenantOf(request, reply);
  if (!actor) return reply;
  if (!request.headers["content-type"]?.toLowerCase().startsWith("application/json"))
    return reply.status(415).send({ error: "Send the export request as JSON." });
  const body = requestSchema.safeParse(request.body);
  if (!body.success) return reply.status(400).send({ error: exportFailed });
  const db = deps.database.db;
  const view = await findWorkflowView(db, actor, body.data.id);
  const finished = view ? finishedWorkflowStatuses.includes(view.row.status) : false;
  if (
    !view ||
    !can(actor, "workflows.export", {
      organizationId: view.row.organizationId,
      startedBy: view.row.startedBy,
      finished: finished && view.row.status !== "cancelled",
    })
  )
    return reply.status(404).send({ error: exportFailed });
  const generatedAt = new Date();
  const audit = await auditOfWorkflow(db, view.row.organizationId, view.row.id);
  const pdf = await pdfBytes(renderWorkflowPdf(view, audit, generatedAt));
  const base = `${safeName(`${view.row.name} ${view.row.companyName}`, "Workflow")} ${generatedAt.toISOString().slice(0, 10)}`;
  reply.header("cache-control", "private, no-store");
  if (body.data.format === "pdf")
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", attachmentHeader(`${base}.pdf`))
      .send(pdf);
  const files = await db
    .select()
    .from(workflowFiles)
    .where(ownedBy(actor, workflowFiles, eq(workflowFiles.workflowId, view.row.id)));
  const store = fileStoreFor(deps.config);
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  zip.on("error", (error: unknown) => {
    request.log.error({ err: error, workflowId: view.row.id }, "workflow export stream failed");
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  const mtime = new Date();
  zip.addBuffer(pdf, "workflow.pdf", { mtime, compress: false });
  const answers = {
    answers: view.row.answers,
    redFlags: view.row.redFlags,
    checks: view.row.checks,
    audit,
  };
  zip.addBuffer(Buffer.from(JSON.stringify(answers, null, 2)), "answers.json", { mtime });
  // Only files an answer kept: a draft's discarded upload is not part of the record.
  const kept = new Set(
    Object.values(view.row.answers).flatMap((set) =>
      Object.values(set.answers).flatMap((value) =>
        Array.isArray(value)
          ? value.flatMap((f) => (typeof f === "object" && f ? [f.fileKey] : []))
          : [],
      ),
    ),
  );
  const name = uniqueNames();
  for (const file of files.filter((f) => kept.has(f.fileKey))) {
    zip.addReadStreamLazy(`files/${name(safeName(file.fileName))}`, { mtime }, (done) => {
      store.get(file.storeKey).then(
        (stored) =>
          stored
            ? done(null, stored.body)
            : done(new Error(`file ${file.id} is missing`), undefined as never),
        (error) => done(error, undefined as never),
      );
    });
  }
  zip.end();
  return reply
    .header("content-type", "application/zip")
    .header("content-disposition", attachmentHeader(`${base}.zip`))
    .send(output);
}

/** GET /workflow-files/:fileKey: a supplier's upload, for members of the workflow's organisation. */
async function downloadFile(
  deps: RouteDeps,
  request: FastifyRequest<{ Params: { fileKey: string } }>,
  reply: FastifyReply,
) {
  const actor = await tenantOf(request, reply);
  if (!actor) return reply;
  const [row] = await deps.database.db
    .select()
    .from(workflowFiles)
    .where(and(ownedBy(actor, workflowFiles, eq(workflowFiles.fileKey, request.params.fileKey))))
    .limit(1);
  const file = row ? await fileStoreFor(deps.config).get(row.storeKey) : null;
  if (!row || !file) return reply.status(404).send({ error: "Not found." });
  return reply
    .header("content-type", row.contentType)
    .header("content-disposition", attachmentHeader(row.fileName))
    .header("content-length", file.size)
    .header("cache-control", "private, no-store")
    .send(file.body);
}

export function registerWorkflowExportRoutes(app: FastifyInstance, deps: RouteDeps) {
  app.post("/export-workflow", (request, reply) => exportWorkflow(deps, request, reply));
  app.get("/workflow-files/:fileKey", (request, reply) =>
    downloadFile(deps, request as FastifyRequest<{ Params: { fileKey: string } }>, reply),
  );
}
