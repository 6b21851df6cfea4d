import { and, eq, inArray, notInArray } from "drizzle-orm";
import { isUuid } from "../../core/ids.ts";
import type { Database } from "../../db/client.ts";
import type { GraphQLContext } from "../../graphql/context.ts";
import { requireTenant } from "../../graphql/guards.ts";
import { type Company, type CompanyStatusCode, companies } from "./company.table.ts";

/** Drafts and deleted companies exist for data work only; no screen shows them. */
export const hiddenStatuses: readonly CompanyStatusCode[] = ["draft", "deleted"];

const visible = notInArray(companies.statusCode, [...hiddenStatuses]);

/**
 * The company a profile route names. Spec 3 §2: an all-digit slug is looked up (as a DUNS
 * number) so the page can redirect to the real slug; the returned row's slug differs then.
 */
export async function companyForRoute(ctx: GraphQLContext, slug: string): Promise<Company | null> {
  await requireTenant(ctx);
  const key = slug.trim();
  const byDigits = /^\d+$/.test(key);
  const [row] = await ctx.db
    .select()
    .from(companies)
    .where(
      and(byDigits ? eq(companies.duns, key.padStart(9, "0")) : eq(companies.slug, key), visible),
    )
    .limit(1);
  if (row || !byDigits) return row ?? null;
  // A company may have an all-digit slug of its own.
  const [bySlug] = await ctx.db
    .select()
    .from(companies)
    .where(and(eq(companies.slug, key), visible))
    .limit(1);
  return bySlug ?? null;
}

export async function companyById(ctx: GraphQLContext, id: string): Promise<Company | null> {
  await requireTenant(ctx);
  return findVisibleCompany(ctx.db, id);
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

export async function companyByDuns(ctx: GraphQLContext, duns: string): Promise<Company | null> {
  await requireTenant(ctx);
  if (!/^\d{9}$/.test(duns)) return null;
  const [row] = await ctx.db
    .select()
    .from(companies)
    .where(and(eq(companies.duns, duns), visible))
    .limit(1);
  return row ?? null;
}

/** Visible companies for the given ids, in the order asked; unknown ids are skipped. */
export async function companiesByIds(
  ctx: GraphQLContext,
  ids: readonly string[],
): Promise<Company[]> {
  await requireTenant(ctx);
  const wanted = [...new Set(ids.filter(isUuid))];
  if (wanted.length === 0) return [];
  const rows = await ctx.db
    .select()
    .from(companies)
    .where(and(inArray(companies.id, wanted), visible));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return wanted.flatMap((id) => byId.get(id) ?? []);
}
