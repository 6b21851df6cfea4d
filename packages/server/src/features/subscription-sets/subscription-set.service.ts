import { requestMessages } from "@tierwise/common/company-requests";
import {
  subscriptionSetInputSchema,
  subscriptionSetLimits,
} from "@tierwise/common/inputs/subscription-sets";
import { and, count, eq, inArray } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { recordAudit } from "../../core/audit.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import {
  ConnectedObjectNotFoundError,
  NotFoundError,
  TooManyModificationsError,
  UnmodifiableError,
} from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import { fieldError, parseInput } from "../../core/parse-input.ts";
import { acrossOrganizations, tenantData } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { organizations } from "../../db/organization.table.ts";
import { companies } from "../companies/company.table.ts";
import {
  type SubscriptionSet,
  subscriptionSetCompanies,
  subscriptionSets,
} from "../companies/subscription-set.table.ts";
import { SubscriptionLimitExceededError } from "./subscription-limit-error.ts";

/**
 * A set with what it holds: `companyCount` counts the companies added to it (an all-companies
 * set covers every company without listing them); `availableSeats` is companyLimit minus
 * those, null without a limit (spec 3 §3 "Subscription set").
 */
export type SubscriptionSetView = SubscriptionSet & {
  companyCount: number;
  availableSeats: number | null;
};

const setNotFound = () => new NotFoundError("Subscription set not found.");

async function companyCounts(db: Database, setIds: readonly string[]) {
  if (setIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: subscriptionSetCompanies.subscriptionSetId, n: count() })
    .from(subscriptionSetCompanies)
    .where(inArray(subscriptionSetCompanies.subscriptionSetId, [...setIds]))
    .groupBy(subscriptionSetCompanies.subscriptionSetId);
  return new Map(rows.map((row) => [row.id, row.n]));
}

const toView = (set: SubscriptionSet, companyCount: number): SubscriptionSetView => ({
  ...set,
  companyCount,
  availableSeats: set.companyLimit === null ? null : Math.max(0, set.companyLimit - companyCount),
});

async function presentSet(db: Database, set: SubscriptionSet) {
  return toView(set, (await companyCounts(db, [set.id])).get(set.id) ?? 0);
}

/**
 * subscriptionSets: the sets of the viewer's organisation, or, for a provider manager, of the
 * organisation named (issue 16: "a provider manager administers the sets per organisation").
 */
export async function listSubscriptionSets(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { organizationId?: string | null },
): Promise<SubscriptionSetView[]> {
  authorize(actor, "subscriptionSets.read");
  const other = args.organizationId && args.organizationId !== actor.organizationId;
  if (other) authorize(actor, "subscriptionSets.manage");
  if (other && !isUuid(args.organizationId as string)) return [];
  const data = other
    ? acrossOrganizations(deps.db, args.organizationId as string)
    : tenantData(deps.db, actor);
  const sets = (await data.select(subscriptionSets)).sort(
    (a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
  );
  const counts = await companyCounts(
    deps.db,
    sets.map((set) => set.id),
  );
  return sets.map((set) => toView(set, counts.get(set.id) ?? 0));
}

/** The organisation a provider manager names; not found unless it exists. */
async function targetOrganization(db: Database, organizationId: string) {
  if (!isUuid(organizationId)) throw new NotFoundError("Organisation not found.");
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!row) throw new NotFoundError("Organisation not found.");
  return row.id;
}

/**
 * A set by id, locked for the transaction. Provider managers act on every organisation's sets,
 * so the id alone names it (the caller has authorised "subscriptionSets.manage").
 */
async function lockSet(tx: Database, id: string): Promise<SubscriptionSet> {
  if (!isUuid(id)) throw setNotFound();
  const [set] = await tx
    .select()
    .from(subscriptionSets)
    .where(eq(subscriptionSets.id, id))
    .for("update");
  if (!set) throw setNotFound();
  return set;
}

const auditable = (set: SubscriptionSet) => ({
  name: set.name,
  companyLimit: set.companyLimit,
  allCompanies: set.allCompanies,
  addCompanyAllowed: set.addCompanyAllowed,
  dataPackages: set.dataPackages,
});

export async function createSubscriptionSet(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { input: unknown },
): Promise<{ subscriptionSet: SubscriptionSetView }> {
  authorize(actor, "subscriptionSets.manage");
  const input = parseInput(subscriptionSetInputSchema, args.input);
  const organizationId = await targetOrganization(deps.db, input.organizationId);
  const set = await deps.db.transaction(async (tx) => {
    const created = await acrossOrganizations(tx, organizationId).insert(subscriptionSets, {
      name: input.name,
      description: input.description || null,
      companyLimit: input.companyLimit ?? null,
      allCompanies: input.allCompanies,
      addCompanyAllowed: input.addCompanyAllowed,
      dataPackages: input.dataPackages,
    });
    await recordAudit(tx, actor, {
      action: "subscriptionSet.created",
      targetType: "SubscriptionSet",
      targetId: created.id,
      organizationId,
      after: auditable(created),
    });
    return created;
  });
  return { subscriptionSet: toView(set, 0) };
}

