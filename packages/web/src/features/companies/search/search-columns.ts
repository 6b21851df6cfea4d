import {
  advancedSearchColumnsSchema,
  defaultSearchColumns,
  type SearchColumn,
  type SearchSortKey,
  searchColumns,
} from "@tierwise/common/company-search";
import { formatCurrency, formatPercent, missingValue } from "@tierwise/common/formatting";
import { companyLocationLabel } from "./company-labels.ts";
import type { SearchCompany } from "./company-search.graphql.ts";
import { statusLabel } from "./status-label.ts";

export type ColumnDefinition = {
  key: SearchColumn;
  label: string;
  /** The sort key behind the column header, when results can be sorted by it. */
  sort: SearchSortKey | null;
  numeric: boolean;
  text: (company: SearchCompany) => string;
};

const integer = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

function whole(value: number | null): string {
  return value === null ? missingValue : integer.format(value);
}

function headquarters(company: SearchCompany) {
  return company.locations.find((location) => location.hq) ?? company.locations[0] ?? null;
}

export const columnDefinitions: Readonly<Record<SearchColumn, ColumnDefinition>> = {
  displayName: {
    key: "displayName",
    label: "Company",
    sort: "displayName",
    numeric: false,
    text: (c) => c.displayName,
  },
  location: {
    key: "location",
    label: "Location",
    sort: null,
    numeric: false,
    text: (c) => {
      const hq = headquarters(c);
      return (hq && companyLocationLabel(hq)) || missingValue;
    },
  },
  industry: {
    key: "industry",
    label: "Industry",
    sort: null,
    numeric: false,
    text: (c) => c.naicsTitle ?? missingValue,
  },
  sector: {
    key: "sector",
    label: "Sector",
    sort: null,
    numeric: false,
    text: (c) => c.sector ?? missingValue,
  },
  employeeCount: {
    key: "employeeCount",
    label: "Employees",
    sort: "employeeCount",
    numeric: true,
    text: (c) => whole(c.metrics.employeeCount),
  },
  revenueUsd: {
    key: "revenueUsd",
    label: "Revenue (USD)",
    sort: "revenueUsd",
    numeric: true,
    text: (c) => formatCurrency(c.metrics.revenueUsd, "USD", { abbreviate: true }),
  },
  creditScore: {
    key: "creditScore",
    label: "Credit score",
    sort: "creditScore",
    numeric: true,
    text: (c) => whole(c.metrics.creditScore),
  },
  creditRating: {
    key: "creditRating",
    label: "Credit rating",
    sort: null,
    numeric: false,
    text: (c) => c.metrics.creditRating ?? missingValue,
  },
  securityRating: {
    key: "securityRating",
    label: "Security rating",
    sort: "securityRating",
    numeric: true,
    text: (c) => whole(c.metrics.securityRating),
  },
  esgScore: {
    key: "esgScore",
    label: "ESG score",
    sort: null,
    numeric: true,
    text: (c) => formatPercent(c.metrics.esgScore),
  },
  status: {
    key: "status",
    label: "Status",
    sort: null,
    numeric: false,
    text: (c) => statusLabel(c.statusCode),
  },
  duns: {
    key: "duns",
    label: "D-U-N-S",
    sort: null,
    numeric: false,
    text: (c) => c.duns ?? missingValue,
  },
};

/** The stored setting if it is still valid (spec 3 §5: stored data passes a schema check). */
export function visibleColumns(stored: unknown): SearchColumn[] {
  const parsed = advancedSearchColumnsSchema.safeParse(stored);
  return parsed.success ? [...new Set(parsed.data)] : [...defaultSearchColumns];
}

/**
 * Shows or hides one column, keeping the canonical column order. The company name always
 * stays: without it a row has no link to the profile.
 */
export function toggleColumn(
  columns: readonly SearchColumn[],
  column: SearchColumn,
): SearchColumn[] {
  if (column === "displayName") return [...columns];
  const shown = new Set(columns);
  if (shown.has(column)) shown.delete(column);
  else shown.add(column);
  return searchColumns.filter((key) => shown.has(key));
}
