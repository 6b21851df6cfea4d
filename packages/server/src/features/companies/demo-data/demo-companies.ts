import type { TraitName } from "./traits.ts";

/** A fixed company the generator always puts first: easy to type in browser tests and demos. */
export type DemoCompanySpec = {
  displayName: string;
  slug: string;
  countryCode: string;
  /** A GeoNames place of that country. */
  city: string;
  naicsCode: string;
  employeeCount: number;
  foundedYear: number;
  collections: readonly string[];
  diversity: readonly string[];
  /** How many investors back it (0: none). */
  investorCount: number;
  /** Profile traits switched on, so every profile page has something to show. */
  traits: readonly TraitName[];
};

/**
 * The first six generated companies, whatever the seed: each is active, heads a corporate
 * family of eight (a domestic ultimate abroad with two subsidiaries, a parent with a branch, a
 * foreign subsidiary and a branch) and has data in every profile area.
 */
export const demoCompanySpecs: readonly DemoCompanySpec[] = [
  {
    displayName: "Northwind Traders",
    slug: "northwind-traders",
    countryCode: "US",
    city: "Seattle",
    naicsCode: "424410",
    employeeCount: 18_500,
    foundedYear: 1978,
    collections: ["Public companies", "Critical suppliers"],
    diversity: [],
    investorCount: 0,
    traits: ["courtFilings", "adverseMedia", "foreignAffiliations"],
  },
  {
    displayName: "Contoso Manufacturing",
    slug: "contoso-manufacturing",
    countryCode: "DE",
    city: "Stuttgart",
    naicsCode: "336390",
    employeeCount: 42_000,
    foundedYear: 1952,
    collections: ["Public companies", "Critical suppliers", "Government contractors"],
    diversity: [],
    investorCount: 0,
    traits: ["courtFilings", "foreignAffiliations", "technologyTransfer"],
  },
  {
    displayName: "Globex Logistics",
    slug: "globex-logistics",
    countryCode: "NL",
    city: "Rotterdam",
    naicsCode: "488510",
    employeeCount: 9_800,
    foundedYear: 1989,
    collections: ["Critical suppliers"],
    diversity: [],
    investorCount: 2,
    traits: ["regulatoryEnforcement", "adverseMedia", "foreignAffiliations"],
  },
  {
    displayName: "Initech Software",
    slug: "initech-software",
    countryCode: "US",
    city: "Austin",
    naicsCode: "513210",
    employeeCount: 2_400,
    foundedYear: 2011,
    collections: ["Critical suppliers", "Fast growing"],
    diversity: [],
    investorCount: 6,
    traits: ["dataBreach", "courtFilings"],
  },
  {
    displayName: "Umbrella Chemicals",
    slug: "umbrella-chemicals",
    countryCode: "GB",
    city: "Manchester",
    naicsCode: "325199",
    employeeCount: 12_000,
    foundedYear: 1968,
    collections: ["Public companies", "Critical suppliers"],
    diversity: [],
    investorCount: 0,
    traits: [
      "politicallyExposed",
      "sanctionsMatch",
      "regulatoryEnforcement",
      "adverseMedia",
      "courtFilings",
    ],
  },
  {
    displayName: "Stark Components",
    slug: "stark-components",
    countryCode: "US",
    city: "Pittsburgh",
    naicsCode: "334418",
    employeeCount: 950,
    foundedYear: 1996,
    collections: ["Critical suppliers", "Government contractors"],
    diversity: ["minority_owned", "small_business"],
    investorCount: 3,
    traits: ["technologyTransfer", "foreignAffiliations"],
  },
];

/** Names and slugs of the fixed demo companies, for tests. */
export const demoCompanies: readonly { displayName: string; slug: string }[] = demoCompanySpecs.map(
  ({ displayName, slug }) => ({ displayName, slug }),
);

export const demoCompanyBySlug: ReadonlyMap<string, DemoCompanySpec> = new Map(
  demoCompanySpecs.map((spec) => [spec.slug, spec]),
);
