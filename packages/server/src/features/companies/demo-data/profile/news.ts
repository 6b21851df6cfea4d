import type { ProfileRecord } from "@tierwise/common/company-profile";
import { brandName, slugify } from "../names.ts";
import { money, type ProfileContext, type SectorGroup } from "./context.ts";
import { newsOutlet } from "./outlets.ts";
import type { Executive } from "./people.ts";

type Vocabulary = {
  facilities: readonly string[];
  customers: readonly string[];
  partnerships: readonly string[];
  /** Why a product would be recalled; none where recalls do not happen. */
  defects: readonly string[];
};

const vocabulary: Readonly<Record<SectorGroup, Vocabulary>> = {
  manufacturing: {
    facilities: ["plant", "production line", "assembly plant", "factory"],
    customers: [
      "a major European automaker",
      "a U.S. aerospace manufacturer",
      "a global appliance maker",
      "a leading electronics brand",
    ],
    partnerships: ["battery recycling", "factory automation", "low-carbon steel sourcing"],
    defects: ["faulty welds", "a risk of overheating", "substandard materials", "labelling errors"],
  },
  lifeSciences: {
    facilities: ["research centre", "sterile manufacturing site", "laboratory"],
    customers: ["a national health service", "a top-10 pharmaceutical company", "a hospital group"],
    partnerships: [
      "AI-assisted drug discovery",
      "clinical trial logistics",
      "diagnostic development",
    ],
    defects: ["sterility concerns", "a dosing error on the label", "particulate contamination"],
  },
  resources: {
    facilities: ["processing facility", "grain terminal", "mine expansion"],
    customers: ["a global commodity trader", "a regional food processor", "an Asian steelmaker"],
    partnerships: ["precision agriculture", "water stewardship", "electrified haulage"],
    defects: [],
  },
  energy: {
    facilities: ["solar farm", "substation", "water treatment plant", "battery storage site"],
    customers: ["the regional grid operator", "a municipal utility", "a data-centre operator"],
    partnerships: ["grid-scale storage", "green hydrogen", "smart metering"],
    defects: [],
  },
  construction: {
    facilities: ["regional office", "precast yard", "equipment depot"],
    customers: ["the state transport department", "a hospital trust", "a logistics developer"],
    partnerships: [
      "modular construction",
      "low-carbon concrete",
      "digital twins for infrastructure",
    ],
    defects: [],
  },
  trade: {
    facilities: ["distribution centre", "warehouse", "regional hub"],
    customers: [
      "a national supermarket chain",
      "a hospital purchasing group",
      "a major online retailer",
    ],
    partnerships: ["same-day delivery", "supplier diversity", "returnable packaging"],
    defects: ["undeclared allergens", "possible contamination", "mislabelled lots"],
  },
  logistics: {
    facilities: [
      "distribution centre",
      "cross-dock hub",
      "rail terminal",
      "cold-storage warehouse",
    ],
    customers: [
      "a global consumer-goods company",
      "a leading e-commerce platform",
      "an automotive manufacturer",
    ],
    partnerships: ["electric trucking", "AI-driven route planning", "customs digitisation"],
    defects: [],
  },
  tech: {
    facilities: ["engineering hub", "data centre", "development centre"],
    customers: [
      "a Fortune 500 insurer",
      "a national bank",
      "a global retailer",
      "a government agency",
    ],
    partnerships: ["generative AI", "cloud migration", "zero-trust security"],
    defects: [],
  },
  finance: {
    facilities: ["operations centre", "regional headquarters"],
    customers: ["a group of mid-sized manufacturers", "a pension fund", "a fintech platform"],
    partnerships: ["embedded finance", "real-time payments", "climate risk analytics"],
    defects: [],
  },
  services: {
    facilities: ["regional office", "service centre", "delivery centre"],
    customers: ["a state government", "a global manufacturer", "a healthcare network"],
    partnerships: ["workforce analytics", "process automation", "sustainability reporting"],
    defects: [],
  },
  health: {
    facilities: ["laboratory", "clinic", "testing centre"],
    customers: ["a regional hospital network", "a national insurer", "a public health agency"],
    partnerships: ["at-home testing", "genomic screening", "telehealth"],
    defects: ["inaccurate test results", "a faulty reagent batch"],
  },
  hospitality: {
    facilities: ["flagship restaurant", "central kitchen", "catering site"],
    customers: ["a corporate campus", "a university", "a sports arena"],
    partnerships: ["local sourcing", "food-waste reduction", "delivery apps"],
    defects: ["possible listeria contamination", "undeclared allergens"],
  },
};

