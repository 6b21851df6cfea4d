import {
  type ColumnMapping,
  type MappingTarget,
  requestFieldLabels,
  requestMessages,
} from "@tierwise/common/company-requests";
import { companyRequestInputSchema } from "@tierwise/common/inputs/company-requests";
import { cellBoolean, cellText, isPlaceholder } from "./cell-values.ts";
import { countryCodeOf } from "./country-aliases.ts";
import { splitPlace, tidyAddress, tidyText, withoutNote } from "./supplier-cells.ts";

/**
 * One row of a customer's supplier list, read through a column mapping (header → our field) and
 * cleaned into the fields of a company request. Shared by bulk requests in the browser and by
 * `npm run import -- --map`, so both read a list the same way.
 */

/** The request fields a row can give, cleaned; absent when blank. */
export type SupplierFields = {
  companyName?: string;
  legalName?: string;
  website?: string;
  country?: string;
  state?: string;
  city?: string;
  address?: string;
  zipCode?: string;
  note?: string;
  uei?: string;
  taxId?: string;
  cageCode?: string;
  duns?: string;
  outOfBusiness?: boolean;
  branchind?: boolean;
};
type TextField = Exclude<keyof SupplierFields, "outOfBusiness" | "branchind">;

export type CleanedSupplierRow = {
  fields: SupplierFields;
  /** Kept, but changed or left out: the user should look. */
  warnings: string[];
  /** Why the row cannot be used; empty for a usable row. */
  errors: string[];
};

/** Fields several columns may fill together ("Address 1", "Address 2"). */
const joined: Partial<Record<MappingTarget, string>> = { address: ", ", note: "; " };
/** Identifier-like fields: a note beside the value is dropped with a warning. */
const identifierFields: readonly TextField[] = ["duns", "zipCode", "uei", "taxId", "cageCode"];

/** The cells of each target, in the order of the mapping's columns, blanks left out. */
function cellsByTarget(
  raw: Readonly<Record<string, unknown>>,
  mapping: ColumnMapping,
): Map<MappingTarget, string[]> {
  const cells = new Map<MappingTarget, string[]>();
  for (const [header, target] of Object.entries(mapping)) {
    if (target === "ignore") continue;
    const value = cellText(raw[header]);
    if (value === undefined) continue;
    const text = tidyText(String(value));
    // Hidden characters around "n/a" are only gone once tidied.
    if (text === "" || isPlaceholder(text)) continue;
    cells.set(target, [...(cells.get(target) ?? []), text]);
  }
  return cells;
}

/** A DUNS number as written ("80-473-5132", "804 735 132"), or as a spreadsheet kept it. */
function dunsOf(text: string, warnings: string[]): string {
  const compact = text.replace(/[\s.-]/g, "");
  // Spreadsheets store a DUNS typed as a number and drop its leading zeros.
  if (/^\d{7,8}$/.test(compact)) {
    const padded = compact.padStart(9, "0");
    warnings.push(`DUNS ${compact} read as ${padded} (a spreadsheet drops leading zeros).`);
    return padded;
  }
  return compact;
}

/** Cleans one row; `raw` holds the cells by header (text, or spreadsheet values). */
export function cleanSupplierRow(
  raw: Readonly<Record<string, unknown>>,
  mapping: ColumnMapping,
): CleanedSupplierRow {
  const cells = cellsByTarget(raw, mapping);
  const warnings: string[] = [];
  const fields: SupplierFields = {};
  const text: Partial<Record<TextField, string>> = {};
  for (const [target, values] of cells) {
    if (target === "outOfBusiness" || target === "branchind") continue;
    const separator = joined[target];
    text[target as TextField] = separator ? values.join(separator) : values[0];
  }

  for (const field of identifierFields) {
    const value = text[field];
    const noted = value ? withoutNote(value) : null;
    if (noted) {
      warnings.push(requestMessages.numberWithNote(noted.kept, noted.original));
      text[field] = noted.kept;
    }
  }
  if (text.duns) text.duns = dunsOf(text.duns, warnings);

  // A place column ("Headquarters Location") mapped to city: "Saint Paul, Minnesota".
  let placeCountry: string | null = null;
  let placeState: string | null = null;
  if (text.city?.includes(",")) {
    const place = splitPlace(text.city);
    text.city = place.city ?? undefined;
    if (place.state && !text.state) {
      text.state = place.state;
      placeState = place.state;
    }
    placeCountry = place.country;
  }
  for (const field of ["address", "city", "state"] as const) {
    const value = text[field];
    if (value !== undefined) text[field] = tidyAddress(value) || undefined;
  }

  let country: string | null = null;
  if (text.country) {
    country = countryCodeOf(text.country);
    if (!country) warnings.push(requestMessages.unknownCountry(text.country));
  }
  // "Hamburg, DE" beside a country column saying Germany: DE was the country, not Delaware.
  if (country && country !== placeCountry && placeState && countryCodeOf(placeState) === country) {
    text.state = undefined;
  }
  // A place in a US state ("Austin, TX", "Washington, D.C.") is in the US unless a country
  // column says otherwise.
  country ??= placeCountry;

  for (const [field, value] of Object.entries(text) as [TextField, string | undefined][]) {
    if (field !== "country" && value) fields[field] = value;
  }
  if (country) fields.country = country;
  for (const field of ["outOfBusiness", "branchind"] as const) {
    const value = cells.get(field)?.[0];
    if (value === undefined) continue;
    const flag = cellBoolean(value);
    if (typeof flag === "boolean") fields[field] = flag;
    else warnings.push(`${requestFieldLabels[field]}: "${value}" is not yes or no; read as no.`);
  }
  return { fields, warnings, errors: validationErrors(fields) };
}

/** The request form's own rules (common's input schema), one sentence per broken rule. */
function validationErrors(fields: SupplierFields): string[] {
  const parsed = companyRequestInputSchema.safeParse(fields);
  if (parsed.success) return [];
  const errors = parsed.error.issues.map((issue) => {
    const field = String(issue.path[0] ?? "");
    const label = requestFieldLabels[field as keyof typeof requestFieldLabels];
    // The schema's own sentences name their field; generic ones ("Must be … or less") do not.
    return label && /^Must /.test(issue.message) ? `${label}: ${issue.message}` : issue.message;
  });
  return [...new Set(errors)];
}
