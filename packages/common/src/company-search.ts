import { z } from "zod";
import type { RangeInputType } from "./range-input.ts";

/**
 * Numeric metrics of advanced search: each is a column of the companies table, filtered by a
 * range and summarised by a histogram. `type` drives the range input (spec 1 §5).
 */
export const numericMetrics = {
  employeeCount: { label: "Employees", type: "INT", min: 0, max: 500_000 },
  revenueUsd: { label: "Revenue (USD)", type: "FLOAT", min: 0, max: 100_000_000_000 },
  foundedYear: { label: "Founded", type: "INT", min: 1850, max: 2026 },
  creditScore: { label: "Credit score", type: "INT", min: 0, max: 100 },
  fraudScore: { label: "Fraud score", type: "INT", min: 0, max: 100 },
  viabilityScore: { label: "Viability rating", type: "INT", min: 1, max: 9 },
  securityRating: { label: "Security rating", type: "INT", min: 250, max: 900 },
  esgScore: { label: "ESG score", type: "PERCENT", min: 0, max: 100 },
  currentRatio: { label: "Current ratio", type: "FLOAT", min: 0, max: 10 },
  quickRatio: { label: "Quick ratio", type: "FLOAT", min: 0, max: 10 },
  altmanZScore: { label: "Altman Z-score", type: "FLOAT", min: -5, max: 15 },
  revenueGrowth: { label: "Revenue growth", type: "PERCENT", min: -100, max: 100 },
} as const satisfies Record<
  string,
  { label: string; type: RangeInputType; min: number; max: number }
>;
export type NumericMetric = keyof typeof numericMetrics;
export const numericMetricKeys = Object.keys(numericMetrics) as NumericMetric[];

/** Keyword facets of spec 3 §7 (each filters by any of the chosen values). */
export const facetKeys = [
  "collections",
  "industries",
  "sectors",
  "creditRatings",
  "diversity",
  "customData",
  "locations",
  "investors",
  "portfolios",
  "productCodeLevels",
  "tags",
  "securityRatings",
  "creditAgencyRatings",
  "statuses",
] as const;
export type FacetKey = (typeof facetKeys)[number];

export const facetLabels: Readonly<Record<FacetKey, string>> = {
  collections: "Collections",
  industries: "Industries",
  sectors: "Sectors",
  creditRatings: "Credit ratings",
  diversity: "Diversity",
  customData: "Custom data",
  locations: "Locations",
  investors: "Investors",
  portfolios: "Portfolios",
  productCodeLevels: "Product codes",
  tags: "Tags",
  securityRatings: "Security ratings",
  creditAgencyRatings: "Credit agency ratings",
  statuses: "Status",
};

export const searchSortKeys = [
  "relevance",
  "displayName",
  "employeeCount",
  "revenueUsd",
  "creditScore",
  "securityRating",
  "foundedYear",
] as const;
export type SearchSortKey = (typeof searchSortKeys)[number];

const numericRangeSchema = z
  .object({ lower: z.number().finite(), upper: z.number().finite() })
  .refine(
    (range) => range.lower <= range.upper,
    "The lower bound must not exceed the upper bound.",
  );

/** The advanced-search parameters, as the URL, saved searches and the server all read them. */
export const companySearchParamsSchema = z.object({
  query: z.string().max(200).default(""),
  facets: z.partialRecord(z.enum(facetKeys), z.array(z.string().max(200)).max(100)).default({}),
  ranges: z
    .partialRecord(
      z.enum(numericMetricKeys as [NumericMetric, ...NumericMetric[]]),
      numericRangeSchema,
    )
    .default({}),
  sort: z.enum(searchSortKeys).default("relevance"),
  sortDirection: z.enum(["asc", "desc"]).default("desc"),
});
export type CompanySearchParams = z.infer<typeof companySearchParamsSchema>;

/** Result columns users can show or hide (user setting `advancedSearchColumnsSettings`). */
export const searchColumns = [
  "displayName",
  "location",
  "industry",
  "sector",
  "employeeCount",
  "revenueUsd",
  "creditScore",
  "creditRating",
  "securityRating",
  "esgScore",
  "status",
  "duns",
] as const;
export type SearchColumn = (typeof searchColumns)[number];
export const defaultSearchColumns: readonly SearchColumn[] = [
  "displayName",
  "location",
  "industry",
  "employeeCount",
  "revenueUsd",
  "creditScore",
];
export const advancedSearchColumnsSettingKey = "advancedSearchColumnsSettings";
export const advancedSearchColumnsSchema = z
  .array(z.enum(searchColumns))
  .min(1)
  .max(searchColumns.length);

/** Diversity certifications a company may carry (facet values). */
export const diversityCertifications = [
  "women_owned",
  "minority_owned",
  "veteran_owned",
  "lgbtq_owned",
  "disability_owned",
  "small_business",
] as const;

/** D&B-style credit ratings (facet `creditRatings`) and agency ratings (`creditAgencyRatings`). */
export const creditRatings = ["5A1", "4A1", "3A2", "2A2", "1A3", "BA3", "CB4", "DC4"] as const;
export const creditAgencyRatings = [
  "AAA",
  "AA",
  "A",
  "BBB",
  "BB",
  "B",
  "CCC",
  "CC",
  "C",
  "D",
] as const;
export const securityGrades = ["A", "B", "C", "D", "F"] as const;
export const companyCollections = [
  "Global 2000",
  "Critical suppliers",
  "Fast growing",
  "Public companies",
  "Government contractors",
] as const;

/** Exports of search results or a selection. */
export const exportFormats = ["CSV", "XLSX"] as const;
export type ExportFormat = (typeof exportFormats)[number];
