import { createRequire } from "node:module";
import type { Country } from "world-countries";

/**
 * Countries as supplier lists write them — "CN", "CHN", "CHINA", "China", "People's Republic of
 * China", "Volksrepublik China", "U.S.", "U.S.A." — to one ISO 3166-1 alpha-2 code. The names
 * come from the world-countries package (the same data as common's countries.generated.ts):
 * codes, English common and official names, its alternative spellings, then the native names
 * and translations it carries. A spelling two countries share at the same level (the Polish
 * "Kongo") is left out rather than guessed.
 */

/** Upper/lower case, accents, dots and other punctuation do not tell countries apart. */
export function countryKey(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[.'’]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .replace(/^the /, "")
    .trim();
}

/** Spellings people use that world-countries does not list. */
const extraAliases: Readonly<Record<string, string>> = {
  "united states of america": "US",
  "unites states": "US",
  america: "US",
  "u s": "US",
  "us of a": "US",
  england: "GB",
  scotland: "GB",
  wales: "GB",
  "northern ireland": "GB",
  britain: "GB",
  "south korea": "KR",
  "korea south": "KR",
  "korea republic of": "KR",
  "north korea": "KP",
  "korea north": "KP",
  "russian federation": "RU",
  "iran islamic republic of": "IR",
  "viet nam": "VN",
  "czech republic": "CZ",
  turkey: "TR",
  "taiwan province of china": "TW",
  "hong kong sar": "HK",
  "hong kong sar china": "HK",
  "macao sar china": "MO",
  "mainland china": "CN",
  prc: "CN",
  uae: "AE",
  holland: "NL",
  "the netherlands": "NL",
  "ivory coast": "CI",
  "cape verde": "CV",
  swaziland: "SZ",
  burma: "MM",
};

function buildAliases(): Map<string, string> {
  const countries = createRequire(import.meta.url)("world-countries/countries.json") as Country[];
  const aliases = new Map<string, string>();
  // Earlier levels win: a code or English name is never overridden by a translation.
  const levels: ((country: Country) => (string | undefined)[])[] = [
    (c) => [c.cca2],
    (c) => [c.cca3],
    (c) => [c.name.common, c.name.official, ...c.altSpellings],
    // Olympic codes ("GER", "SUI") after the names: a few are another country's alpha-3.
    (c) => [c.cioc],
    (c) => [
      ...Object.values(c.name.native ?? {}).flatMap((n) => [n.common, n.official]),
      ...Object.values(c.translations ?? {}).flatMap((n) => [n.common, n.official]),
    ],
  ];
  for (const namesOf of levels) {
    const level = new Map<string, string | null>();
    for (const country of countries) {
      for (const name of namesOf(country)) {
        if (!name) continue;
        const key = countryKey(name);
        if (key === "" || aliases.has(key)) continue;
        const claimed = level.get(key);
        level.set(key, claimed === undefined || claimed === country.cca2 ? country.cca2 : null);
      }
    }
    for (const [key, code] of level) if (code) aliases.set(key, code);
  }
  for (const [name, code] of Object.entries(extraAliases)) aliases.set(countryKey(name), code);
  return aliases;
}

let aliases: Map<string, string> | null = null;

/** The alpha-2 code a country cell names, or null when it names none (or several). */
export function countryCodeOf(value: string | null | undefined): string | null {
  if (!value) return null;
  const key = countryKey(value);
  if (key === "") return null;
  aliases ??= buildAliases();
  return aliases.get(key) ?? null;
}
