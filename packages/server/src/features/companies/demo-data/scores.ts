// How scores turn into grades and ratings: one definition for the generator's search columns
// and the demo profile's records, so the two always agree.
import type { creditAgencyRatings, creditRatings } from "@tierwise/common/company-search";

export type SecurityGrade = "A" | "B" | "C" | "D" | "F";

/** Security grade of a 250–900 rating, in bands of 100 points from 800 up. */
export function securityGradeFor(rating: number): SecurityGrade {
  if (rating >= 800) return "A";
  if (rating >= 700) return "B";
  if (rating >= 600) return "C";
  if (rating >= 500) return "D";
  return "F";
}

/**
 * D&B-style rating: the size class follows net worth in US dollars (5A from $50M, 4A from
 * $10M, 3A from $1M, 2A from $750k, 1A from $500k, BA from $300k, CB from $125k, else DC).
 */
export function creditRatingFor(equityUsd: number): (typeof creditRatings)[number] {
  if (equityUsd >= 50_000_000) return "5A1";
  if (equityUsd >= 10_000_000) return "4A1";
  if (equityUsd >= 1_000_000) return "3A2";
  if (equityUsd >= 750_000) return "2A2";
  if (equityUsd >= 500_000) return "1A3";
  if (equityUsd >= 300_000) return "BA3";
  if (equityUsd >= 125_000) return "CB4";
  return "DC4";
}

/** Revenue from which a company is big enough to have an agency (bond) rating. */
export const agencyRatedFromRevenueUsd = 250_000_000;
/** What the credit-score records say when an agency has not rated the company. */
export const notRated = "NR";

const agencyBands: readonly [number, (typeof creditAgencyRatings)[number]][] = [
  [90, "AAA"],
  [82, "AA"],
  [72, "A"],
  [60, "BBB"],
  [48, "BB"],
  [36, "B"],
  [26, "CCC"],
  [18, "CC"],
  [10, "C"],
];

/** The agency rating that goes with a 0–100 credit score. */
export function agencyRatingFor(creditScore: number): (typeof creditAgencyRatings)[number] {
  return agencyBands.find(([floor]) => creditScore >= floor)?.[1] ?? "D";
}

/** D&B viability score: 1 (lowest risk of ceasing business) to 9 (highest), from credit score. */
export function viabilityFor(creditScore: number): number {
  return Math.min(9, Math.max(1, 9 - Math.floor(creditScore / 11.2)));
}

export const clamp = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, value));
