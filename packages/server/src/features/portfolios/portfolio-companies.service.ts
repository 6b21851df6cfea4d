import { randomUUID } from "node:crypto";
import { limits } from "@tierwise/common/limits";
import { messages } from "@tierwise/common/messages";
import { portfolioCompaniesPerCallMaximum, portfolioUndoTypes } from "@tierwise/common/portfolios";
import { eq, inArray, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { recordAudit } from "../../core/audit.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import {
  AlreadyExistsError,
  ConnectedObjectNotFoundError,
  NotFoundError,
  TooManyModificationsError,
} from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import { fieldError } from "../../core/parse-input.ts";
import { ownedBy } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { companies } from "../companies/company.table.ts";
import { hiddenStatuses } from "../companies/company-access.service.ts";
import { createSnackbarUndo } from "../undo/snackbar-undo.service.ts";
import { portfolioCompanies, portfolios } from "./portfolio.table.ts";
import { adjustCompanyCounts, uuidArray } from "./portfolio-counters.ts";
import { assertItemRoom, portfolioLimits } from "./portfolio-limits.ts";
import {
  assertActive,
  authorizeOn,
  loadViews,
  lockTree,
  type PortfolioView,
  portfolioNotFound,
} from "./portfolio-visibility.ts";

export type PortfolioCompaniesChange = {
  added: number;
  removed: number;
  portfolios: PortfolioView[];
  undoId: string | null;
};

/** Each portfolio's updated_at as PostgreSQL prints it (to the microsecond), for an exact undo. */
export type UpdatedAtById = Record<string, string>;

/** An item as removed, so that its undo can put back the very same row. */
export type RemovedItem = {
  id: string;
  companyId: string;
  addedBy: string | null;
  addedAt: string;
  batchId: string | null;
};

/**
 * What undo_add_portfolios and portfolio_company offers hold. `names` is only for the message
 * of a snackbar replayed after a reload (offers written before it was added lack it).
 */
export type AddUndoPayload = {
  batchId: string;
  portfolioIds: string[];
  names?: string[];
  updatedAt: UpdatedAtById;
};
export type RemoveUndoPayload = {
  portfolioId: string;
  name: string;
  items: RemovedItem[];
  updatedAt: UpdatedAtById;
};

function distinctIds(ids: readonly string[], path: string, maximum: number): string[] {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (unique.length === 0) throw fieldError(path, messages.required);
  if (unique.length > maximum) throw new TooManyModificationsError(maximum);
  return unique;
}

/**
 * The portfolios a company change targets, each visible, editable and active. The tree lock
 * is taken first: the counters of their ancestors are about to change.
 */
export async function editableTargets(
  tx: Database,
  actor: TenantActor,
  ids: readonly string[],
): Promise<PortfolioView[]> {
  await lockTree(tx, actor);
  if (!ids.every(isUuid)) throw portfolioNotFound();
  const views = await loadViews(tx, actor, inArray(portfolios.id, [...ids]));
  if (views.length !== ids.length) throw portfolioNotFound();
  for (const view of views) {
    authorizeOn(actor, "portfolios.update", view);
    assertActive(view);
  }
  return views;
}

/** updated_at of the portfolios to the microsecond (a JavaScript Date keeps milliseconds). */
export async function updatedAtOf(
  tx: Database,
  actor: TenantActor,
  ids: readonly string[],
): Promise<UpdatedAtById> {
  const rows = await tx
    .select({ id: portfolios.id, at: sql<string>`${portfolios.updatedAt}::text` })
    .from(portfolios)
    .where(ownedBy(actor, portfolios, inArray(portfolios.id, [...ids])));
  return Object.fromEntries(rows.map((row) => [row.id, row.at]));
}

/** Sets updated_at: now, or (an undo) back to what it was. */
export async function touch(
  tx: Database,
  actor: TenantActor,
  ids: readonly string[],
  to?: UpdatedAtById,
) {
  for (const id of ids) {
    const at = to?.[id];
    await tx
      .update(portfolios)
      .set({ updatedAt: at ? sql`${at}::timestamptz` : sql`now()` })
      .where(ownedBy(actor, portfolios, eq(portfolios.id, id)));
  }
}

