/**
 * Known companies a request may mean, best first (issue 16 "Matching"). Candidates come from
 * exact lookups (DUNS, website domain, tax ids of the organisation's resolved requests) and from
 * the fuzzy name search of the header suggestions (companies/company-search.service.ts: name
 * words, one-slip variants, pg_trgm), then each is scored by scoreMatch.
 */
import { matchBandOf } from "@tierwise/common/company-requests";
import { inArray, isNotNull, sql } from "drizzle-orm";
import { ownedBy } from "../../../core/tenant.ts";
import type { Database } from "../../../db/client.ts";
import {
  type CompanyStatusCode,
  companies,
  websiteDomainSql,
} from "../../companies/company.table.ts";
import { quickSearchCompanies } from "../../companies/company-search.service.ts";
import { companyRequests } from "../company-request.table.ts";
import { normaliseCompanyName, websiteDomainOf } from "./company-name.ts";
import { type MatchableCompany, type MatchInput, scoreMatch } from "./score-match.ts";

/** A known company as a candidate shows it (GraphQL's RequestCompany). */
export type MatchedCompany = { id: string; slug: string; name: string; country: string | null };

export type MatchBand = ReturnType<typeof matchBandOf>;

export type MatchCandidate = {
  company: MatchedCompany;
  score: number;
  band: MatchBand;
  reasons: string[];
};

/** Whose resolved requests may tell a tax id's company: the organisation matching. */
export type MatchScope = { organizationId: string };

/** Companies a request may mean: every status but drafts and deleted ones. */
const matchableStatuses: readonly CompanyStatusCode[] = [
  "active",
  "basic",
  "closed",
  "imported_active",
  "imported_closed",
];

/** Name candidates read per input before scoring: more than are kept, so scoring reorders. */
const nameCandidatesPerInput = 15;
/** Companies sharing one DUNS, domain or tax id that are read at most (a domain may be shared). */
const exactCandidatesPerKey = 20;

/** The best `limit` candidates for one request, best first; empty when nothing is alike. */
export async function matchCompanies(
  db: Database,
  input: MatchInput,
  limit: number,
  scope?: MatchScope,
): Promise<MatchCandidate[]> {
  const [candidates] = await matchCompaniesBatch(db, [input], limit, scope);
  return candidates ?? [];
}

/**
 * matchCompanies for many inputs (a bulk upload's batch): the exact lookups run once for the
 * whole batch; the fuzzy name search runs per input. Answers in the order of `inputs`.
 */
export async function matchCompaniesBatch(
  db: Database,
  inputs: readonly MatchInput[],
  limit: number,
  scope?: MatchScope,
): Promise<MatchCandidate[][]> {
  if (inputs.length === 0 || limit <= 0) return inputs.map(() => []);
  const keys = inputs.map((input) => ({
    duns: /^\d{9}$/.test(input.duns ?? "") ? (input.duns as string) : null,
    domain: websiteDomainOf(input.website),
    taxId: input.taxId?.trim() || null,
  }));
  const byDuns = await idsByKey(db, keys, "duns");
  const byDomain = await idsByKey(db, keys, "domain");
  const taxIdCompanies = scope ? await companiesByTaxId(db, keys, scope) : new Map();

  const idsPerInput: string[][] = [];
  for (const [i, input] of inputs.entries()) {
    const key = keys[i];
    const ids = new Set<string>([
      ...(key?.duns ? (byDuns.get(key.duns) ?? []) : []),
      ...(key?.domain ? (byDomain.get(key.domain) ?? []) : []),
      ...(key?.taxId ? (taxIdCompanies.get(key.taxId) ?? []) : []),
    ]);
    const name = normaliseCompanyName(input.companyName);
    if (name !== "") {
      const hits = await quickSearchCompanies(db, name, nameCandidatesPerInput, matchableStatuses);
      for (const hit of hits) ids.add(hit.id);
    }
    idsPerInput.push([...ids]);
  }

  const known = await loadMatchable(db, [...new Set(idsPerInput.flat())], taxIdCompanies);
  return inputs.map((input, i) =>
    (idsPerInput[i] ?? [])
      .flatMap((id) => {
        const company = known.get(id);
        if (!company) return [];
        const { score, reasons } = scoreMatch(input, company);
        return score > 0
          ? [{ company: shown(company), score, band: matchBandOf(score), reasons }]
          : [];
      })
      .sort((a, b) => b.score - a.score || a.company.name.localeCompare(b.company.name))
      .slice(0, limit),
  );
}

type Keys = { duns: string | null; domain: string | null; taxId: string | null };

/** Company ids by DUNS or by website domain, in one indexed query for the batch. */
async function idsByKey(
  db: Database,
  keys: readonly Keys[],
  kind: "duns" | "domain",
): Promise<Map<string, string[]>> {
  const wanted = [...new Set(keys.flatMap((key) => (key[kind] ? [key[kind]] : [])))];
  if (wanted.length === 0) return new Map();
  const column = kind === "duns" ? sql`${companies.duns}` : websiteDomainSql(companies.website);
  const rows = await db.execute(sql`
    select key, id from (
      select ${column} as key, ${companies.id} as id,
        row_number() over (partition by ${column} order by ${companies.id}) as n
      from ${companies}
      where ${column} in ${wanted} and ${inArray(companies.statusCode, [...matchableStatuses])}
    ) as found where n <= ${exactCandidatesPerKey}`);
  const found = new Map<string, string[]>();
  for (const row of rows.rows as { key: string; id: string }[]) {
    found.set(row.key, [...(found.get(row.key) ?? []), row.id]);
  }
  return found;
}

/**
 * Companies hold no tax id; requests do. A request of the organisation that was resolved to a
 * company (complete, replaced) tells which company a tax id stands for. Only the matching
 * organisation's own requests are read.
 */
async function companiesByTaxId(
  db: Database,
  keys: readonly Keys[],
  scope: MatchScope,
): Promise<Map<string, string[]>> {
  const wanted = [...new Set(keys.flatMap((key) => (key.taxId ? [key.taxId] : [])))];
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

async function loadMatchable(
  db: Database,
  ids: readonly string[],
  taxIdCompanies: Map<string, string[]>,
): Promise<Map<string, MatchableCompany & { slug: string }>> {
  if (ids.length === 0) return new Map();
  const taxIdsOf = new Map<string, string[]>();
  for (const [taxId, companyIds] of taxIdCompanies) {
    for (const id of companyIds) taxIdsOf.set(id, [...(taxIdsOf.get(id) ?? []), taxId]);
  }
  const rows = await db
    .select({
      id: companies.id,
      slug: companies.slug,
      displayName: companies.displayName,
      legalName: companies.legalName,
      website: companies.website,
      countryCode: companies.countryCode,
      region: companies.region,
      city: companies.city,
      duns: companies.duns,
    })
    .from(companies)
    .where(inArray(companies.id, [...ids]));
  return new Map(rows.map((row) => [row.id, { ...row, taxIds: taxIdsOf.get(row.id) ?? [] }]));
}

const shown = (company: MatchableCompany & { slug: string }): MatchedCompany => ({
  id: company.id,
  slug: company.slug,
  name: company.displayName,
  country: company.countryCode ?? null,
});
