import { countryName } from "@tierwise/common/countries";
import { companyPlaceLabel } from "../company-place.ts";
import type { CompanyHeader } from "./company-header.graphql.ts";

type Location = CompanyHeader["locations"][number];

/** The headquarters, or the first known location. */
export function headquarters(company: Pick<CompanyHeader, "locations">): Location | null {
  return company.locations.find((location) => location.hq) ?? company.locations[0] ?? null;
}

/** "Hamburg, DE", "Austin, TX, US" (spec 1 §9); "" when nothing is known. */
export function locationLabel(location: Location): string {
  return companyPlaceLabel(location);
}

/** A country code as a name ("DE" → "Germany"), the code when unknown. */
export function countryLabel(code: string | null | undefined): string {
  if (!code) return "—";
  return countryName(code) ?? code.toUpperCase();
}
