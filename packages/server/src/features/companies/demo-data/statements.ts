import type { NewFinancialStatement } from "../financial-statement.table.ts";
import type { Random } from "./prng.ts";

export type GeneratedStatement = NewFinancialStatement & {
  companyId: string;
  fiscalYear: number;
  currency: string;
  totalAssets: number;
  currentAssets: number;
  cash: number;
  inventory: number;
  totalLiabilities: number;
  currentLiabilities: number;
  totalEquity: number;
  retainedEarnings: number;
  workingCapital: number;
  revenue: number;
  ebit: number;
  netIncome: number;
  operatingCashFlow: number;
  capitalExpenditure: number;
  freeCashFlow: number;
  fetchedAt: Date;
};

export type StatementContext = {
  companyId: string;
  currency: string;
  /** Units of `currency` per US dollar. */
  rate: number;
  employeeCount: number;
  lastYear: number;
  fetchedAt: Date;
};

/**
 * Five fiscal years. Everything is whole currency units, and the balance sheet holds:
 * total assets = total liabilities + total equity, cash + inventory ≤ current assets ≤ total
 * assets, current liabilities ≤ total liabilities, working capital = current assets − current
 * liabilities, free cash flow = operating cash flow − capital expenditure.
 */
export function generateStatements(random: Random, c: StatementContext): GeneratedStatement[] {
  const revenuePerEmployee = random.logFloat(60_000, 600_000) * c.rate;
  let revenue = c.employeeCount * revenuePerEmployee;
  const assetsToRevenue = random.float(0.5, 1.6);
  const currentShare = random.float(0.25, 0.6);
  const equityShare = random.float(0.15, 0.65);
  const currentLiabilityShare = random.float(0.25, 0.6);
  const margin = random.float(-0.04, 0.18);
  const payout = random.float(0, 0.6);
  let retainedShare = random.float(0.15, 0.7);
  const statements: GeneratedStatement[] = [];
  for (let year = c.lastYear - 4; year <= c.lastYear; year++) {
    revenue *= 1 + random.float(-0.08, 0.15);
    const totalAssets = Math.round(revenue * assetsToRevenue * random.float(0.95, 1.05));
    const currentAssets = Math.round(totalAssets * currentShare * random.float(0.9, 1.1));
    const cash = Math.round(currentAssets * random.float(0.1, 0.35));
    const inventory = Math.round(currentAssets * random.float(0.1, 0.45));
    const totalEquity = Math.round(totalAssets * equityShare * random.float(0.9, 1.1));
    const totalLiabilities = totalAssets - totalEquity;
    const currentLiabilities = Math.round(totalLiabilities * currentLiabilityShare);
    const ebit = Math.round(revenue * (margin + random.float(-0.02, 0.02)));
    const netIncome = Math.round(ebit > 0 ? ebit * random.float(0.65, 0.8) : ebit * 1.1);
    // Retained earnings move with the year's profit kept, as a share of equity.
    retainedShare += (0.5 * netIncome * (1 - payout)) / Math.max(totalEquity, 1);
    retainedShare = Math.min(0.9, Math.max(-0.5, retainedShare));
    const retainedEarnings = Math.round(totalEquity * retainedShare);
    const depreciation = revenue * random.float(0.03, 0.06);
    const operatingCashFlow = Math.round(
      netIncome + depreciation + revenue * random.float(-0.02, 0.02),
    );
    const capitalExpenditure = Math.round(revenue * random.float(0.02, 0.08));
    statements.push({
      companyId: c.companyId,
      fiscalYear: year,
      currency: c.currency,
      totalAssets,
      currentAssets,
      cash,
      inventory,
      totalLiabilities,
      currentLiabilities,
      totalEquity,
      retainedEarnings,
      workingCapital: currentAssets - currentLiabilities,
      revenue: Math.round(revenue),
      ebit,
      netIncome,
      operatingCashFlow,
      capitalExpenditure,
      freeCashFlow: operatingCashFlow - capitalExpenditure,
      source: "tierwise",
      fetchedAt: c.fetchedAt,
    });
  }
  return statements;
}
