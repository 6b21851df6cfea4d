import { requestMessages } from "@tierwise/common/company-requests";
import { reviewBulkRowsInputSchema } from "@tierwise/common/inputs/company-requests";
import type { TenantActor } from "../../../core/actor.ts";
import { recordAudit } from "../../../core/audit.ts";
import { authorize } from "../../../core/authorize.ts";
import type { ServiceDeps } from "../../../core/deps.ts";
import { parseInput } from "../../../core/parse-input.ts";
import type { SupplierFields } from "../../../import/supplier-row.ts";
import { type BulkRequestRowRow, bulkRequestRows } from "../company-request.table.ts";
import { rememberDecisions } from "../matching/match-decisions.ts";
import { addToPortfolios, refusalWarning } from "./bulk-portfolio-items.ts";
import type { BulkRequestView, BulkRowView } from "./bulk-request-read.service.ts";
import {
  lockBulkRows,
  presentDecidedRows,
  rowRefused,
  setBulkStatus,
  theseRows,
} from "./bulk-row-decisions.ts";
import { insertRequestsForRows, type RowOutcome, saveOutcomes } from "./bulk-row-writes.ts";
import { undecidedReviews } from "./process-bulk-request.ts";

/** The row as it stands, with the decision's result. */
function decided(row: BulkRequestRowRow, change: Partial<RowOutcome>): RowOutcome {
  return {
    id: row.id,
    cleaned: (row.cleaned as SupplierFields | null) ?? null,
    warnings: row.warnings,
    errors: row.errors,
    outcome: row.outcome ?? "review",
    matchCompanyId: row.matchCompanyId,
    matchScore: row.matchScore,
    candidates: row.candidates as RowOutcome["candidates"],
    duplicateOfRow: row.duplicateOfRow,
    requestId: row.requestId,
    ...change,
  };
}

/**
 * reviewBulkRows: the review screen's decisions on rows of the middle band. Confirm links the
 * candidate (the company joins the bulk request's portfolios); reject makes a company request
 * for the row. Who decided and when is kept on each row, and the decisions are audited and
 * remembered for the organisation (matching/match-decisions.ts), so the same name and country
 * is not asked again. Once no row waits, the bulk request is complete.
 */
export async function reviewBulkRows(
  deps: ServiceDeps,
  actor: TenantActor,
  input: unknown,
): Promise<{ bulkRequest: BulkRequestView; rows: BulkRowView[] }> {
  authorize(actor, "requests.createBulk");
  const { bulkRequestId, decisions } = parseInput(reviewBulkRowsInputSchema, input);
  const decisionOf = new Map(decisions.map((d) => [d.rowId.toLowerCase(), d.decision]));
  const pickedOf = new Map(
    decisions.flatMap((d) =>
      d.companyId ? [[d.rowId.toLowerCase(), d.companyId.toLowerCase()]] : [],
    ),
  );
  const result = await deps.db.transaction(async (tx) => {
    const { bulk, rows } = await lockBulkRows(
      tx,
      actor,
      bulkRequestId,
      decisions.map((d) => d.rowId),
    );
    const settled = rows.find((row) => row.outcome !== "review" || row.decision !== null);
    if (settled) {
      throw rowRefused("decisions", requestMessages.rowNotWaiting(bulk.rowUnit, settled.rowNumber));
    }
    // A confirm may pick another of the candidates stored for the row, and only those: the
    // review offers what matching found, not any company.
    for (const row of rows) {
      const picked = pickedOf.get(row.id);
      if (!picked || picked === row.matchCompanyId) continue;
      const candidate = (row.candidates ?? []).find((c) => c.companyId === picked);
      if (!candidate) {
        throw rowRefused("decisions", requestMessages.notACandidate(bulk.rowUnit, row.rowNumber));
      }
      row.matchCompanyId = candidate.companyId;
      row.matchScore = candidate.score;
    }
    const confirmed = rows.filter((row) => decisionOf.get(row.id) === "confirm");
    const rejected = rows.filter((row) => decisionOf.get(row.id) === "reject");
    const requestIds = await insertRequestsForRows(
      tx,
      actor,
      bulk,
      rejected.map((row) => ({ rowId: row.id, fields: (row.cleaned ?? {}) as SupplierFields })),
    );
    const outcomes = [
      ...confirmed.map((row) => decided(row, { outcome: "matched", decision: "confirm" })),
      ...rejected.map((row) =>
        decided(row, {
          outcome: "requested",
          decision: "reject",
          requestId: requestIds.get(row.id) ?? null,
        }),
      ),
    ];
    const refused = await addToPortfolios(
      deps,
      tx,
      actor,
      bulk.portfolioIds,
      confirmed.flatMap((row) => (row.matchCompanyId ? [row.matchCompanyId] : [])),
    );
    for (const refusal of refused) {
      for (const outcome of outcomes.filter((o) => o.decision === "confirm")) {
        outcome.warnings = [...outcome.warnings, refusalWarning(refusal)];
      }
    }
    await saveOutcomes(tx, actor, outcomes, { decidedBy: actor.userId });
    // The organisation's answer for this name and country, for its later lists and requests.
    await rememberDecisions(
      tx,
      actor,
      rows.flatMap((row) => {
        const decision = decisionOf.get(row.id);
        if (!row.matchCompanyId || !decision) return [];
        const fields = (row.cleaned ?? {}) as SupplierFields;
        return [{ fields, companyId: row.matchCompanyId, decision }];
      }),
    );
    await recordAudit(tx, actor, {
      action: "bulkRequest.rows_reviewed",
      targetType: "BulkRequest",
      targetId: bulk.id,
      after: {
        decisions: rows.map((row) => ({
          row: row.rowNumber,
          decision: decisionOf.get(row.id),
          companyId: row.matchCompanyId,
          score: row.matchScore,
          requestId: requestIds.get(row.id) ?? null,
        })),
      },
    });
    const current =
      bulk.status === "review" && (await undecidedReviews(tx, actor, bulk.id)) === 0
        ? await setBulkStatus(tx, actor, bulk, "complete")
        : bulk;
    const after = await tx
      .select()
      .from(bulkRequestRows)
      .where(theseRows(actor, rows))
      .orderBy(bulkRequestRows.rowNumber);
    return { bulk: current, rows: after };
  });
  return presentDecidedRows(deps, actor, result);
}
