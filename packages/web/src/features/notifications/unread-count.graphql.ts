import { gql, type TypedDocumentNode } from "@apollo/client";

/** The bell's number (server: features/notifications). Kept apart: the shell loads it. */
export const UNREAD_NOTIFICATION_COUNT_QUERY: TypedDocumentNode<
  { unreadNotificationCount: number },
  Record<string, never>
> = gql`
  query UnreadNotificationCount {
    unreadNotificationCount
  }
`;
