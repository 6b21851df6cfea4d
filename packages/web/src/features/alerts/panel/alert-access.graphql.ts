import { gql, type TypedDocumentNode } from "@apollo/client";
import type { AlertFilter } from "@tierwise/common/inputs/alerts";
import type { AlertCount } from "../alert-unread-count.graphql.ts";

/** Spec 1 §2.5: the sidebar alerts icon of a company: "enabled", "disabled" or "hidden". */
export const COMPANY_ALERT_ACCESS_QUERY: TypedDocumentNode<
  { companyAlertAccess: string },
  { companyId: string }
> = gql`
  query CompanyAlertAccess($companyId: ID!) {
    companyAlertAccess(companyId: $companyId)
  }
`;

/**
 * The unread alerts of one company or portfolio (the rail icon's dot). Its own operation, not
 * the navigation's AlertUnreadCount: sharing that document with this chunk would split it out
 * of the shell's. Refetched by name with it (unreadCountQueries).
 */
export const SUBJECT_ALERT_UNREAD_COUNT_QUERY: TypedDocumentNode<
  { alertUnreadCount: AlertCount },
  { filter: AlertFilter }
> = gql`
  query SubjectAlertUnreadCount($filter: AlertFilterInput) {
    alertUnreadCount(filter: $filter) { count overTheThreshold }
  }
`;
