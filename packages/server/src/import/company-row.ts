import { familyRoles } from "@tierwise/common/company-profile";
import { z } from "zod";
import { companyStatusCodes } from "../features/companies/company.table.ts";
import {
  cellDateTime,
  cellLeadingYear,
  cellNumber,
  cellStringList,
  cellText,
  describeIssues,
  isBlank,
  shown,
} from "./cell-values.ts";

/** The company fields a companies file may carry, in the order the report lists them. */
export const companyFileFields = [
  "displayName",
  "legalName",
  "duns",
  "globalId",
  "slug",
  "statusCode",
  "countryCode",
  "region",
  "city",
  "latitude",
  "longitude",
  "naicsCode",
  "naicsTitle",
  "sector",
  "employeeCount",
  "foundedYear",
  "website",
  "logoUrl",
  "familyRoleCode",
  "parentDuns",
  "tags",
  "source",
  "fetchedAt",
] as const;
export type CompanyFileField = (typeof companyFileFields)[number];

/** Other spellings people use for a few headers. */
export const companyColumnAliases: Readonly<Record<string, CompanyFileField>> = {
  name: "displayName",
  companyname: "displayName",
  country: "countryCode",
  status: "statusCode",
  naics: "naicsCode",
  employees: "employeeCount",
  lat: "latitude",
  lon: "longitude",
  lng: "longitude",
  parent: "parentDuns",
  provider: "source",
  // The S&P 500 constituents list (datasets/s-and-p-500-companies) and files like it.
  founded: "foundedYear",
  gicssector: "sector",
};

/** D&B numbers: the database's rule (nine digits); dashes and spaces are dropped first. */
export const dunsPattern = /^[0-9]{9}$/;

/**
 * DUNS from a cell. Spreadsheets store DUNS typed as numbers without their leading zeros, so a
 * number cell is padded back to nine digits; text must already have all nine.
 */
export function cellDuns(value: unknown): unknown {
  if (isBlank(value)) return undefined;
  if (typeof value === "number" && Number.isInteger(value) && value >= 0 && value < 1e9) {
    return String(value).padStart(9, "0");
  }
  if (typeof value === "string") return value.trim().replace(/[\s-]/g, "");
  return value;
}

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });
/** ISO 3166 alpha-2: two letters that name a region. */
export function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code)) return false;
  const name = regionNames.of(code);
  return name !== undefined && name !== code && name !== "Unknown Region";
}

/** Trimmed text passed through `change`; blank stays undefined, other types stay as they are. */
function textWith(value: unknown, change: (text: string) => string): unknown {
  const text = cellText(value);
  return typeof text === "string" ? change(text) : text;
}

const text = (max: number) =>
  z.preprocess(cellText, z.string().max(max).optional()) as z.ZodType<string | undefined>;
const number = (check: (n: z.ZodNumber) => z.ZodNumber) =>
  z.preprocess(cellNumber, check(z.number()).optional()) as z.ZodType<number | undefined>;

const url = z.preprocess(
  (value) => {
    const t = cellText(value);
    // A bare domain is a website too: "www.example.com" → "https://www.example.com".
    return typeof t === "string" && /^[\w-]+(\.[\w-]+)+(\/.*)?$/.test(t) ? `https://${t}` : t;
  },
  z
    .string()
    .max(2000)
    .refine((t) => URL.canParse(t) && /^https?:$/.test(new URL(t).protocol), {
      message: "must be a web address starting with http:// or https://",
    })
    .optional(),
) as z.ZodType<string | undefined>;

const duns = z.preprocess(
  cellDuns,
  z.string().regex(dunsPattern, { message: "must be nine digits" }).optional(),
) as z.ZodType<string | undefined>;

const currentYear = new Date().getUTCFullYear();

