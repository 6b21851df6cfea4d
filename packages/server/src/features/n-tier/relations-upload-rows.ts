import { requestMessages } from "@tierwise/common/company-requests";
import { tidyText } from "../../import/supplier-cells.ts";
import { cleanSupplierRow } from "../../import/supplier-row.ts";
import type { SupplierFileRow } from "../company-requests/bulk/read-supplier-file.ts";
import { siteOfRow } from "./facility-list-sites.ts";
import type { NTierUploadSite } from "./relations-upload.table.ts";
import { headersOf, type RelationMapping, sideMapping } from "./relations-upload-mapping.ts";

/** A side's cleaned name and country, as the matcher is asked about them. */
export type SideFields = { companyName?: string; country?: string };

/** The one company every row of a facility list is a site of, when the person chose one. */
export type SiteCompany = { id: string; name: string };

/** One file row, cleaned and checked before matching. */
export type PlannedRow = {
  rowNumber: number;
  raw: Record<string, string>;
  customer: SideFields | null;
  supplier: SideFields;
  /** The supplier is this company, chosen for the whole file: no name is matched. */
  supplierCompany: SiteCompany | null;
  part: string | null;
  site: NTierUploadSite | null;
  /** Why the row cannot be used; empty for a usable row. */
  errors: string[];
  warnings: string[];
};

const sideLabel = { customer: "Customer", supplier: "Supplier" } as const;

/** One side cleaned as the bulk upload cleans a supplier (names tidied, countries to ISO codes). */
function cleanSide(
  row: SupplierFileRow,
  mapping: RelationMapping,
  side: "customer" | "supplier",
  countryOnly = false,
) {
  const columns = sideMapping(mapping, side);
  if (countryOnly) for (const header of headersOf(mapping, "supplierName")) delete columns[header];
  const cleaned = cleanSupplierRow(row.raw, columns);
  const fields: SideFields = {};
  if (cleaned.fields.companyName) fields.companyName = cleaned.fields.companyName;
  if (cleaned.fields.country) fields.country = cleaned.fields.country;
  const label = sideLabel[side];
  // Without a name column the cleaning asks for a name: the chosen company is the name.
  const errors = countryOnly
    ? cleaned.errors.filter((e) => e !== requestMessages.companyNameRequired)
    : cleaned.errors;
  return {
    fields,
    errors: errors.map((e) => `${label}: ${e}`),
    warnings: cleaned.warnings.map((w) => `${label}: ${w}`),
  };
}

/**
 * Cleans a row of a relations file (`customer` true: a customer column is mapped) or of a
 * facility list (sites only, so coordinates are required). With `siteCompany` every row is a
 * site of that company, and the name column names the site. Every problem is kept as a
 * sentence; a row with any error is reported invalid and never half-used.
 */
export function planRow(
  row: SupplierFileRow,
  mapping: RelationMapping,
  withCustomer: boolean,
  siteCompany: SiteCompany | null = null,
): PlannedRow {
  const supplier = cleanSide(row, mapping, "supplier", siteCompany !== null);
  if (siteCompany) supplier.fields.companyName = siteCompany.name;
  const customer = withCustomer ? cleanSide(row, mapping, "customer") : null;
  const site = siteOfRow(row.raw, mapping, supplier.fields.country, siteCompany !== null);
  const partText = headersOf(mapping, "part")
    .map((header) => tidyText(row.raw[header] ?? ""))
    .find((text) => text !== "");
  const errors = [...row.errors, ...(customer?.errors ?? []), ...supplier.errors, ...site.errors];
  if (!withCustomer && !site.site && site.errors.length === 0)
    errors.push("A facility needs its latitude and longitude.");
  if (
    customer?.fields.companyName &&
    supplier.fields.companyName &&
    customer.fields.companyName.toLowerCase() === supplier.fields.companyName.toLowerCase() &&
    customer.fields.country === supplier.fields.country
  )
    errors.push("The supplier and the customer are the same company.");
  return {
    rowNumber: row.rowNumber,
    raw: row.raw,
    customer: customer?.fields ?? null,
    supplier: supplier.fields,
    supplierCompany: siteCompany,
    part: partText ?? null,
    site: site.site,
    errors,
    warnings: [...(customer?.warnings ?? []), ...supplier.warnings, ...site.warnings],
  };
}
