import type { ProfileRecord } from "@tierwise/common/company-profile";
import { personName } from "../names.ts";
import { daysBefore, isoDate, type ProfileContext, roundTo } from "./context.ts";
import { newsOutlet } from "./outlets.ts";
import type { Executive } from "./people.ts";

const filingKinds = [
  "Breach of contract",
  "Employment dispute",
  "Product liability",
  "Patent infringement",
  "Unpaid invoices",
  "Environmental claim",
] as const;

/** US states with more than one federal district court. */
const splitStates = new Set([
  "Alabama",
  "Arkansas",
  "California",
  "Florida",
  "Georgia",
  "Illinois",
  "Indiana",
  "Iowa",
  "Kentucky",
  "Louisiana",
  "Michigan",
  "Mississippi",
  "Missouri",
  "New York",
  "North Carolina",
  "Ohio",
  "Oklahoma",
  "Pennsylvania",
  "Tennessee",
  "Texas",
  "Virginia",
  "Washington",
  "West Virginia",
  "Wisconsin",
]);

function usDistrictCourt(ctx: ProfileContext): string {
  const state = ctx.company.region ?? "Delaware";
  if (state === "District of Columbia") return "U.S. District Court for the District of Columbia";
  if (!splitStates.has(state)) return `U.S. District Court for the District of ${state}`;
  const part = ctx.random.pick(["Northern", "Southern", "Eastern", "Western"]);
  return `U.S. District Court for the ${part} District of ${state}`;
}

function court(ctx: ProfileContext): string {
  switch (ctx.countryCode) {
    case "US":
      return usDistrictCourt(ctx);
    case "GB":
      return "High Court of Justice, Business and Property Courts";
    case "DE":
      return `Landgericht ${ctx.city}`;
    case "FR":
      return `Tribunal de commerce de ${ctx.city}`;
    case "NL":
      return `Rechtbank ${ctx.company.region ?? ctx.city}`;
    default:
      return `Commercial Court of ${ctx.city}`;
  }
}

/** Lawsuits, newest first, for a company with court filings. */
export function courtFilings(ctx: ProfileContext): ProfileRecord<"courtFilings">[] {
  const { random, traits } = ctx;
  if (!traits.courtFilings) return [];
  const count = random.int(1, 4);
  return Array.from({ length: count }, () => {
    const filed = daysBefore(ctx, random.float(30, 1_400));
    const year = filed.getUTCFullYear();
    return {
      filedOn: isoDate(filed),
      court: court(ctx),
      caseNumber:
        ctx.countryCode === "US"
          ? `${random.int(1, 4)}:${String(year).slice(2)}-cv-${String(random.int(100, 9999)).padStart(5, "0")}`
          : `${year}/${random.int(100, 99_999)}`,
      kind: random.pick(filingKinds),
      status: random.pick(["open", "open", "closed", "dismissed", "settled"] as const),
    };
  }).sort((a, b) => (a.filedOn < b.filedOn ? 1 : -1));
}

const lists = [
  ["OFAC Specially Designated Nationals List", "RUSSIA-EO14024"],
  ["EU Consolidated Financial Sanctions List", "Russia/Ukraine territorial integrity"],
  ["UK Sanctions List", "Russia"],
  ["UN Security Council Consolidated List", "DPRK"],
] as const;

/**
 * A possible match against a sanctions list: a name close to one of the executives. Real
 * screening results come from the screening importer; the demo shows one for a rare company.
 */
export function sanctions(
  ctx: ProfileContext,
  leaders: readonly Executive[],
): ProfileRecord<"sanctions">[] {
  const { random, traits } = ctx;
  if (!traits.sanctionsMatch) return [];
  const person = random.pick(leaders);
  const [listName, program] = random.pick(lists);
  const [first, ...rest] = (person?.name ?? personName(random, ctx.countryCode)).split(" ");
  return [
    {
      listName,
      program,
      listedOn: isoDate(daysBefore(ctx, random.float(200, 1_500))),
      // Same surname, a variant first name: a fuzzy hit that an analyst must review.
      matchedName: `${first?.slice(0, 1)}. ${rest.join(" ")}`.toUpperCase(),
      subject: "executive",
      score: Math.round(random.float(62, 88)),
    },
  ];
}

const positions = [
  "Member of Parliament",
  "Deputy Minister of Industry",
  "Regional Governor",
  "Member of the Regional Assembly",
  "Director of a state-owned enterprise",
  "Ambassador",
] as const;
const relations = [
  "Board member",
  "Shareholder",
  "Spouse of the chief executive",
  "Former director",
];

