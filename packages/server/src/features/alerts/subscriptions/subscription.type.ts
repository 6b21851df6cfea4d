import type { ObjectRef } from "@pothos/core";
import {
  AlreadyExistsError,
  ConnectedObjectNotFoundError,
  ValidationError,
} from "../../../core/errors.ts";
import { toPageArgs } from "../../../core/paging.ts";
import { type BuilderTypes, builder } from "../../../graphql/builder.ts";
import { PageInfoType } from "../../../graphql/connection.ts";
import { asTenant } from "../../../graphql/guards.ts";
import { listOrFail } from "../../../graphql/list-fields.ts";
import {
  AlertCompanyRefType,
  AlertLocationType,
  CommodityType,
  SubscriptionKindEnum,
} from "../alert-refs.type.ts";
import { DeleteSuccess, deleteResult } from "../feeds/feed.type.ts";
import {
  type AlertSubscriptionView,
  type CountedConnection,
  listAlertSubscriptions,
  subscribeAlertEntity,
  unsubscribeAlertEntity,
} from "./subscription.service.ts";
import { listSubscribedCompanies, setAllAlertsAccess } from "./subscription-access.service.ts";

/** Entity subscriptions (spec 3 §3, §7) and all_alerts_access, as docs/alerts-contract.graphql names them. */

/** `{ items, pageInfo, totalCount }`: the settings tabs show how many there are in all. */
function countedConnectionType<T>(name: string, item: ObjectRef<BuilderTypes, T>) {
  return builder.objectRef<CountedConnection<T>>(name).implement({
    fields: (t) => ({
      items: t.field({ type: [item], resolve: (c) => c.items }),
      pageInfo: t.field({ type: PageInfoType, resolve: (c) => c.pageInfo }),
      totalCount: t.int({ resolve: (c) => c.totalCount() }),
    }),
  });
}

const AlertSubscriptionType = builder
  .objectRef<AlertSubscriptionView>("AlertSubscription")
  .implement({
    description: "One of company, location or commodity is set, as kind says.",
    fields: (t) => ({
      id: t.exposeID("id"),
      kind: t.field({ type: SubscriptionKindEnum, resolve: (s) => s.kind }),
      company: t.field({ type: AlertCompanyRefType, nullable: true, resolve: (s) => s.company }),
      location: t.field({ type: AlertLocationType, nullable: true, resolve: (s) => s.location }),
      commodity: t.field({ type: CommodityType, nullable: true, resolve: (s) => s.commodity }),
      createdAt: t.expose("createdAt", { type: "DateTime" }),
    }),
  });

const AlertSubscriptionInput = builder.inputType("AlertSubscriptionInput", {
  fields: (t) => ({
    kind: t.field({ type: SubscriptionKindEnum, required: true }),
    entityId: t.id({
      required: true,
      description: "A company id, or an id from alert locations or commodities.",
    }),
  }),
});

const AlertSubscriptionSuccess = builder
  .objectRef<{ subscription: AlertSubscriptionView }>("AlertSubscriptionSuccess")
  .implement({
    fields: (t) => ({
      subscription: t.field({ type: AlertSubscriptionType, resolve: (r) => r.subscription }),
    }),
  });

builder.queryFields((t) => ({
  alertSubscriptions: t.field({
    type: countedConnectionType("AlertSubscriptionConnection", AlertSubscriptionType),
    description: "The organisation's subscriptions of one kind, newest first, 20 a page.",
    args: {
      kind: t.arg({ type: SubscriptionKindEnum, required: true }),
      first: t.arg.int(),
      after: t.arg.string(),
    },
    resolve: (_root, args, ctx) =>
      listOrFail(() =>
        asTenant(ctx, listAlertSubscriptions, { kind: args.kind, page: toPageArgs(args) }),
      ),
  }),
  alertSubscriptionCompanies: t.field({
    type: countedConnectionType("AlertSubscriptionCompanyConnection", AlertCompanyRefType),
    description:
      "The older model's paged subscription companies: the subscribed companies, 5000 a request with an after cursor.",
    args: { first: t.arg.int(), after: t.arg.string() },
    resolve: (_root, args, ctx) =>
      listOrFail(() => asTenant(ctx, listSubscribedCompanies, toPageArgs(args))),
  }),
}));

builder.mutationFields((t) => ({
  subscribeAlertEntity: t.field({
    type: AlertSubscriptionSuccess,
    description:
      "Organisation admins: subscribe the organisation to a company, location or commodity.",
    args: { input: t.arg({ type: AlertSubscriptionInput, required: true }) },
    errors: {
      types: [ValidationError, ConnectedObjectNotFoundError, AlreadyExistsError],
      result: { name: "AlertSubscriptionSuccess" },
      union: { name: "AlertSubscriptionResult" },
    },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, subscribeAlertEntity, {
        input: { kind: args.input.kind, entityId: String(args.input.entityId) },
      }),
  }),
  unsubscribeAlertEntity: t.field({
    type: DeleteSuccess,
    description: "Organisation admins: end one of the organisation's subscriptions.",
    args: { id: t.arg.id({ required: true }) },
    errors: deleteResult,
    resolve: (_root, args, ctx) => asTenant(ctx, unsubscribeAlertEntity, { id: String(args.id) }),
  }),
  setAllAlertsAccess: t.boolean({
    description:
      "Provider managers: the organisation sees every alert (all_alerts_access), whatever it subscribes to.",
    args: {
      organizationId: t.arg.id({ required: true }),
      enabled: t.arg.boolean({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      listOrFail(() =>
        asTenant(ctx, setAllAlertsAccess, {
          organizationId: String(args.organizationId),
          enabled: args.enabled,
        }),
      ),
  }),
}));
