import type { SearchSortKey } from "@tierwise/common/company-search";

/** The "Sort by" choices; column headers sort too, this also reaches relevance and founding year. */
export const sortOptions: { value: SearchSortKey; label: string }[] = [
  { value: "relevance", label: "Relevance" },
  { value: "displayName", label: "Company name" },
  { value: "employeeCount", label: "Employees" },
  { value: "revenueUsd", label: "Revenue" },
  { value: "creditScore", label: "Credit score" },
  { value: "securityRating", label: "Security rating" },
  { value: "foundedYear", label: "Founded" },
];
