import type { Database } from "../../db/client.ts";
import {
  type MatchCandidate,
  matchCompaniesBatch,
} from "../company-requests/matching/match-companies.ts";
import type { NTierUploadOutcome, NTierUploadSide } from "./relations-upload.table.ts";
import type { PlannedRow, SideFields } from "./relations-upload-rows.ts";

/** Candidates kept per side for the review step. */
const candidatesPerSide = 3;
/** Inputs per matcher call: one statement per lookup for all of them. */
const matchBatch = 500;

function sideOf(fields: SideFields, candidates: readonly MatchCandidate[]): NTierUploadSide {
  const best = candidates[0];
  const band = best ? best.band : "none";
  return {
    fields,
    band,
    companyId: best && band === "confident" ? best.company.id : null,
    candidates: candidates.map((c) => ({
      companyId: c.company.id,
      name: c.company.name,
      score: c.score,
      band: c.band,
    })),
  };
}

const label = { customer: "Customer", supplier: "Supplier" } as const;

/** Why a side stops the row, in words; null when it is matched confidently. */
function sideReason(side: NTierUploadSide, which: "customer" | "supplier"): string | null {
  const name = side.fields.companyName ?? "";
  if (side.band === "confident") return null;
  if (side.band === "review")
    return `${label[which]} "${name}" may be ${side.candidates[0]?.name}: confirm or reject the match.`;
  return `${label[which]} "${name}" was not found among the known companies.`;
}

export type JudgedRow = PlannedRow & {
  outcome: NTierUploadOutcome;
  reasons: string[];
  customerSide: NTierUploadSide | null;
  supplierSide: NTierUploadSide | null;
};

/**
 * Matches both sides of every usable row with the one matcher of company requests (three bands,
 * the organisation's remembered decisions and tax ids) and gives each row its outcome: invalid
 * (with its errors), unmatched (a side not found), review (a side in the likely band), created
 * (both sides confident; the caller writes it). Rows come back in input order.
 */
export async function judgeRows(
  db: Database,
  organizationId: string,
  rows: readonly PlannedRow[],
): Promise<JudgedRow[]> {
  const asks: { row: number; side: "customer" | "supplier"; fields: SideFields }[] = [];
  rows.forEach((row, i) => {
    if (row.errors.length > 0) return;
    if (row.customer) asks.push({ row: i, side: "customer", fields: row.customer });
    if (!row.supplierCompany) asks.push({ row: i, side: "supplier", fields: row.supplier });
  });
  const answers: MatchCandidate[][] = [];
  for (let i = 0; i < asks.length; i += matchBatch) {
    const chunk = asks.slice(i, i + matchBatch);
    answers.push(
      ...(await matchCompaniesBatch(
        db,
        chunk.map((a) => ({ companyName: a.fields.companyName ?? "", country: a.fields.country })),
        candidatesPerSide,
        { organizationId },
      )),
    );
  }
  const sides = rows.map(() => ({
    customer: null as NTierUploadSide | null,
    supplier: null as NTierUploadSide | null,
  }));
  asks.forEach((ask, i) => {
    const entry = sides[ask.row];
    if (entry) entry[ask.side] = sideOf(ask.fields, answers[i] ?? []);
  });
  rows.forEach((row, i) => {
    const entry = sides[i];
    // The company the person chose for the whole list: certain, as a confirmed match is.
    if (entry && row.supplierCompany && row.errors.length === 0)
      entry.supplier = sideOf(row.supplier, [
        {
          company: { ...row.supplierCompany, slug: "", country: null },
          score: 1,
          band: "confident",
          reasons: [],
        },
      ]);
  });
  return rows.map((row, i) => {
    const { customer, supplier } = sides[i] ?? { customer: null, supplier: null };
    const base = { ...row, customerSide: customer, supplierSide: supplier };
    if (row.errors.length > 0 || !supplier)
      return { ...base, outcome: "invalid", reasons: [...row.errors, ...row.warnings] };
    const judged = [
      customer ? { side: customer, which: "customer" as const } : null,
      { side: supplier, which: "supplier" as const },
    ].filter((s) => s !== null);
    const reasons = judged
      .map(({ side, which }) => sideReason(side, which))
      .filter((r): r is string => r !== null);
    const bands = judged.map(({ side }) => side.band);
    let outcome: NTierUploadOutcome = "created";
    if (bands.some((b) => b === "weak" || b === "none")) outcome = "unmatched";
    else if (bands.includes("review")) outcome = "review";
    else if (customer && customer.companyId === supplier.companyId) {
      outcome = "invalid";
      reasons.push("The supplier and the customer are the same company.");
    }
    return { ...base, outcome, reasons: [...reasons, ...row.warnings] };
  });
}
