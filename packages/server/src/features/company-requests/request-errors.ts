import { requestMessages } from "@tierwise/common/company-requests";
import { DomainError } from "../../core/errors.ts";
import type { MatchCandidate } from "./matching/match-companies.ts";

/**
 * createCompanyRequest's answer when known companies may be the one asked for: nothing is
 * written, and the web offers the candidates before "Request anyway" (ignoreMatches). Thrown
 * like an in-band error so it leaves the transaction and joins the result union, as
 * TotpRequiredError does for sign-in.
 */
export class LikelyMatchesAnswer extends DomainError {
  override name = "LikelyMatches";
  readonly candidates: MatchCandidate[];
  constructor(candidates: MatchCandidate[]) {
    super(requestMessages.likelyMatch);
    this.candidates = candidates;
  }
}
