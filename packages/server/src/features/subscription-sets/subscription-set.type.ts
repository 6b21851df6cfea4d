import {
  ConnectedObjectNotFoundError,
  ForbiddenError,
  NotFoundError,
  TooManyModificationsError,
  UnmodifiableError,
  ValidationError,
} from "../../core/errors.ts";
import { builder } from "../../graphql/builder.ts";
import { ErrorInterface } from "../../graphql/error-types.ts";
import { asTenant } from "../../graphql/guards.ts";
import { SubscriptionLimitExceededError } from "./subscription-limit-error.ts";
import {
  addCompaniesToSubscriptionSet,
  createSubscriptionSet,
  listSubscriptionSets,
  type SubscriptionSetView,
  updateSubscriptionSet,
} from "./subscription-set.service.ts";

/** Subscription sets (spec 3 §3, §6), as docs/company-requests-contract.graphql names them. */

builder.objectType(SubscriptionLimitExceededError, {
  name: "SubscriptionLimitExceededError",
  description:
    "Spec 3's SubscriptionLimitExceeded: the web shows the show_subscription_sets modal.",
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof SubscriptionLimitExceededError,
  fields: (t) => ({
    availableSeats: t.exposeInt("availableSeats"),
    requested: t.exposeInt("requested", { description: "Companies that would need a seat." }),
  }),
});

const SubscriptionSetType = builder.objectRef<SubscriptionSetView>("SubscriptionSet").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    description: t.exposeString("description", { nullable: true }),
    companyLimit: t.exposeInt("companyLimit", { nullable: true, description: "Null: no limit." }),
    availableSeats: t.exposeInt("availableSeats", {
      nullable: true,
      description: "companyLimit minus the companies held; null without a limit.",
    }),
    companyCount: t.exposeInt("companyCount", {
      description:
        "Companies added to the set (an all-companies set covers every company without listing them).",
    }),
    allCompanies: t.exposeBoolean("allCompanies"),
    addCompanyAllowed: t.exposeBoolean("addCompanyAllowed"),
    dataPackages: t.exposeStringList("dataPackages"),
  }),
});

const SubscriptionSetInput = builder.inputType("SubscriptionSetInput", {
  fields: (t) => ({
    organizationId: t.id({ required: true }),
    name: t.string({ required: true }),
    description: t.string(),
    companyLimit: t.int({ description: "Null: no limit." }),
    allCompanies: t.boolean(),
    addCompanyAllowed: t.boolean(),
    dataPackages: t.stringList({ description: "reports, financials, compliance, cyber, esg." }),
  }),
});

const SubscriptionSetSuccess = builder
  .objectRef<{ subscriptionSet: SubscriptionSetView }>("SubscriptionSetSuccess")
  .implement({
    fields: (t) => ({
      subscriptionSet: t.field({ type: SubscriptionSetType, resolve: (r) => r.subscriptionSet }),
    }),
  });

/** GraphQL's input as the service's: the id as a string, nulls as left out. */
function inputArg(input: typeof SubscriptionSetInput.$inferInput) {
  const present = Object.fromEntries(
    Object.entries(input).filter(
      ([key, value]) => value !== undefined && (value !== null || key === "companyLimit"),
    ),
  ) as Record<string, unknown>;
  present.organizationId = String(input.organizationId);
  return present;
}

// One union for the three mutations: the web handles them with one fragment.
const setResult = {
  types: [
    ValidationError,
    NotFoundError,
    ForbiddenError,
    UnmodifiableError,
    ConnectedObjectNotFoundError,
    TooManyModificationsError,
    SubscriptionLimitExceededError,
  ],
  result: { name: "SubscriptionSetSuccess" },
  union: { name: "SubscriptionSetResult" },
};

builder.queryField("subscriptionSets", (t) =>
  t.field({
    type: [SubscriptionSetType],
    description: "The own organisation's sets; another organisation's only for a provider manager.",
    args: { organizationId: t.arg.id() },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, listSubscriptionSets, {
        organizationId: args.organizationId == null ? null : String(args.organizationId),
      }),
  }),
);

builder.mutationFields((t) => ({
  createSubscriptionSet: t.field({
    type: SubscriptionSetSuccess,
    description: "Provider managers: a new set for the organisation named in the input.",
    args: { input: t.arg({ type: SubscriptionSetInput, required: true }) },
    errors: setResult,
    resolve: (_root, args, ctx) =>
      asTenant(ctx, createSubscriptionSet, { input: inputArg(args.input) }),
  }),
  updateSubscriptionSet: t.field({
    type: SubscriptionSetSuccess,
    description: "Provider managers: replaces the set's settings.",
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: SubscriptionSetInput, required: true }),
    },
    errors: setResult,
    resolve: (_root, args, ctx) =>
      asTenant(ctx, updateSubscriptionSet, { id: String(args.id), input: inputArg(args.input) }),
  }),
  addCompaniesToSubscriptionSet: t.field({
    type: SubscriptionSetSuccess,
    description: "Provider managers: each new company takes a seat; at most 10,000 a call.",
    args: {
      id: t.arg.id({ required: true }),
      companyIds: t.arg.idList({ required: true }),
    },
    errors: setResult,
    resolve: (_root, args, ctx) =>
      asTenant(ctx, addCompaniesToSubscriptionSet, {
        id: String(args.id),
        companyIds: args.companyIds.map(String),
      }),
  }),
}));
