/**
 * A year of generated company data for the demo: metric series that end at each company's
 * current value (so a profile and its alerts agree), with the occasional episode a risk team
 * would want to hear about (a security incident, a credit downgrade, a liquidity squeeze), and
 * events (sanctions matches, court filings, data breaches). Deterministic per company: the
 * same seed gives the same history on every machine.
 */
import { Random } from "../../../companies/demo-data/prng.ts";
import type { MetricVariable } from "../rules/rule-variables.ts";
import type { NewCompanyDataChange } from "../rules/run-rules.ts";

/** What the generator reads of a seeded company. */
export type DemoCompany = {
  id: string;
  name: string;
  countryCode: string | null;
  city: string | null;
  employeeCount: number | null;
  metrics: Partial<Record<MetricVariable, number | null>>;
};

type MetricPlan = {
  /** Days between observations. */
  step: number;
  /** Days of history before the year, as the longest watched window needs (twice it). */
  before: number;
  /** Relative noise per observation. */
  noise: number;
  min: number;
  max: number;
  decimals: number;
};

const plans: Record<MetricVariable, MetricPlan> = {
  security_rating: { step: 7, before: 182, noise: 0.012, min: 250, max: 900, decimals: 0 },
  credit_score: { step: 30, before: 365, noise: 0.035, min: 1, max: 100, decimals: 0 },
  current_ratio: { step: 91, before: 1826, noise: 0.06, min: 0.05, max: 20, decimals: 2 },
  quick_ratio: { step: 91, before: 1826, noise: 0.06, min: 0.02, max: 20, decimals: 2 },
  altman_z_score: { step: 91, before: 1826, noise: 0.07, min: -5, max: 30, decimals: 2 },
  esg_score: { step: 182, before: 730, noise: 0.04, min: 0, max: 100, decimals: 1 },
};

/** An episode: from `day` on, the value is multiplied by `factor`, reached over `days`. */
type Episode = { day: number; days: number; factor: number };

/** How often each kind of episode happens in a year, and how hard it hits. */
const episodeOdds: {
  variables: MetricVariable[];
  chance: number;
  factor: [number, number];
  days: [number, number];
}[] = [
  { variables: ["security_rating"], chance: 0.3, factor: [0.82, 0.93], days: [1, 7] },
  { variables: ["credit_score"], chance: 0.15, factor: [0.6, 0.85], days: [20, 60] },
  { variables: ["credit_score"], chance: 0.07, factor: [1.25, 1.45], days: [60, 180] },
  {
    variables: ["current_ratio", "quick_ratio"],
    chance: 0.12,
    factor: [0.45, 0.7],
    days: [60, 180],
  },
  { variables: ["altman_z_score"], chance: 0.08, factor: [0.4, 0.7], days: [90, 270] },
  { variables: ["esg_score"], chance: 0.06, factor: [0.65, 0.82], days: [100, 300] },
];

const dayMs = 86_400_000;
const round = (value: number, decimals: number) =>
  Math.round(value * 10 ** decimals) / 10 ** decimals;

export type CompanyHistory = {
  /** Per metric: every observation, oldest first (the year's and the history before it). */
  series: Map<MetricVariable, { on: Date; value: number }[]>;
  /** The year's changes: metric observations and events, for the rules. */
  changes: NewCompanyDataChange[];
};

/**
 * The company's data over the year before `today` (a UTC midnight). Observations before the
 * year are history only; those within it are changes the rules evaluate.
 */
