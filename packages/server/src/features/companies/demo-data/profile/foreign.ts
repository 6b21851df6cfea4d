import type { ProfileRecord } from "@tierwise/common/company-profile";
import { brandName } from "../names.ts";
import { daysBefore, isoDate, type ProfileContext } from "./context.ts";

/**
 * The state's stake: a majority for a state-owned company, none otherwise. The state holds a
 * family at its top; a subsidiary's owner is its parent.
 */
export function stateOwnership(ctx: ProfileContext): ProfileRecord<"stateOwnedEntity"> {
  if (!ctx.traits.stateOwned || ctx.company.parentCompanyId) {
    return { isStateOwned: false, state: null, ownershipShare: null };
  }
  return {
    isStateOwned: true,
    state: ctx.countryCode,
    ownershipShare: Math.round(ctx.random.float(0.51, 1) * 100) / 100,
  };
}

type LaborRisk = ProfileRecord<"forcedLaborRisks">;
const cotton: LaborRisk[] = [
  {
    region: "Xinjiang, China",
    risk: "high",
    reason: "Cotton and yarn from a region under the US Uyghur Forced Labor Prevention Act",
  },
  {
    region: "Turkmenistan",
    risk: "high",
    reason: "State-organised forced labour reported in the cotton harvest",
  },
];
const minerals: LaborRisk[] = [
  {
    region: "Democratic Republic of the Congo",
    risk: "high",
    reason: "Cobalt from artisanal mines with reported child and forced labour",
  },
  {
    region: "Malaysia",
    risk: "medium",
    reason: "Migrant workers in electronics assembly reported paying recruitment fees",
  },
];
const polysilicon: LaborRisk[] = [
  {
    region: "Xinjiang, China",
    risk: "high",
    reason: "Polysilicon supply chain exposed to the UFLPA Entity List",
  },
];
const farming: LaborRisk[] = [
  { region: "Côte d'Ivoire", risk: "medium", reason: "Cocoa farms with reported child labour" },
  { region: "Thailand", risk: "medium", reason: "Seafood processing with reported debt bondage" },
  {
    region: "Brazil",
    risk: "medium",
    reason: "Cattle and coffee farms named on the national forced-labour register",
  },
];

/** Sourcing regions with forced-labour exposure, by what the industry buys. */
export function forcedLaborRisks(ctx: ProfileContext): LaborRisk[] {
  const code = ctx.company.naicsCode ?? "";
  const candidates = code.startsWith("313")
    ? cotton
    : code.startsWith("334") || code.startsWith("3359") || code.startsWith("2122")
      ? minerals
      : code === "221114"
        ? polysilicon
        : code.startsWith("11") ||
            code.startsWith("311") ||
            code.startsWith("4244") ||
            code.startsWith("4451")
          ? farming
          : [];
  if (candidates.length === 0 || !ctx.random.chance(0.6)) return [];
  return candidates.slice(0, ctx.random.int(1, candidates.length));
}

const relationships = [
  "Joint venture",
  "Minority shareholder",
  "Licensing partner",
  "Research collaboration",
  "Distribution agreement",
] as const;
const affiliateCountries = ["CN", "RU", "AE", "SG", "HK", "TR", "IN", "SA", "VN"] as const;

export function foreignAffiliations(ctx: ProfileContext): ProfileRecord<"foreignAffiliations">[] {
  const { random, traits } = ctx;
  if (!traits.foreignAffiliations) return [];
  return Array.from({ length: random.int(1, 3) }, () => {
    let country: string = random.pick(affiliateCountries);
    if (country === ctx.countryCode) country = "SG";
    return {
      entityName: `${brandName(random)} ${random.pick(ctx.industryWords)} ${random.pick(["Co., Ltd.", "Holdings", "JSC", "LLC"])}`,
      country,
      relationship: random.pick(relationships),
      since: random.chance(0.85) ? isoDate(daysBefore(ctx, random.float(180, 4_000))) : null,
    };
  });
}

const technologies: Readonly<Record<ProfileContext["group"], readonly string[]>> = {
  manufacturing: [
    "High-strength alloy forming process",
    "Sensor fusion module for driver assistance",
    "Thermal management for battery packs",
  ],
  lifeSciences: ["Sustained-release drug formulation", "Gene expression assay", "Implant coating"],
  tech: [
    "Federated learning on edge devices",
    "Low-latency video codec",
    "Quantum-safe key exchange",
  ],
  energy: ["Grid-scale storage controller", "Perovskite solar cell layer"],
  resources: ["Rare-earth separation process", "Autonomous drilling control"],
  construction: ["Modular steel connection system"],
  trade: ["Automated picking system"],
  logistics: ["Route optimisation for mixed fleets"],
  finance: ["Real-time fraud detection model"],
  services: ["Predictive maintenance analytics"],
  health: ["Rapid diagnostic test cartridge"],
  hospitality: ["Food preservation packaging"],
};

/** Patents filed with co-applicants in countries of concern. */
export function technologyTransferRisks(
  ctx: ProfileContext,
): ProfileRecord<"technologyTransferRisks">[] {
  const { random, traits } = ctx;
  if (!traits.technologyTransfer) return [];
  return Array.from({ length: random.int(1, 3) }, () => ({
    applicationNumber: `CN${random.int(2018, ctx.lastYear)}1${String(random.int(0, 99_999_999)).padStart(8, "0")}.${random.int(0, 9)}`,
    title: random.pick(technologies[ctx.group]),
    coApplicantCountry: random.pick(["CN", "RU", "IR", "BY"] as const),
    risk: random.pick(["medium", "high", "high"] as const),
  }));
}
