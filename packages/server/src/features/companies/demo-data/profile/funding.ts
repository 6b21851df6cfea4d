import type { ProfileRecord } from "@tierwise/common/company-profile";
import { investors as knownInvestors } from "../names.ts";
import { isoDate, type ProfileContext, roundTo } from "./context.ts";

type Round = ProfileRecord<"fundingRounds">;

const ventureRounds: readonly [string, number, number][] = [
  ["Seed", 0.5e6, 3e6],
  ["Series A", 5e6, 20e6],
  ["Series B", 15e6, 60e6],
  ["Series C", 40e6, 150e6],
  ["Series D", 80e6, 300e6],
  ["Series E", 150e6, 500e6],
];

const investorName = (slug: string) =>
  knownInvestors.find((i) => i.slug === slug)?.name ??
  slug.replace(/-/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());

/**
 * Funding rounds as two providers report them. Every investor of the company's `investors`
 * column takes part in at least one round, and no one else does; CB Insights sometimes reports
 * a different amount or none. Young companies raise venture rounds, older ones private equity.
 */
export function fundingRounds(
  ctx: ProfileContext,
): { pitchbook: Round[]; cbinsights: Round[] | null } | null {
  const { company, random } = ctx;
  const slugs = company.investors;
  if (slugs.length === 0) return null;
  const venture = ctx.ageYears <= 20;
  const count = venture
    ? Math.min(slugs.length, random.int(1, ventureRounds.length))
    : Math.min(slugs.length, random.int(1, 2));
  const founded = company.foundedYear ?? ctx.lastYear - ctx.ageYears;
  const start = Date.UTC(venture ? founded + 1 : Math.max(founded, ctx.lastYear - 10), 0, 1);
  const span = Math.max(ctx.asOf.getTime() - start, 86_400_000 * 30);
  const revenueUsd = company.revenueUsd ?? 10e6;

  const rounds: Round[] = [];
  for (let k = 0; k < count; k++) {
    const at = new Date(start + (span * (k + random.float(0.2, 0.9))) / count);
    const [roundType, low, high] = venture
      ? (ventureRounds[k] as [string, number, number])
      : k === 0
        ? ["Private Equity", revenueUsd * 0.4, revenueUsd * 1.2]
        : ["Growth Equity", revenueUsd * 0.1, revenueUsd * 0.3];
    const members = slugs.filter((_, i) => i % count === k);
    // Earlier backers often follow on in a later round.
    const earlier = slugs.filter((_, i) => i % count < k);
    if (earlier.length > 0 && random.chance(0.5)) members.push(random.pick(earlier));
    rounds.push({
      announcedOn: isoDate(at),
      roundType,
      amountUsd: roundTo(random.logFloat(Math.max(low, 1e5), Math.max(high, 2e5)), 100_000),
      investors: [...new Set(members)].map((slug) => ({ slug, name: investorName(slug) })),
    });
  }

  const reportedTwice = ctx.demo !== undefined || random.chance(0.7);
  const cbinsights = reportedTwice
    ? rounds.map((round) => ({
        ...round,
        amountUsd:
          round.amountUsd === null
            ? null
            : random.chance(0.2)
              ? null
              : random.chance(0.4)
                ? roundTo(round.amountUsd * random.float(0.85, 1.15), 100_000)
                : round.amountUsd,
      }))
    : null;
  return { pitchbook: rounds, cbinsights };
}
