/**
 * The lookups of known companies that matching one request (match-companies.ts) and a batch of
 * a supplier list (both through matchCompaniesBatch) share, each one statement for all inputs: companies by
 * DUNS and website domain, companies an organisation's resolved requests tie a tax id to, and
 * companies by id. Each answers companies with what scoreMatch weighs and a candidate shows.
 */
import { inArray, isNotNull, sql } from "drizzle-orm";
import { ownedBy } from "../../../core/tenant.ts";
import type { Database } from "../../../db/client.ts";
import { rowsOf } from "../../../db/raw-rows.ts";
import {
  type CompanyStatusCode,
  companies,
  websiteDomainSql,
} from "../../companies/company.table.ts";
import { companyRequests } from "../company-request.table.ts";
import { websiteDomainOf } from "./company-name.ts";
import type { MatchableCompany, MatchInput } from "./score-match.ts";

/** Companies a request may mean: every status but drafts and deleted ones. */
export const matchableStatuses: readonly CompanyStatusCode[] = [
  "active",
  "basic",
  "closed",
  "imported_active",
  "imported_closed",
];

/** A known company as matching reads it. */
export type KnownCompany = MatchableCompany & { slug: string };

const knownCompanyFields = {
  id: companies.id,
  slug: companies.slug,
  displayName: companies.displayName,
  legalName: companies.legalName,
  website: companies.website,
  countryCode: companies.countryCode,
  region: companies.region,
  city: companies.city,
  duns: companies.duns,
};

/** KnownCompany's columns named as its fields, for raw statements reading `companies`. */
export const knownCompanyColumns = sql.join(
  Object.entries(knownCompanyFields).map(
    ([field, column]) => sql`${column} as ${sql.identifier(field)}`,
  ),
  sql`, `,
);

/** Companies sharing one DUNS, domain or tax id that are read at most (a domain may be shared). */
const exactCandidatesPerKey = 20;

/** What an input is looked up by exactly; null where it says nothing usable. */
export type LookupKeys = { duns: string | null; domain: string | null; taxId: string | null };

export const lookupKeysOf = (input: MatchInput): LookupKeys => ({
  duns: /^\d{9}$/.test(input.duns ?? "") ? (input.duns as string) : null,
  domain: websiteDomainOf(input.website),
  taxId: input.taxId?.trim() || null,
});

const distinct = (values: readonly (string | null)[]) => [
  ...new Set(values.filter((value): value is string => value !== null)),
];

/** The companies sharing each input's DUNS or website domain, in the order of `keys`. */
export async function companiesByExactKeys(
  db: Database,
  keys: readonly LookupKeys[],
): Promise<KnownCompany[][]> {
  const duns = distinct(keys.map((key) => key.duns));
  const domains = distinct(keys.map((key) => key.domain));
  if (duns.length === 0 && domains.length === 0) return keys.map(() => []);
  const domain = websiteDomainSql(companies.website);
  const matchable = inArray(companies.statusCode, [...matchableStatuses]);
  const found = rowsOf<KnownCompany & { kind: string; key: string; n: unknown }>(
    await db.execute(sql`
      select * from (
        select 'duns' as kind, ${companies.duns} as key, ${knownCompanyColumns},
          row_number() over (partition by ${companies.duns} order by ${companies.id}) as n
        from ${companies}
        where ${companies.duns} = any(${sql.param(duns)}::text[]) and ${matchable}
        union all
        select 'domain', ${domain}, ${knownCompanyColumns},
          row_number() over (partition by ${domain} order by ${companies.id})
        from ${companies}
        where ${domain} = any(${sql.param(domains)}::text[]) and ${matchable}
      ) as found where n <= ${exactCandidatesPerKey}`),
  );
  const byKey = new Map<string, KnownCompany[]>();
  for (const { kind, key, n: _n, ...company } of found) {
    const list = byKey.get(`${kind}:${key}`) ?? [];
    list.push(company);
    byKey.set(`${kind}:${key}`, list);
  }
  return keys.map((key) => [
    ...(key.duns ? (byKey.get(`duns:${key.duns}`) ?? []) : []),
    ...(key.domain ? (byKey.get(`domain:${key.domain}`) ?? []) : []),
  ]);
}

/**
 * Companies hold no tax id; requests do. A request of the organisation that was resolved to a
 * company (complete, replaced) tells which company a tax id stands for. Only the matching
 * organisation's own requests are read. Company ids by tax id.
 */
export async function companiesByTaxId(
  db: Database,
  keys: readonly LookupKeys[],
  scope: { organizationId: string },
): Promise<Map<string, string[]>> {
  const wanted = distinct(keys.map((key) => key.taxId));
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectDistinct({ taxId: companyRequests.taxId, companyId: companyRequests.companyId })
    .from(companyRequests)
    .where(
      ownedBy(
        scope,
        companyRequests,
        inArray(companyRequests.taxId, wanted),
        isNotNull(companyRequests.companyId),
      ),
    )
    .limit(wanted.length * exactCandidatesPerKey);
  const found = new Map<string, string[]>();
  for (const row of rows) {
    if (!row.taxId || !row.companyId) continue;
    found.set(row.taxId, [...(found.get(row.taxId) ?? []), row.companyId]);
  }
  return found;
}

/** The other way round: the tax ids each company is known by. */
export function taxIdsByCompany(byTaxId: ReadonlyMap<string, readonly string[]>) {
  const taxIdsOf = new Map<string, string[]>();
  for (const [taxId, companyIds] of byTaxId) {
    for (const id of companyIds) taxIdsOf.set(id, [...(taxIdsOf.get(id) ?? []), taxId]);
  }
  return taxIdsOf;
}

/** Known companies by id (those of `ids` that exist). */
export async function companiesById(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, KnownCompany>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(knownCompanyFields)
    .from(companies)
    // One array parameter: thousands of ids as an IN list cost more to plan than to read.
    .where(sql`${companies.id} = any(${sql.param([...new Set(ids)])}::uuid[])`);
  return new Map(rows.map((row) => [row.id, row]));
}
