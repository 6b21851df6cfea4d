import { useQuery } from "@apollo/client/react";
import { alertMessages } from "@tierwise/common/alerts";
import type { FilterPage } from "@tierwise/common/filter-url";
import type { AlertFilter } from "@tierwise/common/inputs/alerts";
import type { TabAccess } from "../../comments/activity-tab.ts";
import type { CommentTarget } from "../../comments/comment-target.ts";
import {
  COMPANY_ALERT_ACCESS_QUERY,
  SUBJECT_ALERT_UNREAD_COUNT_QUERY,
} from "./alert-access.graphql.ts";

/**
 * The alert tab's subject on a company or portfolio page: its alerts are the list's fixed
 * filter, its page decides the filter keys' prefix. Walls of cases and D&B-only companies
 * (known by DUNS, not id) have no alerts.
 */
export function alertSubjectOf(
  target: CommentTarget,
): { page: FilterPage; fixed: AlertFilter } | null {
  // On a company's or portfolio's page the whole organisation's alerts about it count, not only
  // those reaching the viewer through their own portfolios (the default "user" scope).
  if ("companyId" in target)
    return { page: "company", fixed: { scope: "organization", companies: [target.companyId] } };
  if ("portfolioId" in target)
    return { page: "portfolios", fixed: { scope: "organization", portfolio: target.portfolioId } };
  return null;
}

/**
 * Spec 1 §2.5: the alerts icon of a company is enabled, disabled (the organisation has no alert
 * subscription for this supplier) or hidden, as companyAlertAccess says; a portfolio's is on.
 */
export function useAlertTabAccess(target: CommentTarget): TabAccess {
  const companyId = "companyId" in target ? target.companyId : null;
  const { data } = useQuery(COMPANY_ALERT_ACCESS_QUERY, {
    variables: { companyId: companyId ?? "" },
    skip: companyId === null,
  });
  if ("portfolioId" in target) return { state: "enabled" };
  if (companyId === null) return { state: "hidden" };
  const access = data?.companyAlertAccess;
  if (access === "disabled") return { state: "disabled", reason: alertMessages.noSubscription };
  // Until the answer arrives the icon shows; it is hidden only when the server says so.
  return access === "hidden" ? { state: "hidden" } : { state: "enabled" };
}

/** Spec 1 §2.5: the alerts icon shows a dot when this company or portfolio has unread alerts. */
export function useAlertDot(target: CommentTarget, enabled: boolean): boolean {
  const subject = alertSubjectOf(target);
  const { data } = useQuery(SUBJECT_ALERT_UNREAD_COUNT_QUERY, {
    variables: { filter: subject?.fixed ?? {} },
    skip: !enabled || subject === null,
  });
  return (data?.alertUnreadCount.count ?? 0) > 0;
}
