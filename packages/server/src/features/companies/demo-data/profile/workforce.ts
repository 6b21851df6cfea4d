import type { ProfileRecord } from "@tierwise/common/company-profile";
import { clamp } from "../scores.ts";
import type { ProfileContext, SectorGroup } from "./context.ts";

/** Head count per fiscal year, oldest first; the last equals the employee count. */
export function employees(ctx: ProfileContext): ProfileRecord<"employees">[] {
  const { company, statements, random } = ctx;
  if (company.employeeCount === null) return [];
  const years = statements.length > 0 ? statements.map((s) => s.fiscalYear) : [ctx.lastYear];
  const records: ProfileRecord<"employees">[] = [];
  let count = company.employeeCount;
  for (let i = years.length - 1; i >= 0; i--) {
    records.unshift({ year: years[i] as number, count });
    // Staff follow sales, less than proportionally.
    const now = statements[i]?.revenue;
    const before = statements[i - 1]?.revenue;
    const ratio = now && before ? before / now : 1;
    count = Math.max(1, Math.round(count * ratio ** 0.6 * random.float(0.97, 1.03)));
  }
  return records;
}

/** Median pay relative to the United States, roughly. */
const wageLevel: Readonly<Record<string, number>> = {
  US: 1,
  CH: 1.1,
  NO: 0.9,
  DK: 0.9,
  AU: 0.85,
  IE: 0.85,
  GB: 0.75,
  DE: 0.8,
  NL: 0.8,
  SE: 0.75,
  CA: 0.8,
  BE: 0.8,
  AT: 0.8,
  FI: 0.75,
  FR: 0.7,
  JP: 0.6,
  IT: 0.55,
  ES: 0.5,
  KR: 0.6,
  SG: 0.8,
  IL: 0.7,
  AE: 0.7,
  NZ: 0.7,
  PT: 0.4,
  PL: 0.35,
  CZ: 0.35,
  CN: 0.3,
  TW: 0.45,
  BR: 0.2,
  MX: 0.2,
  TR: 0.2,
  IN: 0.12,
  ZA: 0.25,
};

const jobs: Readonly<Record<SectorGroup, readonly [string, number][]>> = {
  manufacturing: [
    ["Production Operator", 42_000],
    ["Manufacturing Engineer", 86_000],
    ["Quality Inspector", 48_000],
    ["Maintenance Technician", 58_000],
    ["Plant Manager", 128_000],
    ["Supply Chain Planner", 72_000],
  ],
  lifeSciences: [
    ["Research Scientist", 98_000],
    ["Quality Assurance Specialist", 76_000],
    ["Clinical Research Associate", 82_000],
    ["Regulatory Affairs Manager", 120_000],
    ["Lab Technician", 52_000],
  ],
  resources: [
    ["Field Operator", 55_000],
    ["Geologist", 92_000],
    ["Heavy Equipment Operator", 58_000],
    ["Site Supervisor", 84_000],
    ["Safety Officer", 70_000],
  ],
  energy: [
    ["Lineworker", 78_000],
    ["Power Systems Engineer", 104_000],
    ["Control Room Operator", 82_000],
    ["Field Technician", 62_000],
    ["Asset Manager", 112_000],
  ],
  construction: [
    ["Site Engineer", 80_000],
    ["Project Manager", 105_000],
    ["Estimator", 74_000],
    ["Carpenter", 52_000],
    ["Safety Manager", 86_000],
  ],
  trade: [
    ["Account Manager", 68_000],
    ["Warehouse Associate", 36_000],
    ["Category Buyer", 72_000],
    ["Inside Sales Representative", 52_000],
    ["Logistics Coordinator", 50_000],
  ],
  logistics: [
    ["Truck Driver", 56_000],
    ["Dispatcher", 48_000],
    ["Warehouse Supervisor", 58_000],
    ["Freight Broker", 64_000],
    ["Customs Specialist", 60_000],
  ],
  tech: [
    ["Software Engineer", 132_000],
    ["Product Manager", 142_000],
    ["Site Reliability Engineer", 138_000],
    ["Data Scientist", 128_000],
    ["Customer Success Manager", 84_000],
    ["Security Engineer", 140_000],
  ],
  finance: [
    ["Financial Analyst", 86_000],
    ["Relationship Manager", 98_000],
    ["Underwriter", 82_000],
    ["Compliance Officer", 92_000],
    ["Claims Adjuster", 64_000],
  ],
  services: [
    ["Consultant", 92_000],
    ["Project Coordinator", 58_000],
    ["Business Analyst", 80_000],
    ["Account Executive", 74_000],
    ["Operations Manager", 88_000],
  ],
  health: [
    ["Registered Nurse", 82_000],
    ["Medical Technologist", 62_000],
    ["Phlebotomist", 40_000],
    ["Practice Manager", 76_000],
    ["Pathologist", 240_000],
  ],
  hospitality: [
    ["Line Cook", 34_000],
    ["Server", 30_000],
    ["Restaurant Manager", 58_000],
    ["Sous Chef", 46_000],
    ["Host", 28_000],
  ],
};

/** Median pay for the company's typical jobs, in US dollars, adjusted for the country. */
export function salaries(ctx: ProfileContext): ProfileRecord<"salaries">[] {
  const { random, company } = ctx;
  const level = wageLevel[ctx.countryCode] ?? 0.3;
  const staff = company.employeeCount ?? 50;
  return jobs[ctx.group].slice(0, random.int(3, 6)).map(([jobTitle, base]) => ({
    jobTitle,
    medianUsd: Math.round((base * level * random.float(0.88, 1.12)) / 500) * 500,
    sampleSize: Math.max(3, Math.round(Math.sqrt(staff) * random.float(0.5, 2))),
  }));
}

