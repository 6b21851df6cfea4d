import type { ProfileRecord } from "@tierwise/common/company-profile";

type Owner = ProfileRecord<"beneficialOwnership">;

export type CountrySummary = { country: string; owners: number; share: number };

/**
 * Spec 3 §3 "countryWiseSummary": owners and their combined share per country, largest share
 * first (ties by country code so the order is stable).
 */
export function countryWiseSummary(owners: readonly Owner[]): CountrySummary[] {
  const byCountry = new Map<string, CountrySummary>();
  for (const owner of owners) {
    const entry = byCountry.get(owner.country) ?? { country: owner.country, owners: 0, share: 0 };
    entry.owners += 1;
    entry.share += owner.share;
    byCountry.set(owner.country, entry);
  }
  return [...byCountry.values()]
    .map((entry) => ({ ...entry, share: Math.round(entry.share * 100) / 100 }))
    .sort((a, b) => b.share - a.share || a.country.localeCompare(b.country));
}

/** Spec 3 §3 "typeWisePSCSummary": owners per owner type. */
export function typeWiseSummary(
  owners: readonly Owner[],
): { type: Owner["ownerType"]; owners: number }[] {
  const counts = new Map<Owner["ownerType"], number>();
  for (const owner of owners) counts.set(owner.ownerType, (counts.get(owner.ownerType) ?? 0) + 1);
  return [...counts.entries()].map(([type, count]) => ({ type, owners: count }));
}
