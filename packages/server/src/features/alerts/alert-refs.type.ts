/**
 * The small GraphQL types every part of alerts names (docs/alerts-contract.graphql): enums,
 * company references, locations, commodities and news classes. Feeds, subscriptions and digests
 * import them from here, so each is defined once.
 */
import {
  alertDatasets,
  alertPolarities,
  alertRelevancies,
  alertScopes,
  alertSeverities,
  alertTypes,
  locationLevels,
  notRelevantReasons,
  subscriptionKinds,
} from "@tierwise/common/alerts";
import { builder } from "../../graphql/builder.ts";
import type {
  AlertCompanyRefView,
  AlertLocationView,
  CommodityView,
  NewsClassView,
} from "./alert-views.ts";

export const AlertTypeEnum = builder.enumType("AlertType", { values: alertTypes });
export const AlertPolarityEnum = builder.enumType("AlertPolarity", { values: alertPolarities });
export const AlertDatasetEnum = builder.enumType("AlertDataset", { values: alertDatasets });
export const AlertSeverityEnum = builder.enumType("AlertSeverity", { values: alertSeverities });
export const AlertScopeEnum = builder.enumType("AlertScope", {
  description:
    "user (default): alerts about companies in portfolios the viewer can see; organization: every alert the organisation sees.",
  values: alertScopes,
});
export const AlertRelevancyEnum = builder.enumType("AlertRelevancy", {
  description:
    "relevant: score 1; not_relevant: score -1 or a not-relevant reason given; unscored: neither.",
  values: alertRelevancies,
});
export const LocationLevelEnum = builder.enumType("LocationLevel", { values: locationLevels });
export const SubscriptionKindEnum = builder.enumType("SubscriptionKind", {
  values: subscriptionKinds,
});
export const NotRelevantReasonEnum = builder.enumType("NotRelevantReason", {
  values: notRelevantReasons,
});

export const AlertCompanyRefType = builder
  .objectRef<AlertCompanyRefView>("AlertCompanyRef")
  .implement({
    fields: (t) => ({
      id: t.exposeID("id"),
      slug: t.exposeString("slug"),
      name: t.exposeString("name"),
    }),
  });

export const AlertLocationType = builder.objectRef<AlertLocationView>("AlertLocation").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    level: t.field({ type: LocationLevelEnum, resolve: (l) => l.level }),
    name: t.exposeString("name"),
    countryCode: t.exposeString("countryCode", { nullable: true }),
    topic: t.exposeString("topic", { description: 'E.g. "location.country:DE".' }),
  }),
});

export const CommodityType = builder.objectRef<CommodityView>("Commodity").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    topic: t.exposeString("topic", { description: 'E.g. "resource:copper".' }),
  }),
});

export const NewsClassType = builder.objectRef<NewsClassView>("NewsClass").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    severity: t.field({ type: AlertSeverityEnum, resolve: (c) => c.severity }),
  }),
});
