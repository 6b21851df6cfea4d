import { isPlaceholder } from "./cell-values.ts";
import { countryCodeOf } from "./country-aliases.ts";

/**
 * Cell tidying for supplier lists, which arrive from every kind of spreadsheet: copied web
 * pages leave footnote marks ("Virginia[2]"), exports leave doubled commas and odd spaces, and
 * people write notes beside numbers ("2013 (1980)").
 */

/**
 * Text without control or zero-width characters, with no-break spaces as spaces, runs of
 * whitespace as one space, composed accents (NFC) and no spaces at either end.
 */
export function tidyText(value: string): string {
  return value
    .normalize("NFC")
    .replace(/[\u200B-\u200D\u2060\uFEFF]/g, "")
    .replace(/[\p{Cc}\u00A0\u2028\u2029]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Wikipedia-style footnote marks: "[2]", "[a]", "[note 1]", "[citation needed]". */
const footnotes = /\[(?:\d{1,3}|[a-z]|note \d{1,3}|citation needed)\]/gi;
/**
 * Characters an address has no use for: decorations and leftovers of markup or encodings
 * (the replacement character of a broken byte, asterisks, daggers, pipes, angle brackets…).
 */
const strayCharacters = /[*†‡§¶~^`|\\{}<>"=!?$%\uFFFD]/g;

/**
 * An address or place name tidied: footnote marks and stray characters out, each comma-separated
 * part trimmed, empty parts (",,", ", ,") dropped, and no punctuation left dangling at the
 * ends. "12  Main St,, , Springfield ,USA*" → "12 Main St, Springfield, USA".
 */
export function tidyAddress(value: string): string {
  const text = tidyText(value).replace(footnotes, "").replace(strayCharacters, "");
  return (
    text
      .split(/\s*[,;]\s*/)
      .map((part) => part.replace(/^[\s.\-/:]+|[\s\-/:]+$/g, "").replace(/\s+/g, " "))
      // "Springfield, n/a, USA": a placeholder part says nothing.
      .filter((part) => part !== "" && !isPlaceholder(part))
      .join(", ")
  );
}

/** What a "City, State, Country" cell says. */
export type Place = { city: string | null; state: string | null; country: string | null };

/** US states and DC by name and postal code: "Cupertino, California" is in the US. */
const usStates: Readonly<Record<string, string>> = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  DC: "District of Columbia",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
};
const usStateByName = new Map(
  Object.entries(usStates).map(([code, name]) => [name.toLowerCase(), code]),
);

/**
 * The postal code of the US state (or DC) a place part names: by name ("California", "District
 * of Columbia") or by its upper-case code, with or without dots ("CA", "D.C.", "N.Y."); null for
 * anything else. Lower-case "ca" is not taken for California.
 */
export function usStateCode(value: string): string | null {
  const byName = usStateByName.get(value.trim().toLowerCase());
  if (byName) return byName;
  const code = value.replace(/[.\s]/g, "");
  return /^[A-Z]{2}$/.test(code) && Object.hasOwn(usStates, code) ? code : null;
}

/** A US state by name or postal code ("CA" is California here, in a place cell). */
export function isUsState(value: string): boolean {
  return usStateCode(value) !== null;
}

/**
 * Splits a place cell: "Saint Paul, Minnesota" → Saint Paul, Minnesota, US and "Washington,
 * D.C." → Washington, D.C., US (a US state or its code names its country); "Warmley, Bristol, United Kingdom" → Warmley, Bristol, GB; "London, United
 * Kingdom" → London, GB; "Hamburg" → Hamburg. A last part that is a country is the country;
 * the first part is the city and the one after it, if any, the state.
 */
export function splitPlace(value: string): Place {
  const parts = tidyAddress(value)
    .split(", ")
    .filter((part) => part !== "");
  let country: string | null = null;
  const last = parts.at(-1);
  if (parts.length > 1 && last) {
    if (isUsState(last)) country = "US";
    else {
      country = countryCodeOf(last);
      if (country) parts.pop();
    }
  }
  const [city = null, state = null, ...rest] = parts;
  // "Street, District, City, State": keep what does not fit in the state, never drop it.
  return { city, state: rest.length > 0 ? [state, ...rest].join(", ") : state, country };
}

/**
 * A value with a note beside it: "2013 (1980)", "804735132 (parent 001368083)",
 * "12-3456789 [EIN]", "1881/1894 (1980)". The value is what comes before the note; null when the
 * cell has no note.
 */
export function withoutNote(value: string): { kept: string; original: string } | null {
  const text = tidyText(value);
  const match = /^([\p{L}\p{N}][\p{L}\p{N} .\-/]*?)\s*[([].*$/u.exec(text);
  if (!match?.[1] || match[1] === text) return null;
  return { kept: match[1].trim(), original: text };
}

/**
 * Spreadsheets run a cell that begins with = + - @ (or a tab or carriage return) as a formula.
 * Such cells are kept as the text they are and never evaluated; reports written from them
 * quote them (features/exports/csv-cells.ts).
 */
export function looksLikeFormula(value: string): boolean {
  return /^[=+\-@\t\r]/.test(value);
}
