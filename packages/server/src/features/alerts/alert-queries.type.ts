import type { PageInfo } from "../../core/paging.ts";
import { builder } from "../../graphql/builder.ts";
import { PageInfoType } from "../../graphql/connection.ts";
import { asTenant, asTenantReading } from "../../graphql/guards.ts";
import { listOrFail } from "../../graphql/list-fields.ts";
import { AlertFilterInput, AlertType, alertFilterArg } from "./alert.type.ts";
import {
  alertById,
  alertsAggregate,
  alertTopics,
  alertUnreadCount,
  listAlerts,
  userAlerts,
} from "./alert-list.service.ts";
import {
  alertSourcePrecision,
  availableAlertFilters,
  commodityIdsByAlertsTopics,
  companyAlertAccessOf,
  companyIdsByApiV1Ids,
  locationIdsByAlertsTopics,
  type SourcePrecisionView,
} from "./alert-lookup.service.ts";
import {
  AlertCompanyRefType,
  AlertLocationType,
  AlertScopeEnum,
  AlertTypeEnum,
  CommodityType,
  NewsClassType,
} from "./alert-refs.type.ts";
import type { AlertView } from "./alert-views.ts";

/** The alert queries of docs/alerts-contract.graphql: the feed, counts, lookups, older names. */

const AlertConnection = builder
  .objectRef<{ items: AlertView[]; pageInfo: PageInfo }>("AlertConnection")
  .implement({
    description: "Newest first, 30 a page (alertLimits.feedPageSize), keyset cursors.",
    fields: (t) => ({
      items: t.field({ type: [AlertType], resolve: (c) => c.items }),
      pageInfo: t.field({ type: PageInfoType, resolve: (c) => c.pageInfo }),
    }),
  });

const AlertCount = builder
  .objectRef<{ count: number; overTheThreshold: boolean }>("AlertCount")
  .implement({
    fields: (t) => ({
      count: t.exposeInt("count", { description: "At most 100 (the threshold)." }),
      overTheThreshold: t.exposeBoolean("overTheThreshold"),
    }),
  });

const AlertsAggregateCount = builder
  .objectRef<{ count: number }>("AlertsAggregateCount")
  .implement({ fields: (t) => ({ count: t.exposeInt("count") }) });

const AlertsAggregate = builder
  .objectRef<{ aggregate: { count: number } }>("AlertsAggregate")
  .implement({
    fields: (t) => ({
      aggregate: t.field({ type: AlertsAggregateCount, resolve: (a) => a.aggregate }),
    }),
  });

const AvailableAlertFilters = builder
  .objectRef<Awaited<ReturnType<typeof availableAlertFilters>>>("AvailableAlertFilters")
  .implement({
    fields: (t) => ({
      companies: t.field({ type: [AlertCompanyRefType], resolve: (f) => f.companies }),
      locations: t.field({ type: [AlertLocationType], resolve: (f) => f.locations }),
      commodities: t.field({ type: [CommodityType], resolve: (f) => f.commodities }),
      newsClasses: t.field({ type: [NewsClassType], resolve: (f) => f.newsClasses }),
    }),
  });

const SourcePrecision = builder.objectRef<SourcePrecisionView>("SourcePrecision").implement({
  fields: (t) => ({
    provider: t.exposeString("provider"),
    type: t.field({ type: AlertTypeEnum, nullable: true, resolve: (p) => p.type }),
    rated: t.exposeInt("rated"),
    notRelevant: t.exposeInt("notRelevant"),
    precision: t.exposeFloat("precision", { description: "(rated - notRelevant) / rated." }),
  }),
});

/** An id migration by topic (spec 3 §7): position by position, null when unknown. */
const idsByTopicsField = (
  // biome-ignore lint/suspicious/noExplicitAny: Pothos' field builder type is generic over the schema.
  t: any,
  service: typeof locationIdsByAlertsTopics,
) =>
  t.field({
    type: ["ID"],
    nullable: { list: false, items: true },
    args: { topics: t.arg.stringList({ required: true }) },
    resolve: (_root: unknown, args: { topics: string[] }, ctx: Parameters<typeof asTenant>[0]) =>
      listOrFail(() => asTenant(ctx, service, { topics: args.topics })),
  });

