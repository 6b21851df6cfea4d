import { randomUUID } from "node:crypto";
import type { BulkRowOutcome, ReviewDecision } from "@tierwise/common/company-requests";
import { isNull, sql } from "drizzle-orm";
import type { TenantActor } from "../../../core/actor.ts";
import { ownedBy } from "../../../core/tenant.ts";
import type { Database } from "../../../db/client.ts";
import { rowsOf } from "../../../db/raw-rows.ts";
import type { SupplierFields } from "../../../import/supplier-row.ts";
import { uuidArray } from "../../portfolios/portfolio-counters.ts";
import {
  bulkRequestRows,
  companyRequestLogs,
  companyRequestPortfolios,
  companyRequests,
} from "../company-request.table.ts";
import { rowKeys } from "./bulk-duplicates.ts";

/**
 * What a batch of a bulk request writes: company requests for rows nobody knows and every
 * row's outcome, a few statements for the whole batch, in the batch's transaction. Portfolio
 * items for matched companies follow (bulk-portfolio-items.ts).
 */

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/**
 * Company requests for rows, as request-write.ts's insertCompanyRequest makes one (the same
 * keys, portfolios and 'created' log entry), but one statement for the whole batch. Returns
 * each row's new request id.
 */
export async function insertRequestsForRows(
  tx: Database,
  actor: TenantActor,
  bulk: { id: string; portfolioIds: readonly string[] },
  rows: readonly { rowId: string; fields: SupplierFields }[],
): Promise<Map<string, string>> {
  if (rows.length === 0) return new Map();
  const ids = new Map(rows.map((row) => [row.rowId, randomUUID()]));
  const records = rows.map(({ rowId, fields }) => {
    const keys = rowKeys(fields);
    return {
      id: ids.get(rowId),
      company_name: fields.companyName ?? "",
      duns: keys.duns,
      website: fields.website ?? null,
      website_domain: keys.websiteDomain,
      country: keys.country,
      state: fields.state ?? null,
      city: fields.city ?? null,
      address: fields.address ?? null,
      legal_name: fields.legalName ?? null,
      zip_code: fields.zipCode ?? null,
      note: fields.note ?? null,
      uei: fields.uei ?? null,
      tax_id: fields.taxId ?? null,
      cage_code: fields.cageCode ?? null,
      out_of_business: fields.outOfBusiness ?? false,
      branchind: fields.branchind ?? false,
      name_key: keys.nameKey,
    };
  });
  // organization_id and user_id are the actor's, written here as tenantData's insert would.
  // One statement for the three tables: the foreign keys of the log entries and portfolio
  // links are checked at its end, when the requests are there.
  await tx.execute(sql`
    with made as (
      insert into ${companyRequests} (id, organization_id, user_id, company_name, duns, website,
        website_domain, country, state, city, address, legal_name, zip_code, note, uei, tax_id,
        cage_code, out_of_business, branchind, status, bulk_request_id, name_key)
      select r.id, ${actor.organizationId}, ${actor.userId}, r.company_name, r.duns, r.website,
        r.website_domain, r.country, r.state, r.city, r.address, r.legal_name, r.zip_code,
        r.note, r.uei, r.tax_id, r.cage_code, r.out_of_business, r.branchind, 'requested',
        ${bulk.id}, r.name_key
      from jsonb_to_recordset(${json(records)}) as r(id uuid, company_name text, duns text,
        website text, website_domain text, country text, state text, city text, address text,
        legal_name text, zip_code text, note text, uei text, tax_id text, cage_code text,
        out_of_business boolean, branchind boolean, name_key text)
      returning id
    ), logged as (
      insert into ${companyRequestLogs} (request_id, organization_id, user_id, reason, status)
      select made.id, ${actor.organizationId}, ${actor.userId}, 'created', 'requested' from made
    )
    insert into ${companyRequestPortfolios} (request_id, portfolio_id)
    select made.id, p.id from made cross join unnest(${uuidArray([...bulk.portfolioIds])}) as p(id)`);
  return ids;
}

/** A processed row as stored; `decision` fields only for reviewed rows. */
export type RowOutcome = {
  id: string;
  cleaned: SupplierFields | null;
  warnings: string[];
  errors: string[];
  outcome: BulkRowOutcome;
  matchCompanyId: string | null;
  matchScore: number | null;
  candidates: { companyId: string; score: number; reasons: string[] }[] | null;
  duplicateOfRow: number | null;
  requestId: string | null;
  decision?: ReviewDecision;
};

/**
 * Writes the outcomes of a batch in one UPDATE. Only rows still without an outcome (or, for a
 * review decision, still undecided) change: a batch that another worker did meanwhile is not
 * done twice. Returns how many rows changed.
 *
 * Nested loops are off for this statement: the planner's count of rows still open is whatever
 * it was when the table was last analysed (often none, after an earlier upload was done), and
 * with it the planner joined the batch to them in a nested loop that read the 500-row JSON
 * again for every row, 0.4 s a batch. A hash join on the ids reads it once.
 */
export async function saveOutcomes(
  tx: Database,
  actor: TenantActor,
  outcomes: readonly RowOutcome[],
  options: { decidedBy?: string } = {},
): Promise<number> {
  if (outcomes.length === 0) return 0;
  const records = outcomes.map((o) => ({
    id: o.id,
    cleaned: o.cleaned,
    warnings: o.warnings,
    errors: o.errors,
    outcome: o.outcome,
    match_company_id: o.matchCompanyId,
    match_score: o.matchScore,
    candidates: o.candidates,
    duplicate_of_row: o.duplicateOfRow,
    request_id: o.requestId,
    decision: o.decision ?? null,
  }));
  const deciding = options.decidedBy !== undefined;
  const where = ownedBy(
    actor,
    bulkRequestRows,
    sql`${bulkRequestRows.id} = u.id`,
    sql`${bulkRequestRows.id} = any(${uuidArray(outcomes.map((o) => o.id))})`,
    deciding ? isNull(bulkRequestRows.decision) : isNull(bulkRequestRows.outcome),
  );
  await tx.execute(sql`select set_config('enable_nestloop', 'off', true)`);
  const changed = await tx.execute(sql`
    update ${bulkRequestRows} set
      cleaned = u.cleaned, warnings = u.warnings, errors = u.errors, outcome = u.outcome,
      match_company_id = u.match_company_id, match_score = u.match_score,
      candidates = u.candidates, duplicate_of_row = u.duplicate_of_row, request_id = u.request_id,
      decision = u.decision,
      decided_by = ${deciding ? sql`${options.decidedBy}::uuid` : sql`null`},
      decided_at = ${deciding ? sql`now()` : sql`null`}
    from jsonb_to_recordset(${json(records)}) as u(id uuid, cleaned jsonb, warnings text[],
      errors text[], outcome text, match_company_id uuid, match_score real, candidates jsonb,
      duplicate_of_row int, request_id uuid, decision text)
    where ${where}
    returning ${bulkRequestRows.id}`);
  await tx.execute(sql`select set_config('enable_nestloop', 'on', true)`);
  return rowsOf(changed).length;
}
