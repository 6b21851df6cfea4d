import type { AlertTimeseriesPoint } from "@tierwise/common/alerts";
import { builder } from "../../graphql/builder.ts";
import {
  AlertCompanyRefType,
  AlertDatasetEnum,
  AlertLocationType,
  AlertPolarityEnum,
  AlertRelevancyEnum,
  AlertScopeEnum,
  AlertSeverityEnum,
  AlertTypeEnum,
  CommodityType,
  NewsClassType,
  NotRelevantReasonEnum,
} from "./alert-refs.type.ts";
import type {
  AlertCompanyView,
  AlertMentionView,
  AlertPeriodInfoView,
  AlertUserMetadataView,
  AlertView,
} from "./alert-views.ts";

/** The Alert type (docs/alerts-contract.graphql) and the filter input every alert read takes. */

const AlertCompanyType = builder.objectRef<AlertCompanyView>("AlertCompany").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    slug: t.exposeString("slug"),
    name: t.exposeString("name"),
    country: t.exposeString("country", { nullable: true }),
    confidence: t.exposeFloat("confidence"),
    subscribed: t.exposeBoolean("subscribed", {
      description: "The organisation sees alerts for this company.",
    }),
  }),
});

const AlertMentionType = builder.objectRef<AlertMentionView>("AlertMention").implement({
  description: "An organisation named in the alert that is not a confirmed company.",
  fields: (t) => ({
    name: t.exposeString("name"),
    confidence: t.exposeFloat("confidence"),
    candidate: t.field({
      type: AlertCompanyRefType,
      nullable: true,
      resolve: (m) => m.candidate,
    }),
  }),
});

const AlertDataPointType = builder.objectRef<AlertView["dataPoint"]>("AlertDataPoint").implement({
  fields: (t) => ({
    provider: t.exposeString("provider"),
    sourceUrl: t.exposeString("sourceUrl", { nullable: true }),
    newsClasses: t.field({ type: [NewsClassType], resolve: (d) => d.newsClasses }),
  }),
});

const AlertPeriodInfoType = builder.objectRef<AlertPeriodInfoView>("AlertPeriodInfo").implement({
  fields: (t) => ({
    pctChange: t.exposeFloat("pctChange"),
    timeWindow: t.exposeString("timeWindow"),
    timeWindowLabel: t.exposeString("timeWindowLabel", { description: 'E.g. "over 3 months".' }),
  }),
});

const AlertTimeseriesPointType = builder
  .objectRef<AlertTimeseriesPoint>("AlertTimeseriesPoint")
  .implement({
    fields: (t) => ({ date: t.exposeString("date"), value: t.exposeFloat("value") }),
  });

const AlertUserMetadataType = builder
  .objectRef<AlertUserMetadataView>("AlertUserMetadata")
  .implement({
    description: "The viewer's state of the alert; the defaults when they have none.",
    fields: (t) => ({
      read: t.exposeBoolean("read"),
      readAt: t.expose("readAt", { type: "DateTime", nullable: true }),
      archived: t.exposeBoolean("archived"),
      score: t.exposeInt("score", { description: "1 relevant, 0 unscored, -1 not relevant." }),
      scoreFeedback: t.exposeString("scoreFeedback", { nullable: true }),
      reason: t.field({ type: NotRelevantReasonEnum, nullable: true, resolve: (m) => m.reason }),
      relevantDisabled: t.exposeBoolean("relevantDisabled", {
        description: "common feedbackButtons: the relevant button is disabled once the score is 1.",
      }),
      notRelevantDisabled: t.exposeBoolean("notRelevantDisabled", {
        description: "common feedbackButtons: the not-relevant button is disabled once archived.",
      }),
    }),
  });

export const AlertType = builder.objectRef<AlertView>("Alert").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    title: t.exposeString("title"),
    body: t.exposeString("body", { nullable: true }),
    type: t.field({ type: AlertTypeEnum, resolve: (a) => a.type }),
    polarity: t.field({ type: AlertPolarityEnum, resolve: (a) => a.polarity }),
    severity: t.field({ type: AlertSeverityEnum, nullable: true, resolve: (a) => a.severity }),
    publishedAt: t.expose("publishedAt", { type: "DateTime" }),
    occurredAt: t.expose("occurredAt", { type: "DateTime", nullable: true }),
    companies: t.field({
      type: [AlertCompanyType],
      description: "Minus those the organisation unlinked (a wrong company verdict).",
      resolve: (a) => a.companies,
    }),
    mentions: t.field({ type: [AlertMentionType], resolve: (a) => a.mentions }),
    locations: t.field({ type: [AlertLocationType], resolve: (a) => a.locations }),
    commodities: t.field({ type: [CommodityType], resolve: (a) => a.commodities }),
    subscribedEntities: t.exposeStringList("subscribedEntities", {
      description: "Topics of the organisation's subscriptions this alert matched.",
    }),
    isSingleSource: t.exposeBoolean("isSingleSource"),
    dataPoint: t.field({ type: AlertDataPointType, resolve: (a) => a.dataPoint }),
    dataset: t.field({ type: AlertDatasetEnum, nullable: true, resolve: (a) => a.dataset }),
    signalRuleKey: t.exposeString("signalRuleKey", { nullable: true }),
    variable: t.exposeString("variable", { nullable: true }),
    periodInfo: t.field({
      type: AlertPeriodInfoType,
      nullable: true,
      resolve: (a) => a.periodInfo,
    }),
    timeseries: t.field({
      type: [AlertTimeseriesPointType],
      nullable: true,
      description: "The before/after chart's series (at most 5 ticks drawn).",
      resolve: (a) => a.timeseries,
    }),
    topics: t.exposeStringList("topics"),
    userMetadata: t.field({ type: AlertUserMetadataType, resolve: (a) => a.userMetadata }),
  }),
});

export const AlertFilterInput = builder.inputType("AlertFilterInput", {
  description: "common alertFilterSchema; ids that are not ours match nothing.",
  fields: (t) => ({
    scope: t.field({ type: AlertScopeEnum, description: "Default user." }),
    types: t.field({ type: [AlertTypeEnum] }),
    datasets: t.field({ type: [AlertDatasetEnum] }),
    companies: t.idList(),
    portfolio: t.id({ description: "Its companies and its descendants' companies." }),
    polarity: t.field({ type: [AlertPolarityEnum] }),
    relevancy: t.field({ type: [AlertRelevancyEnum] }),
    commodities: t.idList({ description: 'Ids or topics ("resource:copper", "resource:*").' }),
    locations: t.idList({ description: 'Ids or topics ("location.country:DE").' }),
    unread: t.boolean(),
    archived: t.boolean({ description: "Default: not archived; true: archived only." }),
    startDate: t.string({ description: "YYYY-MM-DD, inclusive." }),
    endDate: t.string({ description: "YYYY-MM-DD, inclusive." }),
    alertId: t.id(),
    keywords: t.stringList({ description: "Normalised, joined with or, capped (keywordCap)." }),
  }),
});

/** A GraphQL filter as the service's: nulls left out, ids as strings. */
export function alertFilterArg(filter: Record<string, unknown> | null | undefined) {
  if (!filter) return undefined;
  return Object.fromEntries(
    Object.entries(filter)
      .filter(([, value]) => value !== null && value !== undefined)
      .map(([key, value]) => [
        key,
        Array.isArray(value)
          ? value.map(String)
          : typeof value === "number"
            ? String(value)
            : value,
      ]),
  ) as Record<string, unknown>;
}