export function politicallyExposedPersons(
  ctx: ProfileContext,
): ProfileRecord<"politicallyExposedPersons">[] {
  const { random, traits } = ctx;
  if (!traits.politicallyExposed) return [];
  return Array.from({ length: random.int(1, 2) }, () => ({
    name: personName(random, ctx.countryCode),
    position: random.pick(positions),
    country: ctx.countryCode,
    relation: random.pick(relations),
  }));
}

type Agency = { agency: string; actions: readonly string[] };

function agencies(ctx: ProfileContext): Agency[] {
  const byGroup: Partial<Record<ProfileContext["group"], Agency>> =
    ctx.countryCode === "US"
      ? {
          manufacturing: {
            agency: "Occupational Safety and Health Administration",
            actions: [
              "Citation for machine-guarding violations",
              "Serious violation: lockout/tagout",
            ],
          },
          lifeSciences: {
            agency: "Food and Drug Administration",
            actions: ["Warning letter on manufacturing practices", "Form 483 observations"],
          },
          logistics: {
            agency: "Federal Motor Carrier Safety Administration",
            actions: ["Civil penalty for hours-of-service violations"],
          },
          finance: {
            agency: "Consumer Financial Protection Bureau",
            actions: ["Consent order on fee disclosures"],
          },
        }
      : {};
  const national: Agency =
    ctx.countryCode === "GB"
      ? {
          agency: "Health and Safety Executive",
          actions: ["Improvement notice", "Prosecution after a workplace injury"],
        }
      : ctx.countryCode === "DE"
        ? { agency: "Bundeskartellamt", actions: ["Fine for price-fixing arrangements"] }
        : ctx.countryCode === "NL"
          ? {
              agency: "Autoriteit Consument & Markt",
              actions: ["Fine for unfair commercial practices"],
            }
          : ctx.countryCode === "US"
            ? {
                agency: "Environmental Protection Agency",
                actions: [
                  "Civil penalty for Clean Air Act violations",
                  "Consent decree on wastewater discharges",
                ],
              }
            : {
                agency: `${ctx.countryName} competition authority`,
                actions: ["Fine for anti-competitive agreements"],
              };
  const specific = byGroup[ctx.group];
  return specific ? [specific, national] : [national];
}

export function regulatoryEnforcement(
  ctx: ProfileContext,
): ProfileRecord<"regulatoryEnforcement">[] {
  const { random, traits, company } = ctx;
  if (!traits.regulatoryEnforcement) return [];
  const candidates = agencies(ctx);
  const size = company.revenueUsd ?? 10e6;
  return Array.from({ length: random.int(1, 3) }, () => {
    const { agency, actions } = random.pick(candidates);
    return {
      actionOn: isoDate(daysBefore(ctx, random.float(30, 1_000))),
      agency,
      action: random.pick(actions),
      penaltyUsd: random.chance(0.8)
        ? roundTo(Math.min(size * 0.01, random.logFloat(15_000, 25_000_000)), 1_000)
        : null,
    };
  }).sort((a, b) => (a.actionOn < b.actionOn ? 1 : -1));
}

const adverseTopics: readonly [string, (name: string, city: string) => string][] = [
  ["Environmental", (n, c) => `Residents near ${n}'s ${c} site complain of pollution`],
  ["Labour", (n) => `Former workers accuse ${n} of unpaid overtime`],
  ["Corruption", (n) => `Prosecutors examine ${n} payments to consultants`],
  ["Fraud", (n) => `Auditor flags accounting irregularities at ${n}`],
  ["Product safety", (n) => `Regulator questions safety tests behind ${n} products`],
  ["Data privacy", (n) => `${n} criticised over handling of customer data`],
];

/** Negative press, newest first, for a company with adverse media. */
export function adverseMedia(ctx: ProfileContext): ProfileRecord<"adverseMedia">[] {
  const { random, traits, company } = ctx;
  if (!traits.adverseMedia) return [];
  return Array.from({ length: random.int(1, 4) }, () => {
    const [category, headline] = random.pick(adverseTopics);
    const text = headline(company.displayName, ctx.city);
    const publishedOn = daysBefore(ctx, random.float(10, 700));
    const outlet = newsOutlet(random);
    return {
      publishedOn: isoDate(publishedOn),
      headline: text,
      category,
      source: outlet.name,
      url: outlet.url(publishedOn, text),
    };
  }).sort((a, b) => (a.publishedOn < b.publishedOn ? 1 : -1));
}
