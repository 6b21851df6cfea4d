import { requestMessages } from "@tierwise/common/company-requests";
import { reopenBulkRowsInputSchema } from "@tierwise/common/inputs/company-requests";
import type { TenantActor } from "../../../core/actor.ts";
import { recordAudit } from "../../../core/audit.ts";
import { authorize } from "../../../core/authorize.ts";
import type { ServiceDeps } from "../../../core/deps.ts";
import { parseInput } from "../../../core/parse-input.ts";
import type { SupplierFields } from "../../../import/supplier-row.ts";
import { bulkRequestRows } from "../company-request.table.ts";
import { rememberDecisions } from "../matching/match-decisions.ts";
import type { BulkRequestView, BulkRowView } from "./bulk-request-read.service.ts";
import {
  lockBulkRows,
  presentDecidedRows,
  rowRefused,
  setBulkStatus,
  theseRows,
} from "./bulk-row-decisions.ts";

/**
 * reopenBulkRows ("Not this company"): matched rows go back to review, where the person picks
 * another of the row's candidates or rejects the match. The company they were linked to is
 * remembered as rejected for the row's name and country, so the organisation's next list or
 * request is not matched to it again. Rows of another organisation's bulk request answer as
 * unknown ones; the audit entry names rows and ids, not the companies' or suppliers' names.
 * The company stays in the bulk request's portfolios: it may have been there before the list.
 */
export async function reopenBulkRows(
  deps: ServiceDeps,
  actor: TenantActor,
  input: unknown,
): Promise<{ bulkRequest: BulkRequestView; rows: BulkRowView[] }> {
  authorize(actor, "requests.createBulk");
  const { bulkRequestId, rowIds } = parseInput(reopenBulkRowsInputSchema, input);
  const result = await deps.db.transaction(async (tx) => {
    const { bulk, rows } = await lockBulkRows(tx, actor, bulkRequestId, rowIds);
    const unmatched = rows.find((row) => row.outcome !== "matched" || !row.matchCompanyId);
    if (unmatched) {
      throw rowRefused("rowIds", requestMessages.rowNotMatched(bulk.rowUnit, unmatched.rowNumber));
    }
    const after = await tx
      .update(bulkRequestRows)
      .set({ outcome: "review", decision: null, decidedBy: null, decidedAt: null })
      .where(theseRows(actor, rows))
      .returning();
    after.sort((a, b) => a.rowNumber - b.rowNumber);
    await rememberDecisions(
      tx,
      actor,
      rows.map((row) => ({
        fields: (row.cleaned ?? {}) as SupplierFields,
        companyId: row.matchCompanyId as string,
        decision: "reject" as const,
      })),
    );
    await recordAudit(tx, actor, {
      action: "bulkRequest.rows_reopened",
      targetType: "BulkRequest",
      targetId: bulk.id,
      after: {
        rows: rows.map((row) => ({
          row: row.rowNumber,
          companyId: row.matchCompanyId,
          score: row.matchScore,
          decision: row.decision,
        })),
      },
    });
    // A finished list waits for the review again.
    const current =
      bulk.status === "complete" ? await setBulkStatus(tx, actor, bulk, "review") : bulk;
    return { bulk: current, rows: after };
  });
  return presentDecidedRows(deps, actor, result);
}
