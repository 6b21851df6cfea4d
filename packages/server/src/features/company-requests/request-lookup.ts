import type { CompanyRequestSubject } from "@tierwise/common/policy/company-requests.policy";
import { eq } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { NotFoundError } from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import { tenantData } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { type CompanyRequestRow, companyRequests } from "./company-request.table.ts";

export const requestNotFound = () => new NotFoundError("Request not found.");

/**
 * A request of the viewer's organisation by id; another organisation's, or no uuid, is not
 * found. `forUpdate` locks the row for the rest of the transaction, so two status changes or
 * a retire and a log entry cannot both start from the same status.
 */
export async function findRequest(
  db: Database,
  actor: TenantActor,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<CompanyRequestRow> {
  if (!isUuid(id)) throw requestNotFound();
  if (options.forUpdate) {
    const [row] = await db
      .select()
      .from(companyRequests)
      .where(tenantData(db, actor).owned(companyRequests, eq(companyRequests.id, id)))
      .for("update");
    if (!row) throw requestNotFound();
    return row;
  }
  const row = await tenantData(db, actor).first(companyRequests, eq(companyRequests.id, id));
  if (!row) throw requestNotFound();
  return row;
}

/** A request as the rules see it. */
export const requestSubject = (row: CompanyRequestRow): CompanyRequestSubject => ({
  organizationId: row.organizationId,
  userId: row.userId,
});
