import type { Mock } from "../../testing/render-app-ui.tsx";
import { SUBSCRIPTION_SETS_QUERY, type SubscriptionSet } from "./subscription-sets.graphql.ts";

/** Test data shaped like the server's answers (docs/company-requests-contract.graphql). */
export function buildSubscriptionSet(overrides: Partial<SubscriptionSet> = {}): SubscriptionSet {
  return {
    __typename: "SubscriptionSet",
    id: "set-1",
    name: "Core suppliers",
    description: null,
    companyLimit: 100,
    availableSeats: 0,
    companyCount: 100,
    allCompanies: false,
    addCompanyAllowed: true,
    dataPackages: ["reports", "esg"],
    ...overrides,
  };
}

export function subscriptionSetsMock(
  sets: SubscriptionSet[],
  organizationId: string | null = null,
): Mock {
  return {
    request: { query: SUBSCRIPTION_SETS_QUERY, variables: { organizationId } },
    result: { data: { subscriptionSets: sets } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
