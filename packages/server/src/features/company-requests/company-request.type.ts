import { builder } from "../../graphql/builder.ts";
import { asTenant } from "../../graphql/guards.ts";
import { listOrFail } from "../../graphql/list-fields.ts";
import { companyMatchCandidates } from "./request-create.service.ts";
import {
  type CompanyRequestPage,
  companyRequestById,
  companyRequestCreators,
  listCompanyRequests,
} from "./request-list.service.ts";
import type { CompanyRequestView, RequestLogView } from "./request-presenter.ts";
import {
  BulkRequestRefType,
  CompanyMatchCandidateType,
  RequestCompanyType,
  RequestLogReasonEnum,
  RequestPersonType,
  RequestPortfolioType,
  RequestStatusEnum,
  RequestSubscriptionSetType,
} from "./request-refs.type.ts";

/** Company requests (spec 3 §3 "Company request"), as docs/company-requests-contract.graphql names them. */

const CompanyRequestLogType = builder.objectRef<RequestLogView>("CompanyRequestLog").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    comment: t.exposeString("comment", { nullable: true }),
    reason: t.field({ type: RequestLogReasonEnum, resolve: (log) => log.reason }),
    status: t.field({
      type: RequestStatusEnum,
      nullable: true,
      description: "The status this entry moved the request to, if any.",
      resolve: (log) => log.status,
    }),
    contentMemberEmail: t.exposeString("contentMemberEmail", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    user: t.field({
      type: RequestPersonType,
      nullable: true,
      description: "Null when the user was deleted.",
      resolve: (log) => log.user,
    }),
  }),
});

export const CompanyRequestType = builder
  .objectRef<CompanyRequestView>("CompanyRequest")
  .implement({
    fields: (t) => ({
      id: t.exposeID("id"),
      companyName: t.exposeString("companyName"),
      companyId: t.exposeID("companyId", { nullable: true }),
      company: t.field({
        type: RequestCompanyType,
        nullable: true,
        description: "The known company it resolved to.",
        resolve: (r) => r.company,
      }),
      duns: t.exposeString("duns", { nullable: true }),
      website: t.exposeString("website", { nullable: true }),
      country: t.exposeString("country", { nullable: true, description: "ISO 3166-1 alpha-2." }),
      state: t.exposeString("state", { nullable: true }),
      city: t.exposeString("city", { nullable: true }),
      address: t.exposeString("address", { nullable: true }),
      legalName: t.exposeString("legalName", { nullable: true }),
      zipCode: t.exposeString("zipCode", { nullable: true }),
      note: t.exposeString("note", { nullable: true }),
      uei: t.exposeString("uei", { nullable: true }),
      taxId: t.exposeString("taxId", { nullable: true }),
      cageCode: t.exposeString("cageCode", { nullable: true }),
      outOfBusiness: t.exposeBoolean("outOfBusiness"),
      branchind: t.exposeBoolean("branchind"),
      status: t.field({ type: RequestStatusEnum, resolve: (r) => r.status }),
      allowedStatuses: t.field({
        type: [RequestStatusEnum],
        description: "requestTransitions[status], for the log form.",
        resolve: (r) => r.allowedStatuses,
      }),
      logs: t.field({
        type: [CompanyRequestLogType],
        description: "Oldest first.",
        resolve: (r) => r.logs(),
      }),
      portfolios: t.field({
        type: [RequestPortfolioType],
        description: "Only those the viewer can see.",
        resolve: (r) => r.portfolios(),
      }),
      subscriptionSets: t.field({
        type: [RequestSubscriptionSetType],
        description: "The organisation's sets holding the resolved company.",
        resolve: (r) => r.subscriptionSets(),
      }),
      bulkRequest: t.field({
        type: BulkRequestRefType,
        nullable: true,
        resolve: (r) => r.bulkRequest,
      }),
      creator: t.field({ type: RequestPersonType, resolve: (r) => r.creator }),
      createdAt: t.expose("createdAt", { type: "DateTime" }),
      updatedAt: t.expose("updatedAt", { type: "DateTime" }),
      canRetire: t.exposeBoolean("canRetire"),
    }),
  });

