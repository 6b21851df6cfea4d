import { eq } from "drizzle-orm";
import { z } from "zod";
import type { TenantActor } from "../../core/actor.ts";
import { recordAudit } from "../../core/audit.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { ValidationError } from "../../core/errors.ts";
import { parseInput } from "../../core/parse-input.ts";
import { ownedBy, tenantData } from "../../core/tenant.ts";
import { fileStoreFor } from "../../files/file-store.ts";
import { safeFileName } from "../../files/safe-file-name.ts";
import { commentAttachments } from "../comments/comment.table.ts";
import { claimableUpload } from "../company-requests/bulk/bulk-request-create.service.ts";
import {
  readSupplierFile,
  type SupplierFileRow,
} from "../company-requests/bulk/read-supplier-file.ts";
import { requireFlag } from "../organizations/feature-flags.service.ts";
import { queueNTierComputation } from "./n-tier.job.ts";
import { nTierUploadRows, nTierUploads } from "./relations-upload.table.ts";
import {
  headersOf,
  proposeRelationMapping,
  type RelationMapping,
  relationMappingSchema,
} from "./relations-upload-mapping.ts";
import { judgeRows } from "./relations-upload-match.ts";
import { type NTierUploadView, presentUpload } from "./relations-upload-read.service.ts";
import { planRow } from "./relations-upload-rows.ts";
import { writeDeclared } from "./relations-upload-write.ts";

/**
 * Most rows one relations file or facility list takes: it is matched and written while the
 * person waits, so it stays well under the bulk request's limit (which runs in a job).
 */
export const relationsUploadMaxRows = 5_000;

const inputSchema = z.object({
  fileKey: z.string().trim().min(1).max(100),
  filename: z.string().trim().min(1).transform(safeFileName),
  mapping: relationMappingSchema.nullish(),
});

/**
 * Who may upload relations: people who may upload supplier lists for bulk company requests
 * (requests.createBulk: the organisation's admins, and members given create:company_bulk_request),
 * in an organisation with nTier. The file arrives like a supplier list (POST
 * /upload-attachments, type company-request-bulk: CSV, XLS, XLSX or JSON, checked by content).
 */
export async function mayUploadRelations(deps: ServiceDeps, actor: TenantActor) {
  await requireFlag(deps.db, actor, "nTier");
  authorize(actor, "requests.createBulk");
}

function mappingFor(headers: readonly string[], given: RelationMapping | null | undefined) {
  const mapping = given ?? proposeRelationMapping(headers);
  const missing = Object.keys(mapping).filter((header) => !headers.includes(header));
  if (missing.length > 0)
    throw new ValidationError([
      { path: "mapping", message: `The file has no column "${missing[0]}".` },
    ]);
  if (headersOf(mapping, "supplierName").length === 0)
    throw new ValidationError([
      { path: "mapping", message: "Map one column to the supplier's (or facility's) name." },
    ]);
  return mapping;
}

/**
 * uploadNTierFile: reads an uploaded relations file or facility list, cleans and matches every
 * row, and writes what is certain as the organisation's own relations and sites, in one
 * transaction. Every row is kept with its outcome (created, review, unmatched, invalid with its
 * reasons), named by its place in the file. The network is recomputed by its job afterwards.
 */
export async function uploadNTierFile(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { fileKey: string; filename: string; mapping?: unknown },
): Promise<NTierUploadView> {
  await mayUploadRelations(deps, actor);
  const { fileKey, filename, mapping: given } = parseInput(inputSchema, input);
  const store = fileStoreFor(deps.config);
  const upload = await deps.db.transaction(async (tx) => {
    const file = await claimableUpload(tx, actor, fileKey);
    const rows: SupplierFileRow[] = [];
    const { headers, rowCount, unit } = await readSupplierFile(store, file, {
      batchSize: 1_000,
      write: async (batch) => {
        rows.push(...batch);
        if (rows.length > relationsUploadMaxRows)
          throw new ValidationError([
            {
              path: "fileKey",
              message: `A relations file may hold at most ${relationsUploadMaxRows.toLocaleString("en-US")} rows.`,
            },
          ]);
      },
    });
    const mapping = mappingFor(headers, given);
    const withCustomer = headersOf(mapping, "customerName").length > 0;
    const judged = await judgeRows(
      tx,
      actor.organizationId,
      rows.map((row) => planRow(row, mapping, withCustomer)),
    );
    const created = await tenantData(tx, actor).insert(nTierUploads, {
      userId: actor.userId,
      filename,
      kind: withCustomer ? "relations" : "facilities",
      headers,
      mapping,
      rowCount,
      rowUnit: unit,
    });
    const records = [];
    for (const row of judged) {
      const written =
        row.outcome === "created" && row.supplierSide?.companyId
          ? await writeDeclared(tx, actor, {
              supplierId: row.supplierSide.companyId,
              customerId: row.customerSide?.companyId ?? null,
              part: row.part,
              site: row.site,
            })
          : { relationId: null, siteId: null };
      records.push({
        uploadId: created.id,
        organizationId: actor.organizationId,
        rowNumber: row.rowNumber,
        raw: row.raw,
        outcome: row.outcome,
        reasons: row.reasons,
        customer: row.customerSide,
        supplier: row.supplierSide,
        part: row.part,
        site: row.site,
        ...written,
      });
    }
    for (let i = 0; i < records.length; i += 1_000)
      await tx.insert(nTierUploadRows).values(records.slice(i, i + 1_000));
    await tx
      .update(commentAttachments)
      .set({ claimedAt: new Date() })
      .where(ownedBy(actor, commentAttachments, eq(commentAttachments.id, file.id)));
    const counts = Object.fromEntries(
      ["created", "review", "unmatched", "invalid"].map((o) => [
        o,
        judged.filter((r) => r.outcome === o).length,
      ]),
    );
    // Counts only: the audit log names no company, file or place of the organisation's chain.
    await recordAudit(tx, actor, {
      action: "nTierUpload.created",
      targetType: "NTierUpload",
      targetId: created.id,
      after: { kind: created.kind, rowCount, ...counts },
    });
    if (judged.some((r) => r.outcome === "created"))
      await queueNTierComputation(tx, actor.organizationId);
    return created;
  });
  return presentUpload(deps.db, upload);
}
