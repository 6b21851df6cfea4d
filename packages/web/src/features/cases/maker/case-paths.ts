import type { SupplierCase } from "../case.graphql.ts";

/** Addresses of a case and of what it came from (spec 2 §2). */

export const casePath = (id: string) => `/cases/${encodeURIComponent(id)}`;

/** The query parameter that opens the case maker on company and portfolio pages. */
export const caseParam = "case";
/** `case=new` opens the maker on a new case for the page's company or portfolio. */
export const newCaseParamValue = "new";

/** The URL with `case` set to an id, or without it (null). */
export function withCaseParam(params: URLSearchParams, value: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === null) next.delete(caseParam);
  else next.set(caseParam, value);
  return next;
}

/**
 * 'View original note': the note tab of the activity wall where the note was written, with the
 * note highlighted; null for a case not made from a note or whose page is unknown.
 */
export function originalNotePath(
  supplierCase: Pick<SupplierCase, "createdFromCommentId" | "company" | "portfolio" | "duns">,
): string | null {
  const commentId = supplierCase.createdFromCommentId;
  if (!commentId) return null;
  const query = `?tab=note&highlighted=${encodeURIComponent(commentId)}`;
  if (supplierCase.company)
    return `/company/${encodeURIComponent(supplierCase.company.slug)}${query}`;
  if (supplierCase.duns) return `/company-dnb/${encodeURIComponent(supplierCase.duns)}${query}`;
  if (supplierCase.portfolio)
    return `/portfolios/${encodeURIComponent(supplierCase.portfolio.slug)}${query}`;
  return null;
}

/** 'View Original Alert': the alert page of the alert the case was made from. */
export function originalAlertPath(
  supplierCase: Pick<SupplierCase, "alertId" | "alertNewId">,
): string | null {
  const alertId = supplierCase.alertNewId ?? supplierCase.alertId;
  return alertId ? `/alerts/${encodeURIComponent(alertId)}` : null;
}
