import { matchBands, requestLimits, requestMessages } from "@tierwise/common/company-requests";
import type { TenantActor } from "../../../core/actor.ts";
import { recordAudit } from "../../../core/audit.ts";
import type { Database } from "../../../db/client.ts";
import { cleanSupplierRow, type SupplierFields } from "../../../import/supplier-row.ts";
import type { BulkRequestRow, BulkRequestRowRow } from "../company-request.table.ts";
import { type MatchCandidate, matchCompaniesBatch } from "../matching/match-companies.ts";
import type { NameCandidates } from "../matching/name-candidates.ts";
import {
  type FileDuplicatesBatch,
  openRequestDuplicates,
  type RowKeys,
  rowKeys,
} from "./bulk-duplicates.ts";
import { insertRequestsForRows, type RowOutcome, saveOutcomes } from "./bulk-row-writes.ts";

/**
 * One batch of a bulk request in two steps. prepareBatch only reads: it cleans and validates
 * each row, finds duplicates (in the file, then against open requests) and matches the rest in
 * three bands. writeBatch, in the caller's transaction, writes the company requests of rows
 * nobody knows and every row's outcome, with one audit entry naming each decision. A crash
 * before the commit loses the whole batch and nothing else; the next run does it again. The
 * job prepares a batch while the one before it is being written, and adds the confident
 * matches to the portfolios after (process-bulk-request.ts).
 */

const candidatesOf = (candidates: readonly MatchCandidate[]) =>
  candidates.map((c) => ({ companyId: c.company.id, score: c.score, reasons: c.reasons }));

function outcomeOf(row: BulkRequestRowRow, cleaned: SupplierFields | null): RowOutcome {
  return {
    id: row.id,
    cleaned,
    warnings: [],
    errors: [],
    outcome: "invalid",
    matchCompanyId: null,
    matchScore: null,
    candidates: null,
    duplicateOfRow: null,
    requestId: null,
  };
}

/** A batch decided and not written yet. */
export type PreparedBatch = {
  rows: readonly BulkRequestRowRow[];
  outcomes: RowOutcome[];
  toRequest: { rowId: string; fields: SupplierFields }[];
  view: FileDuplicatesBatch;
};

export async function prepareBatch(
  db: Database,
  actor: TenantActor,
  bulk: BulkRequestRow,
  rows: readonly BulkRequestRowRow[],
  view: FileDuplicatesBatch,
  names: NameCandidates,
): Promise<PreparedBatch> {
  const mapping = bulk.mapping ?? {};
  const outcomes = rows.map((row) => {
    const cleaned = cleanSupplierRow(row.raw, mapping);
    const outcome = outcomeOf(row, cleaned.fields);
    outcome.warnings = cleaned.warnings;
    // Errors found while reading the file (a row with too many cells) stay.
    outcome.errors = [...row.errors, ...cleaned.errors];
    return outcome;
  });

  // In the file: the first row of a company stands for it; later ones are duplicates.
  const candidates: { row: BulkRequestRowRow; outcome: RowOutcome; keys: RowKeys }[] = [];
  rows.forEach((row, i) => {
    const outcome = outcomes[i] as RowOutcome;
    if (outcome.errors.length > 0 || !outcome.cleaned) return;
    const keys = rowKeys(outcome.cleaned);
    const first = view.firstRowOf(keys);
    if (first !== null) {
      outcome.outcome = "duplicate";
      outcome.duplicateOfRow = first;
      outcome.errors.push(requestMessages.duplicateInFile(bulk.rowUnit, first));
      return;
    }
    view.add(keys, row.rowNumber);
    candidates.push({ row, outcome, keys });
  });

  const open = await openRequestDuplicates(
    db,
    actor,
    bulk.id,
    candidates.map((c) => c.keys),
  );
  const toMatch = candidates.filter((c, i) => {
    const repeated = open.get(i);
    if (repeated === undefined) return true;
    c.outcome.outcome = "duplicate";
    c.outcome.requestId = repeated;
    c.outcome.errors.push(requestMessages.duplicateOfRequest);
    return false;
  });

  // The matcher of single requests, with the name blocks kept across the list's batches.
  const matches = await matchCompaniesBatch(
    db,
    toMatch.map((c) => ({
      ...c.outcome.cleaned,
      companyName: c.outcome.cleaned?.companyName ?? "",
    })),
    requestLimits.matchCandidates,
    actor,
    names,
  );
  const toRequest: PreparedBatch["toRequest"] = [];
  toMatch.forEach(({ row, outcome }, i) => {
    const found = matches[i] ?? [];
    const best = found[0];
    if (best && best.score >= matchBands.weak) {
      outcome.outcome = best.score >= matchBands.confident ? "matched" : "review";
      outcome.matchCompanyId = best.company.id;
      outcome.matchScore = best.score;
      outcome.candidates = candidatesOf(found);
      return;
    }
    outcome.outcome = "requested";
    outcome.candidates = found.length > 0 ? candidatesOf(found) : null;
    toRequest.push({ rowId: row.id, fields: outcome.cleaned ?? {} });
  });
  return { rows, outcomes, toRequest, view };
}

export async function writeBatch(
  tx: Database,
  actor: TenantActor,
  bulk: BulkRequestRow,
  { rows, outcomes, toRequest }: PreparedBatch,
): Promise<void> {
  const requestIds = await insertRequestsForRows(tx, actor, bulk, toRequest);
  // A duplicate keeps the request it repeats; a requested row gets the one just made.
  for (const outcome of outcomes)
    outcome.requestId = requestIds.get(outcome.id) ?? outcome.requestId;
  const written = await saveOutcomes(tx, actor, outcomes);
  if (written !== outcomes.length) {
    // Another worker did these rows meanwhile (this one outlived its lease): undo the batch.
    throw new Error("bulk request rows were processed by another worker");
  }
  await recordAudit(tx, actor, {
    action: "bulkRequest.rows_processed",
    targetType: "BulkRequest",
    targetId: bulk.id,
    after: {
      rows: outcomes.map((o, i) => ({
        row: rows[i]?.rowNumber,
        outcome: o.outcome,
        companyId: o.matchCompanyId,
        score: o.matchScore,
        requestId: o.requestId,
        duplicateOfRow: o.duplicateOfRow,
      })),
    },
  });
}
