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

/**
 * The choices the server will sort by: a metric sort only when the search's aggregations count
 * that metric (credit values need the reports package). Null metrics: not known yet, all shown.
 */
export function availableSortOptions(metrics: readonly string[] | null) {
  if (!metrics) return sortOptions;
  const metricSorts = new Set<string>(["creditScore"]);
  return sortOptions.filter(
    (option) => !metricSorts.has(option.value) || metrics.includes(option.value),
  );
}
