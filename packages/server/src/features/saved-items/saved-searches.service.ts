import type { CompanySearchParams } from "@tierwise/common/company-search";
import { eq } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { ValidationError } from "../../core/errors.ts";
import { parseInput } from "../../core/parse-input.ts";
import { normalizeSearch } from "../companies/search/search-params.ts";
import { savedSearchCreateSchema, savedSearchUpdateSchema } from "./saved-item-input.ts";
import {
  type ArchiveAction,
  findOwned,
  requireSavedItemAccess,
  type SavedSearchRow,
  savedSearchKind,
  setArchived,
} from "./saved-item-store.ts";
import { savedSearches } from "./saved-items.table.ts";

/** The same checks a search runs (e.g. product codes are digits), reported under searchParams. */
function assertSearchable(params: CompanySearchParams): void {
  try {
    normalizeSearch(params);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw new ValidationError(
      error.fieldErrors.map((e) => ({ path: `searchParams.${e.path}`, message: e.message })),
    );
  }
}

export async function createSavedSearch(
  deps: ServiceDeps,
  viewer: TenantActor,
  input: unknown,
): Promise<{ savedSearch: SavedSearchRow }> {
  await requireSavedItemAccess(deps.db, viewer, savedSearchKind);
  const parsed = parseInput(savedSearchCreateSchema, input);
  assertSearchable(parsed.searchParams);
  const [savedSearch] = await deps.db
    .insert(savedSearches)
    .values({
      organizationId: viewer.organization.id,
      userId: viewer.user.id,
      name: parsed.name,
      description: parsed.description ?? null,
      searchParams: parsed.searchParams,
    })
    .returning();
  if (!savedSearch) throw new Error("saved search insert returned nothing");
  return { savedSearch };
}

/** Changes the fields given; a left-out field keeps its value. */
export async function updateSavedSearch(
  deps: ServiceDeps,
  viewer: TenantActor,
  input: { id: string; changes: unknown },
): Promise<{ savedSearch: SavedSearchRow }> {
  await requireSavedItemAccess(deps.db, viewer, savedSearchKind);
  const changes = parseInput(savedSearchUpdateSchema, input.changes);
  if (changes.searchParams) assertSearchable(changes.searchParams);
  return deps.db.transaction(async (tx) => {
    const current = await findOwned(tx, savedSearchKind, viewer, input.id, { forUpdate: true });
    const [savedSearch] = await tx
      .update(savedSearches)
      .set({
        ...(changes.name !== undefined && { name: changes.name }),
        ...(changes.description !== undefined && { description: changes.description }),
        ...(changes.searchParams !== undefined && { searchParams: changes.searchParams }),
        updatedAt: new Date(),
      })
      .where(eq(savedSearches.id, current.id))
      .returning();
    if (!savedSearch) throw new Error("saved search update returned nothing");
    return { savedSearch };
  });
}

export async function archiveSavedSearch(
  deps: ServiceDeps,
  viewer: TenantActor,
  input: { id: string; action: ArchiveAction },
): Promise<{ savedSearch: SavedSearchRow; undoId: string | null }> {
  await requireSavedItemAccess(deps.db, viewer, savedSearchKind);
  const { item, undoId } = await setArchived(deps.db, savedSearchKind, viewer, {
    ...input,
    offerUndo: true,
  });
  return { savedSearch: item, undoId };
}
