import { gql, type TypedDocumentNode } from "@apollo/client";
import type { AlertType, SubscriptionKind } from "@tierwise/common/alerts";
import type {
  AlertCommodity,
  AlertCompanyRef,
  AlertLocation,
  TypedError,
} from "../alert.graphql.ts";

/** The organisation's alert subscriptions and the viewer's digest hour (spec 3 §3, §7). */
export interface AlertSubscription {
  __typename: "AlertSubscription";
  id: string;
  kind: SubscriptionKind;
  company: AlertCompanyRef | null;
  location: AlertLocation | null;
  commodity: AlertCommodity | null;
  createdAt: string;
}

export interface AlertSubscriptionPage {
  __typename: "AlertSubscriptionConnection";
  items: AlertSubscription[];
  pageInfo: { __typename: "PageInfo"; endCursor: string | null; hasNextPage: boolean };
  totalCount: number;
}

export const ALERT_SUBSCRIPTIONS_QUERY: TypedDocumentNode<
  { alertSubscriptions: AlertSubscriptionPage },
  { kind: SubscriptionKind; first: number; after?: string | null }
> = gql`
  query AlertSubscriptions($kind: SubscriptionKind!, $first: Int, $after: String) {
    alertSubscriptions(kind: $kind, first: $first, after: $after) {
      items {
        id
        kind
        company { id slug name }
        location { id level name countryCode topic }
        commodity { id name topic }
        createdAt
      }
      pageInfo { endCursor hasNextPage }
      totalCount
    }
  }
`;

type Outcome<Success extends string, Fields> = ({ __typename: Success } & Fields) | TypedError;

export const SUBSCRIBE_ALERT_ENTITY: TypedDocumentNode<
  { subscribeAlertEntity: Outcome<"AlertSubscriptionSuccess", { subscription: { id: string } }> },
  { input: { kind: SubscriptionKind; entityId: string } }
> = gql`
  mutation SubscribeAlertEntity($input: AlertSubscriptionInput!) {
    subscribeAlertEntity(input: $input) {
      __typename
      ... on AlertSubscriptionSuccess { subscription { id } }
      ... on Error { message }
    }
  }
`;

export const UNSUBSCRIBE_ALERT_ENTITY: TypedDocumentNode<
  { unsubscribeAlertEntity: Outcome<"DeleteSuccess", { id: string }> },
  { id: string }
> = gql`
  mutation UnsubscribeAlertEntity($id: ID!) {
    unsubscribeAlertEntity(id: $id) {
      __typename
      ... on DeleteSuccess { id }
      ... on Error { message }
    }
  }
`;

export const PREFERRED_EMAIL_HOUR_QUERY: TypedDocumentNode<
  { preferredEmailHour: number | null },
  Record<string, never>
> = gql`
  query PreferredEmailHour {
    preferredEmailHour
  }
`;

export const UPDATE_PREFERRED_EMAIL_HOUR: TypedDocumentNode<
  { updatePreferredEmailHour: number },
  { utcHour: number }
> = gql`
  mutation UpdatePreferredEmailHour($utcHour: Int!) {
    updatePreferredEmailHour(utcHour: $utcHour)
  }
`;

export interface SourcePrecision {
  __typename: "SourcePrecision";
  provider: string;
  type: AlertType | null;
  rated: number;
  notRelevant: number;
  precision: number;
}

export const ALERT_SOURCE_PRECISION_QUERY: TypedDocumentNode<
  { alertSourcePrecision: SourcePrecision[] },
  Record<string, never>
> = gql`
  query AlertSourcePrecision {
    alertSourcePrecision { provider type rated notRelevant precision }
  }
`;
