import { type RequestStatus, rowLabel } from "@tierwise/common/company-requests";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { NotFoundError } from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import { ownedBy } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { companies } from "../companies/company.table.ts";
import { companyRequests } from "../company-requests/company-request.table.ts";
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

type Candidate = NTierUploadSide["candidates"][number];

export type NTierUploadSideView = {
  name: string | null;
  country: string | null;
  band: NTierUploadSide["band"];
  /** slug: the profile's address; null when the company has gone since the upload. */
  company: { id: string; name: string; slug: string | null } | null;
  candidates: (Candidate & { slug: string | null })[];
  /** The company request made for the side; null when none was (or it is gone). */
  request: SideRequest | null;
};

type SideRequest = { id: string; status: RequestStatus; companyName: string };

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

/** Company id → slug, for the profile links of rows' companies and candidates. */
type Slugs = ReadonlyMap<string, string>;
/** Request id → the request as a row shows it. */
type Requests = ReadonlyMap<string, SideRequest>;

function sideView(
  side: NTierUploadSide | null,
  slugs: Slugs,
  requests: Requests,
): NTierUploadSideView | null {
  if (!side) return null;
  const chosen = side.candidates.find((c) => c.companyId === side.companyId);
  return {
    name: side.fields.companyName ?? null,
    country: side.fields.country ?? null,
    band: side.band,
    company: side.companyId
      ? { id: side.companyId, name: chosen?.name ?? "", slug: slugs.get(side.companyId) ?? null }
      : null,
    candidates: side.candidates.map((c) => ({ ...c, slug: slugs.get(c.companyId) ?? null })),
    request: side.requestId ? (requests.get(side.requestId) ?? null) : null,
  };
}

/**
 * The rows as the API shows them. Rows keep company and request ids only; the slugs that
 * address the profiles and the requests' statuses are read here, one query each, so a renamed
 * company still links and a request shows the status it has now.
 */
export async function presentRows(
  db: Database,
  rows: readonly NTierUploadRowRecord[],
  upload: Pick<NTierUploadRecord, "rowUnit" | "organizationId">,
): Promise<NTierUploadRowView[]> {
  const ids = new Set<string>();
  const requestIds = new Set<string>();
  for (const row of rows)
    for (const side of [row.customer, row.supplier]) {
      if (side?.companyId) ids.add(side.companyId);
      if (side?.requestId) requestIds.add(side.requestId);
      for (const c of side?.candidates ?? []) ids.add(c.companyId);
    }
  const asked = requestIds.size
    ? await db
        .select({
          id: companyRequests.id,
          status: companyRequests.status,
          companyName: companyRequests.companyName,
        })
        .from(companyRequests)
        .where(
          ownedBy(
            { organizationId: upload.organizationId },
            companyRequests,
            inArray(companyRequests.id, [...requestIds]),
          ),
        )
    : [];
  const requests: Requests = new Map(asked.map((r) => [r.id, r]));
  const found = ids.size
    ? await db
        .select({ id: companies.id, slug: companies.slug })
        .from(companies)
        .where(inArray(companies.id, [...ids]))
    : [];
  const slugs: Slugs = new Map(found.map((c) => [c.id, c.slug]));
  return rows.map((row) => presentRow(row, upload, slugs, requests));
}

function presentRow(
  row: NTierUploadRowRecord,
  upload: Pick<NTierUploadRecord, "rowUnit">,
  slugs: Slugs,
  requests: Requests,
): NTierUploadRowView {
  return {
    id: row.id,
    rowNumber: row.rowNumber,
    label: rowLabel(upload.rowUnit, row.rowNumber, true),
    outcome: row.outcome,
    reasons: row.reasons,
    customer: sideView(row.customer, slugs, requests),
    supplier: sideView(row.supplier, slugs, requests),
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
  return presentRows(deps.db, rows, upload);
}

export const uploadRowNotFound = () => new NotFoundError("The row was not found.");

/** One of the organisation's upload rows, locked for a change, with its upload. */
export async function lockedUploadRow(tx: Database, actor: TenantActor, rowId: string) {
  if (!isUuid(rowId)) throw uploadRowNotFound();
  const [row] = await tx
    .select()
    .from(nTierUploadRows)
    .where(ownedBy(actor, nTierUploadRows, eq(nTierUploadRows.id, rowId)))
    .for("update");
  if (!row) throw uploadRowNotFound();
  return { row, upload: await ownUpload(tx, actor, row.uploadId) };
}

/** A row just changed, as the API shows it. */
export async function presentChangedRow(
  tx: Database,
  updated: NTierUploadRowRecord | undefined,
  upload: NTierUploadRecord,
): Promise<NTierUploadRowView> {
  const [shown] = updated ? await presentRows(tx, [updated], upload) : [];
  if (!shown) throw uploadRowNotFound();
  return shown;
}
