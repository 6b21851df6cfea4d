import { type ColumnMapping, mappingTargetLabels } from "@tierwise/common/company-requests";
import { z } from "zod";
import { ValidationError } from "../../core/errors.ts";
import { normaliseHeader } from "../company-requests/bulk/propose-mapping.ts";

/**
 * The columns of a relations file (customer, supplier, part, site address, country, lat/lng) or
 * of a facility list in the Open Supply Hub layout (country, name, address, sector, lat, lng).
 * A file without a customer column is a facility list: its rows become sites of the supplier.
 */
export const relationTargets = [
  "customerName",
  "customerCountry",
  "supplierName",
  "supplierCountry",
  "part",
  "siteName",
  "siteAddress",
  "siteCountry",
  "latitude",
  "longitude",
  "ignore",
] as const;
export type RelationTarget = (typeof relationTargets)[number];
export type RelationMapping = Record<string, RelationTarget>;

export const relationMappingSchema = z.record(z.string().min(1), z.enum(relationTargets));

/** What a file is read as: rows of supplier → customer, or sites of companies. */
export const nTierUploadKinds = ["relations", "facilities"] as const;
export type NTierUploadKind = (typeof nTierUploadKinds)[number];

/** Each column as the mapping step names it; "Don't import" is the bulk upload's word. */
export const relationTargetLabels: Readonly<Record<RelationTarget, string>> = {
  customerName: "Customer",
  customerCountry: "Customer country",
  supplierName: "Supplier or facility name",
  supplierCountry: "Supplier country",
  part: "Part or product",
  siteName: "Site name",
  siteAddress: "Site address",
  siteCountry: "Site country",
  latitude: "Latitude",
  longitude: "Longitude",
  ignore: mappingTargetLabels.ignore,
};

/**
 * Header words per column, normalised as the bulk upload normalises them. Bare "country" and
 * "name" are the supplier's: a facility list names the facility's company and its country so.
 */
const synonyms: Readonly<Record<Exclude<RelationTarget, "ignore">, readonly string[]>> = {
  customerName: ["customer", "customername", "buyer", "buyername", "client", "clientname"],
  customerCountry: ["customercountry", "buyercountry", "clientcountry"],
  supplierName: [
    "supplier",
    "suppliername",
    "vendor",
    "vendorname",
    "name",
    "company",
    "companyname",
    "facility",
    "facilityname",
    "manufacturer",
  ],
  supplierCountry: ["suppliercountry", "vendorcountry", "country", "countrycode", "countryname"],
  part: ["part", "parts", "partname", "product", "products", "material", "commodity", "item"],
  siteName: ["site", "sitename", "plant", "plantname"],
  siteAddress: ["address", "siteaddress", "plantaddress", "facilityaddress", "street"],
  siteCountry: ["sitecountry", "plantcountry"],
  latitude: ["lat", "latitude", "sitelat", "sitelatitude"],
  longitude: ["lng", "lon", "long", "longitude", "sitelng", "sitelon", "sitelongitude"],
};

const targetOfHeader = new Map<string, RelationTarget>(
  Object.entries(synonyms).flatMap(([target, words]) =>
    words.map((word) => [word, target as RelationTarget] as const),
  ),
);

/** The first header of each known kind gets its target; the rest are left out ("ignore"). */
export function proposeRelationMapping(headers: readonly string[]): RelationMapping {
  const mapping: RelationMapping = {};
  const taken = new Set<RelationTarget>();
  for (const header of headers) {
    const target = targetOfHeader.get(normaliseHeader(header));
    if (target && !taken.has(target)) {
      mapping[header] = target;
      taken.add(target);
    } else mapping[header] = "ignore";
  }
  return mapping;
}

/** The headers mapped to a target, in file order. */
export function headersOf(mapping: RelationMapping, target: RelationTarget): string[] {
  return Object.entries(mapping)
    .filter(([, t]) => t === target)
    .map(([header]) => header);
}

/**
 * One side's columns as a supplier-list mapping, so its cells are cleaned exactly as the bulk
 * request upload cleans a supplier's name and country (import/supplier-row.ts).
 */
export function sideMapping(
  mapping: RelationMapping,
  side: "customer" | "supplier",
): ColumnMapping {
  const out: ColumnMapping = {};
  for (const header of headersOf(mapping, `${side}Name`)) out[header] = "companyName";
  for (const header of headersOf(mapping, `${side}Country`)) out[header] = "country";
  return out;
}

/** The kind a mapping reads a file as when none is chosen: a customer column makes relations. */
export const kindOfMapping = (mapping: RelationMapping): NTierUploadKind =>
  headersOf(mapping, "customerName").length > 0 ? "relations" : "facilities";

const mapOne = (target: RelationTarget) => `Map one column to ${relationTargetLabels[target]}.`;

/**
 * Why a mapping cannot read the file, as sentences (none when it can): every header must be
 * the file's; relations need the customer and the supplier; a facility list needs the
 * facility's name (unless all its sites are one chosen company's), a country and both
 * coordinates, since a row without them is no site; a facility list has no customer.
 */
export function mappingProblems(
  headers: readonly string[],
  mapping: RelationMapping,
  kind: NTierUploadKind,
  oneCompany: boolean,
): string[] {
  const missing = Object.keys(mapping).filter((header) => !headers.includes(header));
  if (missing.length > 0) return [`The file has no column "${missing[0]}".`];
  const has = (target: RelationTarget) => headersOf(mapping, target).length > 0;
  const problems: string[] = [];
  if (kind === "relations") {
    if (oneCompany) problems.push("Only a facility list can be the sites of one company.");
    for (const target of ["customerName", "supplierName"] as const)
      if (!has(target)) problems.push(mapOne(target));
    return problems;
  }
  if (has("customerName") || has("customerCountry"))
    problems.push(
      `A facility list has no customer: import its customer columns as ${relationTargetLabels.ignore}.`,
    );
  if (!oneCompany && !has("supplierName")) problems.push(mapOne("supplierName"));
  if (!has("supplierCountry") && !has("siteCountry"))
    problems.push(
      `Map one column to ${relationTargetLabels.supplierCountry} or ${relationTargetLabels.siteCountry}.`,
    );
  for (const target of ["latitude", "longitude"] as const)
    if (!has(target)) problems.push(mapOne(target));
  return problems;
}

/** The mapping, or a ValidationError at "mapping" listing every problem. */
export function checkedMapping(
  headers: readonly string[],
  mapping: RelationMapping,
  kind: NTierUploadKind,
  oneCompany: boolean,
): RelationMapping {
  const problems = mappingProblems(headers, mapping, kind, oneCompany);
  if (problems.length > 0)
    throw new ValidationError(problems.map((message) => ({ path: "mapping", message })));
  return mapping;
}
