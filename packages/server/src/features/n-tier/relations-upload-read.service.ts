import { rowLabel } from "@tierwise/common/company-requests";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { NotFoundError } from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import { ownedBy } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { requireFlag } from "../organizations/feature-flags.service.ts";
import {
  type NTierUploadOutcome,
  type NTierUploadRecord,
  type NTierUploadRowRecord,
  type NTierUploadSide,
  type NTierUploadSite,
  nTierUploadOutcomes,
  nTierUploadRows,
  nTierUploads,
} from "./relations-upload.table.ts";

export type NTierUploadView = NTierUploadRecord & {
  counts: Record<NTierUploadOutcome, number> & { total: number };
};

export type NTierUploadSideView = {
  name: string | null;
  country: string | null;
  band: NTierUploadSide["band"];
  company: { id: string; name: string } | null;
  candidates: NTierUploadSide["candidates"];
};

export type NTierUploadRowView = {
  id: string;
  rowNumber: number;
  /** The row as people find it in the file: "Row 4" (a sheet or CSV), "Item 2" (JSON). */
  label: string;
  outcome: NTierUploadOutcome;
  reasons: string[];
  customer: NTierUploadSideView | null;
  supplier: NTierUploadSideView | null;
  part: string | null;
  site: NTierUploadSite | null;
  relationId: string | null;
  siteId: string | null;
};

const uploadNotFound = () => new NotFoundError("The upload was not found.");

/** Reading uploads: people of an nTier organisation who may read bulk requests. */
async function mayReadUploads(deps: ServiceDeps, actor: TenantActor) {
  await requireFlag(deps.db, actor, "nTier");
  authorize(actor, "requests.readBulk");
}

export async function presentUpload(
  db: Database,
  upload: NTierUploadRecord,
): Promise<NTierUploadView> {
  const rows = await db
    .select({ outcome: nTierUploadRows.outcome, n: sql<number>`count(*)::int` })
    .from(nTierUploadRows)
    .where(
      ownedBy(
        { organizationId: upload.organizationId },
        nTierUploadRows,
        eq(nTierUploadRows.uploadId, upload.id),
      ),
    )
    .groupBy(nTierUploadRows.outcome);
  const counts = Object.fromEntries(nTierUploadOutcomes.map((o) => [o, 0])) as Record<
    NTierUploadOutcome,
    number
  >;
  for (const row of rows) counts[row.outcome] = row.n;
  return { ...upload, counts: { ...counts, total: upload.rowCount } };
}

function sideView(side: NTierUploadSide | null): NTierUploadSideView | null {
  if (!side) return null;
  const chosen = side.candidates.find((c) => c.companyId === side.companyId);
  return {
    name: side.fields.companyName ?? null,
    country: side.fields.country ?? null,
    band: side.band,
    company: side.companyId ? { id: side.companyId, name: chosen?.name ?? "" } : null,
    candidates: side.candidates,
  };
}

export function presentRow(
  row: NTierUploadRowRecord,
  upload: Pick<NTierUploadRecord, "rowUnit">,
): NTierUploadRowView {
  return {
    id: row.id,
    rowNumber: row.rowNumber,
    label: rowLabel(upload.rowUnit, row.rowNumber, true),
    outcome: row.outcome,
    reasons: row.reasons,
    customer: sideView(row.customer),
    supplier: sideView(row.supplier),
    part: row.part,
    site: row.site,
    relationId: row.relationId,
    siteId: row.siteId,
  };
}

/** One of the organisation's uploads; another organisation's is not found. */
export async function ownUpload(db: Database, actor: TenantActor, uploadId: string) {
  if (!isUuid(uploadId)) throw uploadNotFound();
  const [upload] = await db
    .select()
    .from(nTierUploads)
    .where(ownedBy(actor, nTierUploads, eq(nTierUploads.id, uploadId)));
  if (!upload) throw uploadNotFound();
  return upload;
}

export async function nTierUpload(deps: ServiceDeps, actor: TenantActor, uploadId: string) {
  await mayReadUploads(deps, actor);
  return presentUpload(deps.db, await ownUpload(deps.db, actor, uploadId));
}

/** Every row of an upload in file order, optionally only some outcomes. */
export async function nTierUploadRowList(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { uploadId: string; outcomes?: readonly NTierUploadOutcome[] | null },
): Promise<NTierUploadRowView[]> {
  await mayReadUploads(deps, actor);
  const upload = await ownUpload(deps.db, actor, input.uploadId);
  const rows = await deps.db
    .select()
    .from(nTierUploadRows)
    .where(
      ownedBy(
        actor,
        nTierUploadRows,
        eq(nTierUploadRows.uploadId, upload.id),
        input.outcomes?.length ? inArray(nTierUploadRows.outcome, [...input.outcomes]) : undefined,
      ),
    )
    .orderBy(asc(nTierUploadRows.rowNumber));
  return rows.map((row) => presentRow(row, upload));
}
