import type { ProfileRecord } from "@tierwise/common/company-profile";
import { brandName } from "../names.ts";
import { clamp } from "../scores.ts";
import { type ProfileContext, roundTo } from "./context.ts";

const exchanges: Readonly<Record<string, string>> = {
  US: "NYSE",
  CA: "TSX",
  GB: "LSE",
  DE: "XETRA",
  FR: "Euronext Paris",
  NL: "Euronext Amsterdam",
  CH: "SIX",
  JP: "TSE",
  CN: "SSE",
  HK: "HKEX",
  IN: "NSE",
  AU: "ASX",
  KR: "KRX",
  BR: "B3",
};

const offerings: Readonly<Record<ProfileContext["group"], string>> = {
  manufacturing: "It makes {product} for industrial and original-equipment customers",
  lifeSciences: "It develops and supplies {product} for healthcare providers and partners",
  resources: "It produces raw materials for processors and traders",
  energy: "It generates and delivers energy and utility services to business and public customers",
  construction: "It delivers building and infrastructure projects for public and private clients",
  trade: "It sources and distributes {product} to business customers",
  logistics: "It moves and stores goods for shippers across road, sea and air networks",
  tech: "It provides {product} to businesses of every size",
  finance: "It offers financial products to companies and households",
  services: "It provides {product} to corporate and public-sector clients",
  health: "It provides {product} to patients, clinics and insurers",
  hospitality: "It operates restaurants and catering services",
};

const familySentence: Readonly<Record<string, string>> = {
  "9141": "It is the global ultimate parent of a corporate family.",
  "9142": "It heads its corporate family's operations in {country}.",
  "9159": "It is a regional headquarters within its corporate family.",
  "9155": "It is a subsidiary of {parent}.",
  "9140": "It is a branch location of {parent}.",
};

export function summary(ctx: ProfileContext): ProfileRecord<"summary"> {
  const { company, random } = ctx;
  const legalForm =
    company.legalName && company.legalName !== company.displayName
      ? company.legalName.replace(company.displayName, "").trim() || null
      : null;
  const naics = company.naicsCode ? ` (NAICS ${company.naicsCode})` : "";
  const parts = [
    `${company.displayName} is based in ${ctx.city}, ${ctx.countryName}, and operates in ${ctx.industry.toLowerCase()}${naics}.`,
    `${offerings[ctx.group].replace("{product}", ctx.product)}.`,
  ];
  if (company.foundedYear && company.employeeCount) {
    parts.push(
      `Founded in ${company.foundedYear}, it employs about ${company.employeeCount.toLocaleString("en-US")} people.`,
    );
  }
  const family = company.familyRoleCode ? familySentence[company.familyRoleCode] : undefined;
  if (family)
    parts.push(family.replace("{country}", ctx.countryName).replace("{parent}", ctx.parentName));
  const exchange = exchanges[ctx.countryCode] ?? "NYSE";
  const letters = company.displayName.replace(/[^A-Za-z]/g, "").toUpperCase();
  return {
    description: parts.join(" "),
    foundedYear: company.foundedYear,
    website: company.website,
    phone: ctx.country
      ? `${ctx.country.callingCode} ${random.int(10, 99)} ${random.int(100, 999)} ${random.int(1000, 9999)}`
      : null,
    legalForm,
    stockTicker: ctx.isPublic
      ? `${exchange}: ${letters.slice(0, 2)}${letters.at(-1) ?? "X"}`
      : null,
  };
}

/** Competitors: the caller's peers from the same industry when given, else invented names. */
export function competitors(ctx: ProfileContext): ProfileRecord<"competitors">[] {
  const { random, company, options } = ctx;
  const peers = (options.peers ?? []).filter((p) => p.slug !== company.slug);
  const count = peers.length > 0 ? Math.min(peers.length, 6) : random.int(3, 5);
  let similarity = random.float(0.8, 0.95);
  return Array.from({ length: count }, (_, i) => {
    const peer = peers[i];
    similarity = clamp(similarity - random.float(0.02, 0.1), 0.3, 0.95);
    return {
      slug: peer?.slug ?? null,
      name: peer?.displayName ?? `${brandName(random)} ${random.pick(ctx.industryWords)}`,
      similarity: Math.round(similarity * 100) / 100,
    };
  });
}

/**
 * Three years of ESG scores, oldest first. The last total is the company's ESG score and each
 * total is the mean of its three pillars (worked in tenths, so the mean is exact).
 */
export function esg(ctx: ProfileContext): ProfileRecord<"esg">[] {
  const { random, company } = ctx;
  if (company.esgScore === null) return [];
  const records: ProfileRecord<"esg">[] = [];
  let total = Math.round(company.esgScore * 10);
  for (let k = 0; k < 3; k++) {
    const room = Math.min(total, 1_000 - total);
    const e = Math.round(random.float(-0.4, 0.4) * room);
    const s = Math.round(random.float(-0.4, 0.4) * room);
    records.unshift({
      year: ctx.lastYear - k,
      environmental: (total + e) / 10,
      social: (total + s) / 10,
      governance: (total - e - s) / 10,
      total: total / 10,
    });
    total = Math.round(clamp(total + random.float(-40, 30), 50, 980));
  }
  return records;
}

