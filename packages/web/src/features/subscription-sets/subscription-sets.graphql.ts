import { gql, type TypedDocumentNode } from "@apollo/client";
import type { ValidationError } from "../../ui/forms/validation-error.ts";

/**
 * Subscription sets and their data packages (server: features/subscription-sets). Written from
 * docs/company-requests-contract.graphql.
 */

export interface SubscriptionSet {
  __typename: "SubscriptionSet";
  id: string;
  name: string;
  description: string | null;
  /** null: no limit. */
  companyLimit: number | null;
  /** null when there is no limit. */
  availableSeats: number | null;
  companyCount: number;
  allCompanies: boolean;
  addCompanyAllowed: boolean;
  dataPackages: string[];
}

export interface SubscriptionSetInput {
  organizationId: string;
  name: string;
  description: string | null;
  companyLimit: number | null;
  allCompanies: boolean;
  addCompanyAllowed: boolean;
  dataPackages: string[];
}

export const SUBSCRIPTION_SET_FIELDS = gql`
  fragment SubscriptionSetFields on SubscriptionSet {
    id
    name
    description
    companyLimit
    availableSeats
    companyCount
    allCompanies
    addCompanyAllowed
    dataPackages
  }
`;

/** The sets of one's own organisation (organizationId null), or of another for a provider manager. */
export const SUBSCRIPTION_SETS_QUERY: TypedDocumentNode<
  { subscriptionSets: SubscriptionSet[] },
  { organizationId: string | null }
> = gql`
  query SubscriptionSets($organizationId: ID) {
    subscriptionSets(organizationId: $organizationId) { ...SubscriptionSetFields }
  }
  ${SUBSCRIPTION_SET_FIELDS}
`;

export type SubscriptionSetResult =
  | { __typename: "SubscriptionSetSuccess"; subscriptionSet: SubscriptionSet }
  | ValidationError
  | {
      __typename:
        | "NotFoundError"
        | "ForbiddenError"
        | "ConnectedObjectNotFoundError"
        | "SubscriptionLimitExceededError"
        | "TooManyModificationsError"
        | "UnmodifiableError";
      message: string;
    };

export const CREATE_SUBSCRIPTION_SET: TypedDocumentNode<
  { createSubscriptionSet: SubscriptionSetResult },
  { input: SubscriptionSetInput }
> = gql`
  mutation CreateSubscriptionSet($input: SubscriptionSetInput!) {
    createSubscriptionSet(input: $input) {
      __typename
      ... on SubscriptionSetSuccess { subscriptionSet { ...SubscriptionSetFields } }
      ... on Error { message }
      ... on ValidationError { fieldErrors { path message } }
    }
  }
  ${SUBSCRIPTION_SET_FIELDS}
`;

export const UPDATE_SUBSCRIPTION_SET: TypedDocumentNode<
  { updateSubscriptionSet: SubscriptionSetResult },
  { id: string; input: SubscriptionSetInput }
> = gql`
  mutation UpdateSubscriptionSet($id: ID!, $input: SubscriptionSetInput!) {
    updateSubscriptionSet(id: $id, input: $input) {
      __typename
      ... on SubscriptionSetSuccess { subscriptionSet { ...SubscriptionSetFields } }
      ... on Error { message }
      ... on ValidationError { fieldErrors { path message } }
    }
  }
  ${SUBSCRIPTION_SET_FIELDS}
`;
