// Ratios computed from one financial statement. Every function returns null when a divisor is
// zero, so a missing or degenerate statement never shows as Infinity or NaN.

/** The statement fields the ratios read. */
export type RatioInputs = {
  totalAssets: number;
  currentAssets: number;
  inventory: number;
  totalLiabilities: number;
  currentLiabilities: number;
  totalEquity: number;
  retainedEarnings: number;
  revenue: number;
  ebit: number;
};

const divide = (numerator: number, denominator: number): number | null =>
  denominator === 0 ? null : numerator / denominator;

/** Current ratio = current assets / current liabilities. */
export const currentRatio = (s: RatioInputs): number | null =>
  divide(s.currentAssets, s.currentLiabilities);

/** Quick (acid-test) ratio = (current assets − inventory) / current liabilities. */
export const quickRatio = (s: RatioInputs): number | null =>
  divide(s.currentAssets - s.inventory, s.currentLiabilities);

/** Working capital = current assets − current liabilities. */
export const workingCapital = (s: RatioInputs): number => s.currentAssets - s.currentLiabilities;

/** Debt-to-equity = total liabilities / total equity. */
export const debtToEquity = (s: RatioInputs): number | null =>
  divide(s.totalLiabilities, s.totalEquity);

/**
 * Altman Z-score (original 1968 model for public manufacturers), with book equity standing in
 * for the market value of equity since the portal holds no share prices:
 *
 *   Z = 1.2·X1 + 1.4·X2 + 3.3·X3 + 0.6·X4 + 1.0·X5
 *   X1 = working capital / total assets
 *   X2 = retained earnings / total assets
 *   X3 = EBIT / total assets
 *   X4 = equity / total liabilities
 *   X5 = revenue / total assets
 *
 * Read with `altmanZone`: above 2.99 safe, 1.81 to 2.99 grey, below 1.81 distress.
 */
export function altmanZScore(s: RatioInputs): number | null {
  if (s.totalAssets === 0 || s.totalLiabilities === 0) return null;
  const x1 = workingCapital(s) / s.totalAssets;
  const x2 = s.retainedEarnings / s.totalAssets;
  const x3 = s.ebit / s.totalAssets;
  const x4 = s.totalEquity / s.totalLiabilities;
  const x5 = s.revenue / s.totalAssets;
  return 1.2 * x1 + 1.4 * x2 + 3.3 * x3 + 0.6 * x4 + 1.0 * x5;
}

export type AltmanZone = "safe" | "grey" | "distress";

export function altmanZone(z: number): AltmanZone {
  if (z > 2.99) return "safe";
  if (z >= 1.81) return "grey";
  return "distress";
}

export type CompanyRatios = {
  currentRatio: number | null;
  quickRatio: number | null;
  debtToEquity: number | null;
  altmanZScore: number | null;
};

export const companyRatios = (s: RatioInputs): CompanyRatios => ({
  currentRatio: currentRatio(s),
  quickRatio: quickRatio(s),
  debtToEquity: debtToEquity(s),
  altmanZScore: altmanZScore(s),
});
