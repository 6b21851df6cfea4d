import { gql, type TypedDocumentNode } from "@apollo/client";

/**
 * The unread count (server: features/alerts; the threshold form, limit 101, over 100 shows
 * 100). Kept apart from alert.graphql.ts: the navigation in the shell loads it with every page.
 */
export type AlertCount = { __typename: "AlertCount"; count: number; overTheThreshold: boolean };

/** The viewer's own unread alerts: no filter (the panel's count of a company is its own query). */
export const ALERT_UNREAD_COUNT_QUERY: TypedDocumentNode<
  { alertUnreadCount: AlertCount },
  Record<string, never>
> = gql`
  query AlertUnreadCount {
    alertUnreadCount { count overTheThreshold }
  }
`;