const CompanyRequestConnection = builder
  .objectRef<CompanyRequestPage>("CompanyRequestConnection")
  .implement({
    fields: (t) => ({
      items: t.field({ type: [CompanyRequestType], resolve: (page) => page.items }),
      totalCount: t.int({ resolve: (page) => page.totalCount() }),
    }),
  });

const RequestListPageEnum = builder.enumType("RequestListPage", {
  description: "The /requests sub-pages: /requests/needs-action, /individual, /bulk.",
  values: ["needs_action", "individual", "bulk"] as const,
});

const RequestFiltersInput = builder.inputType("RequestFiltersInput", {
  fields: (t) => ({
    search: t.string({ description: "Company name, website or tax id." }),
    status: t.field({ type: [RequestStatusEnum] }),
    creators: t.idList(),
    country: t.stringList(),
    bulkRequestId: t.id(),
    dateFrom: t.string({ description: "YYYY-MM-DD." }),
    dateTo: t.string({ description: "YYYY-MM-DD; the end date is inclusive." }),
  }),
});

/** A filter sent as null is no filter; ids become strings. */
function filtersArg(filters: typeof RequestFiltersInput.$inferInput | null | undefined) {
  if (!filters) return undefined;
  const present = Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== null && value !== undefined),
  ) as Record<string, unknown>;
  if (Array.isArray(present.creators)) present.creators = present.creators.map(String);
  if (present.bulkRequestId !== undefined) present.bulkRequestId = String(present.bulkRequestId);
  return present;
}

// Defined here and used by the mutations too (companyMatchCandidates takes the same input).
export const CompanyRequestInputType = builder.inputType("CompanyRequestInput", {
  fields: (t) => ({
    companyName: t.string({ required: true }),
    website: t.string(),
    country: t.string({ description: "ISO 3166-1 alpha-2." }),
    state: t.string(),
    city: t.string(),
    address: t.string(),
    legalName: t.string(),
    zipCode: t.string(),
    note: t.string(),
    uei: t.string(),
    taxId: t.string(),
    cageCode: t.string(),
    duns: t.string(),
    outOfBusiness: t.boolean(),
    branchind: t.boolean(),
    portfolioIds: t.idList(),
    ignoreMatches: t.boolean({
      description: "true: make the request even when likely matches exist.",
    }),
  }),
});

/** GraphQL's request input as the service's: ids as strings, nulls as left out. */
export function requestInputArg(input: typeof CompanyRequestInputType.$inferInput) {
  const present = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== null && value !== undefined),
  ) as Record<string, unknown>;
  if (Array.isArray(present.portfolioIds)) present.portfolioIds = present.portfolioIds.map(String);
  return present;
}

builder.queryFields((t) => ({
  companyRequests: t.field({
    type: CompanyRequestConnection,
    description: "The organisation's requests on a /requests sub-page, newest first, 25 per page.",
    args: {
      page: t.arg({ type: RequestListPageEnum, required: true }),
      filters: t.arg({ type: RequestFiltersInput }),
      first: t.arg.int({ defaultValue: 25 }),
      offset: t.arg.int({ defaultValue: 0 }),
    },
    resolve: (_root, args, ctx) =>
      listOrFail(() =>
        asTenant(ctx, listCompanyRequests, {
          page: args.page,
          filters: filtersArg(args.filters),
          first: args.first,
          offset: args.offset,
        }),
      ),
  }),
  companyRequest: t.field({
    type: CompanyRequestType,
    nullable: true,
    description: "Null when not found or not visible.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => asTenant(ctx, companyRequestById, { id: String(args.id) }),
  }),
  companyRequestCreators: t.field({
    type: [RequestPersonType],
    description: "People who made requests in the organisation.",
    resolve: (_root, _args, ctx) => asTenant(ctx, companyRequestCreators),
  }),
  companyMatchCandidates: t.field({
    type: [CompanyMatchCandidateType],
    description:
      "Known companies that may be the one requested (score ≥ matchBands.weak), best first.",
    args: { input: t.arg({ type: CompanyRequestInputType, required: true }) },
    resolve: (_root, args, ctx) =>
      listOrFail(() => asTenant(ctx, companyMatchCandidates, requestInputArg(args.input))),
  }),
}));
