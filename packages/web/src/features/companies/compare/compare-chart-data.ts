import { numericMetrics } from "@tierwise/common/company-search";
import type { CompareCompany } from "./compare.graphql.ts";

/** Chart input built from the compared companies; the charts and their text tables share it. */

export const revenueYears = 5;

/** One colour per column, in display order (COMPARE_MAX_COMPANIES allows up to 20). */
const palette = [
  "blue.6",
  "orange.6",
  "teal.6",
  "grape.6",
  "red.6",
  "lime.7",
  "cyan.7",
  "pink.6",
  "yellow.7",
  "indigo.6",
];

export function seriesColor(index: number): string {
  return palette[index % palette.length] as string;
}

/** Series keys are positional: company names may hold dots, which recharts reads as paths. */
export const seriesKey = (index: number) => `company${index}`;

export type RevenuePoint = { year: string } & Record<string, number | string | null>;

export type RevenueChartData = {
  points: RevenuePoint[];
  series: { name: string; label: string; color: string }[];
  /** The reporting currencies; the chart plots amounts as reported. */
  currencies: string[];
};

/** Revenue per fiscal year over the latest five years any compared company reports. */
export function revenueChartData(companies: readonly CompareCompany[]): RevenueChartData {
  const years = [
    ...new Set(companies.flatMap((company) => company.financials.map((year) => year.fiscalYear))),
  ]
    .sort((a, b) => a - b)
    .slice(-revenueYears);
  const points = years.map((fiscalYear) => {
    const point: RevenuePoint = { year: String(fiscalYear) };
    companies.forEach((company, index) => {
      const found = company.financials.find((year) => year.fiscalYear === fiscalYear);
      point[seriesKey(index)] = found ? found.revenue : null;
    });
    return point;
  });
  const currencies = [
    ...new Set(
      companies.flatMap((company) =>
        company.financials
          .filter((year) => years.includes(year.fiscalYear))
          .map((year) => year.currency),
      ),
    ),
  ].sort();
  return {
    points,
    series: companies.map((company, index) => ({
      name: seriesKey(index),
      label: company.displayName,
      color: seriesColor(index),
    })),
    currencies,
  };
}

export const scoreSeries = [
  { name: "creditScore", label: numericMetrics.creditScore.label, color: "blue.6" },
  { name: "esgScore", label: numericMetrics.esgScore.label, color: "teal.6" },
  {
    // 250 to 900: drawn against its own (right) axis.
    name: "securityRating",
    label: numericMetrics.securityRating.label,
    color: "orange.6",
    yAxisId: "right",
  },
] as const;

export type ScorePoint = {
  company: string;
  creditScore: number | null;
  esgScore: number | null;
  securityRating: number | null;
};

export function scoreChartData(companies: readonly CompareCompany[]): ScorePoint[] {
  return companies.map((company) => ({
    company: company.displayName,
    creditScore: company.metrics.creditScore,
    esgScore: company.metrics.esgScore,
    securityRating: company.metrics.securityRating,
  }));
}
