/**
 * Organisations named in feed items against known companies, with the company-request matcher
 * (company-requests/matching: the header suggestions' fuzzy name search, then scoreMatch). A
 * name in news is not a confirmed company (issue 13): only a score of at least
 * alertLimits.companyLinkConfidence becomes a company link; a weaker candidate (from the
 * matcher's review band up) is kept as a mention with its best candidate; weaker still, the
 * name is dropped. An exact name scores 0.7, the same country adds 0.15: an article must place
 * the organisation in the company's country before its name alone links it. Countries, regions
 * and common words named as organisations are not matched at all (generic-names.ts).
 */
import { alertLimits } from "@tierwise/common/alerts";
import { matchBands } from "@tierwise/common/company-requests";
import type { Database } from "../../../../db/client.ts";
import { matchCompaniesBatch } from "../../../company-requests/matching/match-companies.ts";
import type { NewAlert } from "../../alert-write.ts";
import type { FeedItem } from "./feed-item.ts";
import { isGenericOrganisationName } from "./generic-names.ts";

export type OrganisationMatches = Required<Pick<NewAlert, "companies" | "mentions">>;

const inputKey = (name: string, countryCode: string | null) =>
  `${name.toLowerCase()}|${countryCode ?? ""}`;

const organisationsOf = (item: FeedItem) =>
  item.organisations.filter((org) => !isGenericOrganisationName(org.name));

/** Links and mentions for each item, in the order of `items`. Each distinct name is matched once. */
export async function matchOrganisations(
  db: Database,
  items: readonly FeedItem[],
): Promise<OrganisationMatches[]> {
  const inputs = new Map<string, { companyName: string; country: string | null }>();
  for (const item of items)
    for (const org of organisationsOf(item))
      inputs.set(inputKey(org.name, org.countryCode), {
        companyName: org.name,
        country: org.countryCode,
      });
  const keys = [...inputs.keys()];
  const candidates = await matchCompaniesBatch(db, [...inputs.values()], 1);
  const best = new Map(keys.map((key, i) => [key, candidates[i]?.[0]]));
  return items.map((item) => {
    const companies = new Map<string, number>();
    const mentions: OrganisationMatches["mentions"] = [];
    for (const org of organisationsOf(item)) {
      const candidate = best.get(inputKey(org.name, org.countryCode));
      if (!candidate || candidate.score < matchBands.weak) continue;
      if (candidate.score >= alertLimits.companyLinkConfidence) {
        companies.set(
          candidate.company.id,
          Math.max(candidate.score, companies.get(candidate.company.id) ?? 0),
        );
      } else if (!mentions.some((m) => m.name === org.name)) {
        mentions.push({
          name: org.name,
          candidateCompanyId: candidate.company.id,
          confidence: candidate.score,
        });
      }
    }
    return {
      companies: [...companies].map(([companyId, confidence]) => ({ companyId, confidence })),
      // A name that also linked (written twice in one article) is not a mention as well.
      mentions: mentions.filter((m) => !companies.has(m.candidateCompanyId as string)),
    };
  });
}
