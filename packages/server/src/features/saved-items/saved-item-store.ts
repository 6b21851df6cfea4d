import { companySearchLimits } from "@tierwise/common/company-search-limits";
import type { BooleanFeatureFlag } from "@tierwise/common/feature-flags";
import { type SnackbarUndoKind, savedItemUndoTypes } from "@tierwise/common/snackbar";
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { NotFoundError } from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import { type Connection, type PageArgs, paginate } from "../../core/paging.ts";
import { likePattern } from "../../core/sql-support.ts";
import { ownedBy } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import type { TenantViewer } from "../../graphql/guards.ts";
import { requireFlag } from "../organizations/feature-flags.service.ts";
import { createSnackbarUndo } from "../undo/snackbar-undo.service.ts";
import { savedComparisons, savedSearches } from "./saved-items.table.ts";

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type SavedComparisonRow = typeof savedComparisons.$inferSelect;

/** What differs between saved searches and saved comparisons; the rest is shared below. */
export type SavedItemKind<Row> = {
  table: typeof savedSearches | typeof savedComparisons;
  /** For messages: "Saved search not found." */
  noun: string;
  /** The organisation feature both the list and its page need (spec 3 §6). */
  flag: BooleanFeatureFlag;
  /** Snackbar undo variant (spec 1 §3): "advanced search", "comparison". */
  undoType: SnackbarUndoKind;
  /** Only for typing: the row the table holds. */
  row?: Row;
};

export const savedSearchKind: SavedItemKind<SavedSearchRow> = {
  table: savedSearches,
  noun: "Saved search",
  flag: "advancedSearch",
  undoType: savedItemUndoTypes.savedSearch,
};

export const savedComparisonKind: SavedItemKind<SavedComparisonRow> = {
  table: savedComparisons,
  noun: "Saved comparison",
  flag: "compareCompanies",
  undoType: savedItemUndoTypes.savedComparison,
};

export async function requireSavedItemAccess(
  db: Database,
  viewer: TenantViewer,
  kind: SavedItemKind<unknown>,
): Promise<TenantViewer> {
  await requireFlag(db, viewer, kind.flag);
  return viewer;
}

/** Saved items belong to one user within one organisation: nobody else reads them. */
export function savedByViewer(kind: SavedItemKind<unknown>, viewer: TenantViewer): SQL {
  const { table } = kind;
  return and(ownedBy(viewer, table), eq(table.userId, viewer.user.id)) as SQL;
}

export const savedItemOrderFields = ["name", "createdAt", "updatedAt"] as const;
export type SavedItemOrderField = (typeof savedItemOrderFields)[number];

export type SavedItemListArgs = PageArgs & {
  /** true: archived only; false: active only; null: both. */
  archived: boolean | null;
  query?: string | null;
  orderBy: SavedItemOrderField;
  direction: "asc" | "desc";
};

export async function listSavedItems<Row>(
  deps: ServiceDeps,
  viewer: TenantActor,
  kind: SavedItemKind<Row>,
  args: SavedItemListArgs,
): Promise<Connection<Row>> {
  await requireSavedItemAccess(deps.db, viewer, kind);
  const { table } = kind;
  const where = and(
    savedByViewer(kind, viewer),
    args.archived === null
      ? undefined
      : args.archived
        ? isNotNull(table.archivedAt)
        : isNull(table.archivedAt),
    args.query?.trim() ? ilike(table.name, likePattern(args.query)) : undefined,
  );
  const order = args.direction === "asc" ? asc : desc;
  const sortKey = args.orderBy === "name" ? sql`lower(${table.name})` : table[args.orderBy];
  return paginate<Row>(args, {
    defaultSize: companySearchLimits.savedListsPerPage,
    count: async () => (await deps.db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0,
    fetch: async ({ offset, limit }) =>
      (await deps.db
        .select()
        .from(table)
        .where(where)
        .orderBy(order(sortKey), order(table.id))
        .limit(limit)
        .offset(offset)) as Row[],
  });
}

/** The viewer's own item, locked when `forUpdate`; anyone else's is not found. */
export async function findOwned<Row>(
  db: Database,
  kind: SavedItemKind<Row>,
  viewer: TenantViewer,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<Row> {
  const notFound = new NotFoundError(`${kind.noun} not found.`);
  if (!isUuid(id)) throw notFound;
  const query = db
    .select()
    .from(kind.table)
    .where(and(eq(kind.table.id, id), savedByViewer(kind, viewer)));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  if (!row) throw notFound;
  return row as Row;
}

export async function getSavedItem<Row>(
  deps: ServiceDeps,
  viewer: TenantActor,
  kind: SavedItemKind<Row>,
  id: string,
): Promise<Row> {
  await requireSavedItemAccess(deps.db, viewer, kind);
  return findOwned(deps.db, kind, viewer, id);
}

export type ArchiveAction = "archive" | "unarchive";
/** What an undo offer of a saved item holds (snackbar_undos.payload). */
export type SavedItemUndoPayload = { action: ArchiveAction; id: string; name: string };

/**
 * Archives or restores an item. A change records an undo offer (spec 3 §4: both are
 * undoable) whose id the snackbar passes to undoSavedItem; asking for the state the item is
 * already in changes nothing and offers no undo.
 */
export async function setArchived<
  Row extends { id: string; name: string; archivedAt: Date | null },
>(
  db: Database,
  kind: SavedItemKind<Row>,
  viewer: TenantViewer,
  input: { id: string; action: ArchiveAction; offerUndo: boolean },
): Promise<{ item: Row; undoId: string | null }> {
  return db.transaction(async (tx) => {
    const current = await findOwned(tx, kind, viewer, input.id, { forUpdate: true });
    const { archivedAt } = current;
    const wantArchived = input.action === "archive";
    if ((archivedAt !== null) === wantArchived) return { item: current, undoId: null };
    const [item] = await tx
      .update(kind.table)
      .set({ archivedAt: wantArchived ? new Date() : null })
      .where(eq(kind.table.id, current.id))
      .returning();
    let undoId: string | null = null;
    if (input.offerUndo) {
      const payload: SavedItemUndoPayload = {
        action: input.action,
        id: current.id,
        name: current.name,
      };
      const undo = await createSnackbarUndo(tx, {
        userId: viewer.user.id,
        organizationId: viewer.organization.id,
        type: kind.undoType,
        payload,
      });
      undoId = undo.id;
    }
    return { item: item as Row, undoId };
  });
}
