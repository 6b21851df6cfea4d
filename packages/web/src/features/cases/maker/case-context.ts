import type { RichTextDocument } from "@tierwise/common/rich-text";

/**
 * What a new case is about and where it comes from (spec 2 §3 create input): the company (by
 * id or DUNS) or portfolio of the page, the note or alert it is made from, and text to start with.
 */
export type CaseContext = {
  companyId?: string;
  duns?: string;
  portfolioId?: string;
  createdFromCommentId?: string;
  alertId?: string;
  alertNewId?: string;
  title?: string;
  description?: RichTextDocument;
};

/** The identifiers the create input carries, without the text to start with. */
export function contextIdentifiers(context: CaseContext) {
  const { title: _title, description: _description, ...identifiers } = context;
  return Object.fromEntries(
    Object.entries(identifiers).filter(([, value]) => typeof value === "string" && value !== ""),
  ) as Omit<CaseContext, "title" | "description">;
}

/** GSCA applies to a case about a company (by id or DUNS) only (spec 2 §2). */
export function hasCompany(context: { companyId?: string | null; duns?: string | null }): boolean {
  return Boolean(context.companyId || context.duns);
}