const certifiers: Readonly<Record<string, [string, string]>> = {
  women_owned: ["Women's Business Enterprise National Council", "WEConnect International"],
  minority_owned: [
    "National Minority Supplier Development Council",
    "Minority Supplier Development UK",
  ],
  veteran_owned: [
    "U.S. Small Business Administration (VetCert)",
    "U.S. Small Business Administration (VetCert)",
  ],
  lgbtq_owned: ["National LGBT Chamber of Commerce", "National LGBT Chamber of Commerce"],
  disability_owned: ["Disability:IN", "Disability:IN"],
  small_business: ["U.S. Small Business Administration", "National small-business register"],
};

/** One record per certification in the company's `diversity` column. */
export function diversityRecords(ctx: ProfileContext): ProfileRecord<"diversity">[] {
  const { random, company } = ctx;
  return company.diversity.map((certification) => {
    const [us, elsewhere] = certifiers[certification] ?? [
      "Supplier diversity council",
      "Supplier diversity council",
    ];
    const since = Math.max(company.foundedYear ?? ctx.lastYear - 10, ctx.lastYear - 12);
    return {
      certification,
      certifiedBy: ctx.countryCode === "US" ? us : elsewhere,
      since: `${random.int(since, ctx.lastYear)}-${String(random.int(1, 12)).padStart(2, "0")}-01`,
    };
  });
}

const patentOffices: readonly [string, (year: number, n: number) => string][] = [
  [
    "USPTO",
    (y, n) =>
      `US${String((y % 100) + 0).padStart(2, "0")}/${String(n).slice(0, 3)},${String(n).slice(3, 6)}`,
  ],
  ["EPO", (y, n) => `EP${y}${String(n).padStart(7, "0")}`],
  ["JPO", (y, n) => `JP${y}-${String(n).slice(0, 6)}`],
  ["CNIPA", (y, n) => `CN${y}1${String(n).padStart(8, "0")}`],
];
const inventions: Readonly<Record<ProfileContext["group"], readonly string[]>> = {
  manufacturing: [
    "Method for joining dissimilar metals",
    "Self-monitoring {product} assembly",
    "Low-friction coating for {product}",
    "Modular tooling fixture",
  ],
  lifeSciences: [
    "Stable liquid formulation",
    "Single-use bioreactor bag",
    "Minimally invasive delivery device",
  ],
  tech: [
    "System for distributed cache invalidation",
    "Method for anomaly detection in event streams",
    "Privacy-preserving analytics pipeline",
  ],
  energy: ["Inverter control for weak grids", "Leak detection in water networks"],
  resources: ["Ore sorting by hyperspectral imaging", "Precision seeding apparatus"],
  construction: ["Precast connection with integrated drainage"],
  trade: ["Returnable packaging tracking system"],
  logistics: ["Container load optimisation method"],
  finance: ["Risk scoring of invoice streams"],
  services: ["Workforce scheduling optimisation"],
  health: ["Sample stabilisation tube"],
  hospitality: ["Food waste measurement station"],
};
const patentingGroups = new Set(["manufacturing", "lifeSciences", "tech", "energy", "resources"]);

export function patents(ctx: ProfileContext): ProfileRecord<"patents">[] {
  const { random, company } = ctx;
  if (!patentingGroups.has(ctx.group)) return [];
  const count = Math.min(
    8,
    Math.floor(Math.log10((company.employeeCount ?? 10) + 1) * random.float(0, 2.2)),
  );
  return Array.from({ length: count }, () => {
    const [office, number] = random.pick(patentOffices);
    const filed = new Date(ctx.asOf.getTime() - random.float(200, 3_000) * 86_400_000);
    const granted = new Date(filed.getTime() + random.float(400, 1_300) * 86_400_000);
    const year = filed.getUTCFullYear();
    return {
      applicationNumber: number(year, random.int(100_000, 999_999)),
      title: random.pick(inventions[ctx.group]).replace("{product}", ctx.product),
      filedOn: filed.toISOString().slice(0, 10),
      grantedOn:
        granted < ctx.asOf && random.chance(0.75) ? granted.toISOString().slice(0, 10) : null,
      office,
    };
  }).sort((a, b) => (a.filedOn < b.filedOn ? 1 : -1));
}

const usAgencies: readonly [string, string | null, string][] = [
  ["Department of Defense", "Department of the Army", "W911NF"],
  ["Department of Defense", "Department of the Navy", "N00019"],
  ["Department of Defense", "Department of the Air Force", "FA8650"],
  ["General Services Administration", "Federal Acquisition Service", "47QTCA"],
  ["Department of Homeland Security", "U.S. Customs and Border Protection", "70B04C"],
  ["Department of Energy", null, "89303"],
  ["Department of Veterans Affairs", "Veterans Health Administration", "36C10X"],
];

