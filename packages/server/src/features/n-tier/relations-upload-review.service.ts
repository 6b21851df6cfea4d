import { type ReviewDecision, requestMessages } from "@tierwise/common/company-requests";
import { eq } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { recordAudit } from "../../core/audit.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { ValidationError } from "../../core/errors.ts";
import { ownedBy } from "../../core/tenant.ts";
import { rememberDecisions } from "../company-requests/matching/match-decisions.ts";
import { applyAddedRelations, queueNTierComputation } from "./n-tier.job.ts";
import { mayUploadRelations } from "./relations-upload.service.ts";
import { type NTierUploadSide, nTierUploadRows } from "./relations-upload.table.ts";
import {
  lockedUploadRow,
  type NTierUploadRowView,
  presentChangedRow,
} from "./relations-upload-read.service.ts";
import { writeDeclared } from "./relations-upload-write.ts";

export type DecideRowInput = {
  rowId: string;
  decision: ReviewDecision;
  /** On confirm: another of a side's candidates than the best one. */
  customerCompanyId?: string | null;
  supplierCompanyId?: string | null;
};

const refuse = (message: string) => new ValidationError([{ path: "rowId", message }]);

/**
 * decideNTierUploadRow: a person's decision on a row in review. Confirm takes, for each side in
 * the likely band, the best candidate or the one named, remembers it for the organisation (as
 * bulk request reviews do, so the next file is not asked again) and writes the relation or
 * site; reject remembers the candidates as not meant and leaves the row written nowhere.
 */
export async function decideNTierUploadRow(
  deps: ServiceDeps,
  actor: TenantActor,
  input: DecideRowInput,
): Promise<NTierUploadRowView> {
  await mayUploadRelations(deps, actor);
  const result = await deps.db.transaction(async (tx) => {
    const { row, upload } = await lockedUploadRow(tx, actor, input.rowId);
    if (row.outcome !== "review")
      throw refuse(requestMessages.rowNotWaiting(upload.rowUnit, row.rowNumber));
    if (input.decision !== "confirm" && (input.customerCompanyId || input.supplierCompanyId))
      throw refuse(requestMessages.companyOnlyOnConfirm);
    const chosen = { customer: input.customerCompanyId, supplier: input.supplierCompanyId };
    const decided: Record<"customer" | "supplier", NTierUploadSide | null> = {
      customer: row.customer,
      supplier: row.supplier,
    };
    const remembered: Parameters<typeof rememberDecisions>[2][number][] = [];
    for (const which of ["customer", "supplier"] as const) {
      const side = decided[which];
      if (side?.band !== "review") continue;
      const wanted = chosen[which] ?? side.candidates[0]?.companyId;
      const candidate = side.candidates.find((c) => c.companyId === wanted);
      if (!candidate) throw refuse(requestMessages.notACandidate(upload.rowUnit, row.rowNumber));
      remembered.push({
        fields: side.fields,
        companyId: candidate.companyId,
        decision: input.decision,
      });
      if (input.decision === "confirm")
        decided[which] = { ...side, companyId: candidate.companyId };
    }
    await rememberDecisions(tx, actor, remembered);
    const supplierId = decided.supplier?.companyId ?? null;
    const customerId = decided.customer?.companyId ?? null;
    let written = { relationId: null as string | null, siteId: null as string | null };
    if (input.decision === "confirm") {
      if (!supplierId || (decided.customer && !customerId))
        throw refuse(requestMessages.rowNotWaiting(upload.rowUnit, row.rowNumber));
      if (supplierId === customerId)
        throw refuse("The supplier and the customer are the same company.");
      written = await writeDeclared(tx, actor, {
        supplierId,
        customerId,
        part: row.part,
        site: row.site,
      });
    }
    const [updated] = await tx
      .update(nTierUploadRows)
      .set({
        outcome: input.decision === "confirm" ? "created" : "rejected",
        customer: decided.customer,
        supplier: decided.supplier,
        ...written,
        decidedBy: actor.userId,
        decidedAt: new Date(),
      })
      .where(ownedBy(actor, nTierUploadRows, eq(nTierUploadRows.id, row.id)))
      .returning();
    // The decision and the row's place only: no company or file names in the audit log.
    await recordAudit(tx, actor, {
      action: "nTierUploadRow.decided",
      targetType: "NTierUploadRow",
      targetId: row.id,
      after: { uploadId: upload.id, rowNumber: row.rowNumber, decision: input.decision },
    });
    if (input.decision === "confirm") await queueNTierComputation(tx, actor.organizationId);
    return presentChangedRow(tx, updated, upload);
  });
  if (input.decision === "confirm") await applyAddedRelations(deps, actor.organizationId);
  return result;
}
