import { randomUUID } from "node:crypto";
import { finished, pipeline } from "node:stream/promises";
import fastifyMultipart, { type MultipartFile } from "@fastify/multipart";
import {
  type AttachmentExtension,
  attachmentExtensionOf,
  attachmentMimeTypes,
  attachmentTooLargeMessage,
  attachmentWrongTypeMessage,
  canPreviewAttachment,
  isAttachmentUploadType,
  maxAttachmentBytes,
} from "@tierwise/common/comments";
import { commentInputLimits } from "@tierwise/common/inputs/comments";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { TenantActor } from "../../core/actor.ts";
import { authorize } from "../../core/authorize.ts";
import { ForbiddenCodeError } from "../../core/errors.ts";
import type { RouteDeps } from "../../core/feature.ts";
import { attachmentHeader, requireRequestTenant, sendAuthError } from "../../core/file-routes.ts";
import { allowSameOriginFraming } from "../../core/security-headers.ts";
import { tenantData } from "../../core/tenant.ts";
import { type FileStore, fileStoreFor } from "../../files/file-store.ts";
import { safeFileName } from "../../files/safe-file-name.ts";
import { supplierListFormats } from "../../import/read-rows.ts";
import { checkXlsxArchive } from "../../import/xlsx-guard.ts";
import { XlsxLimitError } from "../../import/xlsx-limits.ts";
import { ContentProbe, contentMatches } from "./attachment-content.ts";
import { downloadableAttachment } from "./attachments.service.ts";
import { commentAttachments } from "./comment.table.ts";

/**
 * The `type` of a supplier list for a bulk company request (issue 16): the formats the importer
 * reads a list in (supplierListFormats: CSV, XLS, XLSX, JSON), checked by content like every
 * upload, for people who may make bulk requests. The company-requests feature claims it with
 * createBulkRequest.
 */
export const bulkRequestUploadType = "company-request-bulk";
const bulkRequestExtensions = Object.keys(supplierListFormats).map((dot) => dot.slice(1));

/**
 * A bulk list's extension, judged as the attachment type whose bytes it must have: JSON is
 * text, as CSV is (no NUL byte, no binary signature). Null when the importer reads no such list.
 */
function bulkListKind(
  fileName: string,
): { extension: string; judgedAs: AttachmentExtension } | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName.trim())?.[1]?.toLowerCase();
  if (!extension || !bulkRequestExtensions.includes(extension)) return null;
  if (extension === "json") return { extension, judgedAs: "csv" };
  const judgedAs = attachmentExtensionOf(fileName);
  return judgedAs ? { extension, judgedAs } : null;
}

function isUploadType(type: string): boolean {
  return type === bulkRequestUploadType || isAttachmentUploadType(type);
}

/** Who may upload for this type: the feature the upload is for decides. */
function mayUpload(actor: TenantActor, type: string): boolean {
  try {
    if (type === bulkRequestUploadType) authorize(actor, "requests.createBulk");
    else authorize(actor, "comments.create");
    return true;
  } catch {
    return false;
  }
}

type StoredUpload = { storeKey: string; fileName: string; size: number; contentType: string };
/** A stored file, or why not: the size, the type, or a message of the XLSX limits. */
type Verdict = StoredUpload | "too-large" | "wrong-type" | { refused: string };

/**
 * A supplier list in XLSX is checked against the importer's limits (import/xlsx-limits.ts) as
 * it is received, so a zip bomb is refused at the upload and not first when read. Other faults
 * of the file are left to createBulkRequest, which says what it cannot read.
 */
async function xlsxRefusal(store: FileStore, storeKey: string): Promise<string | null> {
  try {
    await checkXlsxArchive(async () => {
      const stored = await store.get(storeKey);
      if (!stored) throw new Error("the upload is gone");
      return stored.body;
    });
    return null;
  } catch (error) {
    return error instanceof XlsxLimitError ? error.message : null;
  }
}

/**
 * Streams one file part into the store through the content probe, then judges it: the size
 * limit (multipart truncates the stream there), the extension and the bytes. A refused file is
 * removed from the store again; its bytes never pass through memory whole.
 */
async function receiveFile(
  store: FileStore,
  actor: TenantActor,
  part: MultipartFile,
  fileName: string,
  type: string,
): Promise<Verdict> {
  const bulk = type === bulkRequestUploadType;
  const listKind = bulk ? bulkListKind(fileName) : null;
  const extension = bulk ? (listKind?.judgedAs ?? null) : attachmentExtensionOf(fileName);
  if (!extension) {
    await finished(part.file.resume());
    return "wrong-type";
  }
  const probe = new ContentProbe({ textOnly: extension === "csv" });
  const storeKey = `attachments/${actor.organizationId}/${randomUUID()}`;
  const contentType =
    listKind?.extension === "json" ? "application/json" : attachmentMimeTypes[extension];
  try {
    await Promise.all([pipeline(part.file, probe), store.put(storeKey, probe, contentType)]);
  } catch (error) {
    await store.delete(storeKey);
    throw error;
  }
  let verdict: Verdict = part.file.truncated
    ? "too-large"
    : (await contentMatches(extension, probe))
      ? { storeKey, fileName, size: probe.size, contentType }
      : "wrong-type";
  // An .xls list is not compressed: the upload's own size limit bounds what it unpacks to.
  if (typeof verdict !== "string" && bulk && extension === "xlsx") {
    const refused = await xlsxRefusal(store, storeKey);
    if (refused) verdict = { refused };
  }
  if (typeof verdict === "string" || "refused" in verdict) await store.delete(storeKey);
  return verdict;
}