/** Unknown, draft or deleted companies are refused, the first one named. */
async function assertCompaniesVisible(tx: Database, companyIds: readonly string[]) {
  const malformed = companyIds.find((id) => !isUuid(id));
  if (malformed !== undefined) throw new ConnectedObjectNotFoundError("Company", malformed);
  const found = new Set(
    (
      await tx
        .select({ id: companies.id })
        .from(companies)
        .where(
          sql`${companies.id} = any(${uuidArray(companyIds)}) and ${companies.statusCode} not in ${[...hiddenStatuses]}`,
        )
    ).map((row) => row.id),
  );
  const missing = companyIds.find((id) => !found.has(id));
  if (missing !== undefined) throw new ConnectedObjectNotFoundError("Company", missing);
}

/**
 * Adds companies to one or more portfolios in one INSERT … SELECT (10,000 companies are one
 * statement, not a loop). A call naming any item the portfolios already hold adds nothing:
 * 'Item already exists…' for a one-item call, 'Some items already exist…' otherwise.
 */
export async function addCompaniesToPortfolios(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { portfolioIds: readonly string[]; companyIds: readonly string[] },
): Promise<PortfolioCompaniesChange> {
  authorize(actor, "portfolios.read");
  const portfolioIds = distinctIds(input.portfolioIds, "portfolioIds", limits.pageSizeMaximum);
  const companyIds = distinctIds(input.companyIds, "companyIds", portfolioCompaniesPerCallMaximum);
  return deps.db.transaction(async (tx) => {
    const targets = await editableTargets(tx, actor, portfolioIds);
    await assertCompaniesVisible(tx, companyIds);
    const [held] = await tx
      .select({ id: portfolioCompanies.id })
      .from(portfolioCompanies)
      .where(
        ownedBy(
          actor,
          portfolioCompanies,
          sql`${portfolioCompanies.portfolioId} = any(${uuidArray(portfolioIds)})`,
          sql`${portfolioCompanies.companyId} = any(${uuidArray(companyIds)})`,
        ),
      )
      .limit(1);
    const items = portfolioIds.length * companyIds.length;
    if (held)
      throw new AlreadyExistsError(
        items === 1 ? messages.portfolioItemExists : messages.portfolioSomeItemsExist,
      );
    await assertItemRoom(tx, actor, portfolioLimits(deps, actor), {
      organization: items,
      user: items,
    });
    const updatedAt = await updatedAtOf(tx, actor, portfolioIds);
    const batchId = randomUUID();
    // INSERT … SELECT writes organization_id itself: tenantData inserts one row at a time.
    await tx.execute(sql`
      insert into ${portfolioCompanies} (organization_id, portfolio_id, company_id, added_by, batch_id)
      select ${actor.organization.id}, t.id, c.id, ${actor.userId}, ${batchId}
      from unnest(${uuidArray(portfolioIds)}) as t(id)
      cross join unnest(${uuidArray(companyIds)}) as c(id)`);
    await adjustCompanyCounts(
      tx,
      actor,
      new Map(portfolioIds.map((id) => [id, companyIds.length])),
    );
    await touch(tx, actor, portfolioIds);
    await recordAudit(tx, actor, {
      action: "portfolio.companies_added",
      targetType: "Portfolio",
      targetId: portfolioIds.length === 1 ? portfolioIds[0] : null,
      // companyIds: each company's wall shows the portfolios it joined (comments feature).
      after: { portfolioIds, companyIds, companyCount: companyIds.length, batchId },
    });
    const names = targets.map((target) => target.name);
    const payload: AddUndoPayload = { batchId, portfolioIds, names, updatedAt };
    const undo = await createSnackbarUndo(tx, {
      userId: actor.userId,
      organizationId: actor.organization.id,
      type: portfolioUndoTypes.addCompanies,
      payload,
    });
    const changed = await loadViews(
      tx,
      actor,
      inArray(
        portfolios.id,
        targets.map((t) => t.id),
      ),
    );
    return { added: items, removed: 0, portfolios: changed, undoId: undo.id };
  });
}

