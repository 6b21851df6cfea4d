import { requestLimits } from "@tierwise/common/company-requests";
import type { TenantActor } from "../../../core/actor.ts";
import type { Database } from "../../../db/client.ts";
import {
  companiesByExactKeys,
  companiesById,
  companiesByTaxId,
  lookupKeysOf,
  taxIdsByCompany,
} from "../matching/company-lookups.ts";
import { type MatchCandidate, rankCandidates } from "../matching/match-companies.ts";
import type { MatchInput } from "../matching/score-match.ts";
import type { NameCandidates } from "./bulk-name-candidates.ts";

/**
 * Matching a whole batch of a supplier list at once (issue 16, "three bands"): the same
 * evidence, lookups and ranking as one request's matching (matching/match-companies.ts), but
 * the names are looked up by blocks for the whole batch (bulk-name-candidates.ts) instead of a
 * search per row, so 100,000 rows are a few hundred statements: DUNS and website domain in one,
 * tax ids in one, similar names in a few, and the companies to score in one.
 *
 * It only reads: on PostgreSQL `db` is the pool, and the statements run side by side.
 */
export async function matchBatch(
  db: Database,
  actor: TenantActor,
  inputs: readonly MatchInput[],
  names: NameCandidates,
): Promise<MatchCandidate[][]> {
  if (inputs.length === 0) return [];
  const keys = inputs.map(lookupKeysOf);
  const [byTaxId, exact, byName] = await Promise.all([
    companiesByTaxId(db, keys, actor),
    companiesByExactKeys(db, keys),
    names.of(db, inputs),
  ]);
  const byTaxIdOf = (i: number) => byTaxId.get(keys[i]?.taxId ?? "") ?? [];
  const known = await companiesById(
    db,
    [...inputs.keys()].flatMap((i) => [...byTaxIdOf(i), ...(byName[i] ?? [])]),
  );
  const knownOf = (ids: readonly string[]) => ids.flatMap((id) => known.get(id) ?? []);
  const taxIdsOf = taxIdsByCompany(byTaxId);
  return inputs.map((input, i) =>
    rankCandidates(
      input,
      [...knownOf(byTaxIdOf(i)), ...(exact[i] ?? []), ...knownOf(byName[i] ?? [])],
      taxIdsOf,
      requestLimits.matchCandidates,
    ),
  );
}
