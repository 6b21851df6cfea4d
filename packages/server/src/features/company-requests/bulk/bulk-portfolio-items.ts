import { portfolioCompaniesPerCallMaximum } from "@tierwise/common/portfolios";
import { eq, isNotNull, sql } from "drizzle-orm";
import type { TenantActor } from "../../../core/actor.ts";
import type { ServiceDeps } from "../../../core/deps.ts";
import { DomainError } from "../../../core/errors.ts";
import { ownedBy } from "../../../core/tenant.ts";
import type { Database } from "../../../db/client.ts";
import { portfolioCompanies } from "../../portfolios/portfolio.table.ts";
import { addCompaniesToPortfolios } from "../../portfolios/portfolio-companies.service.ts";
import { uuidArray } from "../../portfolios/portfolio-counters.ts";
import { type BulkRequestRow, bulkRequestRows } from "../company-request.table.ts";
import type { RowOutcome } from "./bulk-row-writes.ts";

/** A portfolio that did not take a bulk request's companies, and why. */
export type PortfolioRefusal = { portfolioId: string; message: string };

/** The warning a matched row gets when a portfolio refused its company. */
export const refusalWarning = ({ portfolioId, message }: PortfolioRefusal) =>
  `Not added to portfolio ${portfolioId}: ${message}`;

/**
 * Adds matched companies to the bulk request's portfolios through the portfolios feature's
 * service (its limits, counters and audit entry), leaving out items a portfolio holds already.
 * A portfolio that can no longer take them (archived meanwhile, a limit reached) does not stop
 * the rest: its service call is undone on its own (a savepoint) and the answer says why.
 */
export async function addToPortfolios(
  deps: ServiceDeps,
  tx: Database,
  actor: TenantActor,
  portfolioIds: readonly string[],
  companyIds: readonly string[],
): Promise<PortfolioRefusal[]> {
  const wanted = [...new Set(companyIds)];
  if (wanted.length === 0) return [];
  const refused: PortfolioRefusal[] = [];
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
              sql`${portfolioCompanies.companyId} = any(${uuidArray(wanted)})`,
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

type MatchedRow = { rowId: string; companyId: string };

/**
 * The portfolio items of a bulk request's confident matches, added after the batches that
 * matched them. The portfolios service costs a dozen statements and a count of the person's
 * items a call: once per 500-row batch, that was half the time of writing a 100,000-row list.
 * So the companies matched by committed batches wait here and are added
 * portfolioCompaniesPerCallMaximum at a time, and when the run ends. A kill in between loses
 * nothing: every run starts with what the rows committed before it matched (items held
 * already are left out), so the items are complete when the bulk request is.
 */
export class PendingPortfolioItems {
  private pending: MatchedRow[] = [];
  private readonly pendingCompanies = new Set<string>();
  private readonly deps: ServiceDeps;
  private readonly actor: TenantActor;
  private readonly bulk: BulkRequestRow;

  constructor(deps: ServiceDeps, actor: TenantActor, bulk: BulkRequestRow) {
    this.deps = deps;
    this.actor = actor;
    this.bulk = bulk;
  }

  /** The rows matched so far, from the database: what an earlier run may not have added. */
  static async load(deps: ServiceDeps, actor: TenantActor, bulk: BulkRequestRow) {
    const items = new PendingPortfolioItems(deps, actor, bulk);
    if (bulk.portfolioIds.length === 0) return items;
    const rows = await deps.db
      .select({ rowId: bulkRequestRows.id, companyId: bulkRequestRows.matchCompanyId })
      .from(bulkRequestRows)
      .where(
        ownedBy(
          actor,
          bulkRequestRows,
          eq(bulkRequestRows.bulkRequestId, bulk.id),
          eq(bulkRequestRows.outcome, "matched"),
          isNotNull(bulkRequestRows.matchCompanyId),
        ),
      );
    for (const { rowId, companyId } of rows) if (companyId) items.wait({ rowId, companyId });
    return items;
  }

  private wait(row: MatchedRow) {
    this.pending.push(row);
    this.pendingCompanies.add(row.companyId);
  }

  /** The matched rows of a committed batch; adds them once enough are waiting. */
  async committed(outcomes: readonly RowOutcome[]) {
    if (this.bulk.portfolioIds.length === 0) return;
    for (const { id, outcome, matchCompanyId } of outcomes) {
      if (outcome === "matched" && matchCompanyId)
        this.wait({ rowId: id, companyId: matchCompanyId });
    }
    if (this.pendingCompanies.size >= portfolioCompaniesPerCallMaximum) await this.addWaiting();
  }

  /**
   * Adds the waiting companies, portfolioCompaniesPerCallMaximum a transaction; a portfolio
   * that refuses them leaves a warning on their rows (once, however often it is asked).
   */
  async addWaiting() {
    const { deps, actor, bulk } = this;
    while (this.pending.length > 0) {
      const companies = new Set<string>();
      let taken = 0;
      for (const row of this.pending) {
        if (!companies.has(row.companyId) && companies.size === portfolioCompaniesPerCallMaximum)
          break;
        companies.add(row.companyId);
        taken += 1;
      }
      const rows = this.pending.slice(0, taken);
      await deps.db.transaction(async (tx) => {
        const refused = await addToPortfolios(deps, tx, actor, bulk.portfolioIds, [...companies]);
        for (const refusal of refused) {
          const warning = refusalWarning(refusal);
          await tx
            .update(bulkRequestRows)
            .set({ warnings: sql`array_append(${bulkRequestRows.warnings}, ${warning})` })
            .where(
              ownedBy(
                actor,
                bulkRequestRows,
                sql`${bulkRequestRows.id} = any(${uuidArray(rows.map((row) => row.rowId))})`,
                sql`not (${warning} = any(${bulkRequestRows.warnings}))`,
              ),
            );
        }
      });
      this.pending = this.pending.slice(taken);
    }
    this.pendingCompanies.clear();
  }
}