/** Deletes a portfolio's items for these companies; returns them as they were. */
export async function deleteItems(
  tx: Database,
  actor: TenantActor,
  portfolioId: string,
  companyIds: readonly string[],
): Promise<RemovedItem[]> {
  const removed = await tx
    .delete(portfolioCompanies)
    .where(
      ownedBy(
        actor,
        portfolioCompanies,
        eq(portfolioCompanies.portfolioId, portfolioId),
        sql`${portfolioCompanies.companyId} = any(${uuidArray(companyIds)})`,
      ),
    )
    .returning({
      id: portfolioCompanies.id,
      companyId: portfolioCompanies.companyId,
      addedBy: portfolioCompanies.addedBy,
      addedAt: sql<string>`${portfolioCompanies.addedAt}::text`,
      batchId: portfolioCompanies.batchId,
    });
  if (removed.length > 0)
    await adjustCompanyCounts(tx, actor, new Map([[portfolioId, -removed.length]]));
  return removed;
}

/** Removes companies from a portfolio (ids it does not hold are passed over); offers an undo. */
export async function removeCompaniesFromPortfolio(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { portfolioId: string; companyIds: readonly string[] },
): Promise<PortfolioCompaniesChange> {
  authorize(actor, "portfolios.read");
  const companyIds = distinctIds(
    input.companyIds,
    "companyIds",
    portfolioCompaniesPerCallMaximum,
  ).filter(isUuid);
  return deps.db.transaction(async (tx) => {
    const [target] = await editableTargets(tx, actor, [input.portfolioId]);
    if (!target) throw new NotFoundError("Portfolio not found.");
    const updatedAt = await updatedAtOf(tx, actor, [target.id]);
    const items = companyIds.length > 0 ? await deleteItems(tx, actor, target.id, companyIds) : [];
    let undoId: string | null = null;
    if (items.length > 0) {
      await touch(tx, actor, [target.id]);
      await recordAudit(tx, actor, {
        action: "portfolio.companies_removed",
        targetType: "Portfolio",
        targetId: target.id,
        before: { companyIds: items.map((item) => item.companyId) },
      });
      const payload: RemoveUndoPayload = {
        portfolioId: target.id,
        name: target.name,
        items,
        updatedAt,
      };
      const undo = await createSnackbarUndo(tx, {
        userId: actor.userId,
        organizationId: actor.organization.id,
        type: portfolioUndoTypes.removeCompanies,
        payload,
      });
      undoId = undo.id;
    }
    const changed = await loadViews(tx, actor, eq(portfolios.id, target.id));
    return { added: 0, removed: items.length, portfolios: changed, undoId };
  });
}

/** Puts removed items back exactly (ids, who added them, when, from which call). */
export async function restoreItems(
  tx: Database,
  actor: TenantActor,
  portfolioId: string,
  items: readonly RemovedItem[],
): Promise<void> {
  if (items.length === 0) return;
  const restored = await tx.execute<{ id: string }>(sql`
    insert into ${portfolioCompanies} (id, organization_id, portfolio_id, company_id, added_by, added_at, batch_id)
    select r.id, ${actor.organization.id}, ${portfolioId}, r.company_id, r.added_by, r.added_at, r.batch_id
    from unnest(
      ${uuidArray(items.map((i) => i.id))},
      ${uuidArray(items.map((i) => i.companyId))},
      ${sql.param(items.map((i) => i.addedBy))}::uuid[],
      ${sql.param(items.map((i) => i.addedAt))}::timestamptz[],
      ${sql.param(items.map((i) => i.batchId))}::uuid[]
    ) as r(id, company_id, added_by, added_at, batch_id)
    on conflict do nothing
    returning id`);
  const count = (restored as unknown as { rows: unknown[] }).rows.length;
  await adjustCompanyCounts(tx, actor, new Map([[portfolioId, count]]));
}
