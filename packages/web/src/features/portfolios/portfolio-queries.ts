/**
 * The portfolio queries a change can affect, refetched by name after every portfolio change
 * (only those on screen run again).
 */
export const portfolioQueries = [
  "PortfolioTree",
  "PortfolioBySlug",
  "ArchivedPortfolios",
  "Portfolio",
  "PortfolioSuggestions",
  "PortfolioAccess",
];
