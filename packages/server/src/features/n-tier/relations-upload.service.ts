import { eq } from "drizzle-orm";
import { z } from "zod";
import type { TenantActor } from "../../core/actor.ts";
import { recordAudit } from "../../core/audit.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { fieldError, parseInput } from "../../core/parse-input.ts";
import { ownedBy, tenantData } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { safeFileName } from "../../files/safe-file-name.ts";
import { commentAttachments } from "../comments/comment.table.ts";
import { companies } from "../companies/company.table.ts";
import { requireFlag } from "../organizations/feature-flags.service.ts";
import { applyAddedRelations, queueNTierComputation } from "./n-tier.job.ts";
import { nTierUploadRows, nTierUploads } from "./relations-upload.table.ts";
import { readRelationsFile } from "./relations-upload-file.ts";
import {
  checkedMapping,
  kindOfMapping,
  nTierUploadKinds,
  proposeRelationMapping,
  relationMappingSchema,
} from "./relations-upload-mapping.ts";
import { judgeRows } from "./relations-upload-match.ts";
import { type NTierUploadView, presentUpload } from "./relations-upload-read.service.ts";
import { planRow, type SiteCompany } from "./relations-upload-rows.ts";
import { writeDeclared } from "./relations-upload-write.ts";

const inputSchema = z.object({
  fileKey: z.string().trim().min(1).max(100),
  filename: z.string().trim().min(1).transform(safeFileName),
  mapping: relationMappingSchema.nullish(),
  kind: z.enum(nTierUploadKinds).nullish(),
  /** A facility list whose every row is a site of this one company (no name matching). */
  siteCompanyId: z.uuid("The company was not found.").nullish(),
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

/** The company a facility list's sites all belong to: any known company. */
async function siteCompanyOf(db: Database, id: string): Promise<SiteCompany> {
  const [company] = await db
    .select({ id: companies.id, name: companies.displayName })
    .from(companies)
    .where(eq(companies.id, id));
  if (!company) throw fieldError("siteCompanyId", "The company was not found.");
  return company;
}

/**
 * uploadNTierFile: reads an uploaded relations file or facility list with the mapping the
 * person reviewed (or the proposed one), cleans and matches every row, and writes what is certain as the organisation's own relations and sites, in one
 * transaction. Every row is kept with its outcome (created, review, unmatched, invalid with its
 * reasons), named by its place in the file. The network is recomputed by its job afterwards.
 */
export async function uploadNTierFile(
  deps: ServiceDeps,
  actor: TenantActor,
  input: {
    fileKey: string;
    filename: string;
    mapping?: unknown;
    kind?: unknown;
    siteCompanyId?: unknown;
  },
): Promise<NTierUploadView> {
  await mayUploadRelations(deps, actor);
  const parsed = parseInput(inputSchema, input);
  const { fileKey, filename } = parsed;
  const upload = await deps.db.transaction(async (tx) => {
    const siteCompany = parsed.siteCompanyId ? await siteCompanyOf(tx, parsed.siteCompanyId) : null;
    const { file, headers, rows, rowCount, unit } = await readRelationsFile(
      deps,
      tx,
      actor,
      fileKey,
    );
    const given = parsed.mapping ?? proposeRelationMapping(headers);
    const kind = parsed.kind ?? kindOfMapping(given);
    const mapping = checkedMapping(headers, given, kind, siteCompany !== null);
    const withCustomer = kind === "relations";
    const judged = await judgeRows(
      tx,
      actor.organizationId,
      rows.map((row) => planRow(row, mapping, withCustomer, siteCompany)),
    );
    const created = await tenantData(tx, actor).insert(nTierUploads, {
      userId: actor.userId,
      filename,
      kind,
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
  await applyAddedRelations(deps, actor.organizationId);
  return presentUpload(deps.db, upload);
}
