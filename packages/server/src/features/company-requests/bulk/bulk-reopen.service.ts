import { requestMessages } from "@tierwise/common/company-requests";
import { reopenBulkRowsInputSchema } from "@tierwise/common/inputs/company-requests";
import { eq, inArray } from "drizzle-orm";
import type { TenantActor } from "../../../core/actor.ts";
import { recordAudit } from "../../../core/audit.ts";
import { authorize } from "../../../core/authorize.ts";
import type { ServiceDeps } from "../../../core/deps.ts";
import { NotFoundError, ValidationError } from "../../../core/errors.ts";
import { isUuid } from "../../../core/ids.ts";
import { parseInput } from "../../../core/parse-input.ts";
import { ownedBy, tenantData } from "../../../core/tenant.ts";
import type { SupplierFields } from "../../../import/supplier-row.ts";
import { bulkRequestRows, bulkRequests } from "../company-request.table.ts";
import { rememberDecisions } from "../matching/match-decisions.ts";
import {
  type BulkRequestView,
  type BulkRowView,
  findBulkRequest,
  presentBulkRequest,
  presentRows,
} from "./bulk-request-read.service.ts";

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
  const rowNotFound = () => new NotFoundError("Row not found.");
  if (!rowIds.every(isUuid)) throw rowNotFound();
  const ids = [...new Set(rowIds.map((id) => id.toLowerCase()))];
  const result = await deps.db.transaction(async (tx) => {
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
    const unmatched = rows.find((row) => row.outcome !== "matched" || !row.matchCompanyId);
    if (unmatched) {
      throw new ValidationError([
        {
          path: "rowIds",
          message: requestMessages.rowNotMatched(bulk.rowUnit, unmatched.rowNumber),
        },
      ]);
    }
    const after = await tx
      .update(bulkRequestRows)
      .set({ outcome: "review", decision: null, decidedBy: null, decidedAt: null })
      .where(ownedBy(actor, bulkRequestRows, inArray(bulkRequestRows.id, ids)))
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
    let current = bulk;
    if (bulk.status === "complete") {
      const [review] = await tenantData(tx, actor).update(
        bulkRequests,
        { status: "review", updatedAt: new Date() },
        eq(bulkRequests.id, bulk.id),
      );
      if (review) current = review;
    }
    return { bulk: current, rows: after };
  });
  return {
    bulkRequest: await presentBulkRequest(deps, actor, result.bulk),
    rows: presentRows(deps.db, result.rows),
  };
}
