import { companyMessages } from "@tierwise/common/company-messages";
import { and, eq, inArray } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import {
  ConnectedObjectNotFoundError,
  InvalidIdError,
  LimitReachedError,
  ValidationError,
} from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import { parseInput } from "../../core/parse-input.ts";
import type { Database } from "../../db/client.ts";
import { companies } from "../companies/company.table.ts";
import { searchableStatuses } from "../companies/search/search-filters.ts";
import { savedComparisonCreateSchema, savedComparisonUpdateSchema } from "./saved-item-input.ts";
import {
  type ArchiveAction,
  findOwned,
  requireSavedItemAccess,
  type SavedComparisonRow,
  savedComparisonKind,
  setArchived,
} from "./saved-item-store.ts";
import { savedComparisons } from "./saved-items.table.ts";

export const comparisonMinimum = 2;

/**
 * A comparison holds 2 to COMPARE_MAX_COMPANIES different companies that search can show
 * (not draft or deleted), in the order given.
 */
async function checkCompanies(db: Database, maximum: number, ids: string[]): Promise<string[]> {
  const wanted = ids.map((id) => id.trim().toLowerCase());
  const malformed = wanted.find((id) => !isUuid(id));
  if (malformed !== undefined) throw new InvalidIdError(`"${malformed}" is not a company id.`);
  if (new Set(wanted).size !== wanted.length) {
    throw new ValidationError([{ path: "companyIds", message: "Each company can appear once." }]);
  }
  if (wanted.length < comparisonMinimum) {
    throw new ValidationError([
      { path: "companyIds", message: `Choose at least ${comparisonMinimum} companies.` },
    ]);
  }
  if (wanted.length > maximum) {
    throw new LimitReachedError(maximum, companyMessages.compareMaximum(maximum));
  }
  const found = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(inArray(companies.id, wanted), inArray(companies.statusCode, [...searchableStatuses])),
    );
  const known = new Set(found.map((row) => row.id));
  const missing = wanted.find((id) => !known.has(id));
  if (missing !== undefined) throw new ConnectedObjectNotFoundError("Company", missing);
  return wanted;
}

export async function createSavedComparison(
  deps: ServiceDeps,
  viewer: TenantActor,
  input: unknown,
): Promise<{ savedComparison: SavedComparisonRow }> {
  await requireSavedItemAccess(deps.db, viewer, savedComparisonKind);
  const parsed = parseInput(savedComparisonCreateSchema, input);
  const companyIds = await checkCompanies(
    deps.db,
    deps.config.COMPARE_MAX_COMPANIES,
    parsed.companyIds,
  );
  const [savedComparison] = await deps.db
    .insert(savedComparisons)
    .values({
      organizationId: viewer.organization.id,
      userId: viewer.user.id,
      name: parsed.name,
      description: parsed.description ?? null,
      companyIds,
    })
    .returning();
  if (!savedComparison) throw new Error("saved comparison insert returned nothing");
  return { savedComparison };
}

/** Changes the fields given; a left-out field keeps its value. */
export async function updateSavedComparison(
  deps: ServiceDeps,
  viewer: TenantActor,
  input: { id: string; changes: unknown },
): Promise<{ savedComparison: SavedComparisonRow }> {
  await requireSavedItemAccess(deps.db, viewer, savedComparisonKind);
  const changes = parseInput(savedComparisonUpdateSchema, input.changes);
  return deps.db.transaction(async (tx) => {
    const current = await findOwned(tx, savedComparisonKind, viewer, input.id, {
      forUpdate: true,
    });
    const companyIds =
      changes.companyIds === undefined
        ? undefined
        : await checkCompanies(tx, deps.config.COMPARE_MAX_COMPANIES, changes.companyIds);
    const [savedComparison] = await tx
      .update(savedComparisons)
      .set({
        ...(changes.name !== undefined && { name: changes.name }),
        ...(changes.description !== undefined && { description: changes.description }),
        ...(companyIds !== undefined && { companyIds }),
        updatedAt: new Date(),
      })
      .where(eq(savedComparisons.id, current.id))
      .returning();
    if (!savedComparison) throw new Error("saved comparison update returned nothing");
    return { savedComparison };
  });
}

export async function archiveSavedComparison(
  deps: ServiceDeps,
  viewer: TenantActor,
  input: { id: string; action: ArchiveAction },
): Promise<{ savedComparison: SavedComparisonRow; undoId: string | null }> {
  await requireSavedItemAccess(deps.db, viewer, savedComparisonKind);
  const { item, undoId } = await setArchived(deps.db, savedComparisonKind, viewer, {
    ...input,
    offerUndo: true,
  });
  return { savedComparison: item, undoId };
}