/** One row of a companies file after validation; absent keys were blank in the file. */
export const companyRowSchema = z.object({
  displayName: text(300),
  legalName: text(300),
  duns,
  globalId: text(100),
  slug: z.preprocess(
    (value) => textWith(value, (t) => t.toLowerCase()),
    z
      .string()
      .max(200)
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
        message: "must be lower-case letters, digits and single dashes",
      })
      .optional(),
  ) as z.ZodType<string | undefined>,
  statusCode: z.preprocess(
    (value) => textWith(value, (t) => t.toLowerCase()),
    z.enum(companyStatusCodes).optional(),
  ),
  countryCode: z.preprocess(
    (value) => textWith(value, (t) => t.toUpperCase()),
    z
      .string()
      .refine(isCountryCode, { message: "must be a two-letter ISO country code such as DE" })
      .optional(),
  ) as z.ZodType<string | undefined>,
  region: text(200),
  city: text(200),
  latitude: number((n) => n.min(-90).max(90)),
  longitude: number((n) => n.min(-180).max(180)),
  naicsCode: z.preprocess(
    cellText,
    z
      .string()
      .regex(/^\d{2,6}$/, { message: "must be a NAICS code of two to six digits" })
      .optional(),
  ) as z.ZodType<string | undefined>,
  naicsTitle: text(300),
  sector: text(200),
  employeeCount: number((n) => n.int().min(0)),
  foundedYear: number((n) =>
    n
      .int()
      .min(1000)
      .max(currentYear + 1),
  ),
  website: url,
  logoUrl: url,
  familyRoleCode: z.preprocess(
    cellText,
    z
      .string()
      .refine((code) => code in familyRoles, {
        message: `must be a D&B family role code (${Object.keys(familyRoles).join(", ")})`,
      })
      .optional(),
  ) as z.ZodType<string | undefined>,
  parentDuns: duns,
  tags: z.preprocess(cellStringList, z.array(z.string().min(1).max(100)).max(50).optional()),
  source: z.preprocess(
    (value) => textWith(value, (t) => t.toLowerCase()),
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9_.-]{0,49}$/, {
        message: "must be a provider name such as dnb or pitchbook",
      })
      .optional(),
  ) as z.ZodType<string | undefined>,
  fetchedAt: z.preprocess(
    (value) => cellDateTime(value),
    z
      .string()
      .refine((t) => /^\d{4}-\d{2}-\d{2}/.test(t) && !Number.isNaN(Date.parse(t)), {
        message: "must be a date or date and time like 2024-03-31T09:30:00Z",
      })
      .optional(),
  ) as z.ZodType<string | undefined>,
});
export type CompanyRow = z.infer<typeof companyRowSchema>;

/**
 * Columns a row cannot do without when they are bad: the identifiers say which company the row
 * is (dropping a mistyped DUNS could match or create the wrong one), and source and fetchedAt
 * decide whether each value may replace a stored one. A bad cell elsewhere only loses that cell.
 */
const rowLevelFields: ReadonlySet<string> = new Set<CompanyFileField>([
  "displayName",
  "duns",
  "globalId",
  "slug",
  "source",
  "fetchedAt",
]);

export type ParsedCompanyRow =
  | { ok: true; data: CompanyRow; warnings: string[] }
  | { ok: false; reasons: string[] };

/**
 * Validates a row's cells. An invalid optional cell is left out of the row (a new company gets
 * no value, a stored one keeps its own) with a warning; a founding year given with notes keeps
 * its leading year. The row is rejected only for an invalid identifier, source or fetchedAt,
 * with every reason, so one look at the report fixes the row.
 */
export function parseCompanyRow(cells: Record<string, unknown>): ParsedCompanyRow {
  const input = { ...cells };
  const warnings = new Map<string, string[]>();
  const warn = (field: string, reason: string) =>
    warnings.set(field, [...(warnings.get(field) ?? []), reason]);
  const year = cellLeadingYear(input.foundedYear);
  if (year !== undefined) {
    warn("foundedYear", `foundedYear read as ${year} from ${shown(input.foundedYear)}`);
    input.foundedYear = year;
  }
  const parsed = companyRowSchema.safeParse(input);
  if (!parsed.success) {
    const reasons = describeIssues(parsed.error, input);
    const fields = parsed.error.issues.map((issue) => String(issue.path[0] ?? ""));
    if (fields.some((field) => rowLevelFields.has(field) || field === "")) {
      return { ok: false, reasons };
    }
    fields.forEach((field, i) => {
      delete input[field];
      warn(field, `Not imported: ${reasons[i]}`);
    });
  }
  const kept = parsed.success ? parsed : companyRowSchema.safeParse(input);
  // Only the invalid cells were removed and blanks are always valid, so this cannot fail.
  if (!kept.success) return { ok: false, reasons: describeIssues(kept.error, input) };
  // In the order the fields are listed, whatever the order of the file's columns.
  const ordered = companyFileFields.flatMap((field) => warnings.get(field) ?? []);
  return { ok: true, data: kept.data, warnings: ordered };
}
