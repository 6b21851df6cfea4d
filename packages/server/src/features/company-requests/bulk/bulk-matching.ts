import { matchBandOf, requestLimits } from "@tierwise/common/company-requests";
import { inArray, isNotNull, sql } from "drizzle-orm";
import type { TenantActor } from "../../../core/actor.ts";
import { ownedBy } from "../../../core/tenant.ts";
import type { Database } from "../../../db/client.ts";
import { companies, websiteDomainSql } from "../../companies/company.table.ts";
import { companyRequests } from "../company-request.table.ts";
import { websiteDomainOf } from "../matching/company-name.ts";
import type { MatchCandidate } from "../matching/match-companies.ts";
import { type MatchableCompany, type MatchInput, scoreMatch } from "../matching/score-match.ts";
import { nameCandidateIds } from "./bulk-name-candidates.ts";
import { matchableStatuses, rowsOf } from "./match-scope.ts";
import { NameWordDictionary } from "./name-word-dictionary.ts";

/**
 * Matching a whole batch of a supplier list at once (issue 16, "three bands"): the same
 * evidence and the same scoreMatch as one request's matching (matching/match-companies.ts), but
 * every lookup is one statement for the batch instead of one per row, so 100,000 rows are a
 * few hundred statements: DUNS and website domain in one, tax ids in one, similar names in one
 * or two (bulk-name-candidates.ts), the candidates' details in one.
 */

/** Companies sharing one DUNS or domain that are read at most (a domain may be shared). */
const exactCandidatesPerKey = 20;

type Keyed = { index: number; key: string };

/** Company ids per row from DUNS numbers and website domains, in one statement. */
async function exactIds(db: Database, inputs: readonly MatchInput[]) {
  const duns = inputs.flatMap((input, index) =>
    /^\d{9}$/.test(input.duns ?? "") ? [{ index, key: input.duns as string }] : [],
  );
  const domains = inputs.flatMap((input, index) => {
    const key = websiteDomainOf(input.website);
    return key ? [{ index, key }] : [];
  });
  if (duns.length === 0 && domains.length === 0) return [];
  const domain = websiteDomainSql(companies.website);
  const found = rowsOf<{ kind: string; key: string; id: string }>(
    await db.execute(sql`
      select kind, key, id from (
        select 'duns' as kind, ${companies.duns} as key, ${companies.id} as id,
          row_number() over (partition by ${companies.duns} order by ${companies.id}) as n
        from ${companies}
        where ${companies.duns} = any(${sql.param(duns.map((d) => d.key))}::text[])
          and ${inArray(companies.statusCode, [...matchableStatuses])}
        union all
        select 'domain', ${domain}, ${companies.id},
          row_number() over (partition by ${domain} order by ${companies.id})
        from ${companies}
        where ${domain} = any(${sql.param(domains.map((d) => d.key))}::text[])
          and ${inArray(companies.statusCode, [...matchableStatuses])}
      ) as found where n <= ${exactCandidatesPerKey}`),
  );
  const pairs: [number, string][] = [];
  for (const [kind, keyed] of [
    ["duns", duns],
    ["domain", domains],
  ] as const) {
    const byKey = new Map<string, string[]>();
    for (const row of found) {
      if (row.kind === kind) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row.id]);
    }
    for (const { index, key } of keyed as Keyed[]) {
      for (const id of byKey.get(key) ?? []) pairs.push([index, id]);
    }
  }
  return pairs;
}

/**
 * Companies hold no tax id; the organisation's resolved requests tell which company a tax id
 * stands for (as matching/ does), in one statement for the batch.
 */
async function taxIdCompanies(db: Database, actor: TenantActor, inputs: readonly MatchInput[]) {
  const wanted = [...new Set(inputs.flatMap((input) => (input.taxId ? [input.taxId] : [])))];
  if (wanted.length === 0) return new Map<string, string[]>();
  const rows = await db
    .selectDistinct({ taxId: companyRequests.taxId, companyId: companyRequests.companyId })
    .from(companyRequests)
    .where(
      ownedBy(
        actor,
        companyRequests,
        inArray(companyRequests.taxId, wanted),
        isNotNull(companyRequests.companyId),
      ),
    );
  const found = new Map<string, string[]>();
  for (const row of rows) {
    if (row.taxId && row.companyId)
      found.set(row.taxId, [...(found.get(row.taxId) ?? []), row.companyId]);
  }
  return found;
}

async function loadMatchable(
  db: Database,
  ids: readonly string[],
  taxIds: Map<string, string[]>,
): Promise<Map<string, MatchableCompany & { slug: string }>> {
  if (ids.length === 0) return new Map();
  const taxIdsOf = new Map<string, string[]>();
  for (const [taxId, companyIds] of taxIds) {
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
    // One array parameter: thousands of ids as an IN list cost more to plan than to read.
    .where(sql`${companies.id} = any(${sql.param([...ids])}::uuid[])`);
  return new Map(rows.map((row) => [row.id, { ...row, taxIds: taxIdsOf.get(row.id) ?? [] }]));
}

/**
 * The candidates of each input, best first (at most requestLimits.matchCandidates), scored by
 * scoreMatch; in the order of `inputs`.
 */
export async function matchBatch(
  db: Database,
  actor: TenantActor,
  inputs: readonly MatchInput[],
  options: { reader?: Database; dictionary?: NameWordDictionary } = {},
): Promise<MatchCandidate[][]> {
  if (inputs.length === 0) return [];
  const dictionary = options.dictionary ?? (await NameWordDictionary.load(db));
  // The name probes may run on the reader meanwhile; the rest shares the caller's connection.
  const [taxIds, exact, byName] = await Promise.all([
    taxIdCompanies(db, actor, inputs),
    exactIds(db, inputs),
    nameCandidateIds(db, inputs, dictionary, options.reader),
  ]);
  const idsPerInput = inputs.map((input) => new Set(taxIds.get(input.taxId ?? "") ?? []));
  for (const [index, id] of [...exact, ...byName]) {
    idsPerInput[index]?.add(id);
  }
  const known = await loadMatchable(
    db,
    [...new Set(idsPerInput.flatMap((ids) => [...ids]))],
    taxIds,
  );
  return inputs.map((input, i) =>
    [...(idsPerInput[i] ?? [])]
      .flatMap((id): MatchCandidate[] => {
        const company = known.get(id);
        if (!company) return [];
        const { score, reasons } = scoreMatch(input, company);
        const shown = {
          id: company.id,
          slug: company.slug,
          name: company.displayName,
          country: company.countryCode ?? null,
        };
        return score > 0 ? [{ company: shown, score, band: matchBandOf(score), reasons }] : [];
      })
      .sort((a, b) => b.score - a.score || a.company.name.localeCompare(b.company.name))
      .slice(0, requestLimits.matchCandidates),
  );
}
