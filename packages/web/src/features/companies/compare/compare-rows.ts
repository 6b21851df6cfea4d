import { numericMetrics } from "@tierwise/common/company-search";
import {
  formatAbbreviatedNumber,
  formatCurrency,
  formatPercent,
  missingValue,
} from "@tierwise/common/formatting";
import { companyPlaceLabel } from "../company-place.ts";
import type { CompareCompany, CompareFinancialYear, RiskArea } from "./compare.graphql.ts";

/**
 * The rows of the side-by-side table, by section. A numeric row says which direction is better
 * so the best value per row can be highlighted; rows of text (ratings, grades) have none.
 */

export type Better = "higher" | "lower";

export type CompareRow = {
  key: string;
  label: string;
  /** The number the best value is chosen by; null when there is none to compare. */
  value: (company: CompareCompany) => number | null;
  /** What the cell shows. */
  display: (company: CompareCompany) => string;
  better?: Better;
  /** Values in different units (currencies) are not comparable: no best value then. */
  unit?: (company: CompareCompany) => string | null;
};

export type CompareSection = { key: string; title: string; rows: CompareRow[] };

const forcedLabourLevels = ["low", "medium", "high"] as const;
type ForcedLabourLevel = (typeof forcedLabourLevels)[number];

function plain(value: number | null, digits = 0): string {
  if (value === null || !Number.isFinite(value)) return missingValue;
  return new Intl.NumberFormat("en-US", {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

function text(value: string | null | undefined): string {
  return value?.trim() ? value : missingValue;
}

/** The newest fiscal year (the server lists them oldest first). */
export function latestYear(company: CompareCompany): CompareFinancialYear | null {
  return company.financials.at(-1) ?? null;
}

function riskRecords(company: CompareCompany, area: RiskArea): unknown[] | null {
  const found = company.profile.find((entry) => entry.area === area);
  if (!found) return null;
  return Array.isArray(found.records) ? found.records : [];
}

/** How many records an area holds; null when no provider has delivered the area. */
export function riskCount(company: CompareCompany, area: RiskArea): number | null {
  return riskRecords(company, area)?.length ?? null;
}

/** The highest forced-labour risk among the company's regions ("none" with no regions). */
export function forcedLabourLevel(company: CompareCompany): ForcedLabourLevel | "none" | null {
  const records = riskRecords(company, "forcedLaborRisks");
  if (records === null) return null;
  let highest = -1;
  for (const record of records) {
    const risk = (record as { risk?: unknown } | null)?.risk;
    highest = Math.max(highest, forcedLabourLevels.indexOf(risk as ForcedLabourLevel));
  }
  return highest < 0 ? "none" : (forcedLabourLevels[highest] ?? "none");
}

const levelLabels = { none: "None", low: "Low", medium: "Medium", high: "High" } as const;

export function locationLabel(company: CompareCompany): string {
  const place = company.locations.find((location) => location.hq) ?? company.locations[0];
  if (!place) return missingValue;
  return text(companyPlaceLabel(place));
}

const statusLabels: Readonly<Record<string, string>> = {
  active: "Active",
  closed: "Closed",
  draft: "Draft",
  deleted: "Deleted",
};

function financialRow(
  key: keyof Pick<CompareFinancialYear, "revenue" | "netIncome" | "totalAssets" | "totalEquity">,
  label: string,
): CompareRow {
  return {
    key: `financials.${key}`,
    label,
    better: "higher",
    value: (company) => latestYear(company)?.[key] ?? null,
    unit: (company) => latestYear(company)?.currency ?? null,
    display: (company) => {
      const year = latestYear(company);
      return year ? formatCurrency(year[key], year.currency, { abbreviate: true }) : missingValue;
    },
  };
}

function ratioRow(
  key: "currentRatio" | "quickRatio",
  label: string,
  better: Better = "higher",
): CompareRow {
  return {
    key: `financials.${key}`,
    label,
    better,
    value: (company) => latestYear(company)?.ratios[key] ?? null,
    display: (company) => plain(latestYear(company)?.ratios[key] ?? null, 2),
  };
}

const altmanZoneLabels: Readonly<Record<string, string>> = {
  safe: "safe zone",
  grey: "grey zone",
  distress: "distress zone",
};

export const compareSections: readonly CompareSection[] = [
  {
    key: "identity",
    title: "Identity",
    rows: [
      { key: "location", label: "Location", value: () => null, display: locationLabel },
      {
        key: "industry",
        label: "Industry",
        value: () => null,
        display: (company) => text(company.naicsTitle ?? company.sector),
      },
      {
        key: "status",
        label: "Status",
        value: () => null,
        display: (company) => statusLabels[company.statusCode] ?? company.statusCode,
      },
    ],
  },
  {
    key: "metrics",
    title: "Metrics",
    rows: [
      {
        key: "employees",
        label: numericMetrics.employeeCount.label,
        better: "higher",
        value: (company) => company.metrics.employeeCount,
        display: (company) => plain(company.metrics.employeeCount),
      },
      {
        key: "revenue",
        label: numericMetrics.revenueUsd.label,
        better: "higher",
        value: (company) => company.metrics.revenueUsd,
        display: (company) =>
          formatCurrency(company.metrics.revenueUsd, "USD", { abbreviate: true }),
      },
      {
        key: "revenueGrowth",
        label: numericMetrics.revenueGrowth.label,
        better: "higher",
        value: (company) => company.metrics.revenueGrowth,
        display: (company) => formatPercent(company.metrics.revenueGrowth),
      },
      {
        key: "creditScore",
        label: numericMetrics.creditScore.label,
        better: "higher",
        value: (company) => company.metrics.creditScore,
        display: (company) => plain(company.metrics.creditScore),
      },
      {
        key: "creditRating",
        label: "Credit rating",
        value: () => null,
        display: (company) => text(company.metrics.creditRating),
      },
      {
        key: "agencyRating",
        label: "Agency rating",
        value: () => null,
        display: (company) => text(company.metrics.creditAgencyRating),
      },
      {
        // A higher fraud score means a higher fraud risk.
        key: "fraudScore",
        label: numericMetrics.fraudScore.label,
        better: "lower",
        value: (company) => company.metrics.fraudScore,
        display: (company) => plain(company.metrics.fraudScore),
      },
      {
        // D&B viability: 1 is the lowest risk of becoming inactive, 9 the highest.
        key: "viability",
        label: numericMetrics.viabilityScore.label,
        better: "lower",
        value: (company) => company.metrics.viabilityScore,
        display: (company) => plain(company.metrics.viabilityScore),
      },
      {
        key: "securityRating",
        label: numericMetrics.securityRating.label,
        better: "higher",
        value: (company) => company.metrics.securityRating,
        display: (company) => plain(company.metrics.securityRating),
      },
      {
        key: "securityGrade",
        label: "Security grade",
        value: () => null,
        display: (company) => text(company.metrics.securityGrade),
      },
      {
        key: "esgScore",
        label: numericMetrics.esgScore.label,
        better: "higher",
        value: (company) => company.metrics.esgScore,
        display: (company) => plain(company.metrics.esgScore, 1),
      },
    ],
  },
  {
    key: "risk",
    title: "Risk indicators",
    rows: [
      ...(
        [
          ["sanctions", "Sanctions matches"],
          ["adverseMedia", "Adverse media"],
          ["dataBreaches", "Data breaches"],
        ] as const
      ).map(
        ([area, label]): CompareRow => ({
          key: `risk.${area}`,
          label,
          better: "lower",
          value: (company) => riskCount(company, area),
          display: (company) => plain(riskCount(company, area)),
        }),
      ),
      {
        key: "risk.forcedLabour",
        label: "Forced-labour risk",
        better: "lower",
        value: (company) => {
          const level = forcedLabourLevel(company);
          return level === null ? null : level === "none" ? -1 : forcedLabourLevels.indexOf(level);
        },
        display: (company) => {
          const level = forcedLabourLevel(company);
          return level === null ? missingValue : levelLabels[level];
        },
      },
    ],
  },
  {
    key: "financials",
    title: "Financials (latest year)",
    rows: [
      {
        key: "financials.year",
        label: "Fiscal year",
        value: () => null,
        display: (company) => text(latestYear(company)?.fiscalYear.toString()),
      },
      financialRow("revenue", "Revenue"),
      financialRow("netIncome", "Net income"),
      financialRow("totalAssets", "Total assets"),
      financialRow("totalEquity", "Equity"),
      ratioRow("currentRatio", "Current ratio"),
      ratioRow("quickRatio", "Quick ratio"),
      {
        key: "financials.altmanZ",
        label: "Altman Z-score",
        better: "higher",
        value: (company) => latestYear(company)?.ratios.altmanZScore ?? null,
        display: (company) => {
          const ratios = latestYear(company)?.ratios;
          if (!ratios || ratios.altmanZScore === null) return missingValue;
          const zone = ratios.altmanZone ? altmanZoneLabels[ratios.altmanZone] : undefined;
          return zone
            ? `${plain(ratios.altmanZScore, 2)} (${zone})`
            : plain(ratios.altmanZScore, 2);
        },
      },
    ],
  },
];

/**
 * The ids of the companies holding the best value of a row: none when the row has no direction,
 * fewer than two companies have a value, all values are equal, or units differ. Ties share it.
 */
export function bestCompanyIds(row: CompareRow, companies: readonly CompareCompany[]): Set<string> {
  if (!row.better) return new Set();
  const valued = companies.flatMap((company) => {
    const value = row.value(company);
    return value === null || !Number.isFinite(value) ? [] : [{ id: company.id, value, company }];
  });
  if (valued.length < 2) return new Set();
  if (row.unit) {
    const units = new Set(valued.map((entry) => row.unit?.(entry.company) ?? null));
    if (units.size > 1) return new Set();
  }
  const values = valued.map((entry) => entry.value);
  const best = row.better === "higher" ? Math.max(...values) : Math.min(...values);
  if (values.every((value) => value === best)) return new Set();
  return new Set(valued.filter((entry) => entry.value === best).map((entry) => entry.id));
}

/** Abbreviated numbers for chart axes ("1.5B"). */
export const axisNumber = (value: number) => formatAbbreviatedNumber(value);
