/**
 * Known companies a request may mean, best first (issue 16 "Matching"): the one matcher of
 * single requests, supplier lists (bulk/) and the command line, so the same input gets the same
 * answer on every path. Candidates come from exact lookups (DUNS, website domain, tax ids of the
 * organisation's resolved requests), from the name blocks of name-candidates.ts and from the
 * organisation's remembered decisions (match-decisions.ts); each is scored by scoreMatch.
 */
import { matchBandOf } from "@tierwise/common/company-requests";
import type { Database } from "../../../db/client.ts";
import {
  companiesByExactKeys,
  companiesById,
  companiesByTaxId,
  type KnownCompany,
  lookupKeysOf,
  taxIdsByCompany,
} from "./company-lookups.ts";
import { type RememberedDecisions, rememberedDecisions } from "./match-decisions.ts";
import { NameCandidates } from "./name-candidates.ts";
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
 * matchCompanies for many inputs, each statement once for all of them. `names` keeps the name
 * blocks read across batches of one supplier list; without it, only the words the inputs need
 * are read. With a scope, the organisation's tax ids and remembered decisions count: a
 * confirmed company is the answer, a rejected one is never offered. Answers in input order.
 */
export async function matchCompaniesBatch(
  db: Database,
  inputs: readonly MatchInput[],
  limit: number,
  scope?: MatchScope,
  names?: NameCandidates,
): Promise<MatchCandidate[][]> {
  if (inputs.length === 0 || limit <= 0) return inputs.map(() => []);
  const keys = inputs.map(lookupKeysOf);
  const blocks = names ?? (await NameCandidates.near(db, inputs));
  const noDecisions = inputs.map(
    (): RememberedDecisions => ({ confirmed: new Set(), rejected: new Set() }),
  );
  const [byTaxId, exact, byName, decisions] = await Promise.all([
    scope ? companiesByTaxId(db, keys, scope) : new Map<string, string[]>(),
    companiesByExactKeys(db, keys),
    blocks.of(db, inputs),
    scope ? rememberedDecisions(db, scope, inputs) : noDecisions,
  ]);
  const idsOf = (i: number) => [
    ...(decisions[i]?.confirmed ?? []),
    ...(byTaxId.get(keys[i]?.taxId ?? "") ?? []),
    ...(byName[i] ?? []),
  ];
  const known = await companiesById(
    db,
    [...inputs.keys()].flatMap((i) => idsOf(i)),
  );
  const taxIdsOf = taxIdsByCompany(byTaxId);
  return inputs.map((input, i) =>
    rankCandidates(
      input,
      [...(exact[i] ?? []), ...idsOf(i).flatMap((id) => known.get(id) ?? [])],
      taxIdsOf,
      limit,
      decisions[i],
    ),
  );
}

/** The reason a remembered confirmation gives; it makes the candidate certain. */
export const confirmedBeforeReason = "Confirmed before";

/**
 * The best `limit` of an input's candidates by scoreMatch, best first, each company once; none
 * scoring 0. `taxIdsOf` tells the tax ids a company is known by (companies hold none);
 * `remembered`, the organisation's decisions for this input.
 */
export function rankCandidates(
  input: MatchInput,
  candidates: Iterable<KnownCompany>,
  taxIdsOf: ReadonlyMap<string, readonly string[]>,
  limit: number,
  remembered?: RememberedDecisions,
): MatchCandidate[] {
  const scored = new Map<string, MatchCandidate>();
  for (const company of candidates) {
    if (scored.has(company.id) || remembered?.rejected.has(company.id)) continue;
    const taxIds = taxIdsOf.get(company.id);
    let { score, reasons } = scoreMatch(input, taxIds ? { ...company, taxIds } : company);
    if (remembered?.confirmed.has(company.id)) {
      score = 1;
      reasons = [confirmedBeforeReason, ...reasons];
    }
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