type Event = { daysAgo: number; headline: string };

/**
 * Headlines built from templates per sector and event type, filled with the company's name,
 * city and industry. Events the profile knows about (a breach, a lawsuit, an enforcement
 * action, a funding round, results of a listed company) come with matching dates.
 */
export function newsItems(
  ctx: ProfileContext,
  facts: {
    leaders: readonly Executive[];
    breaches: readonly ProfileRecord<"dataBreaches">[];
    filings: readonly ProfileRecord<"courtFilings">[];
    enforcement: readonly ProfileRecord<"regulatoryEnforcement">[];
    funding: readonly ProfileRecord<"fundingRounds">[];
  },
): ProfileRecord<"news">[] {
  const { random, company } = ctx;
  const name = company.displayName;
  const words = vocabulary[ctx.group];
  const facility = () => random.pick(words.facilities);
  const size = company.revenueUsd ?? 20e6;
  const amount = (low: number, high: number) =>
    money(random.logFloat(size * low + 1e5, size * high + 2e5));
  const window = 730;
  const any = () => random.float(5, window);
  const events: Event[] = [];

  const generic: (() => string)[] = [
    () => `${name} opens new ${facility()} in ${ctx.city}`,
    () => `${name} to invest ${amount(0.02, 0.1)} in ${ctx.city} ${facility()}`,
    () => `${name} wins ${amount(0.01, 0.08)} contract from ${random.pick(words.customers)}`,
    () => `${name} signs multi-year supply agreement with ${random.pick(words.customers)}`,
    () => `${name} partners with ${brandName(random)} on ${random.pick(words.partnerships)}`,
    () =>
      `${name} acquires ${brandName(random)} ${random.pick(ctx.industryWords)} to expand ${ctx.product} business`,
    () => `${name} commits to net-zero emissions by ${random.pick([2035, 2040, 2045, 2050])}`,
    () => `${name} named ${ctx.product} supplier of the year by ${random.pick(words.customers)}`,
    () =>
      `${name} expands into ${random.pick(["Mexico", "Poland", "Vietnam", "India", "Brazil", "Texas", "Ontario"])} as demand grows`,
    () =>
      `${name} to cut ${Math.max(12, Math.round((company.employeeCount ?? 200) * random.float(0.02, 0.08)))} jobs at ${ctx.city} site amid weaker demand`,
  ];
  if (words.defects.length > 0) {
    generic.push(() => `${name} recalls ${ctx.product} over ${random.pick(words.defects)}`);
  }
  if (ctx.group === "manufacturing" || ctx.group === "logistics") {
    generic.push(() => `Workers at ${name}'s ${ctx.city} ${facility()} walk out over pay`);
  }
  const count = random.int(5, 9);
  for (let k = 0; k < count; k++) events.push({ daysAgo: any(), headline: random.pick(generic)() });

  const ceo = facts.leaders[0];
  if (ceo && random.chance(0.5)) {
    events.push({ daysAgo: any(), headline: `${name} appoints ${ceo.name} as ${ceo.title}` });
  }
  const cfo = facts.leaders[1];
  if (cfo && random.chance(0.3)) {
    events.push({ daysAgo: any(), headline: `${name} names ${cfo.name} ${cfo.title}` });
  }
  if (ctx.isPublic) {
    const latest = ctx.statements.at(-1);
    const growth = company.revenueGrowth ?? 0;
    events.push({
      daysAgo: random.float(30, 120),
      headline: `${name} reports fiscal ${ctx.lastYear} revenue ${growth >= 0 ? "up" : "down"} ${Math.abs(growth).toFixed(1)}%${latest ? `, to ${money(company.revenueUsd ?? 0)}` : ""}`,
    });
  } else if ((company.revenueGrowth ?? 0) > 10) {
    events.push({
      daysAgo: random.float(30, 200),
      headline: `${name} posts record revenue for fiscal ${ctx.lastYear}`,
    });
  }
  if (ctx.isGovernmentContractor) {
    events.push({
      daysAgo: any(),
      headline: `${name} awarded ${amount(0.005, 0.05)} government contract for ${ctx.product}`,
    });
  }
  const daysAgo = (isoDate: string) =>
    Math.max(1, (ctx.asOf.getTime() - Date.parse(isoDate)) / 86_400_000 - random.float(0, 3));
  for (const breach of facts.breaches) {
    events.push({
      daysAgo: daysAgo(breach.disclosedOn),
      headline: `${name} discloses data breach affecting ${breach.recordsExposed.toLocaleString("en-US")} records`,
    });
  }
  for (const filing of facts.filings.slice(0, 2)) {
    events.push({
      daysAgo: daysAgo(filing.filedOn),
      headline: `${name} faces ${filing.kind.toLowerCase()} lawsuit in ${filing.court}`,
    });
  }
  for (const action of facts.enforcement.slice(0, 2)) {
    events.push({
      daysAgo: daysAgo(action.actionOn),
      headline:
        action.penaltyUsd === null
          ? `${action.agency} takes action against ${name}`
          : `${action.agency} fines ${name} ${money(action.penaltyUsd)}`,
    });
  }
  for (const round of facts.funding) {
    const lead = round.investors[0];
    if (round.amountUsd === null || !lead) continue;
    events.push({
      daysAgo: daysAgo(round.announcedOn),
      headline: `${name} raises ${money(round.amountUsd)} ${round.roundType} led by ${lead.name}`,
    });
  }

  const seen = new Set<string>();
  return events
    .filter((e) => e.daysAgo <= window && !seen.has(e.headline) && seen.add(e.headline))
    .sort((a, b) => a.daysAgo - b.daysAgo)
    .map((e, k) => {
      const at = new Date(
        Math.floor((ctx.asOf.getTime() - e.daysAgo * 86_400_000) / 60_000) * 60_000,
      );
      const outlet = newsOutlet(random);
      return {
        id: `${company.profileSeed}-n${k}`,
        headline: e.headline,
        publishedAt: at.toISOString(),
        source: outlet.name,
        url: outlet.url(at, e.headline),
      };
    });
}