function wrongTypeMessage(type: string, fileNames: string[]): string {
  return type === bulkRequestUploadType
    ? `File(s) ${fileNames.join(", ")} could not be attached. Valid formats are ${bulkRequestExtensions.join(", ")}.`
    : attachmentWrongTypeMessage(fileNames);
}

/**
 * POST /upload-attachments (spec 1 §7, spec 2 §7): a `type` field, then the files. Every file
 * is checked; if any is refused, none is kept and the answer is 400 with the spec's message
 * (too large first, as it is the one a person can least fix by renaming). Accepted files are
 * unattached uploads until a comment of the same person claims their keys.
 */
async function uploadAttachments(
  store: FileStore,
  deps: RouteDeps,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  let actor: TenantActor;
  try {
    actor = await requireRequestTenant(request);
  } catch (error) {
    return sendAuthError(reply, error);
  }
  if (!request.isMultipart()) {
    return reply.status(400).send({ error: "Send the files as multipart/form-data." });
  }
  let type: string | null = null;
  const kept: StoredUpload[] = [];
  const tooLarge: string[] = [];
  const wrongType: string[] = [];
  const refused: string[] = [];
  const discard = () => Promise.all(kept.map((upload) => store.delete(upload.storeKey)));
  try {
    for await (const part of request.parts()) {
      if (part.type === "field") {
        if (part.fieldname === "type") type = String(part.value);
        continue;
      }
      if (!type || !isUploadType(type) || !mayUpload(actor, type)) {
        part.file.resume();
        continue;
      }
      const fileName = safeFileName(part.filename);
      const verdict = await receiveFile(store, actor, part, fileName, type);
      if (verdict === "too-large") tooLarge.push(fileName);
      else if (verdict === "wrong-type") wrongType.push(fileName);
      else if ("refused" in verdict) {
        refused.push(`File ${fileName} could not be attached. ${verdict.refused}`);
      } else kept.push(verdict);
    }
  } catch (error) {
    await discard();
    throw error;
  }
  if (!type || !isUploadType(type)) {
    await discard();
    return reply.status(400).send({
      error: `The type field must be comment-attachment, email/{emailId}/{fileId} or ${bulkRequestUploadType}, before the files.`,
    });
  }
  if (!mayUpload(actor, type)) {
    await discard();
    return sendAuthError(reply, new ForbiddenCodeError());
  }
  if (tooLarge.length > 0 || wrongType.length > 0 || refused.length > 0) {
    await discard();
    const errors = [
      ...(tooLarge.length ? [attachmentTooLargeMessage(tooLarge)] : []),
      ...(wrongType.length ? [wrongTypeMessage(type, wrongType)] : []),
      ...refused,
    ];
    return reply.status(400).send({ error: errors[0], errors });
  }
  if (kept.length === 0) return reply.status(400).send({ error: "No file was sent." });
  const purpose = type;
  const rows = await deps.database.db.transaction((tx) =>
    Promise.all(
      kept.map((upload, position) =>
        tenantData(tx, actor).insert(commentAttachments, {
          ...upload,
          position,
          uploaderId: actor.userId,
          purpose,
          uploadKey: randomUUID(),
        }),
      ),
    ),
  );
  return reply.send(rows.map((row) => ({ originalname: row.fileName, key: row.uploadKey })));
}

/**
 * GET /attachments/:id (download) and /attachments/:id/preview (inline, images and PDF only):
 * for viewers who see the comment and its target. Any other attachment is 404, whoever asks.
 */
function serveAttachment(store: FileStore, deps: RouteDeps, disposition: "attachment" | "inline") {
  return async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    try {
      const actor = await requireRequestTenant(request);
      authorize(actor, "comments.read");
      const row = await downloadableAttachment(deps.database.db, actor, request.params.id);
      const previewable =
        disposition === "attachment" || (row && canPreviewAttachment(row.fileName));
      const file = row && previewable ? await store.get(row.storeKey) : null;
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

export function registerAttachmentRoutes(app: FastifyInstance, deps: RouteDeps) {
  const store = fileStoreFor(deps.config);
  // Multipart parsing only where uploads are taken; every other route keeps the 1 MB JSON limit.
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: {
        fileSize: maxAttachmentBytes,
        files: commentInputLimits.attachments,
        fields: 5,
        fieldSize: 1024,
        parts: commentInputLimits.attachments + 5,
      },
    });
    scope.post("/upload-attachments", (request, reply) =>
      uploadAttachments(store, deps, request, reply),
    );
  });
  app.get("/attachments/:id", serveAttachment(store, deps, "attachment"));
  // The wall shows PDF previews in an iframe of its own origin.
  app.get(
    "/attachments/:id/preview",
    { onSend: allowSameOriginFraming },
    serveAttachment(store, deps, "inline"),
  );
}
