import type { FamilyRoleCode } from "@tierwise/common/company-profile";
import type { CompanyProvenance, CompanyStatusCode, NewCompany } from "../company.table.ts";
import { type DemoCompanySpec, demoCompanySpecs } from "./demo-companies.ts";
import { type NaicsRow, naicsIndustries, naicsSectors, sectorOf } from "./naics.ts";
import { brandName, groupWords, slugify } from "./names.ts";
import { type City, type CountryInfo, loadPlaces, type Places } from "./places.ts";
import { Random } from "./prng.ts";
import { deriveSearchColumns } from "./search-columns.ts";
import { type GeneratedStatement, generateStatements } from "./statements.ts";
import { companyTraits, type TraitName } from "./traits.ts";

export type GeneratedCompanyRow = NewCompany & {
  id: string;
  slug: string;
  displayName: string;
  duns: string;
  profileSeed: number;
};

/** One generated company with its five years of statements. */
export type GeneratedCompany = { company: GeneratedCompanyRow; statements: GeneratedStatement[] };

export type GenerateOptions = {
  count: number;
  seed: number;
  /** The last fiscal year with a statement; five years end here. Fixed so output never drifts. */
  lastFiscalYear?: number;
  /** Start with the fixed demo companies (demo-companies.ts). Default true. */
  demoCompanies?: boolean;
};

export const defaultLastFiscalYear = 2025;

const statusWeights: Readonly<Record<CompanyStatusCode, number>> = {
  active: 78,
  imported_active: 8,
  closed: 5,
  imported_closed: 2,
  basic: 4,
  draft: 2,
  deleted: 1,
};
/** Family members are mostly going concerns: a closed parent would orphan a tree. */
const memberStatusWeights: Readonly<Record<CompanyStatusCode, number>> = {
  active: 92,
  imported_active: 6,
  closed: 2,
  imported_closed: 0,
  basic: 0,
  draft: 0,
  deleted: 0,
};

const domainSuffix: Readonly<Record<string, string>> = { US: "com", GB: "co.uk", AU: "com.au" };

/** Luhn (mod 10) check digit, as D&B appends to an eight-digit base. */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

const dunsSpace = 90_000_000; // eight-digit bases 10000000…99999999
const dunsStep = 611_953; // coprime with 90,000,000 (no factor 2, 3 or 5): a permutation

/** The i-th DUNS number for a seed: nine digits, distinct for every i below 90 million. */
export function dunsFor(i: number, seed: number): string {
  const offset = (Math.imul(seed >>> 0, 0x9e3779b1) >>> 0) % dunsSpace;
  const base = String(10_000_000 + ((i * dunsStep + offset) % dunsSpace));
  return base + luhnCheckDigit(base);
}

/** One planned member of a corporate family (or a standalone company: a family of one). */
type PlannedMember = {
  parent: number | null;
  countryCode: string;
  naics: NaicsRow;
  branch: boolean;
};

type GeneratorState = {
  random: Random;
  places: Places;
  seed: number;
  lastYear: number;
  index: number;
  slugCounts: Map<string, number>;
};

/**
 * Yields `count` companies, deterministic for a seed: real cities and countries (places.ts),
 * NAICS industries, legal suffixes per country, corporate families whose parents always come
 * before their subsidiaries, five fiscal years of statements that add up, and every search
 * column computed from them.
 *
 * Family roles (D&B codes): a family's top is 9141 global ultimate; a member with children is
 * 9142 domestic ultimate when it sits in another country than its parent (the top of the
 * family in its country), else 9159 parent/headquarters; a member without children is 9155
 * subsidiary, or 9140 branch for some in their parent's country. A standalone company is in
 * no family tree and has no role (null).
 */
export function* generateCompanies(options: GenerateOptions): Generator<GeneratedCompany> {
  const state: GeneratorState = {
    random: new Random(options.seed),
    places: loadPlaces(),
    seed: options.seed,
    lastYear: options.lastFiscalYear ?? defaultLastFiscalYear,
    index: 0,
    slugCounts: new Map(),
  };
  const specs = options.demoCompanies === false ? [] : demoCompanySpecs;
  for (const spec of specs) {
    if (state.index >= options.count) return;
    const top = state.places.findCity(spec.countryCode, spec.city);
    const naics = naicsIndustries.find(([code]) => code === spec.naicsCode);
    if (!naics) throw new Error(`unknown NAICS code ${spec.naicsCode}`);
    yield* generateFamily(state, demoFamilyPlan(state, spec.countryCode, naics), options.count, {
      spec,
      city: top,
    });
  }
  while (state.index < options.count) {
    yield* generateFamily(state, planFamily(state), options.count);
  }
}

