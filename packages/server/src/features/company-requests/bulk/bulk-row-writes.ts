import { randomUUID } from "node:crypto";
import type { BulkRowOutcome, ReviewDecision } from "@tierwise/common/company-requests";
import { inArray, isNull, sql } from "drizzle-orm";
import type { TenantActor } from "../../../core/actor.ts";
import type { ServiceDeps } from "../../../core/deps.ts";
import { DomainError } from "../../../core/errors.ts";
import { ownedBy } from "../../../core/tenant.ts";
import type { Database } from "../../../db/client.ts";
import type { SupplierFields } from "../../../import/supplier-row.ts";
import { portfolioCompanies } from "../../portfolios/portfolio.table.ts";
import { addCompaniesToPortfolios } from "../../portfolios/portfolio-companies.service.ts";
import { uuidArray } from "../../portfolios/portfolio-counters.ts";
import {
  bulkRequestRows,
  companyRequestLogs,
  companyRequestPortfolios,
  companyRequests,
} from "../company-request.table.ts";
import { rowKeys } from "./bulk-duplicates.ts";
import { rowsOf } from "./match-scope.ts";

/**
 * What a batch of a bulk request writes besides its rows' outcomes: company requests for rows
 * nobody knows, and portfolio items for matched companies. Each is a few statements for the
 * whole batch, in the batch's transaction.
 */

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/**
 * Company requests for rows, as request-write.ts's insertCompanyRequest makes one (the same
 * keys, portfolios and 'created' log entry), but one INSERT per table for the whole batch.
 * Returns each row's new request id.
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
  await tx.execute(sql`
    insert into ${companyRequests} (id, organization_id, user_id, company_name, duns, website,
      website_domain, country, state, city, address, legal_name, zip_code, note, uei, tax_id,
      cage_code, out_of_business, branchind, status, bulk_request_id, name_key)
    select r.id, ${actor.organizationId}, ${actor.userId}, r.company_name, r.duns, r.website,
      r.website_domain, r.country, r.state, r.city, r.address, r.legal_name, r.zip_code, r.note,
      r.uei, r.tax_id, r.cage_code, r.out_of_business, r.branchind, 'requested', ${bulk.id},
      r.name_key
    from jsonb_to_recordset(${json(records)}) as r(id uuid, company_name text, duns text,
      website text, website_domain text, country text, state text, city text, address text,
      legal_name text, zip_code text, note text, uei text, tax_id text, cage_code text,
      out_of_business boolean, branchind boolean, name_key text)`);
  const requestIds = [...ids.values()];
  await tx.execute(sql`
    insert into ${companyRequestLogs} (request_id, organization_id, user_id, reason, status)
    select r.id, ${actor.organizationId}, ${actor.userId}, 'created', 'requested'
    from unnest(${uuidArray(requestIds)}) as r(id)`);
  if (bulk.portfolioIds.length > 0) {
    await tx.execute(sql`
      insert into ${companyRequestPortfolios} (request_id, portfolio_id)
      select r.id, p.id from unnest(${uuidArray(requestIds)}) as r(id)
      cross join unnest(${uuidArray([...bulk.portfolioIds])}) as p(id)`);
  }
  return ids;
}

/**
 * Adds matched companies to the bulk request's portfolios through the portfolios feature's
 * service (its limits, counters and audit entry), leaving out items a portfolio holds already.
 * A portfolio that can no longer take them (archived meanwhile, a limit reached) does not stop
 * the batch: its service call is undone on its own (a savepoint) and the answer says why.
 */
export async function addToPortfolios(
  deps: ServiceDeps,
  tx: Database,
  actor: TenantActor,
  portfolioIds: readonly string[],
  companyIds: readonly string[],
): Promise<{ portfolioId: string; message: string }[]> {
  const wanted = [...new Set(companyIds)];
  if (wanted.length === 0) return [];
  const refused: { portfolioId: string; message: string }[] = [];
  for (const portfolioId of portfolioIds) {
    const held = new Set(
      (
        await tx
          .select({ companyId: portfolioCompanies.companyId })
          .from(portfolioCompanies)
          .where(
            ownedBy(
              actor,
              portfolioCompanies,
              sql`${portfolioCompanies.portfolioId} = ${portfolioId}`,
              inArray(portfolioCompanies.companyId, wanted),
            ),
          )
      ).map((row) => row.companyId),
    );
    const fresh = wanted.filter((id) => !held.has(id));
    if (fresh.length === 0) continue;
    try {
      await addCompaniesToPortfolios({ ...deps, db: tx }, actor, {
        portfolioIds: [portfolioId],
        companyIds: fresh,
      });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      refused.push({ portfolioId, message: error.message });
    }
  }
  return refused;
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
    deciding ? isNull(bulkRequestRows.decision) : isNull(bulkRequestRows.outcome),
  );
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
  return rowsOf(changed).length;
}
