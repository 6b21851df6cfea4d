import { gql, type TypedDocumentNode } from "@apollo/client";
import type { AlertFilterInput, TypedError } from "../alert.graphql.ts";

/** Alert feeds, named filters (spec 3 §3 "Alert feed"; docs/alerts-contract.graphql). */
export interface AlertFeed {
  __typename: "AlertFeed";
  id: string;
  /** Default feeds only: their route /alerts/{slug}. */
  slug: string | null;
  name: string;
  description: string | null;
  /** An AlertFilterInput, as JSON: read with feedFilterOf, never trusted as typed. */
  filter: unknown;
  isDefault: boolean;
  isAvailable: boolean;
  author: { __typename: "FeedAuthor"; id: string; name: string } | null;
  userConfig: { __typename: "AlertFeedUserConfig"; favorite: boolean; emailNotifications: boolean };
  canModify: boolean;
}

export const ALERT_FEED_FIELDS = gql`
  fragment AlertFeedFields on AlertFeed {
    id
    slug
    name
    description
    filter
    isDefault
    isAvailable
    author { id name }
    userConfig { favorite emailNotifications }
    canModify
  }
`;

export const ALERT_FEEDS_QUERY: TypedDocumentNode<
  { alertFeeds: AlertFeed[] },
  Record<string, never>
> = gql`
  query AlertFeeds {
    alertFeeds { ...AlertFeedFields }
  }
  ${ALERT_FEED_FIELDS}
`;

type FieldError = { __typename: "FieldError"; path: string; message: string };

export type AlertFeedResult =
  | { __typename: "AlertFeedSuccess"; feed: AlertFeed }
  | { __typename: "LimitReachedError"; message: string; limit: number }
  | { __typename: "ValidationError"; message: string; fieldErrors: FieldError[] }
  | {
      __typename: "AlreadyExistsError" | "UnmodifiableError" | "NotFoundError" | "ForbiddenError";
      message: string;
    };

const ALERT_FEED_RESULT_FIELDS = gql`
  fragment AlertFeedResultFields on AlertFeedResult {
    __typename
    ... on AlertFeedSuccess { feed { ...AlertFeedFields } }
    ... on LimitReachedError { limit }
    ... on ValidationError { fieldErrors { path message } }
    ... on Error { message }
  }
  ${ALERT_FEED_FIELDS}
`;

export type AlertFeedInput = {
  name: string;
  description?: string | null;
  filter: AlertFilterInput;
};

export const CREATE_ALERT_FEED: TypedDocumentNode<
  { createAlertFeed: AlertFeedResult },
  { input: AlertFeedInput }
> = gql`
  mutation CreateAlertFeed($input: AlertFeedInput!) {
    createAlertFeed(input: $input) { ...AlertFeedResultFields }
  }
  ${ALERT_FEED_RESULT_FIELDS}
`;

export const UPDATE_ALERT_FEED: TypedDocumentNode<
  { updateAlertFeed: AlertFeedResult },
  { input: Partial<AlertFeedInput> & { id: string } }
> = gql`
  mutation UpdateAlertFeed($input: AlertFeedUpdateInput!) {
    updateAlertFeed(input: $input) { ...AlertFeedResultFields }
  }
  ${ALERT_FEED_RESULT_FIELDS}
`;

export const UPSERT_FEED_USER_CONFIG: TypedDocumentNode<
  { upsertFeedUserConfig: AlertFeedResult },
  { input: { feedId: string; favorite?: boolean; emailNotifications?: boolean } }
> = gql`
  mutation UpsertFeedUserConfig($input: FeedUserConfigInput!) {
    upsertFeedUserConfig(input: $input) { ...AlertFeedResultFields }
  }
  ${ALERT_FEED_RESULT_FIELDS}
`;

export const DELETE_ALERT_FEED: TypedDocumentNode<
  {
    deleteAlertFeed: { __typename: "DeleteSuccess"; id: string } | TypedError;
  },
  { id: string }
> = gql`
  mutation DeleteAlertFeed($id: ID!) {
    deleteAlertFeed(id: $id) {
      __typename
      ... on DeleteSuccess { id }
      ... on Error { message }
    }
  }
`;