/** The demo companies' family shape: every role appears once or twice. */
function demoFamilyPlan(state: GeneratorState, countryCode: string, naics: NaicsRow) {
  const { places, random } = state;
  const abroad = () => {
    let other = places.pickCountry(random).code;
    while (other === countryCode) other = places.pickCountry(random).code;
    return other;
  };
  const foreignA = abroad();
  const foreignB = abroad();
  const member = (parent: number, country: string, branch = false): PlannedMember => ({
    parent,
    countryCode: country,
    naics,
    branch,
  });
  return [
    { parent: null, countryCode, naics, branch: false },
    member(0, foreignA),
    member(1, foreignA),
    member(1, foreignA),
    member(0, countryCode),
    member(4, countryCode, true),
    member(0, foreignB),
    member(0, countryCode, true),
  ];
}

/** Most companies stand alone; one in fourteen heads a family of 2 to a few hundred members. */
function planFamily(state: GeneratorState): PlannedMember[] {
  const { random, places } = state;
  const country = places.pickCountry(random).code;
  const naics = random.pick(naicsIndustries);
  const top: PlannedMember = { parent: null, countryCode: country, naics, branch: false };
  if (!random.chance(0.07)) return [top];
  const size = random.chance(0.9)
    ? random.int(2, 8)
    : random.chance(0.9)
      ? random.int(9, 40)
      : random.int(41, 250);
  const members = [top];
  const depth = [0];
  for (let k = 1; k < size; k++) {
    // Attach to the top most of the time, else to an earlier member up to three levels deep;
    // never to a branch, which is a location of its parent and owns nothing.
    let parent = 0;
    if (random.chance(0.4)) {
      const candidate = random.int(0, k - 1);
      if ((depth[candidate] ?? 0) < 2 && !members[candidate]?.branch) parent = candidate;
    }
    const parentCountry = members[parent]?.countryCode ?? country;
    const sameCountry = random.chance(0.55);
    members.push({
      parent,
      countryCode: sameCountry ? parentCountry : places.pickCountry(random).code,
      naics: random.chance(0.6) ? naics : random.pick(naicsIndustries),
      branch: sameCountry && random.chance(0.3),
    });
    depth.push((depth[parent] ?? 0) + 1);
  }
  return members;
}

/** Log-scale between min and max, most companies at the small end (median about 80 staff). */
function smallSkewed(random: Random, min: number, max: number): number {
  return Math.exp(Math.log(min) + (Math.log(max) - Math.log(min)) * random.next() ** 1.5);
}

type Built = { company: GeneratedCompanyRow; city: City; baseName: string };

function* generateFamily(
  state: GeneratorState,
  planned: PlannedMember[],
  count: number,
  demo?: { spec: DemoCompanySpec; city: City },
): Generator<GeneratedCompany> {
  // Cut at the requested count before roles are given, so roles match the members inserted.
  const members = planned.slice(0, count - state.index);
  const children = new Array<number>(members.length).fill(0);
  for (const m of members)
    if (m.parent !== null) children[m.parent] = (children[m.parent] ?? 0) + 1;
  const built: Built[] = [];
  for (const [k, member] of members.entries()) {
    const parent = member.parent === null ? undefined : built[member.parent];
    const role = familyRole(member, members, children[k] ?? 0);
    const result = generateOne(state, member, parent, role, k === 0 ? demo : undefined);
    built.push(result.built);
    yield result.generated;
  }
}

function familyRole(
  member: PlannedMember,
  members: readonly PlannedMember[],
  children: number,
): FamilyRoleCode | null {
  if (member.parent === null) return children > 0 ? "9141" : null;
  if (children > 0) {
    return members[member.parent]?.countryCode === member.countryCode ? "9159" : "9142";
  }
  return member.branch ? "9140" : "9155";
}

