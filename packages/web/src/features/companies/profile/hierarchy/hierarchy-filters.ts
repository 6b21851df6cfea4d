import {
  defaultFamilyRoleFilter,
  type FamilyRoleCode,
  familyRoles,
} from "@tierwise/common/company-profile";
import { joinListParam, splitListParam } from "@tierwise/common/filter-url";

/**
 * Corporate-hierarchy filters in the query string (spec 3 §2): `companies` (member ids),
 * `countries` (ISO codes) and `familyRoles` (role codes; a leading ~ excludes the role). Without
 * a `familyRoles` parameter the default "~9140" (exclude branches) applies; an empty
 * `familyRoles=` means the visitor removed it: every role is shown.
 */
export type HierarchyFilters = {
  companies: string[];
  countries: string[];
  familyRoles: string[];
};

export const hierarchyParamKeys = ["companies", "countries", "familyRoles"] as const;

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

function isFamilyRoleCode(code: string): code is FamilyRoleCode {
  return Object.hasOwn(familyRoles, code);
}

/** "9155" and "~9140" are valid role filters; anything else is dropped. */
export function isFamilyRoleFilter(value: string): boolean {
  return isFamilyRoleCode(value.startsWith("~") ? value.slice(1) : value);
}

export function parseHierarchyFilters(params: URLSearchParams): HierarchyFilters {
  const companies = unique(
    splitListParam(params.getAll("companies")).filter((id) => /^[0-9a-f-]{36}$/i.test(id)),
  );
  const countries = unique(
    splitListParam(params.getAll("countries"))
      .map((code) => code.toUpperCase())
      .filter((code) => /^[A-Z]{2}$/.test(code)),
  );
  const familyRoleFilter = params.has("familyRoles")
    ? unique(splitListParam(params.getAll("familyRoles")).filter(isFamilyRoleFilter))
    : [defaultFamilyRoleFilter];
  return { companies, countries, familyRoles: familyRoleFilter };
}

/** The query string for the filters; other parameters are kept, defaults are left out. */
export function withHierarchyFilters(
  current: URLSearchParams,
  filters: HierarchyFilters,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of hierarchyParamKeys) next.delete(key);
  if (filters.companies.length > 0) next.set("companies", joinListParam(filters.companies));
  if (filters.countries.length > 0) next.set("countries", joinListParam(filters.countries));
  const isDefault =
    filters.familyRoles.length === 1 && filters.familyRoles[0] === defaultFamilyRoleFilter;
  if (!isDefault) next.set("familyRoles", joinListParam(filters.familyRoles));
  return next;
}

/** "9155" → "Subsidiary", "~9140" → "Exclude Branch". */
export function familyRoleFilterLabel(value: string): string {
  const excluded = value.startsWith("~");
  const code = excluded ? value.slice(1) : value;
  const name = isFamilyRoleCode(code) ? familyRoles[code] : code;
  return excluded ? `Exclude ${name}` : name;
}

/** Every role filter the page offers: each role, then each role excluded. */
export function familyRoleFilterOptions(): { value: string; label: string }[] {
  const codes = Object.keys(familyRoles);
  return [...codes, ...codes.map((code) => `~${code}`)].map((value) => ({
    value,
    label: familyRoleFilterLabel(value),
  }));
}
