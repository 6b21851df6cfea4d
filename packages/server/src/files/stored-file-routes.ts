import { canPreviewAttachment } from "@tierwise/common/comments";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { TenantActor } from "../core/actor.ts";
import type { RouteDeps } from "../core/feature.ts";
import { attachmentHeader, requireRequestTenant, sendAuthError } from "../core/file-routes.ts";
import { isUuid } from "../core/ids.ts";
import { allowSameOriginFraming } from "../core/security-headers.ts";
import { fileStoreFor } from "./file-store.ts";

/** What a download route needs to know of a stored file. */
export type StoredFileRow = { fileName: string; contentType: string; storeKey: string };

/**
 * The stored file with this id if the actor may see it (checking the feature's rules and
 * visibility), else null. The id is already known to be a uuid.
 */
export type FindVisibleFile = (actor: TenantActor, id: string) => Promise<StoredFileRow | null>;

function serveStoredFile(
  deps: RouteDeps,
  find: FindVisibleFile,
  disposition: "attachment" | "inline",
) {
  const store = fileStoreFor(deps.config);
  return async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    try {
      const actor = await requireRequestTenant(request);
      const id = request.params.id;
      const row = isUuid(id) ? await find(actor, id) : null;
      const allowed = row && (disposition === "attachment" || canPreviewAttachment(row.fileName));
      const file = row && allowed ? await store.get(row.storeKey) : null;
      // Missing, hidden and not previewable all answer the same 404, whoever asks.
      if (!row || !file) return reply.status(404).send({ error: "Not found." });
      return reply
        .header("content-type", row.contentType)
        .header("content-disposition", attachmentHeader(row.fileName, disposition))
        .header("content-length", file.size)
        .header("cache-control", "private, no-store")
        .send(file.body);
    } catch (error) {
      return sendAuthError(reply, error);
    }
  };
}

/**
 * GET {prefix}/:id (download) and {prefix}/:id/preview (inline, images and PDF only), for the
 * files `find` lets the actor see. Previews may be framed by our own origin only (the wall and
 * the case maker show PDFs in an iframe).
 */
export function registerStoredFileRoutes(
  app: FastifyInstance,
  deps: RouteDeps,
  prefix: string,
  find: FindVisibleFile,
) {
  app.get(`${prefix}/:id`, serveStoredFile(deps, find, "attachment"));
  app.get(
    `${prefix}/:id/preview`,
    { onSend: allowSameOriginFraming },
    serveStoredFile(deps, find, "inline"),
  );
}
