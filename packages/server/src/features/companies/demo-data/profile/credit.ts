import type { ProfileRecord } from "@tierwise/common/company-profile";
import { clamp, notRated } from "../scores.ts";
import { daysBefore, isoDate, type ProfileContext, roundTo } from "./context.ts";

/** Quarterly credit scores, oldest first; the last is the company's search column. */
export function creditScores(ctx: ProfileContext): ProfileRecord<"creditScore">[] {
  const { company, random } = ctx;
  if (company.creditScore === null) return [];
  const rating = company.creditRating ?? "DC4";
  const agencyRating = company.creditAgencyRating ?? notRated;
  const records: ProfileRecord<"creditScore">[] = [];
  let score = company.creditScore;
  for (let quarter = 0; quarter < 4; quarter++) {
    records.unshift({
      scoredOn: isoDate(daysBefore(ctx, quarter * 91)),
      score,
      rating,
      agencyRating,
    });
    score = Math.round(clamp(score + random.float(-5, 5), 1, 99));
  }
  return records;
}

const fraudReasons: readonly [number, string][] = [
  [70, "High risk: adverse media, enforcement history and recent changes to ownership"],
  [45, "Elevated risk: inconsistencies between filed and reported figures"],
  [25, "Moderate risk: limited trading history with new suppliers"],
  [0, "Low risk: long operating history and consistent filings"],
];

/** Quarterly fraud scores (higher is riskier), oldest first; the last is the search column. */
export function fraudScores(ctx: ProfileContext): ProfileRecord<"fraudScore">[] {
  const { company, random } = ctx;
  if (company.fraudScore === null) return [];
  const records: ProfileRecord<"fraudScore">[] = [];
  let score = company.fraudScore;
  for (let quarter = 0; quarter < 4; quarter++) {
    const reason = fraudReasons.find(([floor]) => score >= floor)?.[1] ?? "";
    records.unshift({ scoredOn: isoDate(daysBefore(ctx, quarter * 91)), score, reason });
    score = Math.round(clamp(score + random.float(-6, 6), 0, 100));
  }
  return records;
}

const viabilityReasons = [
  "Financial statements show stable liquidity and profitability",
  "Company size and years in business lower the risk of ceasing operations",
  "Payment experiences are mostly prompt",
  "Thin financial history limits the rating's confidence",
  "Declining sales and weak liquidity raise the risk of ceasing operations",
] as const;

/** The D&B viability rating as of the reference day. */
export function viabilityRatings(ctx: ProfileContext): ProfileRecord<"viabilityRating">[] {
  const { company, random, traits } = ctx;
  const score = company.viabilityScore;
  if (score === null) return [];
  const overrides: string[] = [];
  if (traits.adverseMedia) overrides.push("Recent adverse media coverage");
  if (traits.regulatoryEnforcement) overrides.push("Open regulatory enforcement action");
  if (traits.sanctionsMatch) overrides.push("Potential sanctions list match under review");
  const reason =
    score >= 7
      ? viabilityReasons[4]
      : score <= 2
        ? viabilityReasons[0]
        : ctx.ageYears < 5
          ? viabilityReasons[3]
          : random.pick(viabilityReasons.slice(1, 3));
  return [
    {
      ratedOn: isoDate(ctx.asOf),
      viabilityScore: score,
      portfolioComparison: Math.round(clamp(score + random.int(-1, 1), 1, 9)),
      ratingReason: reason,
      ratingOverrideReasons: overrides,
    },
  ];
}

/** A D&B-style credit report that agrees with the credit score and the revenue. */
export function creditReports(ctx: ProfileContext): ProfileRecord<"creditReport">[] {
  const { company, random } = ctx;
  if (company.creditScore === null) return [];
  const score = company.creditScore;
  const revenueUsd = company.revenueUsd ?? 0;
  return [
    {
      reportedOn: isoDate(ctx.asOf),
      // PAYDEX 80 means prompt payment; weaker credit pays later.
      paydex: Math.round(clamp(35 + 0.55 * score + random.float(-5, 5), 0, 100)),
      failureScore: Math.round(clamp(score + random.float(-8, 8), 1, 100)),
      delinquencyScore: Math.round(clamp(score + random.float(-6, 6), 1, 100)),
      recommendedCreditLimitUsd: Math.max(
        5_000,
        roundTo(revenueUsd * random.float(0.004, 0.015) * (score / 100), 5_000),
      ),
    },
  ];
}
