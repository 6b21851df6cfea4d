import { naicsSectors, sectorOf } from "../../../seed/companies/naics.ts";

/**
 * A label for a NAICS prefix: the sector name for two digits; six digits get the industry
 * title from the companies' rows later. No title list for three to five digits ships with
 * Tierwise, so those show the code itself.
 */
export function productCodeLabel(code: string): string {
  if (code.length === 2) return naicsSectors[sectorOf(code)] ?? code;
  return code;
}
