import { countryName } from "@tierwise/common/countries";
import type { Company } from "../companies/company.table.ts";
import type { CellValue } from "./csv-cells.ts";

export type CompanyExportColumn = {
  header: string;
  value(company: Company, links: { publicUrl: string }): CellValue;
  /** Excel number format for numeric columns. */
  numFmt?: string;
  /** Column width in characters (XLSX). */
  width: number;
};

const join = (...parts: (string | null)[]) =>
  parts.filter((part): part is string => !!part).join(" ") || null;

/** The columns of a company export, in file order (same for CSV and XLSX). */
export const companyExportColumns: readonly CompanyExportColumn[] = [
  { header: "Display name", value: (c) => c.displayName, width: 32 },
  { header: "Legal name", value: (c) => c.legalName, width: 32 },
  // Text, not a number: DUNS numbers keep their leading zeros.
  { header: "DUNS", value: (c) => c.duns, width: 12 },
  { header: "Global ID", value: (c) => c.globalId, width: 16 },
  { header: "Status", value: (c) => c.statusCode, width: 14 },
  {
    header: "Country",
    value: (c) => (c.countryCode ? (countryName(c.countryCode) ?? c.countryCode) : null),
    width: 20,
  },
  { header: "Region", value: (c) => c.region, width: 20 },
  { header: "City", value: (c) => c.city, width: 20 },
  { header: "Industry (NAICS)", value: (c) => join(c.naicsCode, c.naicsTitle), width: 36 },
  { header: "Sector", value: (c) => c.sector, width: 24 },
  { header: "Employees", value: (c) => c.employeeCount, numFmt: "#,##0", width: 12 },
  { header: "Revenue (USD)", value: (c) => c.revenueUsd, numFmt: "#,##0", width: 18 },
  // Stored in percent units (12.5 means 12.5 %), as the search metric is.
  { header: "Revenue growth (%)", value: (c) => c.revenueGrowth, numFmt: "0.0", width: 12 },
  { header: "Credit score", value: (c) => c.creditScore, numFmt: "0", width: 10 },
  { header: "Credit rating", value: (c) => c.creditRating, width: 10 },
  { header: "Agency rating", value: (c) => c.creditAgencyRating, width: 10 },
  { header: "Fraud score", value: (c) => c.fraudScore, numFmt: "0", width: 10 },
  { header: "Viability rating", value: (c) => c.viabilityScore, numFmt: "0", width: 10 },
  { header: "Security rating", value: (c) => c.securityRating, numFmt: "0", width: 10 },
  { header: "Security grade", value: (c) => c.securityGrade, width: 10 },
  { header: "ESG score", value: (c) => c.esgScore, numFmt: "0.0", width: 10 },
  { header: "Current ratio", value: (c) => c.currentRatio, numFmt: "0.00", width: 10 },
  { header: "Quick ratio", value: (c) => c.quickRatio, numFmt: "0.00", width: 10 },
  { header: "Altman Z-score", value: (c) => c.altmanZScore, numFmt: "0.00", width: 10 },
  { header: "Website", value: (c) => c.website, width: 28 },
  {
    header: "Profile URL",
    value: (c, links) => `${links.publicUrl}/company/${encodeURIComponent(c.slug)}`,
    width: 48,
  },
];

export const companyExportHeaders = companyExportColumns.map((column) => column.header);

export function companyExportRow(company: Company, links: { publicUrl: string }): CellValue[] {
  return companyExportColumns.map((column) => column.value(company, links));
}
