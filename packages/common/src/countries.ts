import { countryNames } from "./countries.generated.ts";

/** The English name of an ISO 3166-1 alpha-2 country code, or null when unknown. */
export function countryName(code: string): string | null {
  return countryNames[code.toUpperCase()] ?? null;
}
