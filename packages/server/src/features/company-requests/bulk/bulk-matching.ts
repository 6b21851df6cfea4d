import { matchBandOf, requestLimits } from "@tierwise/common/company-requests";
import { inArray, isNotNull, sql } from "drizzle-orm";
import type { TenantActor } from "../../../core/actor.ts";
import { ownedBy } from "../../../core/tenant.ts";
import type { Database } from "../../../db/client.ts";
import {
  type CompanyStatusCode,
  companies,
  companyNameWordVariants,
  websiteDomainSql,
} from "../../companies/company.table.ts";
import { withinOneSlip } from "../../companies/search/name-slips.ts";
import { companyRequests } from "../company-request.table.ts";
import { websiteDomainOf } from "../matching/company-name.ts";
import type { MatchCandidate } from "../matching/match-companies.ts";
import { type MatchableCompany, type MatchInput, scoreMatch } from "../matching/score-match.ts";

/**
 * Matching a whole batch of a supplier list at once (issue 16, "three bands"): the same
 * evidence and the same scoreMatch as one request's matching (matching/match-companies.ts), but
 * every lookup is one statement for the batch instead of one per row, so 100,000 rows are a
 * few hundred statements: DUNS and website domain in one, tax ids in one, similar names in one
 * (a pg_trgm probe per name inside a single statement), the candidates' details in one.
 */

/** Companies a row may mean: every status but drafts and deleted ones (as matching/). */
const matchableStatuses: readonly CompanyStatusCode[] = [
  "active",
  "basic",
  "closed",
  "imported_active",
  "imported_closed",
];

/** Name look-alikes read per row before scoring. */
const nameCandidatesPerRow = 8;
/** Dictionary words one slip from a blocking word that are read at most. */
const slipCandidates = 50;
/** Companies sharing one DUNS or domain that are read at most (a domain may be shared). */
const exactCandidatesPerKey = 20;

type Keyed = { index: number; key: string };

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows?: T[] }).rows) ?? [];
}

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

/** Words that say nothing about which company a name means, skipped when blocking. */
const fillerWords: ReadonlySet<string> = new Set(["the", "and", "pt", "cv", "of"]);

/**
 * The word a row's candidates are looked up by: the first word of its name (split like
 * companies.name_words) that is no filler. Supplier lists and our names differ mostly in legal
 * forms, punctuation, case and added words at the end; the first word is the brand.
 */
function blockingWord(name: string): string | null {
  const words = name.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  return words.find((word) => word.length >= 3 && !fillerWords.has(word)) ?? null;
}

/**
 * The name words (company_name_words) each blocking word stands for: itself, and the words one
 * slip away (the dictionary's deletion variants, as header suggestions find them, then checked
 * with withinOneSlip), in one statement for the batch.
 */
async function dictionaryWords(db: Database, words: readonly string[]) {
  const found = rowsOf<{ typed: string; word: string }>(
    await db.execute(sql`
      select t.word as typed, v.word
      from unnest(${sql.param([...words])}::text[]) as t(word)
      cross join lateral (
        select t.word as variant
        union all
        select overlay(t.word placing '' from i for 1) from generate_series(1, char_length(t.word)) as i
      ) as q
      cross join lateral (
        select v.word from ${companyNameWordVariants} v where v.variant = q.variant limit ${slipCandidates}
      ) as v`),
  );
  const byWord = new Map<string, Set<string>>(words.map((word) => [word, new Set([word])]));
  for (const { typed, word } of found) {
    if (withinOneSlip(typed, word)) byWord.get(typed)?.add(word);
  }
  return byWord;
}

/**
 * Companies with similar names for every row, in two statements for the batch: the rows'
 * blocking words are expanded through the name-word dictionary, then one lateral probe per row
 * reads the companies whose name words hold one of them (the GIN index on name_words) and keeps
 * the closest by pg_trgm similarity. Whole-name trigram probes (`%`) were measured first: common
 * trigrams made them 17 ms a row on 50,000 companies.
 */
async function nameIds(db: Database, inputs: readonly MatchInput[]): Promise<[number, string][]> {
  const rows = inputs.flatMap((input, i) => {
    const word = blockingWord(input.companyName);
    return word ? [{ i, name: input.companyName, word }] : [];
  });
  if (rows.length === 0) return [];
  const expanded = await dictionaryWords(db, [...new Set(rows.map((row) => row.word))]);
  const probes = rows.map((row) => ({ i: row.i, name: row.name, words: [...(expanded.get(row.word) ?? [])] }));
  const found = rowsOf<{ i: number; id: string }>(
    await db.execute(sql`
      select n.i, c.id
      from jsonb_to_recordset(${JSON.stringify(probes)}::jsonb) as n(i int, name text, words text[])
      cross join lateral (
        select ${companies.id} as id from ${companies}
        where ${companies.nameWords} && n.words
          and ${inArray(companies.statusCode, [...matchableStatuses])}
        order by similarity(${companies.displayName}, n.name) desc
        limit ${nameCandidatesPerRow}
        offset 0
      ) as c`),
  );
  return found.map((row) => [Number(row.i), row.id]);
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
    .where(inArray(companies.id, [...ids]));
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
): Promise<MatchCandidate[][]> {
  if (inputs.length === 0) return [];
  let t0 = performance.now();
  const T = (label: string) => { const now = performance.now(); console.log("PROF  ", label, Math.round(now - t0)); t0 = now; };
  const taxIds = await taxIdCompanies(db, actor, inputs);
  T("taxIds");
  const exact = await exactIds(db, inputs);
  T("exact");
  const byName = await nameIds(db, inputs);
  T("names");
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
