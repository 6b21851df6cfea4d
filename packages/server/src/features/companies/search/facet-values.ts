import { type FacetKey, facetLabels } from "@tierwise/common/company-search";
import { companySearchLimits } from "@tierwise/common/company-search-limits";
import { countryName } from "@tierwise/common/countries";
import { naicsSectors, sectorOf } from "../demo-data/naics.ts";
import type { NormalizedSearch } from "./search-params.ts";

// Facet lists as the search page shows them: labels, the most frequent values first, chosen
// values always listed, product codes rolled up into NAICS levels.

export type FacetValue = {
  value: string;
  label: string;
  count: number;
  selected: boolean;
  /** Product codes only: the number of NAICS digits (2 sector … 6 national industry). */
  level: number | null;
};
export type Facet = { key: FacetKey; label: string; values: FacetValue[] };

/**
 * A label for a NAICS prefix: the sector name for two digits; six digits get the industry
 * title from the companies' rows later. No title list for three to five digits ships with
 * Tierwise, so those show the code itself.
 */
function productCodeLabel(code: string): string {
  if (code.length === 2) return naicsSectors[sectorOf(code)] ?? code;
  return code;
}

const statusLabels: Readonly<Record<string, string>> = {
  active: "Active",
  basic: "Basic",
  closed: "Closed",
  imported_active: "Imported active",
  imported_closed: "Imported closed",
};

/** "women_owned" → "Women owned". */
function humanize(code: string): string {
  const words = code.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Labels known without the database; industries and tags get theirs in addLabels. */
function labelFor(key: FacetKey, value: string): string {
  switch (key) {
    case "locations":
      return countryName(value) ?? value;
    case "statuses":
      return statusLabels[value] ?? value;
    case "diversity":
      return humanize(value);
    case "customData":
      return value.replace("=", ": ");
    default:
      return value;
  }
}

/** Chosen values keep their place in the list even when no company has them any more. */
function withSelected(key: FacetKey, values: FacetValue[], selected: readonly string[]) {
  const present = new Set(values.map((v) => v.value));
  const missing = selected
    .filter((value) => !present.has(value))
    .map((value) => ({
      value,
      label: labelFor(key, value),
      count: 0,
      selected: true,
      level: null,
    }));
  return [...values, ...missing];
}

type NaicsGroup = [code: string, count: number];

function byCount(a: { count: number; value: string }, b: { count: number; value: string }) {
  return b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);
}

/** The most frequent values, then chosen ones beyond them. */
function capped(values: FacetValue[]): FacetValue[] {
  const sorted = [...values].sort(byCount);
  return sorted.filter((v, i) => i < companySearchLimits.facetValues || v.selected);
}

function industries(groups: NaicsGroup[], selected: readonly string[]): FacetValue[] {
  const chosen = new Set(selected);
  return capped(
    groups.map(([code, count]) => ({
      value: code,
      label: code,
      count,
      selected: chosen.has(code),
      level: null,
    })),
  );
}

/** NAICS prefixes of 2 to 6 digits, each level capped separately, sector first. */
function productCodeLevels(groups: NaicsGroup[], selected: readonly string[]): FacetValue[] {
  const chosen = new Set(selected);
  const out: FacetValue[] = [];
  for (let level = 2; level <= 6; level++) {
    const counts = new Map<string, number>();
    for (const [code, count] of groups) {
      if (code.length < level) continue;
      const prefix = code.slice(0, level);
      counts.set(prefix, (counts.get(prefix) ?? 0) + count);
    }
    const values = [...counts].map(([value, count]) => ({
      value,
      label: productCodeLabel(value),
      count,
      selected: chosen.has(value),
      level,
    }));
    out.push(...capped(values));
  }
  const missing = selected.filter((value) => !out.some((v) => v.value === value));
  out.push(
    ...missing.map((value) => ({
      value,
      label: productCodeLabel(value),
      count: 0,
      selected: true,
      level: value.length,
    })),
  );
  return out;
}

export function buildFacet(
  key: FacetKey,
  counts: Map<string, number>,
  search: NormalizedSearch,
): Facet {
  const selected = search.facets[key] ?? [];
  const groups: NaicsGroup[] = [...counts];
  let values: FacetValue[];
  if (key === "industries") values = industries(groups, selected);
  else if (key === "productCodeLevels") values = productCodeLevels(groups, selected);
  else if (key === "portfolios")
    values = []; // no portfolio tables yet
  else {
    const chosen = new Set(selected);
    const listed = [...counts].map(([value, count]) => ({
      value,
      label: labelFor(key, value),
      count,
      selected: chosen.has(value),
      level: null,
    }));
    values = withSelected(key, capped(listed), selected);
  }
  return { key, label: facetLabels[key], values };
}
