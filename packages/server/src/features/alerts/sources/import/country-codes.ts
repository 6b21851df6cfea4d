import { createRequire } from "node:module";
import type { Country } from "world-countries";
import { countryOfFips, gdeltCountryNames } from "./fips-countries.ts";

/**
 * ISO 3166-1 alpha-2 codes from what feeds write: alpha-2 and alpha-3 codes (GDELT's CAMEO
 * actor countries are alpha-3), and English country names as GDELT spells them in place names
 * ("Democratic Republic Of The Congo"), from the world-countries package, and GDELT's own
 * spellings (FIPS names such as "Turkey", "Bahamas, The", "West Bank": fips-countries.ts) where
 * world-countries has none.
 */
let codes: Map<string, string> | null = null;

/** A name as compared: no accents, lower case, words split by single spaces. */
export const nameKey = (text: string) =>
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
  for (const [name, code] of gdeltCountryNames) {
    const key = nameKey(name);
    if (!map.has(key)) map.set(key, code);
  }
  return map;
}

export function countryCodeFor(text: string | null | undefined): string | null {
  if (!text) return null;
  codes ??= buildCodes();
  return codes.get(nameKey(text)) ?? null;
}

/**
 * The country of a GDELT place: its FIPS country code when the record has one, else its name,
 * ending in the country ("Sydney, New South Wales, Australia"). A country name may itself hold
 * a comma ("Bahamas, The", "Vietnam, Republic Of"), so the whole name and its last two parts are
 * tried before the last part alone.
 */
export function countryOfPlace(fullName: string, fipsCode?: string | null): string | null {
  const byCode = countryOfFips(fipsCode);
  if (byCode) return byCode;
  const parts = fullName.split(",");
  for (const tail of [parts, parts.slice(-2), parts.slice(-1)]) {
    const code = countryCodeFor(tail.join(","));
    if (code) return code;
  }
  return null;
}
