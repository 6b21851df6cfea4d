import { countryName } from "@tierwise/common/countries";
import type { CompanyHeader } from "./company-header.graphql.ts";

type Location = CompanyHeader["locations"][number];

/** The headquarters, or the first known location. */
export function headquarters(company: Pick<CompanyHeader, "locations">): Location | null {
  return company.locations.find((location) => location.hq) ?? company.locations[0] ?? null;
}

/** "Hamburg, Hamburg, Germany" without repeats or blanks. */
export function locationLabel(location: Location): string {
  const country =
    location.country ??
    (location.countryCode ? (countryName(location.countryCode) ?? location.countryCode) : null);
  const parts = [location.city, location.subdivisionName, country].flatMap((part) =>
    part?.trim() ? [part.trim()] : [],
  );
  return parts.filter((part, index) => parts.indexOf(part) === index).join(", ");
}

/** A country code as a name ("DE" → "Germany"), the code when unknown. */
export function countryLabel(code: string | null | undefined): string {
  if (!code) return "—";
  return countryName(code) ?? code.toUpperCase();
}
