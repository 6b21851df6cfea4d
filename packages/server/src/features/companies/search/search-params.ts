import {
  type CompanySearchParams,
  companySearchParamsSchema,
  type FacetKey,
  type NumericMetric,
} from "@tierwise/common/company-search";
import { capKeywords, normalizeSearchText, splitListParam } from "@tierwise/common/filter-url";
import type { FieldError } from "../../../core/errors.ts";
import { ValidationError } from "../../../core/errors.ts";
import { parseInput } from "../../../core/parse-input.ts";

export type CustomDataPair = { key: string; value: string };

/** Search parameters after validation and normalisation: what the SQL builders read. */
export type NormalizedSearch = {
  params: CompanySearchParams;
  /** Normalised keywords (spec 1 §5); any of them may match. */
  keywords: string[];
  /** Facets with at least one value, values trimmed and without repeats. */
  facets: Partial<Record<FacetKey, string[]>>;
  customData: CustomDataPair[];
  ranges: Partial<Record<NumericMetric, { lower: number; upper: number }>>;
  /** Keywords matched by similarity too (set per request by fuzzyKeywords); unset: all. */
  fuzzyKeywords?: ReadonlySet<string>;
};

/**
 * Keywords of a query: comma-separated or joined with "or" (the form `joinKeywords` writes),
 * each normalised, blanks and repeats dropped, at most ten.
 */
export function searchKeywords(query: string): string[] {
  const parts = splitListParam(query).flatMap((part) => part.split(/\s+or\s+/i));
  const normalized = parts.map(normalizeSearchText).filter((keyword) => keyword !== "");
  return capKeywords([...new Set(normalized)]);
}

/** Product-code facet values are NAICS prefixes of two to six digits. */
const productCodePattern = /^\d{2,6}$/;

/** Validates raw parameters (JSON from the client or a saved search) and normalises them. */
export function normalizeSearch(input: unknown): NormalizedSearch {
  const params = parseInput(companySearchParamsSchema, input ?? {});
  const errors: FieldError[] = [];
  const facets: Partial<Record<FacetKey, string[]>> = {};
  for (const [key, raw] of Object.entries(params.facets) as [FacetKey, string[]][]) {
    const values = [...new Set(raw.map((value) => value.trim()).filter((value) => value !== ""))];
    if (values.length > 0) facets[key] = values;
  }
  if (facets.portfolios) {
    // No portfolio tables exist yet: refusing beats silently ignoring a filter the user chose.
    errors.push({
      path: "facets.portfolios",
      message: "Filtering by portfolio is not available yet.",
    });
  }
  const badCode = facets.productCodeLevels?.find((code) => !productCodePattern.test(code));
  if (badCode !== undefined) {
    errors.push({
      path: "facets.productCodeLevels",
      message: `"${badCode}" is not a product code: use two to six digits.`,
    });
  }
  const customData: CustomDataPair[] = [];
  for (const value of facets.customData ?? []) {
    const split = value.indexOf("=");
    if (split <= 0) {
      errors.push({
        path: "facets.customData",
        message: `"${value}" is not a custom data value: write it as key=value.`,
      });
      break;
    }
    customData.push({ key: value.slice(0, split), value: value.slice(split + 1) });
  }
  if (errors.length > 0) throw new ValidationError(errors);
  return {
    params,
    keywords: searchKeywords(params.query),
    facets,
    customData,
    ranges: params.ranges,
  };
}
