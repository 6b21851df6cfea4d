import { and, eq, inArray, notInArray } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { isUuid } from "../../core/ids.ts";
import type { Database } from "../../db/client.ts";
import { type Company, type CompanyStatusCode, companies } from "./company.table.ts";

/** Drafts and deleted companies exist for data work only; no screen shows them. */
export const hiddenStatuses: readonly CompanyStatusCode[] = ["draft", "deleted"];

const visible = notInArray(companies.statusCode, [...hiddenStatuses]);

/**
 * The company a profile route names. Spec 3 §2: an all-digit slug is looked up (as a DUNS
 * number) so the page can redirect to the real slug; the returned row's slug differs then.
 */
export async function companyForRoute(
  deps: ServiceDeps,
  _viewer: TenantActor,
  slug: string,
): Promise<Company | null> {
  const key = slug.trim();
  const byDigits = /^\d+$/.test(key);
  const [row] = await deps.db
    .select()
    .from(companies)
    .where(
      and(byDigits ? eq(companies.duns, key.padStart(9, "0")) : eq(companies.slug, key), visible),
    )
    .limit(1);
  if (row || !byDigits) return row ?? null;
  // A company may have an all-digit slug of its own.
  const [bySlug] = await deps.db
    .select()
    .from(companies)
    .where(and(eq(companies.slug, key), visible))
    .limit(1);
  return bySlug ?? null;
}

/** A visible company by id, for a member of an organisation. */
export async function companyById(
  deps: ServiceDeps,
  _viewer: TenantActor,
  id: string,
): Promise<Company | null> {
  return findVisibleCompany(deps.db, id);
}

/** A company people may see (not a draft, not deleted) by id; null for anything else. */
export async function findVisibleCompany(db: Database, id: string): Promise<Company | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, id), visible))
    .limit(1);
  return row ?? null;
}

export async function companyByDuns(
  deps: ServiceDeps,
  _viewer: TenantActor,
  duns: string,
): Promise<Company | null> {
  if (!/^\d{9}$/.test(duns)) return null;
  const [row] = await deps.db
    .select()
    .from(companies)
    .where(and(eq(companies.duns, duns), visible))
    .limit(1);
  return row ?? null;
}

/** Visible companies for the given ids, in the order asked; unknown ids are skipped. */
export async function companiesByIds(
  deps: ServiceDeps,
  _viewer: TenantActor,
  ids: readonly string[],
): Promise<Company[]> {
  const wanted = [...new Set(ids.filter(isUuid))];
  if (wanted.length === 0) return [];
  const rows = await deps.db
    .select()
    .from(companies)
    .where(and(inArray(companies.id, wanted), visible));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return wanted.flatMap((id) => byId.get(id) ?? []);
}
