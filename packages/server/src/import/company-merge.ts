import { fallbackProviderPriority } from "@tierwise/common/company-profile";
import type { CompanyProvenance } from "../features/companies/company.table.ts";

/** COMPANY_PROVIDER_PRIORITY: provider order per profile area or company field, earlier wins. */
export type ProviderPriority = Partial<Record<string, string[]>>;

/** Company fields an import may set, by their names in the companies table. */
export const mergeableCompanyFields = [
  "displayName",
  "legalName",
  "duns",
  "globalId",
  "statusCode",
  "countryCode",
  "region",
  "city",
  "latitude",
  "longitude",
  "naicsCode",
  "naicsTitle",
  "sector",
  "employeeCount",
  "foundedYear",
  "website",
  "logoUrl",
  "familyRoleCode",
  "tags",
] as const;
export type MergeableCompanyField = (typeof mergeableCompanyFields)[number];
export type CompanyTag = { name: string; slug: string; primary: boolean };
export type MergeableValues = {
  [K in MergeableCompanyField]?: K extends "tags" ? CompanyTag[] : string | number | null;
};

/**
 * The provider order for one company field: COMPANY_PROVIDER_PRIORITY may name the field itself
 * ("employeeCount"), or "company" for every field; otherwise the common fallback order.
 */
export function fieldProviderOrder(field: string, priority: ProviderPriority): readonly string[] {
  return priority[field] ?? priority.company ?? fallbackProviderPriority;
}

/** Position in the order; providers not named rank after all named ones (and tie each other). */
export function sourceRank(source: string, order: readonly string[]): number {
  const i = order.indexOf(source);
  return i === -1 ? order.length : i;
}

/** The seed records one provenance entry for the whole location; fields fall back to it. */
const provenanceGroup: Readonly<Record<string, string>> = {
  countryCode: "location",
  region: "location",
  city: "location",
  latitude: "location",
  longitude: "location",
};

export function storedSource(provenance: CompanyProvenance, field: string): string | undefined {
  const group = provenanceGroup[field];
  return (provenance[field] ?? (group ? provenance[group] : undefined))?.source;
}

/** May a value from `source` replace the stored one? Yes when nothing is stored or it ranks as high. */
export function mayReplace(
  field: string,
  source: string,
  stored: unknown,
  provenance: CompanyProvenance,
  priority: ProviderPriority,
): boolean {
  if (stored === null || stored === undefined) return true;
  if (Array.isArray(stored) && stored.length === 0) return true;
  const current = storedSource(provenance, field);
  if (current === undefined) return true;
  const order = fieldProviderOrder(field, priority);
  return sourceRank(source, order) <= sourceRank(current, order);
}

export type MergeOutcome = {
  values: MergeableValues;
  provenance: CompanyProvenance;
  /** Some value or its provenance changed: the row must be written. */
  changed: boolean;
  /** Fields whose stored value stays because a higher-priority provider holds it. */
  kept: MergeableCompanyField[];
};

const same = (a: unknown, b: unknown) =>
  a === b || (typeof a === "object" && JSON.stringify(a) === JSON.stringify(b));

/**
 * Merges one file row into a stored company field by field: a value the file gives replaces the
 * stored one when its source ranks equal or higher for that field, and then records the source
 * and fetch time. Blank cells never clear anything.
 */
export function mergeCompanyFields(
  stored: MergeableValues,
  storedProvenance: CompanyProvenance,
  incoming: MergeableValues,
  source: string,
  fetchedAt: string,
  priority: ProviderPriority,
): MergeOutcome {
  const values: MergeableValues = { ...stored };
  const provenance: CompanyProvenance = { ...storedProvenance };
  const kept: MergeableCompanyField[] = [];
  let changed = false;
  for (const field of mergeableCompanyFields) {
    const value = incoming[field];
    if (value === undefined) continue;
    if (!mayReplace(field, source, stored[field], storedProvenance, priority)) {
      if (!same(value, stored[field])) kept.push(field);
      continue;
    }
    if (!same(value, stored[field])) {
      (values as Record<string, unknown>)[field] = value;
      changed = true;
    }
    const before = provenance[field];
    if (before?.source !== source || before.fetchedAt !== fetchedAt) {
      provenance[field] = { source, fetchedAt };
      changed = true;
    }
  }
  return { values, provenance, changed, kept };
}