export function companyHistory(company: DemoCompany, seed: number, today: Date): CompanyHistory {
  const random = new Random(seed);
  const episodes = new Map<MetricVariable, Episode[]>();
  for (const odds of episodeOdds) {
    if (!random.chance(odds.chance)) continue;
    const episode = {
      day: random.int(-360, -10),
      days: random.int(...odds.days),
      factor: random.float(...odds.factor),
    };
    for (const variable of odds.variables)
      episodes.set(variable, [...(episodes.get(variable) ?? []), episode]);
  }
  const series = new Map<MetricVariable, { on: Date; value: number }[]>();
  const changes: NewCompanyDataChange[] = [];
  for (const [variable, plan] of Object.entries(plans) as [MetricVariable, MetricPlan][]) {
    const current = company.metrics[variable];
    if (current === null || current === undefined) continue;
    const days: number[] = [];
    for (let day = 0; day >= -(365 + plan.before); day -= plan.step) days.unshift(day);
    // A random walk with the episodes, then scaled to end at today's value.
    let level = 1;
    const shape = days.map((day) => {
      level *= 1 + random.float(-plan.noise, plan.noise);
      let factor = 1;
      for (const e of episodes.get(variable) ?? [])
        if (day >= e.day) factor *= 1 + (e.factor - 1) * Math.min(1, (day - e.day + 1) / e.days);
      return level * factor;
    });
    const scale = current / (shape.at(-1) as number);
    const points = days.map((day, i) => ({
      on: new Date(today.getTime() + day * dayMs),
      value: round(
        Math.min(plan.max, Math.max(plan.min, (shape[i] as number) * scale)),
        plan.decimals,
      ),
    }));
    series.set(variable, points);
    for (const point of points) {
      if (point.on.getTime() <= today.getTime() - 365 * dayMs) continue;
      changes.push({
        companyId: company.id,
        variable,
        observedAt: new Date(point.on.getTime() + 9 * 3_600_000),
        newValue: point.value,
        source: "demo",
      });
    }
  }
  changes.push(...companyEvents(company, random, today));
  return { series, changes };
}

const courts = [
  "U.S. District Court, D. Del.",
  "U.S. District Court, S.D.N.Y.",
  "High Court of Justice, London",
  "Landgericht Frankfurt",
  "Tribunal de commerce de Paris",
];
const filingKinds = [
  "Contract dispute",
  "Product liability claim",
  "Employment claim",
  "Patent infringement suit",
  "Environmental enforcement action",
];
const breachKinds = [
  "Ransomware",
  "Misconfigured cloud storage",
  "Credential phishing",
  "Third-party vendor compromise",
  "Web application attack",
];
const programs = ["RUSSIA-EO14024", "SDGT", "IRAN", "CYBER2", "GLOMAG"];

function companyEvents(company: DemoCompany, random: Random, today: Date): NewCompanyDataChange[] {
  const events: NewCompanyDataChange[] = [];
  const when = () =>
    new Date(today.getTime() - random.int(1, 364) * dayMs + random.int(7, 18) * 3_600_000);
  const event = (variable: NewCompanyDataChange["variable"], detail: Record<string, unknown>) =>
    events.push({ companyId: company.id, variable, observedAt: when(), detail, source: "demo" });
  if (random.chance(0.004)) {
    event("sanctions_match", {
      listName: random.pick(["ofac", "opensanctions"]),
      program: random.pick(programs),
      matchedName: company.name.toUpperCase(),
      entryId: `demo-${random.int(10_000, 99_999)}`,
      score: random.int(86, 99),
    });
  }
  const filings = random.chance(0.14) ? random.int(1, 2) : 0;
  for (let k = 0; k < filings; k++) {
    const kind = random.chance(0.06) ? "Chapter 11 petition" : random.pick(filingKinds);
    event("court_filing", {
      court: random.pick(courts),
      caseNumber: `${today.getUTCFullYear() - random.int(0, 1)}-cv-${random.int(100, 9999)}`,
      kind,
      status: random.pick(["open", "open", "settled", "dismissed"]),
    });
  }
  if (random.chance(0.04)) {
    const kind = random.pick(breachKinds);
    const exposed = Math.round((company.employeeCount ?? 100) * random.logFloat(2, 300));
    event("data_breach", {
      kind,
      recordsExposed: exposed,
      summary: `${kind} incident at ${company.name}; about ${exposed.toLocaleString("en-US")} records affected.`,
    });
  }
  return events;
}
