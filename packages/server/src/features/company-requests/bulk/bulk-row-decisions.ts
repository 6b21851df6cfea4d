import type { BulkRequestStatus } from "@tierwise/common/company-requests";
import { eq, inArray } from "drizzle-orm";
import type { TenantActor } from "../../../core/actor.ts";
import type { ServiceDeps } from "../../../core/deps.ts";
import { NotFoundError, ValidationError } from "../../../core/errors.ts";
import { isUuid } from "../../../core/ids.ts";
import { ownedBy, tenantData } from "../../../core/tenant.ts";
import type { Database } from "../../../db/client.ts";
import {
  type BulkRequestRow,
  type BulkRequestRowRow,
  bulkRequestRows,
  bulkRequests,
} from "../company-request.table.ts";
import {
  type BulkRequestView,
  type BulkRowView,
  findBulkRequest,
  presentBulkRequest,
  presentRows,
} from "./bulk-request-read.service.ts";

/**
 * What a person's decision on rows of a bulk request (a review, "Not this company") starts and
 * ends with: the bulk request and its rows locked, a row refused by its number, the bulk
 * request's new status, and the answer the mutation gives.
 */

export const rowNotFound = () => new NotFoundError("Row not found.");

/** A decision refused for one row; `path` names the input field. */
export const rowRefused = (path: string, message: string) =>
  new ValidationError([{ path, message }]);

/**
 * The actor's bulk request and the named rows of it, locked for the decision, in file order.
 * Rows that are not ids, or not all of them rows of this bulk request, are not found.
 */
export async function lockBulkRows(
  tx: Database,
  actor: TenantActor,
  bulkRequestId: string,
  rowIds: readonly string[],
): Promise<{ bulk: BulkRequestRow; rows: BulkRequestRowRow[] }> {
  if (!rowIds.every(isUuid)) throw rowNotFound();
  const ids = [...new Set(rowIds.map((id) => id.toLowerCase()))];
  const bulk = await findBulkRequest(tx, actor, bulkRequestId, { forUpdate: true });
  const rows = await tx
    .select()
    .from(bulkRequestRows)
    .where(
      ownedBy(
        actor,
        bulkRequestRows,
        eq(bulkRequestRows.bulkRequestId, bulk.id),
        inArray(bulkRequestRows.id, ids),
      ),
    )
    .orderBy(bulkRequestRows.rowNumber)
    .for("update");
  if (rows.length !== ids.length) throw rowNotFound();
  return { bulk, rows };
}

/** The condition that picks these rows (the actor's own) again, to change or re-read them. */
export const theseRows = (actor: TenantActor, rows: readonly BulkRequestRowRow[]) =>
  ownedBy(
    actor,
    bulkRequestRows,
    inArray(
      bulkRequestRows.id,
      rows.map((row) => row.id),
    ),
  );

/** Moves the bulk request to `status`; the bulk request as it now stands. */
export async function setBulkStatus(
  tx: Database,
  actor: TenantActor,
  bulk: BulkRequestRow,
  status: BulkRequestStatus,
): Promise<BulkRequestRow> {
  const [updated] = await tenantData(tx, actor).update(
    bulkRequests,
    { status, updatedAt: new Date() },
    eq(bulkRequests.id, bulk.id),
  );
  return updated ?? bulk;
}

/** The answer of a decision on rows: the bulk request and the rows decided, as they stand. */
export async function presentDecidedRows(
  deps: ServiceDeps,
  actor: TenantActor,
  decided: { bulk: BulkRequestRow; rows: readonly BulkRequestRowRow[] },
): Promise<{ bulkRequest: BulkRequestView; rows: BulkRowView[] }> {
  return {
    bulkRequest: await presentBulkRequest(deps, actor, decided.bulk),
    rows: presentRows(deps.db, decided.rows),
  };
}