const blogTopics: Readonly<Record<SectorGroup, readonly string[]>> = {
  manufacturing: [
    "How we cut scrap by a third at our {city} plant",
    "Inside our new {product} line",
    "What lean manufacturing taught us about supplier quality",
  ],
  lifeSciences: [
    "From bench to bedside: our research pipeline",
    "Meeting new EU medical device rules",
    "Why we invest in {city}",
  ],
  resources: [
    "Water stewardship on our sites",
    "Safety first: a year without lost-time injuries",
    "Traceability from field to customer",
  ],
  energy: [
    "Keeping the lights on through the winter peak",
    "Our path to a renewable portfolio",
    "Grid storage explained",
  ],
  construction: [
    "Building safer sites with digital twins",
    "Lower-carbon concrete in practice",
    "Lessons from our {city} project",
  ],
  trade: [
    "Five ways we shortened delivery times",
    "Meet our supplier diversity programme",
    "Behind the scenes at our {city} distribution centre",
  ],
  logistics: [
    "Electrifying our fleet: year one",
    "How we plan peak season",
    "Customs changes every shipper should know",
  ],
  tech: [
    "Scaling our platform to millions of requests",
    "Our approach to security and privacy",
    "What's new in our latest release",
  ],
  finance: [
    "Helping small businesses manage cash flow",
    "Our climate risk commitments",
    "Faster payments for suppliers",
  ],
  services: [
    "What clients ask us most about {product}",
    "Building a team in {city}",
    "Our sustainability report in brief",
  ],
  health: [
    "How our labs keep turnaround times short",
    "Quality behind every test result",
    "Opening our new {city} site",
  ],
  hospitality: [
    "Sourcing locally in {city}",
    "How we reduced food waste",
    "Meet our new head chef",
  ],
};

/** Posts on the company's own blog, newest first. */
export function blogPosts(ctx: ProfileContext): ProfileRecord<"blogs">[] {
  const { random, company } = ctx;
  const site = company.website ?? `https://www.${company.slug}.example`;
  const topics = blogTopics[ctx.group];
  return topics
    .slice(0, random.int(2, topics.length))
    .map((topic, k) => {
      const headline = topic.replace("{city}", ctx.city).replace("{product}", ctx.product);
      const at = new Date(
        Math.floor((ctx.asOf.getTime() - random.float(5, 700) * 86_400_000) / 60_000) * 60_000,
      );
      return {
        id: `${company.profileSeed}-b${k}`,
        headline,
        publishedAt: at.toISOString(),
        source: `${company.displayName} blog`,
        url: `${site.replace(/\/$/, "")}/blog/${slugify(headline)}`,
      };
    })
    .sort((a, b) => (a.publishedAt < b.publishedAt ? 1 : -1));
}
