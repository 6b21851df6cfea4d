import { eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { TenantActor } from "../../../core/actor.ts";
import { recordAudit } from "../../../core/audit.ts";
import { authorize } from "../../../core/authorize.ts";
import type { ServiceDeps } from "../../../core/deps.ts";
import { NotFoundError } from "../../../core/errors.ts";
import { parseInput } from "../../../core/parse-input.ts";
import { ownedBy, tenantData } from "../../../core/tenant.ts";
import type { Database } from "../../../db/client.ts";
import { fileStoreFor } from "../../../files/file-store.ts";
import { safeFileName } from "../../../files/safe-file-name.ts";
import { bulkRequestUploadType } from "../../comments/attachment-routes.ts";
import { unclaimedUploadHours } from "../../comments/attachments.service.ts";
import { commentAttachments } from "../../comments/comment.table.ts";
import { bulkRequestRows, bulkRequests } from "../company-request.table.ts";
import { type BulkRequestView, presentBulkRequest } from "./bulk-request-read.service.ts";
import type { SupplierFileRow } from "./read-supplier-file.ts";
import { readSupplierFile } from "./read-supplier-file.ts";

const createInputSchema = z.object({
  fileKey: z.string().trim().min(1).max(100),
  // The name the person's file has: a long one is shortened (extension kept), not refused.
  filename: z.string().trim().min(1).transform(safeFileName),
});

/** Rows per INSERT: one statement whatever the batch's size, as one JSON parameter. */
const insertBatchSize = 2_000;

const uploadNotFound = () => new NotFoundError("The uploaded file was not found. Upload it again.");

/**
 * The actor's own unclaimed bulk-request upload, locked so two calls cannot both read it. A
 * key of another person, of another kind of upload, used already or past its day is not found.
 */
export async function claimableUpload(tx: Database, actor: TenantActor, fileKey: string) {
  const [upload] = await tx
    .select()
    .from(commentAttachments)
    .where(
      ownedBy(
        actor,
        commentAttachments,
        eq(commentAttachments.uploadKey, fileKey),
        eq(commentAttachments.uploaderId, actor.userId),
        eq(commentAttachments.purpose, bulkRequestUploadType),
        isNull(commentAttachments.commentId),
        isNull(commentAttachments.claimedAt),
        sql`${commentAttachments.createdAt} > now() - make_interval(hours => ${unclaimedUploadHours})`,
      ),
    )
    .for("update")
    .limit(1);
  if (!upload) throw uploadNotFound();
  return upload;
}

/** The rows of one batch in one INSERT … SELECT from a JSON parameter. */
async function insertRows(
  tx: Database,
  actor: TenantActor,
  bulkRequestId: string,
  rows: readonly SupplierFileRow[],
) {
  const records = rows.map((row) => ({ n: row.rowNumber, raw: row.raw, errors: row.errors }));
  // organization_id is written here as tenantData's insert would (it inserts one row at a time).
  await tx.execute(sql`
    insert into ${bulkRequestRows} (bulk_request_id, organization_id, row_number, raw, errors)
    select ${bulkRequestId}, ${actor.organizationId}, r.n, r.raw, r.errors
    from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(n int, raw jsonb, errors text[])`);
}

/**
 * createBulkRequest: reads the uploaded supplier list (POST /upload-attachments, type
 * company-request-bulk) into a bulk request and its rows, raw by header, in one transaction:
 * a file that cannot be read, has no rows or too many leaves nothing behind. The upload is
 * claimed, so its key cannot make a second bulk request. Processing starts with
 * startBulkRequest, once the columns are mapped.
 */
export async function createBulkRequest(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { fileKey: string; filename: string },
): Promise<BulkRequestView> {
  authorize(actor, "requests.createBulk");
  const { fileKey, filename } = parseInput(createInputSchema, input);
  const store = fileStoreFor(deps.config);
  const bulk = await deps.db.transaction(async (tx) => {
    const upload = await claimableUpload(tx, actor, fileKey);
    const created = await tenantData(tx, actor).insert(bulkRequests, {
      userId: actor.userId,
      filename,
      fileKey,
      status: "uploaded",
    });
    const { headers, rowCount, unit } = await readSupplierFile(store, upload, {
      batchSize: insertBatchSize,
      write: (rows) => insertRows(tx, actor, created.id, rows),
    });
    await tx
      .update(commentAttachments)
      .set({ claimedAt: new Date() })
      .where(ownedBy(actor, commentAttachments, eq(commentAttachments.id, upload.id)));
    const [bulk] = await tenantData(tx, actor).update(
      bulkRequests,
      { headers, rowCount, rowUnit: unit, updatedAt: new Date() },
      eq(bulkRequests.id, created.id),
    );
    if (!bulk) throw new Error("bulk request vanished while it was made");
    await recordAudit(tx, actor, {
      action: "bulkRequest.created",
      targetType: "BulkRequest",
      targetId: bulk.id,
      after: { filename, rowCount, headers },
    });
    return bulk;
  });
  return presentBulkRequest(deps, actor, bulk);
}