function generateOne(
  state: GeneratorState,
  member: PlannedMember,
  parent: Built | undefined,
  role: FamilyRoleCode | null,
  demo: { spec: DemoCompanySpec; city: City } | undefined,
): { built: Built; generated: GeneratedCompany } {
  const { random, places, lastYear } = state;
  const i = state.index++;
  const id = random.uuid();
  const profileSeed = random.int(1, 0x7fffffff);
  const country = places.countryByCode.get(member.countryCode) as CountryInfo;
  const [naicsCode, naicsTitle, words, industryTag] = member.naics;
  const sectorKey = sectorOf(naicsCode);

  let city = demo?.city ?? places.pickCity(random, member.countryCode);
  if (member.branch && parent && city.name === parent.city.name) {
    city = places.pickCity(random, member.countryCode);
  }

  let baseName: string;
  let displayName: string;
  if (demo) {
    baseName = demo.spec.displayName.split(" ")[0] as string;
    displayName = demo.spec.displayName;
  } else if (!parent) {
    baseName = brandName(random);
    const family = role === "9141";
    displayName = `${baseName} ${random.chance(family ? 0.5 : 0.1) ? random.pick(groupWords) : random.pick(words)}`;
  } else if (member.branch) {
    baseName = parent.baseName;
    displayName = `${parent.company.displayName} (${city.name})`;
  } else {
    baseName = parent.baseName;
    displayName =
      member.countryCode !== parent.company.countryCode
        ? `${baseName} ${country.name}`
        : `${baseName} ${random.pick(words)}`;
    // Two members of a family with one name would only differ by slug: tell them apart.
    if (displayName === parent.company.displayName) displayName = `${displayName} ${country.name}`;
  }
  const suffix = random.pick(country.suffixes);
  const legalName = suffix === "PT" ? `PT ${displayName}` : `${displayName} ${suffix}`;

  const slugBase = slugify(displayName);
  const seen = state.slugCounts.get(slugBase) ?? 0;
  state.slugCounts.set(slugBase, seen + 1);
  const slug = seen === 0 ? slugBase : `${slugBase}-${seen + 1}`;
  const duns = dunsFor(i, state.seed);

  const fetchedAt = new Date(Date.UTC(lastYear + 1, random.int(0, 5), random.int(1, 28)));
  const fetchedIso = fetchedAt.toISOString();
  const provenance: CompanyProvenance = {
    displayName: { source: "tierwise", fetchedAt: fetchedIso },
    duns: { source: "dnb", fetchedAt: fetchedIso },
    employeeCount: { source: random.chance(0.5) ? "dnb" : "pitchbook", fetchedAt: fetchedIso },
    naicsCode: { source: "dnb", fetchedAt: fetchedIso },
    location: { source: "geonames", fetchedAt: fetchedIso },
  };

  const employeeCount =
    demo?.spec.employeeCount ??
    Math.round(
      member.branch
        ? random.logFloat(5, 2_000)
        : parent
          ? random.logFloat(20, Math.max(40, (parent.company.employeeCount ?? 100) / 2))
          : role === "9141"
            ? random.logFloat(200, 250_000)
            : smallSkewed(random, 2, 60_000),
    );
  const parentFounded = parent?.company.foundedYear ?? undefined;
  const foundedYear =
    demo?.spec.foundedYear ??
    (parentFounded !== undefined && parentFounded !== null
      ? random.int(parentFounded, lastYear - 1)
      : Math.round(lastYear - random.logFloat(2, 150)));

  const statements = generateStatements(random, {
    companyId: id,
    currency: country.currency,
    rate: country.unitsPerUsd,
    employeeCount,
    lastYear,
    fetchedAt,
  });
  const forcedTraits = Object.fromEntries(
    (demo?.spec.traits ?? []).map((t): [TraitName, boolean] => [t, true]),
  );
  const columns = deriveSearchColumns(random, {
    statements,
    unitsPerUsd: country.unitsPerUsd,
    countryCode: member.countryCode,
    sectorKey,
    naicsCode,
    industryTag,
    employeeCount,
    foundedYear,
    lastYear,
    isSubsidiary: parent !== undefined,
    traits: companyTraits(profileSeed, forcedTraits),
    forced: demo?.spec,
  });

  const domain = `${slugBase.replace(/-/g, "")}.${domainSuffix[member.countryCode] ?? member.countryCode.toLowerCase()}`;
  const company: GeneratedCompanyRow = {
    id,
    slug,
    displayName,
    legalName,
    logoUrl: null,
    duns,
    globalId: `TW${duns}`,
    statusCode:
      demo || role === "9141"
        ? "active"
        : random.weighted(role === null ? statusWeights : memberStatusWeights),
    countryCode: member.countryCode,
    region: city.region,
    city: city.name,
    latitude: Math.round((city.latitude + random.float(-0.02, 0.02)) * 1e5) / 1e5,
    longitude: Math.round((city.longitude + random.float(-0.02, 0.02)) * 1e5) / 1e5,
    naicsCode,
    naicsTitle,
    sector: naicsSectors[sectorKey] ?? null,
    employeeCount,
    foundedYear,
    website: member.branch && parent ? parent.company.website : `https://www.${domain}`,
    ...columns,
    profileSeed,
    familyRoleCode: role,
    parentCompanyId: parent?.company.id ?? null,
    provenance,
  };
  return { built: { company, city, baseName }, generated: { company, statements } };
}
