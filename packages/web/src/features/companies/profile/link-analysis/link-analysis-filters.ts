import { beneficialRange } from "@tierwise/common/company-profile";
import { joinListParam, splitListParam } from "@tierwise/common/filter-url";
import { clampRange, parseDecimal } from "@tierwise/common/range-input";

/**
 * Link-analysis filters in the query string (spec 3 §2): `search`, `countries` (comma list),
 * `entity` (person or company), `beneficial_gte` (default 0) and `beneficial_lte` (default 100).
 */
export const linkEntities = ["person", "company"] as const;
export type LinkEntity = (typeof linkEntities)[number];

export type LinkAnalysisFilters = {
  search: string;
  countries: string[];
  entity: LinkEntity | null;
  beneficialGte: number;
  beneficialLte: number;
};

export const beneficialBounds = {
  type: "PERCENT",
  min: beneficialRange.min,
  max: beneficialRange.max,
} as const;

export const defaultLinkAnalysisFilters: LinkAnalysisFilters = {
  search: "",
  countries: [],
  entity: null,
  beneficialGte: beneficialRange.min,
  beneficialLte: beneficialRange.max,
};

const paramKeys = ["search", "countries", "entity", "beneficial_gte", "beneficial_lte"] as const;

function isLinkEntity(value: string | null): value is LinkEntity {
  return linkEntities.some((entity) => entity === value);
}

/**
 * Spec 1 §5: a range whose lower value is above its upper value is dropped (both sides fall
 * back to their defaults); otherwise each side is clamped to 0–100. Unreadable numbers count as
 * missing.
 */
function parseBeneficial(params: URLSearchParams): { lower: number; upper: number } {
  const lowerText = params.get("beneficial_gte");
  const upperText = params.get("beneficial_lte");
  const lower = (lowerText === null ? null : parseDecimal(lowerText)) ?? beneficialRange.min;
  const upper = (upperText === null ? null : parseDecimal(upperText)) ?? beneficialRange.max;
  if (lower > upper) return { lower: beneficialRange.min, upper: beneficialRange.max };
  return clampRange({ lower, upper }, beneficialBounds);
}

export function parseLinkAnalysisFilters(params: URLSearchParams): LinkAnalysisFilters {
  const entity = params.get("entity");
  const { lower, upper } = parseBeneficial(params);
  return {
    search: params.get("search")?.trim() ?? "",
    countries: [
      ...new Set(
        splitListParam(params.getAll("countries"))
          .map((code) => code.toUpperCase())
          .filter((code) => /^[A-Z]{2}$/.test(code)),
      ),
    ],
    entity: isLinkEntity(entity) ? entity : null,
    beneficialGte: lower,
    beneficialLte: upper,
  };
}

/** The query string for the filters; other parameters are kept, defaults are left out. */
export function withLinkAnalysisFilters(
  current: URLSearchParams,
  filters: LinkAnalysisFilters,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of paramKeys) next.delete(key);
  const search = filters.search.trim();
  if (search !== "") next.set("search", search);
  if (filters.countries.length > 0) next.set("countries", joinListParam(filters.countries));
  if (filters.entity) next.set("entity", filters.entity);
  if (filters.beneficialGte !== beneficialRange.min) {
    next.set("beneficial_gte", String(filters.beneficialGte));
  }
  if (filters.beneficialLte !== beneficialRange.max) {
    next.set("beneficial_lte", String(filters.beneficialLte));
  }
  return next;
}

/** The `linkAnalysis(filter:)` argument. */
export function linkAnalysisFilterInput(filters: LinkAnalysisFilters) {
  return {
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.countries.length > 0 ? { countries: filters.countries } : {}),
    ...(filters.entity ? { entity: filters.entity } : {}),
    beneficialGte: filters.beneficialGte,
    beneficialLte: filters.beneficialLte,
  };
}
