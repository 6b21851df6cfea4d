import { gql, type TypedDocumentNode } from "@apollo/client";

/** The notification list and its marks (server: features/notifications). */

export interface NotificationItem {
  __typename: "Notification";
  id: string;
  kind: string;
  createdAt: string;
  read: boolean;
  title: string;
  excerpt: string;
  /** A path of the app, e.g. the wall with the comment highlighted. */
  link: string;
}

export interface NotificationsData {
  notifications: {
    __typename: "NotificationConnection";
    items: NotificationItem[];
    pageInfo: { __typename: "PageInfo"; hasNextPage: boolean; endCursor: string | null };
  };
}

export const NOTIFICATIONS_QUERY: TypedDocumentNode<
  NotificationsData,
  { first: number; after?: string | null }
> = gql`
  query Notifications($first: Int, $after: String) {
    notifications(first: $first, after: $after) {
      items { id kind createdAt read title excerpt link }
      pageInfo { hasNextPage endCursor }
    }
  }
`;

type MarkResult =
  | { __typename: "MarkNotificationsReadSuccess"; unreadCount: number }
  | { __typename: "ValidationError"; message: string };

export const MARK_NOTIFICATIONS_READ_MUTATION: TypedDocumentNode<
  { markNotificationsRead: MarkResult },
  { ids: string[] }
> = gql`
  mutation MarkNotificationsRead($ids: [ID!]!) {
    markNotificationsRead(ids: $ids) {
      __typename
      ... on MarkNotificationsReadSuccess { unreadCount }
      ... on Error { message }
    }
  }
`;

export const MARK_ALL_NOTIFICATIONS_READ_MUTATION: TypedDocumentNode<
  { markAllNotificationsRead: { __typename: "MarkNotificationsReadSuccess"; unreadCount: number } },
  Record<string, never>
> = gql`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead {
      __typename
      ... on MarkNotificationsReadSuccess { unreadCount }
    }
  }
`;
