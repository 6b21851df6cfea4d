import { formatLocationName } from "@tierwise/common/formatting";

/**
 * US states, DC and territories by name. Companies store the first-level region by name
 * ("Texas", from GeoNames or an import), while location names show the postal code.
 */
const usStateCodes: Readonly<Record<string, string>> = {
  alabama: "AL",
  alaska: "AK",
  arizona: "AZ",
  arkansas: "AR",
  california: "CA",
  colorado: "CO",
  connecticut: "CT",
  delaware: "DE",
  "district of columbia": "DC",
  "washington, d.c.": "DC",
  florida: "FL",
  georgia: "GA",
  hawaii: "HI",
  idaho: "ID",
  illinois: "IL",
  indiana: "IN",
  iowa: "IA",
  kansas: "KS",
  kentucky: "KY",
  louisiana: "LA",
  maine: "ME",
  maryland: "MD",
  massachusetts: "MA",
  michigan: "MI",
  minnesota: "MN",
  mississippi: "MS",
  missouri: "MO",
  montana: "MT",
  nebraska: "NE",
  nevada: "NV",
  "new hampshire": "NH",
  "new jersey": "NJ",
  "new mexico": "NM",
  "new york": "NY",
  "north carolina": "NC",
  "north dakota": "ND",
  ohio: "OH",
  oklahoma: "OK",
  oregon: "OR",
  pennsylvania: "PA",
  "rhode island": "RI",
  "south carolina": "SC",
  "south dakota": "SD",
  tennessee: "TN",
  texas: "TX",
  utah: "UT",
  vermont: "VT",
  virginia: "VA",
  washington: "WA",
  "west virginia": "WV",
  wisconsin: "WI",
  wyoming: "WY",
  "american samoa": "AS",
  guam: "GU",
  "northern mariana islands": "MP",
  "puerto rico": "PR",
  "u.s. virgin islands": "VI",
  "united states virgin islands": "VI",
};
const knownCodes = new Set(Object.values(usStateCodes));

/** "Texas" or "tx" → "TX"; null when the text names no US state. */
export function usStateCode(region: string | null | undefined): string | null {
  const text = region?.trim() ?? "";
  if (knownCodes.has(text.toUpperCase())) return text.toUpperCase();
  return usStateCodes[text.toLowerCase()] ?? null;
}

export type CompanyPlace = {
  city: string | null;
  subdivisionName?: string | null;
  countryCode: string | null;
};

/**
 * A company location as spec 1 §9 names places: name, US state code where relevant, country
 * code ("Austin, TX, US", "Hamburg, DE"). Without a city the region is the name, unless it is
 * the US state already shown by its code.
 */
export function companyPlaceLabel({ city, subdivisionName, countryCode }: CompanyPlace): string {
  const stateCode =
    countryCode?.trim().toUpperCase() === "US" ? usStateCode(subdivisionName) : null;
  const name = city?.trim() || (stateCode ? null : subdivisionName);
  return formatLocationName({ name, stateCode, countryCode });
}
