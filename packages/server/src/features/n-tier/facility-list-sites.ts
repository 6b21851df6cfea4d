import { cellNumber } from "../../import/cell-values.ts";
import { countryCodeOf } from "../../import/country-aliases.ts";
import { tidyAddress, tidyText } from "../../import/supplier-cells.ts";
import type { NTierUploadSite } from "./relations-upload.table.ts";
import { headersOf, type RelationMapping } from "./relations-upload-mapping.ts";

/** The ranges a coordinate must be in; a swapped or mistyped one is refused, not moved. */
export const coordinateRanges = {
  latitude: { min: -90, max: 90, label: "Latitude" },
  longitude: { min: -180, max: 180, label: "Longitude" },
} as const;

const firstCell = (raw: Readonly<Record<string, string>>, headers: readonly string[]) => {
  for (const header of headers) {
    const text = tidyText(raw[header] ?? "");
    if (text !== "") return text;
  }
  return undefined;
};

/** A coordinate cell as a number in range, or why not; undefined when the cell is blank. */
function coordinate(
  text: string | undefined,
  axis: keyof typeof coordinateRanges,
): number | string | undefined {
  if (text === undefined) return undefined;
  const { min, max, label } = coordinateRanges[axis];
  // A decimal comma ("50,11") is how much of Europe writes coordinates.
  const value = cellNumber(/^[+-]?\d+,\d+$/.test(text) ? text.replace(",", ".") : text);
  if (typeof value !== "number" || !Number.isFinite(value))
    return `${label} "${text}" is not a number.`;
  if (value < min || value > max) return `${label} ${text} is not between ${min} and ${max}.`;
  return value;
}

/**
 * The site a row gives: its name, address (tidied as supplier addresses are), country (a site
 * country column, else the supplier's) and coordinates, validated. `site` is null when the row
 * has no coordinates; `errors` say which coordinate is wrong and why. `namedByName`: the
 * sites are all one chosen company's, so the name column (a facility's name) names the site.
 */
export function siteOfRow(
  raw: Readonly<Record<string, string>>,
  mapping: RelationMapping,
  supplierCountry: string | undefined,
  namedByName = false,
): { site: NTierUploadSite | null; errors: string[]; warnings: string[] } {
  const latitude = coordinate(firstCell(raw, headersOf(mapping, "latitude")), "latitude");
  const longitude = coordinate(firstCell(raw, headersOf(mapping, "longitude")), "longitude");
  const errors = [latitude, longitude].filter((v): v is string => typeof v === "string");
  if (latitude === undefined && longitude !== undefined) errors.push("Latitude is missing.");
  if (longitude === undefined && latitude !== undefined) errors.push("Longitude is missing.");
  if (errors.length > 0 || typeof latitude !== "number" || typeof longitude !== "number")
    return { site: null, errors, warnings: [] };
  const warnings: string[] = [];
  const countryText = firstCell(raw, headersOf(mapping, "siteCountry"));
  let countryCode = supplierCountry;
  if (countryText) {
    const code = countryCodeOf(countryText);
    if (code) countryCode = code;
    else warnings.push(`Site country "${countryText}" is not a country we know.`);
  }
  const name = firstCell(raw, [
    ...headersOf(mapping, "siteName"),
    ...(namedByName ? headersOf(mapping, "supplierName") : []),
  ]);
  const addressText = headersOf(mapping, "siteAddress")
    .map((header) => raw[header] ?? "")
    .filter((cell) => cell.trim() !== "")
    .join(", ");
  const address = tidyAddress(addressText) || undefined;
  return {
    site: {
      latitude,
      longitude,
      ...(name ? { name } : {}),
      ...(address ? { address } : {}),
      ...(countryCode ? { countryCode } : {}),
    },
    errors: [],
    warnings,
  };
}