builder.queryFields((t) => ({
  alerts: t.field({
    type: AlertConnection,
    args: {
      filter: t.arg({ type: AlertFilterInput }),
      first: t.arg.int(),
      after: t.arg.string(),
      last: t.arg.int(),
      before: t.arg.string(),
    },
    resolve: (_root, args, ctx) =>
      listOrFail(() =>
        asTenantReading(ctx, listAlerts, {
          filter: alertFilterArg(args.filter),
          first: args.first,
          after: args.after,
          last: args.last,
          before: args.before,
        }),
      ),
  }),
  alert: t.field({
    type: AlertType,
    nullable: true,
    description: "Null when missing or not visible.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => asTenant(ctx, alertById, { id: String(args.id) }),
  }),
  alertUnreadCount: t.field({
    type: AlertCount,
    description: "Threshold form: counted up to 101, over 100 shows 100.",
    args: { filter: t.arg({ type: AlertFilterInput }) },
    resolve: (_root, args, ctx) =>
      listOrFail(() => asTenant(ctx, alertUnreadCount, { filter: alertFilterArg(args.filter) })),
  }),
  signalUserApiAlertsAggregate: t.field({
    type: AlertsAggregate,
    description: "The older unread count: limit 101 (the default and the maximum).",
    args: {
      scope: t.arg({ type: AlertScopeEnum }),
      where: t.arg({ type: AlertFilterInput }),
      limit: t.arg.int(),
    },
    resolve: (_root, args, ctx) =>
      listOrFail(() =>
        asTenant(ctx, alertsAggregate, {
          scope: args.scope,
          where: alertFilterArg(args.where),
          limit: args.limit,
        }),
      ),
  }),
  userAlerts: t.field({
    type: [AlertType],
    description: "The older list by offset (limit default 20).",
    args: {
      scope: t.arg({ type: AlertScopeEnum }),
      search: t.arg.string(),
      where: t.arg({ type: AlertFilterInput }),
      offset: t.arg.int(),
      limit: t.arg.int(),
    },
    resolve: (_root, args, ctx) =>
      listOrFail(() =>
        asTenant(ctx, userAlerts, {
          scope: args.scope,
          search: args.search,
          where: alertFilterArg(args.where),
          offset: args.offset,
          limit: args.limit,
        }),
      ),
  }),
  alertTopics: t.stringList({
    description: "Topics matching a search (limit 10).",
    args: { search: t.arg.string(), limit: t.arg.int() },
    resolve: (_root, args, ctx) =>
      listOrFail(() => asTenant(ctx, alertTopics, { search: args.search, limit: args.limit })),
  }),
  availableAlertFilters: t.field({
    type: AvailableAlertFilters,
    args: { search: t.arg.string() },
    resolve: (_root, args, ctx) => asTenant(ctx, availableAlertFilters, { search: args.search }),
  }),
  companyAlertAccess: t.string({
    description:
      'The sidebar\'s alerts icon: "enabled", "disabled" (no subscription: alertMessages.noSubscription) or "hidden" (no alerts flag).',
    args: { companyId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, companyAlertAccessOf, { companyId: String(args.companyId) }),
  }),
  alertSourcePrecision: t.field({
    type: [SourcePrecision],
    description: "Per source and alert type, from the organisation's verdicts.",
    resolve: (_root, _args, ctx) => asTenant(ctx, alertSourcePrecision),
  }),
  companyIdsByApiV1Ids: t.field({
    type: ["ID"],
    nullable: { list: false, items: true },
    description: "Position by position; null when unknown. An API v1 id is companies.search_row.",
    args: { ids: t.arg.intList({ required: true }) },
    resolve: (_root, args, ctx) =>
      listOrFail(() => asTenant(ctx, companyIdsByApiV1Ids, { ids: args.ids })),
  }),
  locationIdsByAlertsTopics: idsByTopicsField(t, locationIdsByAlertsTopics),
  commodityIdsByAlertsTopics: idsByTopicsField(t, commodityIdsByAlertsTopics),
}));
