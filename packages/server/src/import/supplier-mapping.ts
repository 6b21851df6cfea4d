import { readFile } from "node:fs/promises";
import type { ColumnMapping, MappingTarget } from "@tierwise/common/company-requests";
import { columnMappingSchema } from "@tierwise/common/inputs/company-requests";
import type { CompanyFileField } from "./company-row.ts";
import type { ImportReport } from "./import-report.ts";
import { ImportFileError, type ReadRows, type SourceRow } from "./source-row.ts";
import { cleanSupplierRow, type SupplierFields } from "./supplier-row.ts";

/**
 * `npm run import -- <file> --map <mapping.json>`: a supplier list with headers of its own, read
 * through a saved column mapping (a ColumnMapping, as /requests/bulk/create remembers it) and
 * cleaned the way bulk requests clean it (countries to ISO codes, "City, State" split, notes
 * beside identifiers dropped), then imported as companies. Columns the mapping does not name
 * are read as before, by our header names ("Founded" → foundedYear); columns it maps to
 * "ignore" are left out.
 */

/** Request fields that are company fields too, by the companies file's column names. */
const companyFieldOf: Partial<Record<keyof SupplierFields, CompanyFileField>> = {
  companyName: "displayName",
  legalName: "legalName",
  duns: "duns",
  website: "website",
  country: "countryCode",
  state: "region",
  city: "city",
};

/** Reads and checks a mapping file: JSON of header → mapping target, one column to companyName. */
export async function readColumnMapping(mapPath: string): Promise<ColumnMapping> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(mapPath, "utf8"));
  } catch (error) {
    throw new ImportFileError(`Cannot read the mapping ${mapPath}: ${(error as Error).message}`);
  }
  const parsed = columnMappingSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` (at "${issue.path.join(".")}")` : "";
    throw new ImportFileError(
      `The mapping ${mapPath} is not a column mapping: ${issue?.message}${where}`,
    );
  }
  return parsed.data;
}

/**
 * The file's rows as a companies file: mapped columns become the company fields they stand for,
 * cleaned; the cleaning's warnings go to the report; the rest is judged by the companies import.
 */
export function mapSupplierRows(
  file: ReadRows,
  mapping: ColumnMapping,
  report: ImportReport,
): ReadRows {
  const mapped = new Set(Object.keys(mapping));
  for (const header of mapped) {
    if (!file.columns.includes(header))
      report.note(`Mapped column "${header}" is not in the file.`);
  }
  const noCompanyField = new Set<MappingTarget>();
  for (const [header, target] of Object.entries(mapping)) {
    if (target === "ignore" || !file.columns.includes(header)) continue;
    if (!companyFieldOf[target as keyof SupplierFields] && !noCompanyField.has(target)) {
      noCompanyField.add(target);
      report.note(
        `Column "${header}" is mapped to ${target}, which companies do not have; it was ignored.`,
      );
    }
  }
  const passThrough = file.columns.filter((column) => !mapped.has(column));
  const produced = [...new Set(Object.values(companyFieldOf))];
  async function* rows(): AsyncGenerator<SourceRow> {
    for await (const source of file.rows) {
      const { fields, warnings } = cleanSupplierRow(source.values, mapping);
      const values: Record<string, unknown> = {};
      for (const column of passThrough) values[column] = source.values[column];
      for (const [field, column] of Object.entries(companyFieldOf)) {
        const value = fields[field as keyof SupplierFields];
        if (value !== undefined && column) values[column] = value;
      }
      if (warnings.length > 0) {
        report.warn(source.row, String(values.duns ?? values.displayName ?? ""), warnings);
      }
      yield { ...source, values };
    }
  }
  return { columns: [...produced, ...passThrough], rows: rows(), unit: file.unit };
}
