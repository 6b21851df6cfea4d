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
  /** Items passed over: already held (add) or not held (remove). */
  skipped: number;
  /** The portfolios changed. */
  portfolios: PortfolioView[];
  /** Add only: the chosen portfolios that already held every company, left as they were. */
  alreadyIn: PortfolioView[];
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
  /** Names of the chosen portfolios that already held every company (nothing added there). */
  alreadyIn?: string[];
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

/** How many of these companies each of these portfolios already holds. */
async function heldCounts(
  tx: Database,
  actor: TenantActor,
  portfolioIds: readonly string[],
  companyIds: readonly string[],
): Promise<Map<string, number>> {
  const rows = await tx
    .select({ portfolioId: portfolioCompanies.portfolioId, n: sql<number>`count(*)::int` })
    .from(portfolioCompanies)
    .where(
      ownedBy(
        actor,
        portfolioCompanies,
        sql`${portfolioCompanies.portfolioId} = any(${uuidArray(portfolioIds)})`,
        sql`${portfolioCompanies.companyId} = any(${uuidArray(companyIds)})`,
      ),
    )
    .groupBy(portfolioCompanies.portfolioId);
  return new Map(rows.map((row) => [row.portfolioId, Number(row.n)]));
}

/**
 * Adds companies to one or more portfolios in one INSERT … SELECT (10,000 companies are one
 * statement, not a loop). Items the portfolios already hold are passed over: the others are
 * added, and the answer names the portfolios that already held every company (`alreadyIn`).
 * Only a call with nothing left to add is refused: 'Item already exists…' for a one-item
 * call, 'Some items already exist…' otherwise (spec 3 §8).
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
    const held = await heldCounts(tx, actor, portfolioIds, companyIds);
    const items = portfolioIds.length * companyIds.length;
    const skipped = [...held.values()].reduce((sum, n) => sum + n, 0);
    if (skipped >= items)
      throw new AlreadyExistsError(
        items === 1 ? messages.portfolioItemExists : messages.portfolioSomeItemsExist,
      );
    const fresh = items - skipped;
    await assertItemRoom(tx, actor, portfolioLimits(deps, actor), {
      organization: fresh,
      user: fresh,
    });
    // Tree order, as loadViews answers: the confirmation names them in that order.
    const changedIds = targets
      .filter((t) => (held.get(t.id) ?? 0) < companyIds.length)
      .map((t) => t.id);
    const updatedAt = await updatedAtOf(tx, actor, changedIds);
    const batchId = randomUUID();
    // INSERT … SELECT writes organization_id itself: tenantData inserts one row at a time.
    // The tree lock is held, so the held items counted above are the ones passed over here.
    const inserted = await tx.execute<{ company_id: string }>(sql`
      insert into ${portfolioCompanies} (organization_id, portfolio_id, company_id, added_by, batch_id)
      select ${actor.organization.id}, t.id, c.id, ${actor.userId}, ${batchId}
      from unnest(${uuidArray(changedIds)}) as t(id)
      cross join unnest(${uuidArray(companyIds)}) as c(id)
      on conflict (portfolio_id, company_id) do nothing
      returning company_id`);
    const addedCompanyIds = [
      ...new Set(
        (inserted as unknown as { rows: { company_id: string }[] }).rows.map((r) => r.company_id),
      ),
    ];
    await adjustCompanyCounts(
      tx,
      actor,
      new Map(changedIds.map((id) => [id, companyIds.length - (held.get(id) ?? 0)])),
    );
    await touch(tx, actor, changedIds);
    await recordAudit(tx, actor, {
      action: "portfolio.companies_added",
      targetType: "Portfolio",
      targetId: changedIds.length === 1 ? changedIds[0] : null,
      // companyIds: each company's wall shows the portfolios it joined (comments feature).
      after: {
        portfolioIds: changedIds,
        companyIds: addedCompanyIds,
        companyCount: addedCompanyIds.length,
        batchId,
      },
    });
    const byId = new Map(targets.map((target) => [target.id, target]));
    const names = changedIds.map((id) => byId.get(id)?.name ?? "");
    const alreadyIn = targets.filter((t) => !changedIds.includes(t.id));
    const payload: AddUndoPayload = {
      batchId,
      portfolioIds: changedIds,
      names,
      alreadyIn: alreadyIn.map((t) => t.name),
      updatedAt,
    };
    const undo = await createSnackbarUndo(tx, {
      userId: actor.userId,
      organizationId: actor.organization.id,
      type: portfolioUndoTypes.addCompanies,
      payload,
    });
    const changed = await loadViews(tx, actor, inArray(portfolios.id, changedIds));
    return { added: fresh, removed: 0, skipped, portfolios: changed, alreadyIn, undoId: undo.id };
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
    return {
      added: 0,
      removed: items.length,
      skipped: companyIds.length - items.length,
      portfolios: changed,
      alreadyIn: [],
      undoId,
    };
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
