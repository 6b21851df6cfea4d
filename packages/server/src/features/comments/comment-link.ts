import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { companies } from "../companies/company.table.ts";
import { portfolios } from "../portfolios/portfolio.table.ts";
import type { CommentRow } from "./comment.table.ts";

/**
 * The web path that opens a comment's wall in the activity panel with the comment highlighted
 * (the panel's parameters, web features/comments/panel-state.ts); a reply opens its thread.
 */
export async function commentLink(
  db: Database,
  comment: Pick<CommentRow, "id" | "parentId" | "companyId" | "portfolioId" | "caseId" | "duns">,
): Promise<string> {
  const params = new URLSearchParams({ extension: "open", tab: "note" });
  if (comment.parentId) params.set("parentThread", comment.parentId);
  params.set("highlighted", comment.id);
  const query = `?${params}`;
  if (comment.companyId) {
    const [company] = await db
      .select({ slug: companies.slug })
      .from(companies)
      .where(eq(companies.id, comment.companyId));
    if (company) return `/company/${company.slug}${query}`;
  }
  if (comment.portfolioId) {
    const [portfolio] = await db
      .select({ slug: portfolios.slug })
      .from(portfolios)
      .where(eq(portfolios.id, comment.portfolioId));
    if (portfolio) return `/portfolios/${portfolio.slug}${query}`;
  }
  if (comment.caseId) return `/cases/${comment.caseId}${query}`;
  return `/company-dnb/${comment.duns}${query}`;
}
