import type { ProfileRecord } from "@tierwise/common/company-profile";
import { investors as knownInvestors } from "../names.ts";
import type { ProfileContext } from "./context.ts";
import { type Executive, owners } from "./people.ts";

type Owner = ProfileRecord<"beneficialOwnership">;

const institutions = [
  "Harbor Index Trust",
  "Crestline Pension Fund",
  "Northern Star Asset Management",
  "Bellwether Mutual Funds",
  "Pacific Rim Sovereign Fund",
  "Lakeside Retirement System",
] as const;

/** Tenths of a percent, rounded down, so that shares never add up to more than 100. */
const tenths = (value: number) => Math.floor(value * 10) / 10;

function control(share: number, ownerType: Owner["ownerType"]) {
  const natureOfControlClass =
    share >= 75
      ? "75-to-100-percent"
      : share >= 50
        ? "50-to-75-percent"
        : share >= 25
          ? "25-to-50-percent"
          : "less-than-25-percent";
  const natureOfControlType =
    ownerType === "company" && share >= 50
      ? "right-to-appoint-and-remove-directors"
      : share >= 25
        ? "ownership-of-shares"
        : "significant-influence-or-control";
  return { natureOfControlType, natureOfControlClass };
}

/**
 * Who owns the company: the state (for a state-owned company), the parent (for a subsidiary),
 * funds and insiders (listed), investors and founders (funded) or founders and family. Shares
 * add up to at most 100.
 */
export function beneficialOwnership(
  ctx: ProfileContext,
  leaders: readonly Executive[],
  stateShare: number | null,
): Owner[] {
  const { random, company } = ctx;
  const result: Owner[] = [];
  let remaining = 100;
  const add = (
    ownerName: string,
    ownerType: Owner["ownerType"],
    share: number,
    nationality: string | null,
    country: string,
  ) => {
    const value = tenths(Math.min(share, remaining));
    if (value <= 0) return;
    remaining = tenths(remaining - value);
    result.push({
      ownerName,
      ownerType,
      nationality,
      country,
      share: value,
      ...control(value, ownerType),
    });
  };

  if (stateShare !== null) {
    add(`Government of ${ctx.countryName}`, "state", stateShare * 100, null, ctx.countryCode);
  }
  if (company.parentCompanyId) {
    // A branch is part of its parent's legal entity; a subsidiary is majority-owned.
    const share =
      company.familyRoleCode === "9140" ? 100 : random.chance(0.7) ? 100 : random.float(51, 99);
    add(ctx.parentName, "company", share, null, ctx.options.parent?.countryCode ?? ctx.countryCode);
  } else if (ctx.isPublic) {
    for (const name of institutions.slice(0, random.int(3, 5))) {
      add(
        name,
        "company",
        random.float(2, 9),
        null,
        random.pick(["US", "GB", "US", ctx.countryCode]),
      );
    }
    const ceo = leaders[0];
    if (ceo) add(ceo.name, "person", random.float(0.1, 3), ceo.nationality, ctx.countryCode);
  } else {
    for (const slug of company.investors) {
      const investor = knownInvestors.find((i) => i.slug === slug);
      add(investor?.name ?? slug, "company", random.float(5, 22), null, ctx.countryCode);
    }
    const people = owners(ctx, random.int(1, 3), leaders);
    const pool = remaining * random.float(0.85, 1);
    for (const [i, person] of people.entries()) {
      const share = i === people.length - 1 ? pool : pool * random.float(0.3, 0.7);
      add(person.name, "person", share, person.nationality, ctx.countryCode);
    }
  }
  return result;
}

/** People and companies linked to this one, with their beneficial interest (0–100). */
export function linkAnalysis(
  ctx: ProfileContext,
  ownersList: readonly Owner[],
  leaders: readonly Executive[],
  affiliations: readonly ProfileRecord<"foreignAffiliations">[],
  peps: readonly ProfileRecord<"politicallyExposedPersons">[],
): ProfileRecord<"linkAnalysis">[] {
  const links: ProfileRecord<"linkAnalysis">[] = [];
  const leaderByName = new Map(leaders.map((l) => [l.name, l]));
  for (const owner of ownersList) {
    const leader = leaderByName.get(owner.ownerName);
    links.push({
      entityName: owner.ownerName,
      entity: owner.ownerType === "person" ? "person" : "company",
      country: owner.nationality ?? owner.country,
      relation: leader
        ? `${leader.title} and shareholder`
        : owner.ownerType === "state"
          ? "State shareholder"
          : ctx.company.parentCompanyId && owner.ownerName === ctx.parentName
            ? "Parent company"
            : "Shareholder",
      beneficial: owner.share,
    });
  }
  for (const leader of leaders) {
    if (ownersList.some((o) => o.ownerName === leader.name)) continue;
    links.push({
      entityName: leader.name,
      entity: "person",
      country: leader.nationality,
      relation: leader.title,
      beneficial: 0,
    });
  }
  for (const a of affiliations) {
    links.push({
      entityName: a.entityName,
      entity: "company",
      country: a.country,
      relation: a.relationship,
      beneficial: 0,
    });
  }
  for (const p of peps) {
    links.push({
      entityName: p.name,
      entity: "person",
      country: p.country,
      relation: `Politically exposed person (${p.relation.toLowerCase()})`,
      beneficial: 0,
    });
  }
  return links;
}
