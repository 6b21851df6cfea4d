import { createRequire } from "node:module";
import type { Country } from "world-countries";

/**
 * ISO 3166-1 alpha-2 codes from what feeds write: alpha-2 and alpha-3 codes (GDELT's CAMEO
 * actor countries are alpha-3), and English country names as GDELT spells them in place names
 * ("Democratic Republic Of The Congo"), from the world-countries package.
 */
let codes: Map<string, string> | null = null;

const nameKey = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

function buildCodes(): Map<string, string> {
  const countries = createRequire(import.meta.url)("world-countries/countries.json") as Country[];
  const map = new Map<string, string>();
  for (const country of countries) {
    const spellings = [
      country.cca2,
      country.cca3,
      country.name.common,
      country.name.official,
      ...country.altSpellings,
    ];
    for (const spelling of spellings) {
      const key = nameKey(spelling);
      if (key !== "" && !map.has(key)) map.set(key, country.cca2);
    }
  }
  return map;
}

export function countryCodeFor(text: string | null | undefined): string | null {
  if (!text) return null;
  codes ??= buildCodes();
  return codes.get(nameKey(text)) ?? null;
}

/** The country of a GDELT place name: its last comma-separated part ("Sydney, New South Wales, Australia"). */
export function countryOfPlace(fullName: string): string | null {
  return countryCodeFor(fullName.split(",").at(-1));
}