const hiring: Readonly<Record<SectorGroup, readonly string[]>> = {
  manufacturing: ["Production", "Engineering", "Quality", "Maintenance", "Supply Chain", "Sales"],
  lifeSciences: ["Research & Development", "Quality", "Regulatory", "Manufacturing", "Sales"],
  resources: ["Operations", "Engineering", "Health & Safety", "Maintenance", "Logistics"],
  energy: ["Field Operations", "Engineering", "Grid Operations", "Customer Service", "IT"],
  construction: ["Site Operations", "Project Management", "Engineering", "Estimating", "Safety"],
  trade: ["Sales", "Warehouse", "Purchasing", "Customer Service", "Logistics"],
  logistics: ["Drivers", "Warehouse", "Operations", "Sales", "Customs & Compliance"],
  tech: ["Engineering", "Product", "Sales", "Customer Success", "Security", "Data"],
  finance: ["Risk", "Compliance", "Technology", "Client Services", "Operations"],
  services: ["Consulting", "Operations", "Sales", "Finance", "Human Resources"],
  health: ["Clinical", "Laboratory", "Administration", "Customer Service", "IT"],
  hospitality: ["Kitchen", "Front of House", "Management", "Delivery", "Events"],
};

/** Open positions by category: more at a large, growing company. */
export function hiringCategories(ctx: ProfileContext): ProfileRecord<"hiringCategories">[] {
  const { random, company } = ctx;
  const staff = company.employeeCount ?? 20;
  const growth = clamp(1 + (company.revenueGrowth ?? 0) / 50, 0.3, 2);
  const total = Math.round(staff * random.float(0.005, 0.04) * growth);
  const categories = hiring[ctx.group].slice(0, random.int(3, hiring[ctx.group].length));
  return categories
    .map((category, i) => ({
      category,
      openings: Math.round(
        total * (i === 0 ? 0.4 : 0.6 / categories.length) * random.float(0.6, 1.4),
      ),
    }))
    .filter((c) => c.openings > 0);
}

const womenInWorkforce: Readonly<Record<SectorGroup, number>> = {
  manufacturing: 0.29,
  lifeSciences: 0.5,
  resources: 0.16,
  energy: 0.24,
  construction: 0.12,
  trade: 0.38,
  logistics: 0.24,
  tech: 0.3,
  finance: 0.52,
  services: 0.45,
  health: 0.74,
  hospitality: 0.52,
};
/** Countries with board-gender quotas or targets. */
const boardQuotas = new Set(["FR", "DE", "IT", "BE", "NL", "NO", "ES", "AT", "PT", "GB", "AU"]);

export function genderMetrics(ctx: ProfileContext): ProfileRecord<"genderMetrics">[] {
  const { random } = ctx;
  const base = womenInWorkforce[ctx.group];
  const share = (value: number) => Math.round(clamp(value, 0.02, 0.95) * 1000) / 1000;
  return [
    { group: "workforce", women: share(base + random.float(-0.08, 0.08)) },
    { group: "leadership", women: share(base * random.float(0.5, 0.9)) },
    {
      group: "board",
      women: share(
        boardQuotas.has(ctx.countryCode) ? random.float(0.33, 0.45) : random.float(0.1, 0.35),
      ),
    },
  ];
}

/** Workforce by ethnicity where employers report it (US EEO-1, UK voluntary reporting). */
export function ethnicityMetrics(ctx: ProfileContext): ProfileRecord<"ethnicityMetrics">[] {
  const { random } = ctx;
  const groups: readonly [string, number][] | undefined =
    ctx.countryCode === "US"
      ? [
          ["White", 0.58],
          ["Hispanic or Latino", 0.18],
          ["Black or African American", 0.12],
          ["Asian", 0.08],
          ["Two or more races", 0.03],
          ["Other", 0.01],
        ]
      : ctx.countryCode === "GB"
        ? [
            ["White", 0.8],
            ["Asian", 0.1],
            ["Black", 0.05],
            ["Mixed", 0.03],
            ["Other", 0.02],
          ]
        : undefined;
  if (!groups) return [];
  const raw = groups.map(([name, base]) => [name, base * random.float(0.7, 1.3)] as const);
  const total = raw.reduce((sum, [, v]) => sum + v, 0);
  // Shares floor to thousandths so that they never add up to more than one.
  return raw.map(([ethnicity, v]) => ({ ethnicity, share: Math.floor((v / total) * 1000) / 1000 }));
}

const consumerFacing = new Set<SectorGroup>(["trade", "hospitality", "health", "finance", "tech"]);

/** Monthly website visits for the twelve months up to the reference day, oldest first. */
export function websiteTraffic(ctx: ProfileContext): ProfileRecord<"websiteTraffic">[] {
  const { random, company } = ctx;
  if (!company.website) return [];
  const staff = company.employeeCount ?? 20;
  let visits = staff ** 0.85 * (consumerFacing.has(ctx.group) ? 90 : 25) * random.float(0.5, 2);
  const records: ProfileRecord<"websiteTraffic">[] = [];
  const year = ctx.asOf.getUTCFullYear();
  const month = ctx.asOf.getUTCMonth();
  for (let k = 11; k >= 0; k--) {
    const date = new Date(Date.UTC(year, month - k, 1));
    visits *= random.float(0.9, 1.12);
    records.push({
      month: `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`,
      visits: Math.round(visits),
    });
  }
  return records;
}
