import { listCountryCode } from "./list-countries.ts";

/**
 * Identifiers a list entry or a company carries. `lei`, `duns` and `imo` are global schemes: two
 * different values of one of them mean two different things. Tax and registration numbers are
 * national schemes written many ways, so only an equal value counts; `personal` (passports,
 * national ids) is kept for people and never compared with a company's.
 */
export const identifierTypes = [
  "lei",
  "duns",
  "imo",
  "swift",
  "tax",
  "registration",
  "personal",
  "other",
] as const;
export type IdentifierType = (typeof identifierTypes)[number];
export type Identifier = { type: IdentifierType; value: string };

/** Schemes where a different value of the same type is a conflict, not just a missing fact. */
export const globalIdentifierTypes: readonly IdentifierType[] = ["lei", "duns", "imo"];

/** Case, spaces, dashes and dots do not tell two identifiers apart ("56-521-5633" = "565215633"). */
export const identifierValue = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]/g, "");

/** ISO 17442: 18 characters and two check digits, valid when the number mod 97 is 1. */
export function isLei(value: string): boolean {
  const v = identifierValue(value);
  if (!/^[A-Z0-9]{18}[0-9]{2}$/.test(v)) return false;
  let rest = 0;
  for (const ch of v) {
    const digits = /[0-9]/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}

/** An unlabelled identifier (OpenSanctions' `identifiers` column) typed by its shape. */
export function typedIdentifier(raw: string): Identifier | null {
  const imo = /^IMO\s*([0-9]{7})$/i.exec(raw.trim());
  if (imo) return { type: "imo", value: imo[1] as string };
  const value = identifierValue(raw);
  if (value.length < 5) return null;
  if (isLei(value)) return { type: "lei", value };
  return { type: "other", value };
}

/** OFAC remark labels → type; the first label found in a remark part wins. */
const ofacLabels: readonly [RegExp, IdentifierType][] = [
  [/legal entity number/i, "lei"],
  [/d-u-n-s/i, "duns"],
  [/\bimo\b/i, "imo"],
  [/swift/i, "swift"],
  [/tax id|v\.?a\.?t\.?|\bnit\b|\brfc\b|c\.u\.i\.t|\bruc\b|\binn\b|tax/i, "tax"],
  [
    /registration|company number|registry|business number|enterprise number|certificate of incorporation|uscc|chamber of commerce|company id|trade license|ogrn/i,
    "registration",
  ],
  [/passport|national id|cedula|ssn|identification number|driver/i, "personal"],
];

const ofacIdentifier =
  /^(?:alt\.\s+)?(?<label>[A-Za-z][A-Za-z .#/()&-]*?)\s+(?:No\.\s+|#\s*)?(?<value>[A-Z0-9][A-Z0-9./-]{3,})(?:\s+\((?<country>[^)]+)\))?\.?$/;

/**
 * Identifiers and countries an OFAC SDN entry gives in its remarks ("Tax ID No. 7702070139
 * (Russia); Registration ID 1027700070518 (Russia); nationality Iran; Vessel Registration
 * Identification IMO 9187629"): the SDN CSV has no country column, so the countries come from
 * the identifiers' parentheses, nationality, citizenship and a vessel's flag.
 */
export function ofacRemarkFacts(
  remarks: string,
  vesselFlag = "",
): { identifiers: Identifier[]; countries: string[] } {
  const identifiers: Identifier[] = [];
  const countries = new Set<string>();
  const addCountry = (name: string | undefined) => {
    const code = name ? listCountryCode(name.trim()) : null;
    if (code) countries.add(code);
  };
  addCountry(vesselFlag);
  for (const part of remarks.split(/;\s*/)) {
    const text = part.trim().replace(/\.$/, "");
    const nationality =
      /^(?:alt\.\s+)?(?:nationality|citizen|nationality of registration)\s+(.+)$/i.exec(text);
    if (nationality) {
      addCountry(nationality[1]);
      continue;
    }
    const match = ofacIdentifier.exec(text);
    const label = match?.groups?.label ?? "";
    const type = ofacLabels.find(([pattern]) => pattern.test(label))?.[1];
    if (!match || !type) continue;
    const value = identifierValue(match.groups?.value ?? "");
    if (value.length < 4) continue;
    identifiers.push({ type: type === "imo" ? "imo" : type, value });
    addCountry(match.groups?.country);
  }
  return { identifiers, countries: [...countries] };
}

/** FollowTheMoney properties that hold identifiers, by type. */
export const ftmIdentifierProperties: Readonly<Record<string, IdentifierType>> = {
  leiCode: "lei",
  dunsCode: "duns",
  imoNumber: "imo",
  swiftBic: "swift",
  taxNumber: "tax",
  innCode: "tax",
  vatCode: "tax",
  registrationNumber: "registration",
  ogrnCode: "registration",
  idNumber: "personal",
  passportNumber: "personal",
};

/** Distinct by type and value. */
export function distinctIdentifiers(identifiers: readonly Identifier[]): Identifier[] {
  const seen = new Set<string>();
  return identifiers.filter((id) => {
    const key = `${id.type}:${id.value}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
