import { personName } from "../names.ts";
import { dateBetweenYears, isoDate, type ProfileContext } from "./context.ts";

export type Executive = {
  name: string;
  title: string;
  since: string;
  nationality: string;
};

const titles = [
  "Chief Executive Officer",
  "Chief Financial Officer",
  "Chief Operating Officer",
  "Chief Technology Officer",
  "Chief Procurement Officer",
  "General Counsel",
  "Chief Sustainability Officer",
  "Chief Human Resources Officer",
] as const;

/** Nationalities other than the company's, for executives hired abroad. */
const expatriates = ["US", "GB", "DE", "FR", "IN", "NL", "CA", "AU"] as const;

/** The leadership team: three people at a small company, up to eight at a large one. */
export function executives(ctx: ProfileContext): Executive[] {
  const { random, company } = ctx;
  const employees = company.employeeCount ?? 50;
  const size = employees < 50 ? 3 : employees < 1_000 ? 4 : employees < 10_000 ? 6 : 8;
  const founded = company.foundedYear ?? ctx.lastYear - 20;
  const names = new Set<string>();
  return titles.slice(0, size).map((title) => {
    const foreign = random.chance(0.15);
    const nationality = foreign ? random.pick(expatriates) : ctx.countryCode;
    let name = personName(random, nationality);
    while (names.has(name)) name = personName(random, nationality);
    names.add(name);
    const since = dateBetweenYears(ctx, Math.max(founded, ctx.lastYear - 15), ctx.lastYear);
    return { name, title, since: isoDate(since), nationality };
  });
}

/** Founders or family owners of a private company, as people with nationalities. */
export function owners(ctx: ProfileContext, count: number, leaders: readonly Executive[]) {
  const result: { name: string; nationality: string }[] = [];
  // The chief executive is often also an owner of a private company.
  const ceo = leaders[0];
  if (ceo && ctx.random.chance(0.6)) result.push({ name: ceo.name, nationality: ceo.nationality });
  while (result.length < count) {
    const name = personName(ctx.random, ctx.countryCode);
    if (!result.some((r) => r.name === name)) result.push({ name, nationality: ctx.countryCode });
  }
  return result;
}
