// Kept apart from company-search.ts (which builds zod schemas) so the header search box can
// read its limits without loading zod into the signed-in shell.
/** Spec 3 §9 limits for company search, comparison and saved lists. */
export const companySearchLimits = {
  quickSearchSuggestions: 25,
  headerSuggestions: 6,
  competitorSuggestions: 4,
  compareDefaultMaximum: 6,
  savedListsPerPage: 10,
  searchPageSize: 25,
  companyIdSearchMax: 10_000,
  corporateHierarchyLookup: 10_000,
  techTransferReportsPerPage: 10,
  histogramBuckets: 20,
  facetValues: 50,
} as const;
