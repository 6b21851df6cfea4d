/**
 * Known companies a request may mean, best first (issue 16 "Matching"). Candidates come from
 * exact lookups (DUNS, website domain, tax ids of the organisation's resolved requests) and from
 * the fuzzy name search of the header suggestions (companies/company-search.service.ts: name
 * words, one-slip variants, pg_trgm), then each is scored by scoreMatch.
 */
import { matchBandOf } from "@tierwise/common/company-requests";
import type { Database } from "../../../db/client.ts";
import { quickSearchCompanies } from "../../companies/company-search.service.ts";
import {
  companiesByExactKeys,
  companiesById,
  companiesByTaxId,
  type KnownCompany,
  lookupKeysOf,
  matchableStatuses,
  taxIdsByCompany,
} from "./company-lookups.ts";
import { normaliseCompanyName } from "./company-name.ts";
import { type MatchInput, scoreMatch } from "./score-match.ts";

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

/** Name candidates read per input before scoring: more than are kept, so scoring reorders. */
const nameCandidatesPerInput = 15;

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
 * matchCompanies for many inputs: the exact lookups run once for all of them; the fuzzy name
 * search runs per input. Answers in the order of `inputs`.
 */
export async function matchCompaniesBatch(
  db: Database,
  inputs: readonly MatchInput[],
  limit: number,
  scope?: MatchScope,
): Promise<MatchCandidate[][]> {
  if (inputs.length === 0 || limit <= 0) return inputs.map(() => []);
  const keys = inputs.map(lookupKeysOf);
  const exact = await companiesByExactKeys(db, keys);
  const byTaxId = scope ? await companiesByTaxId(db, keys, scope) : new Map<string, string[]>();
  const found: string[][] = [];
  for (const [i, input] of inputs.entries()) {
    const ids = [...(byTaxId.get(keys[i]?.taxId ?? "") ?? [])];
    const name = normaliseCompanyName(input.companyName);
    if (name !== "") {
      const hits = await quickSearchCompanies(db, name, nameCandidatesPerInput, matchableStatuses);
      ids.push(...hits.map((hit) => hit.id));
    }
    found.push(ids);
  }
  const known = await companiesById(db, found.flat());
  return inputs.map((input, i) =>
    rankCandidates(
      input,
      [...(exact[i] ?? []), ...(found[i] ?? []).flatMap((id) => known.get(id) ?? [])],
      taxIdsByCompany(byTaxId),
      limit,
    ),
  );
}

/**
 * The best `limit` of an input's candidates by scoreMatch, best first, each company once; none
 * scoring 0. `taxIdsOf` tells the tax ids a company is known by (companies hold none).
 */
export function rankCandidates(
  input: MatchInput,
  candidates: Iterable<KnownCompany>,
  taxIdsOf: ReadonlyMap<string, readonly string[]>,
  limit: number,
): MatchCandidate[] {
  const scored = new Map<string, MatchCandidate>();
  for (const company of candidates) {
    if (scored.has(company.id)) continue;
    const taxIds = taxIdsOf.get(company.id);
    const { score, reasons } = scoreMatch(input, taxIds ? { ...company, taxIds } : company);
    if (score > 0) {
      scored.set(company.id, {
        company: shown(company),
        score,
        band: matchBandOf(score),
        reasons,
      });
    }
  }
  return [...scored.values()]
    .sort((a, b) => b.score - a.score || a.company.name.localeCompare(b.company.name))
    .slice(0, limit);
}

const shown = (company: KnownCompany): MatchedCompany => ({
  id: company.id,
  slug: company.slug,
  name: company.displayName,
  country: company.countryCode ?? null,
});
