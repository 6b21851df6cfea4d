import { rowLabel } from "@tierwise/common/company-requests";
import { companyRequestInputSchema } from "@tierwise/common/inputs/company-requests";
import { eq } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { recordAudit } from "../../core/audit.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { ValidationError } from "../../core/errors.ts";
import { parseInput } from "../../core/parse-input.ts";
import { ownedBy } from "../../core/tenant.ts";
import { createCompanyRequest } from "../company-requests/request-create.service.ts";
import { findOpenDuplicate } from "../company-requests/request-write.ts";
import { mayUploadRelations } from "./relations-upload.service.ts";
import { nTierUploadRows } from "./relations-upload.table.ts";
import {
  lockedUploadRow,
  type NTierUploadRowView,
  presentChangedRow,
} from "./relations-upload-read.service.ts";

export type RequestRowCompanyInput = {
  rowId: string;
  side: "customer" | "supplier";
  /** The fields of a company request (createCompanyRequest's input), prefilled from the row. */
  request: Record<string, unknown>;
};

/**
 * requestNTierUploadCompany: a row whose supplier (or customer) no known company matched asks
 * for that company with one company request, the way createCompanyRequest makes any (its
 * checks, its likely matches, its portfolios and audit); an open request of the organisation
 * for the same company is followed instead of a second one. The row keeps the request, so it
 * shows the request's status from then on. Needs nTier, the upload's permission and
 * requests.create.
 */
export async function requestNTierUploadCompany(
  deps: ServiceDeps,
  actor: TenantActor,
  input: RequestRowCompanyInput,
): Promise<NTierUploadRowView> {
  await mayUploadRelations(deps, actor);
  authorize(actor, "requests.create");
  const fields = parseInput(companyRequestInputSchema, input.request);
  return deps.db.transaction(async (tx) => {
    const { row, upload } = await lockedUploadRow(tx, actor, input.rowId);
    const side = row[input.side];
    const open = row.outcome === "unmatched" || row.outcome === "rejected";
    if (!side || side.companyId || side.requestId || !open)
      throw new ValidationError([
        {
          path: "rowId",
          message: `The ${input.side} of ${rowLabel(upload.rowUnit, row.rowNumber)} needs no company request.`,
        },
      ]);
    const followed = await findOpenDuplicate(tx, actor, fields);
    const requestId =
      followed?.id ??
      (await createCompanyRequest({ ...deps, db: tx }, actor, input.request)).request.id;
    const [updated] = await tx
      .update(nTierUploadRows)
      .set({ [input.side]: { ...side, requestId } })
      .where(ownedBy(actor, nTierUploadRows, eq(nTierUploadRows.id, row.id)))
      .returning();
    // Ids and the row's place only: the request's own entry names the company.
    await recordAudit(tx, actor, {
      action: "nTierUploadRow.requested",
      targetType: "NTierUploadRow",
      targetId: row.id,
      after: { uploadId: upload.id, rowNumber: row.rowNumber, side: input.side, requestId },
    });
    return presentChangedRow(tx, updated, upload);
  });
}