/** Government spending awards of a government contractor, newest first. */
export function governmentAwards(ctx: ProfileContext): ProfileRecord<"governmentAwards">[] {
  const { random, company } = ctx;
  if (!ctx.isGovernmentContractor) return [];
  const size = company.revenueUsd ?? 10e6;
  return Array.from({ length: random.int(2, 6) }, () => {
    const [agency, subAgency, office] =
      ctx.countryCode === "US"
        ? random.pick(usAgencies)
        : ([`Ministry of Defence of ${ctx.countryName}`, null, "MOD"] as const);
    const action = new Date(ctx.asOf.getTime() - random.float(30, 1_400) * 86_400_000);
    const year = action.getUTCFullYear();
    const awardId = `${office}${String(year).slice(2)}C${String(random.int(1, 9999)).padStart(4, "0")}`;
    const loan = ctx.countryCode === "US" && random.chance(0.1);
    const amount = roundTo(Math.min(size * 0.2, random.logFloat(50_000, 80_000_000)), 100);
    const end = new Date(action.getTime() + random.float(180, 1_800) * 86_400_000);
    return {
      awardUniqueKey: `CONT_AWD_${awardId}_9700_-NONE-_-NONE-`,
      awardId,
      awardType: loan
        ? "Direct Loan"
        : random.pick(["Definitive Contract", "Delivery Order", "Purchase Order"]),
      awardAmount: amount,
      recipientName: (company.legalName ?? company.displayName).toUpperCase(),
      awardingAgency: agency,
      awardingSubAgency: subAgency,
      actionDate: action.toISOString().slice(0, 10),
      startDate: action.toISOString().slice(0, 10),
      endDate: end.toISOString().slice(0, 10),
      companyDuns: company.duns,
      faceValueOfLoan: loan ? amount : null,
      originalLoanSubsidyCost: loan ? roundTo(amount * random.float(0.01, 0.08), 100) : null,
    };
  }).sort((a, b) => (a.actionDate < b.actionDate ? 1 : -1));
}

const supplyCategories: Readonly<Record<ProfileContext["group"], readonly string[]>> = {
  manufacturing: [
    "Raw materials",
    "Components",
    "Packaging",
    "Machinery",
    "Logistics",
    "Energy",
    "MRO supplies",
  ],
  lifeSciences: [
    "Active ingredients",
    "Laboratory supplies",
    "Packaging",
    "Cold-chain logistics",
    "Contract research",
  ],
  resources: ["Equipment", "Fuel", "Explosives", "Logistics", "Maintenance services"],
  energy: ["Turbines and panels", "Grid equipment", "Fuel", "Maintenance services", "IT services"],
  construction: ["Steel", "Concrete", "Equipment rental", "Subcontracting", "Timber"],
  trade: ["Finished goods", "Packaging", "Warehousing", "Freight", "IT services"],
  logistics: ["Fuel", "Vehicles", "Tyres", "Warehouse equipment", "Telematics"],
  tech: ["Cloud hosting", "Hardware", "Software licences", "Contractors", "Data centre services"],
  finance: ["Core banking software", "Data services", "Facilities", "Consulting", "Cloud hosting"],
  services: ["IT services", "Facilities", "Recruitment", "Travel", "Office supplies"],
  health: ["Reagents", "Medical devices", "Laboratory equipment", "Waste disposal", "IT services"],
  hospitality: ["Fresh produce", "Meat and seafood", "Beverages", "Cleaning supplies", "Equipment"],
};
const supplierCountries = [
  "CN",
  "US",
  "DE",
  "MX",
  "VN",
  "IN",
  "PL",
  "TW",
  "JP",
  "KR",
  "TR",
  "IT",
] as const;

/** 5–15 suppliers in three tiers; spend shares add up to less than the whole. */
export function vendors(ctx: ProfileContext): ProfileRecord<"vendors">[] {
  const { random } = ctx;
  const categories = supplyCategories[ctx.group];
  const count = random.int(5, 15);
  const raw = Array.from({ length: count }, (_, i) => {
    const tier = i < Math.ceil(count / 3) ? 1 : i < Math.ceil((2 * count) / 3) ? 2 : 3;
    const category = random.pick(categories);
    return {
      name: `${brandName(random)} ${category.split(" ")[0]} ${random.pick(["Ltd.", "Inc.", "GmbH", "Co., Ltd.", "S.A."])}`,
      slug: null,
      country: tier === 1 && random.chance(0.6) ? ctx.countryCode : random.pick(supplierCountries),
      tier,
      category,
      weight: (4 - tier) * random.float(0.5, 1.5),
    };
  });
  const total = raw.reduce((sum, v) => sum + v.weight, 0);
  const covered = random.float(0.35, 0.8);
  return raw.map(({ weight, ...vendor }) => ({
    ...vendor,
    spendShare: Math.floor((weight / total) * covered * 1000) / 1000,
  }));
}
