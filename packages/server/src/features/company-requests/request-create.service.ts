import { matchBands, requestLimits, requestMessages } from "@tierwise/common/company-requests";
import { companyRequestInputSchema } from "@tierwise/common/inputs/company-requests";
import { sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { recordAudit } from "../../core/audit.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { fieldError, parseInput } from "../../core/parse-input.ts";
import type { Database } from "../../db/client.ts";
import { editableTargets } from "../portfolios/portfolio-companies.service.ts";
import { type MatchCandidate, matchCompanies } from "./matching/match-companies.ts";
import { LikelyMatchesAnswer } from "./request-errors.ts";
import { type CompanyRequestView, presentRequest } from "./request-presenter.ts";
import { findOpenDuplicate, insertCompanyRequest } from "./request-write.ts";

/**
 * Serialises request creation within one organisation, so two people sending the same company
 * at once cannot both pass the duplicate check. Released with the transaction.
 */
export async function lockOrganizationRequests(tx: Database, actor: TenantActor) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`company-requests:${actor.organizationId}`}, 0))`,
  );
}

/** Known companies that may be the one asked for: the review band and above, best first. */
async function likelyMatches(
  deps: ServiceDeps,
  actor: TenantActor,
  input: Parameters<typeof matchCompanies>[1],
): Promise<MatchCandidate[]> {
  const candidates = await matchCompanies(deps.db, input, requestLimits.matchCandidates, actor);
  return candidates.filter((candidate) => candidate.score >= matchBands.weak);
}

/** companyMatchCandidates: what createCompanyRequest would offer, without making anything. */
export async function companyMatchCandidates(
  deps: ServiceDeps,
  actor: TenantActor,
  args: Record<string, unknown>,
): Promise<MatchCandidate[]> {
  authorize(actor, "requests.create");
  return likelyMatches(deps, actor, parseInput(companyRequestInputSchema, args));
}

/**
 * createCompanyRequest (spec 3 §3 "Company request", issue 16 "Matching"): refused when an open
 * request of the organisation is for the same company; answered with LikelyMatches, writing
 * nothing, when known companies may be it (unless the person chose "Request anyway"); else the
 * request is made with its keys, its 'created' log entry and the portfolios the person may
 * change.
 */
export async function createCompanyRequest(
  deps: ServiceDeps,
  actor: TenantActor,
  args: Record<string, unknown>,
): Promise<{ request: CompanyRequestView }> {
  authorize(actor, "requests.create");
  const input = parseInput(companyRequestInputSchema, args);
  const duplicate = () => fieldError("companyName", requestMessages.duplicateOfRequest);
  if (await findOpenDuplicate(deps.db, actor, input)) throw duplicate();
  if (!input.ignoreMatches) {
    const candidates = await likelyMatches(deps, actor, input);
    if (candidates.length > 0) throw new LikelyMatchesAnswer(candidates);
  }
  const row = await deps.db.transaction(async (tx) => {
    if (input.portfolioIds.length > 0) await editableTargets(tx, actor, input.portfolioIds);
    await lockOrganizationRequests(tx, actor);
    if (await findOpenDuplicate(tx, actor, input)) throw duplicate();
    const created = await insertCompanyRequest(tx, actor, input, {
      portfolioIds: input.portfolioIds,
    });
    await recordAudit(tx, actor, {
      action: "companyRequest.created",
      targetType: "CompanyRequest",
      targetId: created.id,
      after: {
        companyName: created.companyName,
        country: created.country,
        website: created.website,
        duns: created.duns,
        portfolioIds: input.portfolioIds,
        ignoredMatches: input.ignoreMatches,
      },
    });
    return created;
  });
  return { request: await presentRequest(deps.db, actor, row) };
}
