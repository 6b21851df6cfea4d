import type { FinancialYear, StatementAmount } from "./financials.graphql.ts";

export type StatementLine = { key: StatementAmount; label: string };

/** The three statements of spec 3 §2, line by line. */
export const statements: readonly { title: string; lines: readonly StatementLine[] }[] = [
  {
    title: "Income statement",
    lines: [
      { key: "revenue", label: "Revenue" },
      { key: "ebit", label: "EBIT" },
      { key: "netIncome", label: "Net income" },
    ],
  },
  {
    title: "Balance sheet",
    lines: [
      { key: "totalAssets", label: "Total assets" },
      { key: "currentAssets", label: "Current assets" },
      { key: "cash", label: "Cash" },
      { key: "inventory", label: "Inventory" },
      { key: "totalLiabilities", label: "Total liabilities" },
      { key: "currentLiabilities", label: "Current liabilities" },
      { key: "totalEquity", label: "Total equity" },
      { key: "retainedEarnings", label: "Retained earnings" },
      { key: "workingCapital", label: "Working capital" },
    ],
  },
  {
    title: "Cash flow",
    lines: [
      { key: "operatingCashFlow", label: "Operating cash flow" },
      { key: "capitalExpenditure", label: "Capital expenditure" },
      { key: "freeCashFlow", label: "Free cash flow" },
    ],
  },
];

/** How many fiscal years the statement tables show side by side. */
export const shownYears = 5;

/** The newest years first, at most `count`. */
export function latestYears(years: readonly FinancialYear[], count = shownYears): FinancialYear[] {
  return [...years].sort((a, b) => b.fiscalYear - a.fiscalYear).slice(0, count);
}

/**
 * Years that can share one chart: those reported in the newest year's currency (amounts in
 * different currencies on one axis would mislead), oldest first.
 */
export function chartableYears(years: readonly FinancialYear[]): {
  currency: string | null;
  years: FinancialYear[];
} {
  const newest = latestYears(years, 1)[0];
  if (!newest) return { currency: null, years: [] };
  return {
    currency: newest.currency,
    years: years
      .filter((year) => year.currency === newest.currency)
      .sort((a, b) => a.fiscalYear - b.fiscalYear),
  };
}

export const altmanZoneLabels: Readonly<Record<string, { label: string; color: string }>> = {
  safe: { label: "Safe", color: "green" },
  grey: { label: "Grey", color: "yellow" },
  distress: { label: "Distress", color: "red" },
};
