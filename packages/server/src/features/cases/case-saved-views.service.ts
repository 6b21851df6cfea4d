import { caseMessages, defaultCaseColumns, defaultCaseSort } from "@tierwise/common/cases";
import { caseViewInputSchema } from "@tierwise/common/inputs/cases";
import { asc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { recordAudit } from "../../core/audit.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { AlreadyExistsError, NotFoundError } from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import { parseInput } from "../../core/parse-input.ts";
import { isUniqueViolation } from "../../core/sql-support.ts";
import { ownedBy, tenantData } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { displayName } from "../comments/comment-view.ts";
import { type CaseViewRow, caseViews } from "./case.table.ts";
import type { CaseUserRef } from "./case-presenter.ts";

export type SavedCaseView = {
  id: string;
  name: string;
  description: string | null;
  params: unknown;
  columns: unknown;
  isDefault: boolean;
  creator: CaseUserRef;
};

/** The built-in view every list starts from (spec 2 §2: "A default view named Default View"). */
export const builtInViewId = "default";

const viewNotFound = () => new NotFoundError("Case view not found.");

function creatorRef(actor: TenantActor): CaseUserRef {
  return {
    id: actor.userId,
    name: displayName(actor.user),
    email: actor.user.email,
    deactivated: false,
  };
}

const toView = (actor: TenantActor, row: CaseViewRow): SavedCaseView => ({
  id: row.id,
  name: row.name,
  description: row.description,
  params: row.params,
  columns: row.columns,
  isDefault: row.isDefault,
  creator: creatorRef(actor),
});

/** Default View: no filters, the default sort, the version 9 columns; default when none is. */
function builtInView(actor: TenantActor, isDefault: boolean): SavedCaseView {
  return {
    id: builtInViewId,
    name: caseMessages.defaultViewName,
    description: null,
    params: { filters: {}, sort: defaultCaseSort },
    columns: defaultCaseColumns(),
    isDefault,
    creator: creatorRef(actor),
  };
}

/** The viewer's own views: saved views belong to the person who saved them. */
const mine = (actor: TenantActor, ...conditions: SQL[]) =>
  ownedBy(actor, caseViews, eq(caseViews.creatorId, actor.userId), ...conditions);

async function findMine(db: Database, actor: TenantActor, id: string): Promise<CaseViewRow> {
  if (!isUuid(id)) throw viewNotFound();
  const [row] = await db
    .select()
    .from(caseViews)
    .where(mine(actor, eq(caseViews.id, id)));
  if (!row) throw viewNotFound();
  return row;
}

/** Names are unique among a person's views, whatever their case (spec 2 §2). */
async function assertNameFree(db: Database, actor: TenantActor, name: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: caseViews.id })
    .from(caseViews)
    .where(
      mine(
        actor,
        sql`lower(${caseViews.name}) = lower(${name})`,
        ...(exceptId ? [ne(caseViews.id, exceptId)] : []),
      ),
    )
    .limit(1);
  if (taken || name.trim().toLowerCase() === caseMessages.defaultViewName.toLowerCase())
    throw new AlreadyExistsError(caseMessages.viewNameTaken);
}

/** A racing save of the same name loses on the unique index; it gets the same answer. */
async function nameRace<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AlreadyExistsError(caseMessages.viewNameTaken);
    throw error;
  }
}

/** caseViews: Default View first, then the viewer's views by name. */
export async function listCaseViews(deps: ServiceDeps, actor: TenantActor) {
  authorize(actor, "cases.read");
  const rows = await deps.db
    .select()
    .from(caseViews)
    .where(mine(actor))
    .orderBy(asc(sql`lower(${caseViews.name})`), asc(caseViews.id));
  const views = rows.map((row) => toView(actor, row));
  return [builtInView(actor, !views.some((view) => view.isDefault)), ...views];
}

/** caseView(id): one of the viewer's views (or Default View); null for anything else. */
export async function caseViewById(deps: ServiceDeps, actor: TenantActor, args: { id: string }) {
  authorize(actor, "cases.read");
  if (args.id === builtInViewId) return (await listCaseViews(deps, actor))[0] ?? null;
  try {
    return toView(actor, await findMine(deps.db, actor, args.id));
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

export async function createCaseView(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { input: unknown },
) {
  authorize(actor, "cases.read");
  const input = parseInput(caseViewInputSchema, args.input);
  await assertNameFree(deps.db, actor, input.name);
  const row = await nameRace(() =>
    deps.db.transaction(async (tx) => {
      const created = await tenantData(tx, actor).insert(caseViews, {
        creatorId: actor.userId,
        name: input.name,
        description: input.description,
        params: input.params,
        columns: input.columns,
      });
      await recordAudit(tx, actor, {
        action: "caseView.created",
        targetType: "CaseView",
        targetId: created.id,
        after: { name: created.name },
      });
      return created;
    }),
  );
  return { view: toView(actor, row) };
}

export async function updateCaseView(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { id: string; input: unknown },
) {
  authorize(actor, "cases.read");
  const before = await findMine(deps.db, actor, args.id);
  const input = parseInput(caseViewInputSchema, args.input);
  await assertNameFree(deps.db, actor, input.name, before.id);
  const row = await nameRace(() =>
    deps.db.transaction(async (tx) => {
      const [updated] = await tenantData(tx, actor).update(
        caseViews,
        { ...input, updatedAt: new Date() },
        mine(actor, eq(caseViews.id, before.id)),
      );
      if (!updated) throw viewNotFound();
      await recordAudit(tx, actor, {
        action: "caseView.updated",
        targetType: "CaseView",
        targetId: before.id,
        before: { name: before.name },
        after: { name: updated.name },
      });
      return updated;
    }),
  );
  return { view: toView(actor, row) };
}

export async function deleteCaseView(deps: ServiceDeps, actor: TenantActor, args: { id: string }) {
  authorize(actor, "cases.read");
  const before = await findMine(deps.db, actor, args.id);
  await deps.db.transaction(async (tx) => {
    await tenantData(tx, actor).delete(caseViews, mine(actor, eq(caseViews.id, before.id)));
    await recordAudit(tx, actor, {
      action: "caseView.deleted",
      targetType: "CaseView",
      targetId: before.id,
      before: { name: before.name },
    });
  });
  return { id: before.id };
}

/**
 * setDefaultCaseView: the one view the list opens with, per person. Null (or the built-in id)
 * goes back to Default View, which the answer then carries.
 */
export async function setDefaultCaseView(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { id: string | null },
) {
  authorize(actor, "cases.read");
  const chosen =
    args.id && args.id !== builtInViewId ? await findMine(deps.db, actor, args.id) : null;
  const row = await deps.db.transaction(async (tx) => {
    await tenantData(tx, actor).update(caseViews, { isDefault: false }, mine(actor));
    if (!chosen) return null;
    const [updated] = await tenantData(tx, actor).update(
      caseViews,
      { isDefault: true },
      mine(actor, eq(caseViews.id, chosen.id)),
    );
    return updated ?? null;
  });
  return { view: row ? toView(actor, row) : builtInView(actor, true) };
}
