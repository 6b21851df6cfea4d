import type { ColumnMapping } from "@tierwise/common/company-requests";
import { z } from "zod";
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
