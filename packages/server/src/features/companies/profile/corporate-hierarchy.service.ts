import { companySearchLimits } from "@tierwise/common/company-search-limits";
import { sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import type { Company } from "../company.table.ts";

export type HierarchyFilter = {
  /** Company ids to keep (with the path up to the top, so the tree stays connected). */
  companies?: readonly string[] | null;
  countries?: readonly string[] | null;
  /** Family role codes; a code written with a leading ~ is excluded (default "~9140"). */
  familyRoles?: readonly string[] | null;
};

export type HierarchyMember = {
  id: string;
  slug: string;
  displayName: string;
  duns: string | null;
  countryCode: string | null;
  city: string | null;
  familyRoleCode: string | null;
  parentCompanyId: string | null;
  depth: number;
  employeeCount: number | null;
  revenueUsd: number | null;
};

export type CorporateHierarchy = {
  globalUltimateId: string;
  /** Members after filtering, top first, each after its parent. */
  members: HierarchyMember[];
  /** Size of the whole family before filters. */
  familySize: number;
  truncated: boolean;
  countries: string[];
  familyRoles: string[];
};

/**
 * The whole corporate family of a company: walk up to the global ultimate, then down through
 * every subsidiary (capped at the spec's lookup limit of 10,000), then apply the filters.
 */
export async function corporateHierarchy(
  db: Database,
  company: Company,
  filter: HierarchyFilter,
): Promise<CorporateHierarchy> {
  const limit = companySearchLimits.corporateHierarchyLookup;
  const top = await db.execute<{ id: string }>(sql`
    with recursive up as (
      select id, parent_company_id, 0 as hops from companies where id = ${company.id}
      union all
      select c.id, c.parent_company_id, up.hops + 1 from companies c join up on c.id = up.parent_company_id
      where up.hops < 20
    )
    select id from up order by hops desc limit 1`);
  const topId = (top.rows[0] as { id: string } | undefined)?.id ?? company.id;
  const family: HierarchyMember[] = (
    await db.execute<Record<string, unknown>>(sql`
      with recursive down as (
        select id, parent_company_id, 0 as depth from companies where id = ${topId}
        union all
        select c.id, c.parent_company_id, down.depth + 1 from companies c join down on c.parent_company_id = down.id
        where down.depth < 20
      )
      select c.id, c.slug, c.display_name, c.duns, c.country_code, c.city, c.family_role_code,
             c.parent_company_id, down.depth, c.employee_count, c.revenue_usd
      from down join companies c on c.id = down.id
      where c.status_code not in ('draft', 'deleted')
      order by down.depth, c.display_name
      limit ${limit + 1}`)
  ).rows.map((row: Record<string, unknown>) => toMember(row));
  const truncated = family.length > limit;
  const all = family.slice(0, limit);
  return {
    globalUltimateId: topId,
    members: applyFilter(all, filter),
    familySize: all.length,
    truncated,
    countries: [...new Set(all.flatMap((m) => (m.countryCode ? [m.countryCode] : [])))].sort(),
    familyRoles: [
      ...new Set(all.flatMap((m) => (m.familyRoleCode ? [m.familyRoleCode] : []))),
    ].sort(),
  };
}

/** Filters members; kept members bring their ancestors so the tree has no orphans. */
export function applyFilter(
  all: readonly HierarchyMember[],
  filter: HierarchyFilter,
): HierarchyMember[] {
  const roles = filter.familyRoles ?? [];
  const included = roles.filter((r) => !r.startsWith("~"));
  const excluded = new Set(roles.filter((r) => r.startsWith("~")).map((r) => r.slice(1)));
  const countries = new Set(filter.countries ?? []);
  const ids = new Set(filter.companies ?? []);
  const matches = (m: HierarchyMember) =>
    (ids.size === 0 || ids.has(m.id)) &&
    (countries.size === 0 || (m.countryCode !== null && countries.has(m.countryCode))) &&
    (included.length === 0 || (m.familyRoleCode !== null && included.includes(m.familyRoleCode))) &&
    !(m.familyRoleCode !== null && excluded.has(m.familyRoleCode));
  const byId = new Map(all.map((m) => [m.id, m]));
  const keep = new Set<string>();
  for (const member of all) {
    if (!matches(member)) continue;
    let current: HierarchyMember | undefined = member;
    while (current && !keep.has(current.id)) {
      keep.add(current.id);
      current = current.parentCompanyId ? byId.get(current.parentCompanyId) : undefined;
    }
  }
  return all.filter((m) => keep.has(m.id));
}

function toMember(row: Record<string, unknown>): HierarchyMember {
  return {
    id: String(row.id),
    slug: String(row.slug),
    displayName: String(row.display_name),
    duns: (row.duns as string | null) ?? null,
    countryCode: (row.country_code as string | null) ?? null,
    city: (row.city as string | null) ?? null,
    familyRoleCode: (row.family_role_code as string | null) ?? null,
    parentCompanyId: (row.parent_company_id as string | null) ?? null,
    depth: Number(row.depth),
    employeeCount: row.employee_count === null ? null : Number(row.employee_count),
    revenueUsd: row.revenue_usd === null ? null : Number(row.revenue_usd),
  };
}
