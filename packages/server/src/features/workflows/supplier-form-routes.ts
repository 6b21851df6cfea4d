import { randomBytes, randomUUID } from "node:crypto";
import { finished, pipeline } from "node:stream/promises";
import fastifyMultipart from "@fastify/multipart";
import {
  attachmentExtensionOf,
  attachmentMimeTypes,
  attachmentTooLargeMessage,
  attachmentWrongTypeMessage,
  maxAttachmentBytes,
} from "@tierwise/common/comments";
import { questionsOf } from "@tierwise/common/workflows/definition";
import { workflowMessages } from "@tierwise/common/workflows/messages";
import { supplierFormApiBase } from "@tierwise/common/workflows/supplier-form";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { RouteDeps } from "../../core/feature.ts";
import { attachmentHeader } from "../../core/file-routes.ts";
import { fileStoreFor } from "../../files/file-store.ts";
import { safeFileName } from "../../files/safe-file-name.ts";
import { ContentProbe, contentMatches } from "../comments/attachment-content.ts";
import {
  openLink,
  SupplierFormRefusal,
  saveSupplierDraft,
  submitSupplierForm,
  supplierForm,
} from "./supplier-form.service.ts";
import { workflowFiles } from "./workflow.table.ts";

/** Uploads one question may hold at most, whatever the answers keep (bounds a link's storage). */
const uploadsPerQuestion = 30;

type TokenRequest = FastifyRequest<{ Params: { token: string } }>;

/** Runs a handler; a refusal answers with its status and body, never a stack. */
async function answer(reply: FastifyReply, run: () => Promise<unknown>) {
  try {
    const body = await run();
    return reply.header("cache-control", "no-store").send(body);
  } catch (error) {
    if (error instanceof SupplierFormRefusal)
      return reply.header("cache-control", "no-store").status(error.status).send(error.body);
    throw error;
  }
}

const fileRefusal = (status: number, message: string) =>
  new SupplierFormRefusal("file", message, status);

/**
 * POST …/files: a `questionId` field, then one file, checked as every upload is (extension,
 * magic bytes, 50 MB) and stored under the workflow. The answer is the FileAnswer to put in
 * the question's list; it counts once the draft or submit names it.
 */
async function uploadFile(deps: RouteDeps, request: TokenRequest) {
  const db = deps.database.db;
  const open = await openLink(db, request.params.token);
  if (!request.isMultipart()) throw fileRefusal(400, "Send the file as multipart/form-data.");
  const store = fileStoreFor(deps.config);
  let questionId: string | null = null;
  for await (const part of request.parts()) {
    if (part.type === "field") {
      if (part.fieldname === "questionId") questionId = String(part.value);
      continue;
    }
    const question = questionsOf(open.step.questionnaire).find((q) => q.id === questionId);
    if (question?.kind !== "file") {
      await finished(part.file.resume());
      throw fileRefusal(400, workflowMessages.answerWrongType);
    }
    const held = await db.$count(
      workflowFiles,
      and(eq(workflowFiles.workflowId, open.row.id), eq(workflowFiles.questionId, question.id)),
    );
    const fileName = safeFileName(part.filename);
    const extension = attachmentExtensionOf(fileName);
    if (!extension || held >= uploadsPerQuestion) {
      await finished(part.file.resume());
      throw fileRefusal(415, attachmentWrongTypeMessage([fileName]));
    }
    const probe = new ContentProbe({ textOnly: extension === "csv" });
    const storeKey = `workflows/${open.row.organizationId}/${randomUUID()}`;
    const contentType = attachmentMimeTypes[extension];
    try {
      await Promise.all([pipeline(part.file, probe), store.put(storeKey, probe, contentType)]);
    } catch (error) {
      await store.delete(storeKey);
      throw error;
    }
    if (part.file.truncated) {
      await store.delete(storeKey);
      throw fileRefusal(413, attachmentTooLargeMessage([fileName]));
    }
    if (!(await contentMatches(extension, probe))) {
      await store.delete(storeKey);
      throw fileRefusal(415, attachmentWrongTypeMessage([fileName]));
    }
    const [row] = await db
      .insert(workflowFiles)
      .values({
        organizationId: open.row.organizationId,
        workflowId: open.row.id,
        questionId: question.id,
        fileKey: randomBytes(18).toString("base64url"),
        storeKey,
        fileName,
        size: probe.size,
        contentType,
        uploadedBy: open.link.email,
      })
      .returning();
    if (!row) throw new Error("upload not stored");
    return {
      fileKey: row.fileKey,
      filename: row.fileName,
      size: row.size,
      contentType: row.contentType,
    };
  }
  throw fileRefusal(400, "No file was sent.");
}

/** GET …/files/:fileKey: the link's own uploads, nothing else. */
async function downloadFile(
  deps: RouteDeps,
  request: FastifyRequest<{ Params: { token: string; fileKey: string } }>,
  reply: FastifyReply,
) {
  try {
    const open = await openLink(deps.database.db, request.params.token);
    const [row] = await deps.database.db
      .select()
      .from(workflowFiles)
      .where(
        and(
          eq(workflowFiles.workflowId, open.row.id),
          eq(workflowFiles.fileKey, request.params.fileKey),
        ),
      )
      .limit(1);
    const file = row ? await fileStoreFor(deps.config).get(row.storeKey) : null;
    if (!row || !file) return reply.status(404).send({ error: "invalid", message: "Not found." });
    return reply
      .header("content-type", row.contentType)
      .header("content-disposition", attachmentHeader(row.fileName))
      .header("content-length", file.size)
      .header("cache-control", "private, no-store")
      .send(file.body);
  } catch (error) {
    if (error instanceof SupplierFormRefusal) return reply.status(error.status).send(error.body);
    throw error;
  }
}

/**
 * The supplier form's REST surface (common/workflows/supplier-form.ts). No session is read:
 * the token in the path is the only key.
 */
export function registerSupplierFormRoutes(app: FastifyInstance, deps: RouteDeps) {
  const base = `${supplierFormApiBase}/:token`;
  const db = deps.database.db;
  app.get(base, (request: TokenRequest, reply) =>
    answer(reply, () => supplierForm(db, request.params.token)),
  );
  app.put(`${base}/draft`, (request: TokenRequest, reply) =>
    answer(reply, () => saveSupplierDraft(db, request.params.token, request.body)),
  );
  app.post(`${base}/submit`, (request: TokenRequest, reply) =>
    answer(reply, () => submitSupplierForm(db, request.params.token, request.body)),
  );
  app.get(`${base}/files/:fileKey`, (request, reply) =>
    downloadFile(
      deps,
      request as FastifyRequest<{ Params: { token: string; fileKey: string } }>,
      reply,
    ),
  );
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: maxAttachmentBytes, files: 1, fields: 2, fieldSize: 200, parts: 3 },
    });
    scope.post(`${base}/files`, (request: TokenRequest, reply) =>
      answer(reply, () => uploadFile(deps, request)),
    );
  });
}
