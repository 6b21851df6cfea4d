import { gql, type TypedDocumentNode } from "@apollo/client";
import type { ValidationError } from "../../ui/forms/validation-error.ts";

/** GraphQL documents of /settings/webhooks. */

export type WebhookDeliveryStatus = "PENDING" | "SUCCEEDED" | "FAILED";

export interface WebhookEndpoint {
  __typename: "WebhookEndpoint";
  id: string;
  url: string;
  description: string;
  eventTypes: string[];
  enabled: boolean;
  secretPrefix: string;
  consecutiveFailures: number;
  disabledAt: string | null;
  disabledReason: string | null;
  createdAt: string;
}

export interface WebhookDelivery {
  __typename: "WebhookDelivery";
  id: string;
  eventId: string;
  eventType: string;
  requestBody: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  nextAttemptAt: string | null;
  lastAttemptAt: string | null;
  responseStatus: number | null;
  responseBody: string | null;
  durationMs: number | null;
  lastError: string | null;
  replayOf: string | null;
  createdAt: string;
}

export interface WebhookEndpointInput {
  url: string;
  description: string;
  eventTypes: string[];
  enabled?: boolean;
}

interface MessageError<Name extends string> {
  __typename: Name;
  message: string;
}

const ENDPOINT_FIELDS = gql`
  fragment WebhookEndpointFields on WebhookEndpoint {
    id
    url
    description
    eventTypes
    enabled
    secretPrefix
    consecutiveFailures
    disabledAt
    disabledReason
    createdAt
  }
`;

const DELIVERY_FIELDS = gql`
  fragment WebhookDeliveryFields on WebhookDelivery {
    id
    eventId
    eventType
    requestBody
    status
    attempts
    nextAttemptAt
    lastAttemptAt
    responseStatus
    responseBody
    durationMs
    lastError
    replayOf
    createdAt
  }
`;

export const WEBHOOK_ENDPOINTS_QUERY: TypedDocumentNode<
  { webhookEndpoints: WebhookEndpoint[] },
  Record<string, never>
> = gql`
  query WebhookEndpoints {
    webhookEndpoints { ...WebhookEndpointFields }
  }
  ${ENDPOINT_FIELDS}
`;

export const WEBHOOK_DELIVERIES_QUERY: TypedDocumentNode<
  { webhookDeliveries: { itemsCount: number; items: WebhookDelivery[] } },
  { endpointId: string; status: WebhookDeliveryStatus | null; first: number }
> = gql`
  query WebhookDeliveries($endpointId: ID!, $status: WebhookDeliveryStatus, $first: Int) {
    webhookDeliveries(endpointId: $endpointId, status: $status, first: $first) {
      itemsCount
      items { ...WebhookDeliveryFields }
    }
  }
  ${DELIVERY_FIELDS}
`;

export type CreateWebhookEndpointResult =
  | { __typename: "CreateWebhookEndpointSuccess"; secret: string; endpoint: WebhookEndpoint }
  | ValidationError
  | (MessageError<"LimitReachedError"> & { limit: number });

export const CREATE_WEBHOOK_ENDPOINT: TypedDocumentNode<
  { createWebhookEndpoint: CreateWebhookEndpointResult },
  { input: WebhookEndpointInput }
> = gql`
  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      __typename
      ... on CreateWebhookEndpointSuccess { secret endpoint { ...WebhookEndpointFields } }
      ... on ValidationError { message fieldErrors { path message } }
      ... on LimitReachedError { message limit }
    }
  }
  ${ENDPOINT_FIELDS}
`;

export const UPDATE_WEBHOOK_ENDPOINT: TypedDocumentNode<
  {
    updateWebhookEndpoint:
      | { __typename: "UpdateWebhookEndpointSuccess"; endpoint: WebhookEndpoint }
      | ValidationError
      | MessageError<"NotFoundError">;
  },
  { id: string; input: Partial<WebhookEndpointInput> }
> = gql`
  mutation UpdateWebhookEndpoint($id: ID!, $input: WebhookEndpointUpdateInput!) {
    updateWebhookEndpoint(id: $id, input: $input) {
      __typename
      ... on UpdateWebhookEndpointSuccess { endpoint { ...WebhookEndpointFields } }
      ... on ValidationError { message fieldErrors { path message } }
      ... on NotFoundError { message }
    }
  }
  ${ENDPOINT_FIELDS}
`;

export const DELETE_WEBHOOK_ENDPOINT: TypedDocumentNode<
  {
    deleteWebhookEndpoint:
      | { __typename: "DeleteWebhookEndpointSuccess"; id: string }
      | MessageError<"NotFoundError">;
  },
  { id: string }
> = gql`
  mutation DeleteWebhookEndpoint($id: ID!) {
    deleteWebhookEndpoint(id: $id) {
      __typename
      ... on DeleteWebhookEndpointSuccess { id }
      ... on NotFoundError { message }
    }
  }
`;

export const ROTATE_WEBHOOK_SECRET: TypedDocumentNode<
  {
    rotateWebhookSecret:
      | { __typename: "RotateWebhookSecretSuccess"; secret: string; endpoint: WebhookEndpoint }
      | MessageError<"NotFoundError">;
  },
  { id: string }
> = gql`
  mutation RotateWebhookSecret($id: ID!) {
    rotateWebhookSecret(id: $id) {
      __typename
      ... on RotateWebhookSecretSuccess { secret endpoint { ...WebhookEndpointFields } }
      ... on NotFoundError { message }
    }
  }
  ${ENDPOINT_FIELDS}
`;

type DeliveryAnswer =
  | { __typename: "WebhookDeliverySuccess"; delivery: WebhookDelivery }
  | MessageError<"NotFoundError">;

export const REPLAY_WEBHOOK_DELIVERY: TypedDocumentNode<
  { replayWebhookDelivery: DeliveryAnswer },
  { id: string }
> = gql`
  mutation ReplayWebhookDelivery($id: ID!) {
    replayWebhookDelivery(id: $id) {
      __typename
      ... on WebhookDeliverySuccess { delivery { ...WebhookDeliveryFields } }
      ... on NotFoundError { message }
    }
  }
  ${DELIVERY_FIELDS}
`;

export const SEND_TEST_WEBHOOK: TypedDocumentNode<
  { sendTestWebhook: DeliveryAnswer },
  { endpointId: string }
> = gql`
  mutation SendTestWebhook($endpointId: ID!) {
    sendTestWebhook(endpointId: $endpointId) {
      __typename
      ... on WebhookDeliverySuccess { delivery { ...WebhookDeliveryFields } }
      ... on NotFoundError { message }
    }
  }
  ${DELIVERY_FIELDS}
`;
