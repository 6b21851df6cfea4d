/**
 * The small GraphQL types every part of company requests names (docs/company-requests-contract
 * .graphql): enums, people, companies, portfolios and match candidates. Bulk requests (bulk/)
 * reuse them, so each is defined once.
 */
import { requestLogReasons, requestStatuses } from "@tierwise/common/company-requests";
import { builder } from "../../graphql/builder.ts";
import type { MatchCandidate, MatchedCompany } from "./matching/match-companies.ts";
import type { RequestPersonView } from "./request-people.ts";
import type { RequestPortfolioView, RequestSubscriptionSetView } from "./request-presenter.ts";

export const RequestStatusEnum = builder.enumType("RequestStatus", { values: requestStatuses });
export const RequestLogReasonEnum = builder.enumType("RequestLogReason", {
  values: requestLogReasons,
});

export const RequestPersonType = builder.objectRef<RequestPersonView>("RequestPerson").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    email: t.exposeString("email"),
    deactivated: t.exposeBoolean("deactivated", {
      description: "Switched off, or no longer an active member of this organisation.",
    }),
  }),
});

export const RequestCompanyType = builder.objectRef<MatchedCompany>("RequestCompany").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    slug: t.exposeString("slug"),
    name: t.exposeString("name"),
    country: t.exposeString("country", { nullable: true }),
  }),
});

export const RequestPortfolioType = builder
  .objectRef<RequestPortfolioView>("RequestPortfolio")
  .implement({
    fields: (t) => ({
      id: t.exposeID("id"),
      slug: t.exposeString("slug"),
      name: t.exposeString("name"),
    }),
  });

export const RequestSubscriptionSetType = builder
  .objectRef<RequestSubscriptionSetView>("RequestSubscriptionSet")
  .implement({
    fields: (t) => ({
      id: t.exposeID("id"),
      name: t.exposeString("name"),
      dataPackages: t.exposeStringList("dataPackages"),
    }),
  });

export const BulkRequestRefType = builder
  .objectRef<{ id: string; filename: string }>("BulkRequestRef")
  .implement({
    fields: (t) => ({ id: t.exposeID("id"), filename: t.exposeString("filename") }),
  });

export const CompanyMatchCandidateType = builder
  .objectRef<MatchCandidate>("CompanyMatchCandidate")
  .implement({
    description: "A known company that may be the one requested.",
    fields: (t) => ({
      company: t.field({ type: RequestCompanyType, resolve: (c) => c.company }),
      score: t.exposeFloat("score", { description: "0–1." }),
      band: t.exposeString("band", { description: "confident, review or weak (matchBandOf)." }),
      reasons: t.exposeStringList("reasons", {
        description: 'e.g. "Same website domain", "Same DUNS", "Similar name".',
      }),
    }),
  });
