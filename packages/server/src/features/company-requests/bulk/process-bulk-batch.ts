import { matchBands, requestMessages } from "@tierwise/common/company-requests";
import type { TenantActor } from "../../../core/actor.ts";
import { recordAudit } from "../../../core/audit.ts";
import type { ServiceDeps } from "../../../core/deps.ts";
import type { Database } from "../../../db/client.ts";
import { cleanSupplierRow, type SupplierFields } from "../../../import/supplier-row.ts";
import type { BulkRequestRow, BulkRequestRowRow } from "../company-request.table.ts";
import type { MatchCandidate } from "../matching/match-companies.ts";
import { type FileDuplicates, openRequestDuplicates, rowKeys } from "./bulk-duplicates.ts";
import { matchBatch } from "./bulk-matching.ts";
import {
  addToPortfolios,
  insertRequestsForRows,
  type RowOutcome,
  saveOutcomes,
} from "./bulk-row-writes.ts";
import type { NameWordDictionary } from "./name-word-dictionary.ts";

/**
 * One batch of a bulk request, in the caller's transaction: clean and validate each row, find
 * duplicates (in the file, then against open requests), match the rest in three bands, then
 * write what each row made — company requests, portfolio items for confident matches — and
 * every row's outcome, with one audit entry naming each decision. A crash before the commit
 * loses the whole batch and nothing else; the next run does it again.
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

/** Portfolio problems as warnings of the rows whose companies they concern. */
function portfolioWarnings(
  refused: readonly { portfolioId: string; message: string }[],
  rows: readonly RowOutcome[],
) {
  for (const { portfolioId, message } of refused) {
    for (const row of rows) row.warnings.push(`Not added to portfolio ${portfolioId}: ${message}`);
  }
}

export type BatchResult = { rows: number; outcomes: RowOutcome[] };

export async function processBatch(
  deps: ServiceDeps,
  tx: Database,
  actor: TenantActor,
  bulk: BulkRequestRow,
  rows: readonly BulkRequestRowRow[],
  seen: ReturnType<FileDuplicates["batch"]>,
  dictionary: NameWordDictionary,
): Promise<BatchResult> {
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
  const candidates: { row: BulkRequestRowRow; outcome: RowOutcome }[] = [];
  rows.forEach((row, i) => {
    const outcome = outcomes[i] as RowOutcome;
    if (outcome.errors.length > 0 || !outcome.cleaned) return;
    const keys = rowKeys(outcome.cleaned);
    const first = seen.firstRowOf(keys);
    if (first !== null) {
      outcome.outcome = "duplicate";
      outcome.duplicateOfRow = first;
      outcome.errors.push(requestMessages.duplicateInFile(first));
      return;
    }
    seen.add(keys, row.rowNumber);
    candidates.push({ row, outcome });
  });

  const open = await openRequestDuplicates(
    tx,
    actor,
    bulk.id,
    candidates.map((c) => rowKeys(c.outcome.cleaned ?? {})),
  );
  const toMatch = candidates.filter((c, i) => {
    if (!open.has(i)) return true;
    c.outcome.outcome = "duplicate";
    c.outcome.errors.push(requestMessages.duplicateOfRequest);
    return false;
  });

  // On PostgreSQL (DATABASE_URL) the name probes run side by side on the pool, outside this
  // transaction: they only read companies. PGlite has one connection, so they stay on `tx`.
  const reader = deps.config.DATABASE_URL ? deps.db : undefined;
  const matches = await matchBatch(
    tx,
    actor,
    toMatch.map((c) => ({
      ...c.outcome.cleaned,
      companyName: c.outcome.cleaned?.companyName ?? "",
    })),
    { reader, dictionary },
  );
  const toRequest: { rowId: string; fields: SupplierFields }[] = [];
  const matched: RowOutcome[] = [];
  toMatch.forEach(({ row, outcome }, i) => {
    const found = matches[i] ?? [];
    const best = found[0];
    if (best && best.score >= matchBands.weak) {
      outcome.outcome = best.score >= matchBands.confident ? "matched" : "review";
      outcome.matchCompanyId = best.company.id;
      outcome.matchScore = best.score;
      outcome.candidates = candidatesOf(found);
      if (outcome.outcome === "matched") matched.push(outcome);
      return;
    }
    outcome.outcome = "requested";
    outcome.candidates = found.length > 0 ? candidatesOf(found) : null;
    toRequest.push({ rowId: row.id, fields: outcome.cleaned ?? {} });
  });

  const requestIds = await insertRequestsForRows(tx, actor, bulk, toRequest);
  for (const outcome of outcomes) outcome.requestId = requestIds.get(outcome.id) ?? null;
  if (bulk.portfolioIds.length > 0 && matched.length > 0) {
    const refused = await addToPortfolios(
      deps,
      tx,
      actor,
      bulk.portfolioIds,
      matched.flatMap((o) => (o.matchCompanyId ? [o.matchCompanyId] : [])),
    );
    portfolioWarnings(refused, matched);
  }
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
  return { rows: rows.length, outcomes };
}
