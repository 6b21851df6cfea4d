import type { ProfileRecord } from "@tierwise/common/company-profile";

type Vendor = ProfileRecord<"vendors">;

export type VendorTier = { tier: 1 | 2 | 3; vendors: Vendor[]; spendShare: number };

/** Vendors grouped by tier 1–3 (spec 3 §9: tiers up to 3), largest spend first in each. */
export function vendorTiers(vendors: readonly Vendor[]): VendorTier[] {
  return ([1, 2, 3] as const).map((tier) => {
    const inTier = vendors
      .filter((vendor) => vendor.tier === tier)
      .sort((a, b) => b.spendShare - a.spendShare || a.name.localeCompare(b.name));
    return {
      tier,
      vendors: inTier,
      spendShare: inTier.reduce((sum, vendor) => sum + vendor.spendShare, 0),
    };
  });
}
