import type { CompanyHeader } from "../company-header.graphql.ts";
import type { Provenance } from "./provider-labels.ts";

/**
 * The distinct sources of some company fields (the header's values record their own source and
 * fetch time per field), newest fetch first.
 */
export function fieldProvenance(
  provenance: CompanyHeader["provenance"],
  fields: readonly string[],
): Provenance[] {
  const wanted = new Set(fields);
  const seen = new Map<string, Provenance>();
  for (const entry of provenance) {
    if (!wanted.has(entry.field)) continue;
    const key = `${entry.source}|${entry.fetchedAt}`;
    if (!seen.has(key)) seen.set(key, { source: entry.source, fetchedAt: entry.fetchedAt });
  }
  return [...seen.values()].sort((a, b) => b.fetchedAt.localeCompare(a.fetchedAt));
}

const fieldLabels: Readonly<Record<string, string>> = {
  displayName: "Company name",
  legalName: "Legal name",
  duns: "DUNS",
  employeeCount: "Employee count",
  foundedYear: "Founded",
  naicsCode: "Industry",
  sector: "Sector",
  location: "Location",
  website: "Website",
  revenueUsd: "Revenue",
  creditScore: "Credit score",
};

/** The header's fields with their sources, for the Sources disclosure. */
export function companyFieldSources(
  provenance: CompanyHeader["provenance"],
): { label: string; provenance: Provenance }[] {
  return provenance.map((entry) => ({
    label: fieldLabels[entry.field] ?? entry.field,
    provenance: { source: entry.source, fetchedAt: entry.fetchedAt },
  }));
}
