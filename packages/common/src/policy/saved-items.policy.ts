import { hasFlag, type PolicyActor } from "./policy-actor.ts";

/** A saved search or comparison as the rules see it. */
export type SavedItemSubject = { organizationId: string; userId: string };

/** Saved searches and comparisons (spec 3 §6): private to the person who saved them. */
export const savedItemsPolicy = {
  "savedSearches.use": (actor: PolicyActor) =>
    actor.organizationId !== null && hasFlag(actor, "advancedSearch"),
  "savedComparisons.use": (actor: PolicyActor) =>
    actor.organizationId !== null && hasFlag(actor, "compareCompanies"),
  /** Read, rename, update, archive: the owner only, inside the same organisation. */
  "savedItems.manage": (actor: PolicyActor, item: SavedItemSubject) =>
    actor.organizationId !== null &&
    item.organizationId === actor.organizationId &&
    item.userId === actor.userId,
};
