import { countryNames } from "@tierwise/common/countries.generated";

/**
 * Country names as sanctions lists write them ("Russia", "Korea, North", "Burma") → ISO alpha-2.
 * Common's English names, each also read with its comma parts swapped ("Korea, North" is
 * "North Korea"), plus the older names the lists still use. The import's fuller lookup
 * (import/country-aliases.ts) is not used here: the importer depends on this folder.
 */
const key = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

const listSpellings: Readonly<Record<string, string>> = {
  burma: "MM",
  "korea north": "KP",
  "korea south": "KR",
  "russian federation": "RU",
  "iran islamic republic of": "IR",
  "syrian arab republic": "SY",
  "congo democratic republic of the": "CD",
  "congo republic of the": "CG",
  "virgin islands british": "VG",
  "west bank": "PS",
  gaza: "PS",
  "gaza strip": "PS",
  turkey: "TR",
  "viet nam": "VN",
  "united states of america": "US",
  usa: "US",
  uk: "GB",
  "cote d ivoire": "CI",
  "ivory coast": "CI",
  "czech republic": "CZ",
  "hong kong": "HK",
  macau: "MO",
  "bosnia herzegovina": "BA",
};

let byName: Map<string, string> | null = null;

export function listCountryCode(name: string): string | null {
  if (!byName) {
    byName = new Map();
    for (const [code, country] of Object.entries(countryNames)) {
      byName.set(key(country), code);
      byName.set(key(code), code);
    }
    for (const [spelling, code] of Object.entries(listSpellings)) byName.set(spelling, code);
  }
  const text = key(name);
  if (text.length < 2) return null;
  const swapped = name.includes(",") ? key(name.split(",").reverse().join(" ")) : text;
  return byName.get(text) ?? byName.get(swapped) ?? null;
}
