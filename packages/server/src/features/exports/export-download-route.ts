import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { RouteDeps } from "../../core/feature.ts";
import { attachmentHeader, requireRequestTenant, sendAuthError } from "../../core/file-routes.ts";
import { contentTypes } from "./export-files.ts";
import { downloadableExport } from "./export-job.service.ts";
import type { ExportJobKind } from "./export-job.table.ts";

/**
 * GET /export-companies-download/:id/file (company and n-tier table exports) and GET
 * /pdf-download/:id/file: the finished file of
 * the signed-in user's own job, in their current organisation. Anyone else, an unfinished or
 * expired job, or a job of the other kind gets 404; no session gets 401.
 */
export function registerExportDownloadRoutes(app: FastifyInstance, deps: RouteDeps) {
  const serve =
    (kinds: readonly ExportJobKind[]) =>
    async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      try {
        const actor = await requireRequestTenant(request);
        const job = await downloadableExport(deps.database.db, actor, {
          id: request.params.id,
          kinds,
        });
        const size = job ? await fileSize(job.filePath) : null;
        if (!job || size === null) return reply.status(404).send({ error: "Not found." });
        return reply
          .header("content-type", contentTypes[job.format])
          .header("content-disposition", attachmentHeader(job.fileName))
          .header("content-length", size)
          .header("cache-control", "private, no-store")
          .send(createReadStream(job.filePath));
      } catch (error) {
        return sendAuthError(reply, error);
      }
    };
  // Table exports (the n-tier table) share the companies' page and route.
  app.get("/export-companies-download/:id/file", serve(["companies", "n-tier"]));
  app.get("/pdf-download/:id/file", serve(["pdf"]));
}

async function fileSize(path: string): Promise<number | null> {
  try {
    return (await stat(path)).size;
  } catch {
    // Removed by the expiry sweep between the lookup and now.
    return null;
  }
}
