import type { ProfileAreaKey } from "@tierwise/common/company-profile";
import type { Company } from "../company.table.ts";
import type { FinancialStatement } from "../financial-statement.table.ts";
import {
  competitors,
  diversityRecords,
  esg,
  governmentAwards,
  patents,
  summary,
  vendors,
} from "./profile/company-facts.ts";
import {
  adverseMedia,
  courtFilings,
  politicallyExposedPersons,
  regulatoryEnforcement,
  sanctions,
} from "./profile/compliance.ts";
import { buildContext, type ProfileOptions } from "./profile/context.ts";
import { creditReports, creditScores, fraudScores, viabilityRatings } from "./profile/credit.ts";
import {
  forcedLaborRisks,
  foreignAffiliations,
  stateOwnership,
  technologyTransferRisks,
} from "./profile/foreign.ts";
import { fundingRounds } from "./profile/funding.ts";
import { blogPosts, newsItems } from "./profile/news.ts";
import { beneficialOwnership, linkAnalysis } from "./profile/ownership.ts";
import { executives } from "./profile/people.ts";
import { dataBreaches, securityRatings } from "./profile/security.ts";
import {
  employees,
  ethnicityMetrics,
  genderMetrics,
  hiringCategories,
  salaries,
  websiteTraffic,
} from "./profile/workforce.ts";

export type { ProfileOptions } from "./profile/context.ts";

/** One provider's records for one area, as company_profile_areas stores them. */
export type GeneratedArea = {
  area: ProfileAreaKey;
  source: string;
  fetchedAt: Date;
  records: unknown[];
};

const dayMs = 86_400_000;

/**
 * The demo provider: every profile area of a generated company, computed from its profileSeed,
 * its row and its statements alone — pure, deterministic and about a millisecond per company.
 *
 * Values agree with the company's search columns: the latest credit score, fraud score,
 * viability, security rating and grade, ESG total and head count are the row's; diversity
 * records are the row's certifications; funding rounds name exactly the row's investors.
 * Funding comes from PitchBook and (for most funded companies, with some amounts differing)
 * CB Insights; key executives from Tierwise and, for about a third, PitchBook too; everything
 * else from Tierwise. Sanctions are empty unless the company has a rare possible match (real
 * matches come from the screening importer); politically exposed persons, court filings, data
 * breaches, adverse media and enforcement are empty for most companies.
 *
 * Time series are oldest first (employees, scores, ratings, ESG, traffic, funding); event
 * lists are newest first (news, blogs, filings, breaches, enforcement, awards, patents).
 * Every date is on or before the reference day, the latest statement's fetch date, except the
 * credit scores when `options.creditScoreHistory` is given: they are read from it, up to its
 * latest day, so that the profile shows the series the company's alerts were raised from.
 *
 * Competitors are the `peers` passed in options (same industry, real slugs) or, without them,
 * invented names with a null slug. A subsidiary's owner is `options.parent` when given, else
 * "<brand> Group". A company without a profileSeed (imported) gets no demo data: [].
 */
export function generateProfileAreas(
  company: Company,
  statements: readonly FinancialStatement[] = [],
  options: ProfileOptions = {},
): GeneratedArea[] {
  if (company.profileSeed === null) return [];
  const ctx = buildContext({ ...company, profileSeed: company.profileSeed }, statements, options);
  const { random } = ctx;
  const asOf = ctx.asOf;
  const areas: GeneratedArea[] = [];
  const add = (area: ProfileAreaKey, records: unknown[], source = "tierwise", fetchedAt = asOf) => {
    areas.push({ area, source, fetchedAt, records });
  };
  const earlier = (minDays: number, maxDays: number) =>
    new Date(asOf.getTime() - Math.round(random.float(minDays, maxDays)) * dayMs);

  const leaders = executives(ctx);
  add("summary", [summary(ctx)]);
  add("keyExecutives", leaders);
  if (ctx.demo !== undefined || company.investors.length > 0 || random.chance(0.3)) {
    const founderLed = ctx.ageYears <= 20 && company.investors.length > 0;
    add(
      "keyExecutives",
      leaders.map((l, i) => ({
        ...l,
        title: i === 0 && founderLed ? `Co-founder & ${l.title}` : l.title,
        nationality: null,
      })),
      "pitchbook",
      earlier(5, 60),
    );
  }
  const funding = fundingRounds(ctx);
  if (funding) {
    add("fundingRounds", funding.pitchbook, "pitchbook", earlier(5, 60));
    if (funding.cbinsights) add("fundingRounds", funding.cbinsights, "cbinsights", earlier(10, 90));
  } else {
    add("fundingRounds", []);
  }

  add("employees", employees(ctx));
  add("salaries", salaries(ctx));
  add("hiringCategories", hiringCategories(ctx));
  add("genderMetrics", genderMetrics(ctx));
  add("ethnicityMetrics", ethnicityMetrics(ctx));
  add("websiteTraffic", websiteTraffic(ctx));

  add("securityRatings", securityRatings(ctx));
  const breaches = dataBreaches(ctx);
  add("dataBreaches", breaches);
  const filings = courtFilings(ctx);
  add("courtFilings", filings);
  add("sanctions", sanctions(ctx, leaders));
  const peps = politicallyExposedPersons(ctx);
  add("politicallyExposedPersons", peps);
  const enforcement = regulatoryEnforcement(ctx);
  add("regulatoryEnforcement", enforcement);
  add("adverseMedia", adverseMedia(ctx));

  const state = stateOwnership(ctx);
  add("stateOwnedEntity", [state]);
  add("forcedLaborRisks", forcedLaborRisks(ctx));
  const affiliations = foreignAffiliations(ctx);
  add("foreignAffiliations", affiliations);
  add("technologyTransferRisks", technologyTransferRisks(ctx));
  const owners = beneficialOwnership(ctx, leaders, state.ownershipShare);
  add("beneficialOwnership", owners);
  add("linkAnalysis", linkAnalysis(ctx, owners, leaders, affiliations, peps));

  add("competitors", competitors(ctx));
  add("esg", esg(ctx));
  add("diversity", diversityRecords(ctx));
  const credit = creditScores(ctx);
  // Scores read from the stored history run to its latest day, which may be after the
  // reference day: the area is as fresh as its newest score.
  const lastScored = new Date(`${credit.at(-1)?.scoredOn ?? "1970-01-01"}T00:00:00Z`);
  add("creditScore", credit, "tierwise", lastScored > asOf ? lastScored : asOf);
  add("fraudScore", fraudScores(ctx));
  add("viabilityRating", viabilityRatings(ctx));
  add("creditReport", creditReports(ctx));
  add("patents", patents(ctx));
  add("governmentAwards", governmentAwards(ctx));
  add("vendors", vendors(ctx));
  add(
    "news",
    newsItems(ctx, {
      leaders,
      breaches,
      filings,
      enforcement,
      funding: funding?.pitchbook ?? [],
    }),
  );
  add("blogs", blogPosts(ctx));
  return areas;
}