/** Replaces the set's settings; a limit below the companies it holds is refused. */
export async function updateSubscriptionSet(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { id: string; input: unknown },
): Promise<{ subscriptionSet: SubscriptionSetView }> {
  authorize(actor, "subscriptionSets.manage");
  const input = parseInput(subscriptionSetInputSchema, args.input);
  const set = await deps.db.transaction(async (tx) => {
    const before = await lockSet(tx, args.id);
    if (before.organizationId !== input.organizationId) throw setNotFound();
    const held = (await companyCounts(tx, [before.id])).get(before.id) ?? 0;
    const limit = input.companyLimit ?? null;
    if (limit !== null && limit < held)
      throw fieldError(
        "companyLimit",
        `The set holds ${held.toLocaleString("en-US")} companies: the limit cannot be lower.`,
      );
    const [after] = await acrossOrganizations(tx, before.organizationId).update(
      subscriptionSets,
      {
        name: input.name,
        description: input.description || null,
        companyLimit: limit,
        allCompanies: input.allCompanies,
        addCompanyAllowed: input.addCompanyAllowed,
        dataPackages: input.dataPackages,
      },
      eq(subscriptionSets.id, before.id),
    );
    if (!after) throw setNotFound();
    await recordAudit(tx, actor, {
      action: "subscriptionSet.updated",
      targetType: "SubscriptionSet",
      targetId: before.id,
      organizationId: before.organizationId,
      before: auditable(before),
      after: auditable(after),
    });
    return after;
  });
  return { subscriptionSet: await presentSet(deps.db, set) };
}

/**
 * Adds companies to a set, each one seat (issue 16). Companies it holds already take no new
 * seat. Refused when the set does not take additions, or when the new ones need more seats than
 * are left (SubscriptionLimitExceeded: nothing is added). The set is locked, so two additions
 * cannot both take the last seat.
 */
export async function addCompaniesToSubscriptionSet(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { id: string; companyIds: string[] },
): Promise<{ subscriptionSet: SubscriptionSetView }> {
  authorize(actor, "subscriptionSets.manage");
  const wanted = [...new Set(args.companyIds)];
  if (wanted.length > subscriptionSetLimits.companiesPerCall)
    throw new TooManyModificationsError(subscriptionSetLimits.companiesPerCall);
  const set = await deps.db.transaction(async (tx) => {
    const found = await lockSet(tx, args.id);
    if (!found.addCompanyAllowed) throw new UnmodifiableError(requestMessages.addCompanyNotAllowed);
    const invalid = wanted.find((id) => !isUuid(id));
    if (invalid) throw new ConnectedObjectNotFoundError("Company", invalid);
    const known =
      wanted.length === 0
        ? []
        : await tx
            .select({ id: companies.id })
            .from(companies)
            .where(inArray(companies.id, wanted));
    const knownIds = new Set(known.map((row) => row.id));
    const missing = wanted.find((id) => !knownIds.has(id));
    if (missing) throw new ConnectedObjectNotFoundError("Company", missing);
    const heldRows =
      wanted.length === 0
        ? []
        : await tx
            .select({ id: subscriptionSetCompanies.companyId })
            .from(subscriptionSetCompanies)
            .where(
              and(
                eq(subscriptionSetCompanies.subscriptionSetId, found.id),
                inArray(subscriptionSetCompanies.companyId, wanted),
              ),
            );
    const held = new Set(heldRows.map((row) => row.id));
    const added = wanted.filter((id) => !held.has(id));
    const seats = toView(
      found,
      (await companyCounts(tx, [found.id])).get(found.id) ?? 0,
    ).availableSeats;
    if (seats !== null && added.length > seats)
      throw new SubscriptionLimitExceededError(seats, added.length);
    if (added.length > 0) {
      await tx
        .insert(subscriptionSetCompanies)
        .values(added.map((companyId) => ({ subscriptionSetId: found.id, companyId })));
      await recordAudit(tx, actor, {
        action: "subscriptionSet.companiesAdded",
        targetType: "SubscriptionSet",
        targetId: found.id,
        organizationId: found.organizationId,
        after: { companyIds: added },
      });
    }
    return found;
  });
  return { subscriptionSet: await presentSet(deps.db, set) };
}
