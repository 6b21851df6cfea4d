import type { ColumnMapping, MappingTarget } from "@tierwise/common/company-requests";
import { countryCodeOf } from "../../../import/country-aliases.ts";
import { isUsState } from "../../../import/supplier-cells.ts";

/**
 * A first guess at which of our fields each column of a customer's supplier list holds, from
 * the header's words and from the values under it, each with how sure the guess is. People
 * correct it on /requests/bulk/create; the corrected mapping is remembered for the next file
 * with the same headers (column-mappings.ts).
 */

export type ProposedColumn = {
  header: string;
  target: MappingTarget;
  /** 0–1. */
  confidence: number;
  /** The first non-empty values (up to 3), so people see what the column holds. */
  samples: string[];
};

/** "Headquarters Location", "headquarters_location" and "HeadquartersLocation" are one header. */
export function normaliseHeader(header: string): string {
  return header
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

/** The key a mapping is remembered by: the file's normalised headers, sorted. */
export function headerKeyOf(headers: readonly string[]): string {
  return [...new Set(headers.map(normaliseHeader))].sort().join("|");
}

/** Header words per field, normalised; what supplier lists, ERPs and public lists call them. */
const synonyms: Readonly<Record<MappingTarget, readonly string[]>> = {
  companyName: [
    "companyname",
    "company",
    "name",
    "security",
    "supplier",
    "suppliername",
    "vendor",
    "vendorname",
    "organization",
    "organisation",
    "organizationname",
    "organisationname",
    "business",
    "businessname",
    "tradingname",
    "accountname",
    "partnername",
    "manufacturer",
    "facility",
    "facilityname",
    "entity",
    "entityname",
    "displayname",
    "firm",
  ],
  legalName: ["legalname", "legalentity", "legalentityname", "registeredname", "officialname"],
  website: ["website", "url", "web", "domain", "homepage", "site", "websiteurl", "webaddress"],
  country: ["country", "nation", "iso", "countrycode", "countryname", "iso2", "iso3", "ctry"],
  state: ["state", "region", "province", "county", "stateprovince", "prefecture", "territory"],
  city: [
    "city",
    "town",
    "locality",
    "municipality",
    "headquarterslocation",
    "headquarters",
    "hq",
    "hqlocation",
    "location",
  ],
  address: ["address", "street", "streetaddress", "address1", "address2", "addressline1"],
  zipCode: ["zip", "zipcode", "postcode", "postalcode", "postal", "plz"],
  note: ["note", "notes", "comment", "comments", "remarks"],
  uei: ["uei", "samuei", "uniqueentityid"],
  taxId: ["taxid", "vat", "vatnumber", "vatid", "ein", "tin", "taxnumber", "fein"],
  cageCode: ["cage", "cagecode", "ncage"],
  outOfBusiness: ["outofbusiness", "defunct"],
  branchind: ["branch", "branchind", "isbranch", "branchindicator"],
  duns: ["duns", "dunsnumber", "dunsno", "dunsid", "dnb", "dandb"],
  // Columns lists often carry that are no request field: named so the guess is sure of them.
  ignore: [
    "gicssector",
    "gicssubindustry",
    "industry",
    "sector",
    "naics",
    "sic",
    "symbol",
    "ticker",
    "cik",
    "dateadded",
    "founded",
    "phone",
    "email",
    "contact",
    "id",
  ],
};
const targetByHeader = new Map<string, MappingTarget>(
  Object.entries(synonyms).flatMap(([target, words]) =>
    words.map((word) => [word, target as MappingTarget] as const),
  ),
);

/**
 * A header that holds a known word: "Vendor Country" by its last known word (the noun English
 * headers end with), "Registered Office Address" by "address".
 */
function headerTarget(header: string): { target: MappingTarget; confidence: number } | null {
  const key = normaliseHeader(header);
  const exact = targetByHeader.get(key);
  if (exact) return { target: exact, confidence: 0.9 };
  let best: { end: number; length: number; target: MappingTarget } | null = null;
  for (const [word, target] of targetByHeader) {
    const at = word.length >= 4 ? key.lastIndexOf(word) : -1;
    if (at < 0) continue;
    const end = at + word.length;
    if (!best || end > best.end || (end === best.end && word.length > best.length)) {
      best = { end, length: word.length, target };
    }
  }
  return best ? { target: best.target, confidence: 0.6 } : null;
}

/** What values look like, as shares of a column's sample values. */
const valueTests: readonly { target: MappingTarget; test: (value: string) => boolean }[] = [
  { target: "duns", test: (v) => /^\d{9}$/.test(v.replace(/[\s.-]/g, "")) },
  {
    target: "website",
    test: (v) => /^(https?:\/\/)?(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(\/\S*)?$/i.test(v),
  },
  { target: "country", test: (v) => countryCodeOf(v) !== null && !/^\d+$/.test(v) },
  { target: "zipCode", test: (v) => /^\d{5}(-\d{4})?$/.test(v) },
  {
    target: "city",
    test: (v) => {
      const last = v.split(",").at(-1)?.trim() ?? "";
      return v.includes(",") && (isUsState(last) || countryCodeOf(last) !== null);
    },
  },
];

/** A guess from the values alone, when most of them look like one field. */
function valueTarget(values: readonly string[]): { target: MappingTarget; share: number } | null {
  if (values.length === 0) return null;
  for (const { target, test } of valueTests) {
    const share = values.filter(test).length / values.length;
    if (share >= 0.8) return { target, share };
  }
  return null;
}

/**
 * The proposal for each header: header words first, confirmed (surer) or overruled by the
 * values when the header says nothing; a field taken by a surer column leaves the others on
 * "ignore" (address and note may take several columns).
 */
export function proposeMapping(
  headers: readonly string[],
  sampleRows: readonly Readonly<Record<string, string>>[],
): ProposedColumn[] {
  const proposals = headers.map((header) => {
    const values = sampleRows
      .map((row) => row[header]?.trim() ?? "")
      .filter((value) => value !== "");
    const byHeader = headerTarget(header);
    const byValues = valueTarget(values);
    let guess: { target: MappingTarget; confidence: number } = { target: "ignore", confidence: 0 };
    if (byHeader && byValues && byHeader.target === byValues.target) {
      guess = { target: byHeader.target, confidence: 1 };
    } else if (byHeader && byHeader.target !== "ignore") {
      guess = byHeader;
    } else if (byValues) {
      guess = { target: byValues.target, confidence: Math.round(byValues.share * 70) / 100 };
    } else if (byHeader) {
      guess = byHeader;
    }
    return { header, ...guess, samples: values.slice(0, 3) };
  });
  const sharable: ReadonlySet<MappingTarget> = new Set(["address", "note", "ignore"]);
  const best = new Map<MappingTarget, ProposedColumn>();
  for (const proposal of proposals) {
    if (sharable.has(proposal.target)) continue;
    const current = best.get(proposal.target);
    if (!current || proposal.confidence > current.confidence) best.set(proposal.target, proposal);
  }
  return proposals.map((proposal) =>
    sharable.has(proposal.target) || best.get(proposal.target) === proposal
      ? proposal
      : { ...proposal, target: "ignore", confidence: 0 },
  );
}

/** A remembered mapping applied to this file's headers (which may differ in case or spacing). */
export function rememberedProposal(
  headers: readonly string[],
  sampleRows: readonly Readonly<Record<string, string>>[],
  saved: ColumnMapping,
): ProposedColumn[] {
  const byKey = new Map(
    Object.entries(saved).map(([header, target]) => [normaliseHeader(header), target]),
  );
  return headers.map((header) => ({
    header,
    target: byKey.get(normaliseHeader(header)) ?? "ignore",
    confidence: 1,
    samples: sampleRows
      .map((row) => row[header]?.trim() ?? "")
      .filter((value) => value !== "")
      .slice(0, 3),
  }));
}

/** The proposal as a mapping, as startBulkRequest takes it. */
export function mappingOf(columns: readonly ProposedColumn[]): ColumnMapping {
  return Object.fromEntries(columns.map((column) => [column.header, column.target]));
}
