/** Where a portfolio lives: /portfolios/{slug}, or its /pdp/{slug} variant (spec 1 §2.2). */
export type PortfolioPageVariant = "portfolios" | "pdp";

export function portfolioPath(slug: string, variant: PortfolioPageVariant = "portfolios"): string {
  return `/${variant}/${encodeURIComponent(slug)}`;
}

/** The list a portfolio page's breadcrumbs and back link lead to. */
export function portfolioListPath(variant: PortfolioPageVariant): string {
  return `/${variant}`;
}

/** Its last word is one of the slugs no portfolio gets (common `reservedPortfolioSlugs`). */
export const archivedPortfoliosPath = "/portfolios/archived";
