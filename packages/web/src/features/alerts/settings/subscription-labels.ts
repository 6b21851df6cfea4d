import type { SubscriptionKind } from "@tierwise/common/alerts";
import { locationLabel } from "../card/alert-display.ts";
import type { AlertSubscription } from "./alert-settings.graphql.ts";

/** /settings/alert/{tab}: the tab names and the noun for one of each kind. */
export const subscriptionTabLabels: Record<SubscriptionKind, string> = {
  company: "Companies",
  location: "Locations",
  commodity: "Commodities",
};

export const subscriptionKindNouns: Record<SubscriptionKind, string> = {
  company: "company",
  location: "location",
  commodity: "commodity",
};

/** What a subscription is to: "Acme Steel", "Hamburg, DE (City)", "Copper". */
export function subscriptionName(subscription: AlertSubscription): string {
  const { company, location, commodity } = subscription;
  if (company) return company.name;
  if (location) return `${locationLabel(location)} (${location.level})`;
  return commodity?.name ?? "Unknown";
}
