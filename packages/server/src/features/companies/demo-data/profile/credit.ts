import type { ProfileRecord } from "@tierwise/common/company-profile";
import { clamp, notRated } from "../scores.ts";
import { daysBefore, isoDate, type ProfileContext, roundTo } from "./context.ts";

/** One stored observation of the company's credit score (company_metric_history). */
export type CreditScorePoint = { on: string; value: number };

/** Quarters before the latest score the profile shows: a year of history. */
const historyQuarters = 4;

/**
 * Quarterly credit scores, oldest first; the last is the company's search column. With the
 * company's stored credit-score history (the series its alerts were raised from), the records
 * are that series' observations at or just before each quarter day counted back from its
 * latest, dated when they were observed, so the profile and the alerts tell one story. Without
 * it, a walk back from today's score.
 */
export function creditScores(ctx: ProfileContext): ProfileRecord<"creditScore">[] {
  const { company, random } = ctx;
  if (company.creditScore === null) return [];
  const rating = company.creditRating ?? "DC4";
  const agencyRating = company.creditAgencyRating ?? notRated;
  const records: ProfileRecord<"creditScore">[] = [];
  // Drawn even when the history answers, so every area generated after this one comes out the
  // same whether or not the history had been stored yet.
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
  const history = ctx.options.creditScoreHistory ?? [];
  if (history.length === 0) return records;
  return quarterlyPoints(history).map((point) => ({
    scoredOn: point.on,
    score: point.value,
    rating,
    agencyRating,
  }));
}

/** The observations at or just before each quarter day back from the latest, oldest first. */
function quarterlyPoints(history: readonly CreditScorePoint[]): CreditScorePoint[] {
  const sorted = [...history].sort((a, b) => (a.on < b.on ? -1 : a.on > b.on ? 1 : 0));
  const latest = Date.parse(`${sorted.at(-1)?.on}T00:00:00Z`);
  const picked: CreditScorePoint[] = [];
  for (let quarter = historyQuarters; quarter >= 0; quarter--) {
    const day = isoDate(new Date(latest - quarter * 91 * dayMs));
    const point = sorted.findLast((p) => p.on <= day);
    // A short history answers several quarter days with one observation: shown once.
    if (point && picked.at(-1) !== point) picked.push(point);
  }
  return picked;
}

const dayMs = 86_400_000;

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
