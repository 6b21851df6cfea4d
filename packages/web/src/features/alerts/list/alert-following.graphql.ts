import { gql, type TypedDocumentNode } from "@apollo/client";

type Total = { __typename: "AlertSubscriptionConnection"; totalCount: number };

/**
 * How many companies, locations and commodities the organisation subscribes to: an empty alert
 * list says "follows nothing" when all three are none (issue 27), not "no alerts match".
 */
export const ALERT_FOLLOWING_QUERY: TypedDocumentNode<
  { companies: Total; locations: Total; commodities: Total },
  Record<string, never>
> = gql`
  query AlertFollowing {
    companies: alertSubscriptions(kind: company, first: 1) { totalCount }
    locations: alertSubscriptions(kind: location, first: 1) { totalCount }
    commodities: alertSubscriptions(kind: commodity, first: 1) { totalCount }
  }
`;

/** Where the organisation's company subscriptions are managed (spec 3 §2). */
export const companySubscriptionsPath = "/settings/alert/company";
