import { Random } from "./prng.ts";

/**
 * Facts about a company that both the generator (for its search columns) and the demo profile
 * provider (for its records) must agree on, drawn from the company's profileSeed alone.
 */
export type CompanyTraits = {
  dataBreach: boolean;
  courtFilings: boolean;
  politicallyExposed: boolean;
  regulatoryEnforcement: boolean;
  adverseMedia: boolean;
  sanctionsMatch: boolean;
  stateOwned: boolean;
  foreignAffiliations: boolean;
  technologyTransfer: boolean;
  /** The demo provider draws every other value of the profile from this stream. */
  random: Random;
};

export type TraitName = Exclude<keyof CompanyTraits, "random">;

/** How often each trait holds; rare ones make the compliance pages stand out. */
const rates: Readonly<Record<TraitName, number>> = {
  dataBreach: 0.04,
  courtFilings: 0.1,
  politicallyExposed: 0.02,
  regulatoryEnforcement: 0.03,
  adverseMedia: 0.06,
  sanctionsMatch: 0.005,
  stateOwned: 0.015,
  foreignAffiliations: 0.12,
  technologyTransfer: 0.03,
};

/** The first draws of a company's own stream decide its traits, so they never drift. */
export function companyTraits(
  profileSeed: number,
  forced: Partial<Record<TraitName, boolean>> = {},
): CompanyTraits {
  const random = new Random(profileSeed);
  const drawn = {} as Record<TraitName, boolean>;
  for (const name of Object.keys(rates) as TraitName[]) {
    const value = random.chance(rates[name]);
    drawn[name] = forced[name] ?? value;
  }
  return { ...drawn, random };
}
