import { companyMessages } from "@tierwise/common/company-messages";
import { and, eq } from "drizzle-orm";
import type { TenantActor } from "../../../core/actor.ts";
import { requireSession } from "../../../core/actor.ts";
import type { ServiceDeps } from "../../../core/deps.ts";
import {
  ConnectedObjectNotFoundError,
  InvalidIdError,
  LimitReachedError,
} from "../../../core/errors.ts";
import { isUuid } from "../../../core/ids.ts";
import { ownedBy } from "../../../core/tenant.ts";
import type { Database } from "../../../db/client.ts";
import type { TenantViewer } from "../../../graphql/guards.ts";
import { requireFlag } from "../../organizations/feature-flags.service.ts";
import type { Company } from "../company.table.ts";
import { companiesByIds } from "../company-access.service.ts";
import { compareCompetitors } from "./compare-competitors.table.ts";

export type CompareSettings = { maxCompanies: number };
export type StoredCompetitors = { companies: Company[]; updatedAt: Date | null };

/** The refusal when a comparison would hold more companies than the configured maximum. */
export function compareMaximumMessage(maximum: number): string {
  return companyMessages.compareMaximum(maximum);
}

/** /compare is gated by the organisation's compareCompanies flag (spec 1 §2.4, §6.3). */
async function requireCompare(db: Database, viewer: TenantViewer): Promise<TenantViewer> {
  await requireFlag(db, viewer, "compareCompanies");
  return viewer;
}

function rowOf(viewer: TenantViewer) {
  return and(
    eq(compareCompetitors.sessionTokenHash, requireSession(viewer).tokenHash),
    ownedBy(viewer, compareCompetitors),
  );
}

export async function compareSettings(
  deps: ServiceDeps,
  viewer: TenantActor,
): Promise<CompareSettings> {
  await requireCompare(deps.db, viewer);
  return { maxCompanies: deps.config.COMPARE_MAX_COMPANIES };
}

/**
 * The companies this session last compared in this organisation, in display order. Companies
 * hidden since (draft, deleted) drop out instead of failing the page.
 */
export async function storedCompetitors(
  deps: ServiceDeps,
  viewer: TenantActor,
): Promise<StoredCompetitors> {
  await requireCompare(deps.db, viewer);
  const [row] = await deps.db.select().from(compareCompetitors).where(rowOf(viewer)).limit(1);
  if (!row) return { companies: [], updatedAt: null };
  return {
    companies: await companiesByIds(deps, viewer, row.companyIds),
    updatedAt: row.updatedAt,
  };
}

/**
 * Replaces the session's stored comparison. Ids are de-duplicated (first occurrence wins, so
 * the order stays the page's); more than COMPARE_MAX_COMPANIES distinct ids, a malformed id or
 * an id that names no visible company is refused and leaves the stored set as it was. An empty
 * list forgets the comparison.
 */
export async function setStoredCompetitors(
  deps: ServiceDeps,
  viewer: TenantActor,
  input: { ids: readonly string[] },
): Promise<StoredCompetitors> {
  await requireCompare(deps.db, viewer);
  const ids = [...new Set(input.ids.map((id) => id.trim().toLowerCase()))];
  const maximum = deps.config.COMPARE_MAX_COMPANIES;
  if (ids.length > maximum) throw new LimitReachedError(maximum, compareMaximumMessage(maximum));
  const malformed = ids.find((id) => !isUuid(id));
  if (malformed !== undefined) throw new InvalidIdError(`"${malformed}" is not a company id.`);
  const companies = await companiesByIds(deps, viewer, ids);
  const found = new Set(companies.map((company) => company.id));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw new ConnectedObjectNotFoundError("Company", missing);

  if (ids.length === 0) {
    await deps.db.delete(compareCompetitors).where(rowOf(viewer));
    return { companies: [], updatedAt: null };
  }
  const updatedAt = new Date();
  await deps.db
    .insert(compareCompetitors)
    .values({
      sessionTokenHash: requireSession(viewer).tokenHash,
      organizationId: viewer.organization.id,
      companyIds: ids,
      updatedAt,
    })
    .onConflictDoUpdate({
      target: [compareCompetitors.sessionTokenHash, compareCompetitors.organizationId],
      set: { companyIds: ids, updatedAt },
    });
  return { companies, updatedAt };
}
