/**
 * Generated news about the demo companies: headlines from templates, most of them routine
 * (contracts, openings, partnerships), a quarter adverse (strikes, recalls, lawsuits, breaches,
 * closures…). They become news_item changes, so the rules' classifier gives them their classes,
 * severities and polarity, as it would real news.
 */
import { brandName, personName } from "../../../companies/demo-data/names.ts";
import type { Random } from "../../../companies/demo-data/prng.ts";
import { newsOutlet } from "../../../companies/demo-data/profile/outlets.ts";
import type { NewCompanyDataChange } from "../rules/run-rules.ts";
import type { DemoCompany } from "./company-history.ts";

type Template = (company: DemoCompany, random: Random) => string;

const city = (company: DemoCompany) => company.city ?? "its home market";
const amount = (random: Random) => `$${random.int(2, 480)}M`;
const customers = [
  "a national rail operator",
  "a global retailer",
  "a European automaker",
  "a hospital group",
  "a state agency",
  "a leading airline",
];
const facilities = ["plant", "distribution centre", "warehouse", "research centre", "service hub"];

const routine: Template[] = [
  (c, r) => `${c.name} opens new ${r.pick(facilities)} in ${city(c)}`,
  (c, r) => `${c.name} wins ${amount(r)} contract from ${r.pick(customers)}`,
  (c, r) => `${c.name} partners with ${brandName(r)} on supply chain digitisation`,
  (c, r) =>
    `${c.name} expands into ${r.pick(["Mexico", "Poland", "Vietnam", "India", "Brazil", "Morocco"])} as demand grows`,
  (c) => `${c.name} reports quarterly results in line with expectations`,
  (c, r) => `${c.name} to invest ${amount(r)} in automation at ${city(c)} site`,
  (c, r) => `${c.name} named supplier of the year by ${r.pick(customers)}`,
  (c, r) => `${c.name} commits to net-zero emissions by ${r.pick([2035, 2040, 2045, 2050])}`,
  (c) => `${c.name} launches a new product line for industrial customers`,
  (c, r) => `${c.name} appoints ${personName(r, c.countryCode)} as chief executive`,
  (c, r) => `${c.name} acquires ${brandName(r)} to expand its services business`,
];

const adverse: Template[] = [
  (c) => `Workers at ${c.name}'s ${city(c)} plant walk out over pay`,
  (c, r) =>
    `${c.name} recalls products over ${r.pick(["a risk of overheating", "faulty wiring", "undeclared allergens", "labelling errors"])}`,
  (c, r) =>
    `${c.name} faces class action lawsuit over ${r.pick(["pricing", "data handling", "product safety"])}`,
  (c) => `${c.name} hit by ransomware attack; order processing disrupted`,
  (c, r) =>
    `Prosecutors probe ${c.name} over alleged bribery in ${r.pick(["public tenders", "customs clearance", "licence approvals"])}`,
  (c, r) => `${c.name} to cut ${r.int(40, 900)} jobs and close ${city(c)} site`,
  (c) => `Chemical spill at ${c.name}'s ${city(c)} facility under investigation`,
  (c) => `Flooding halts production at ${c.name}'s ${city(c)} plant`,
  (c) => `${c.name} shipments held under new export sanctions`,
  (c) => `Report alleges forced labour in ${c.name}'s supply chain`,
  (c) => `${c.name} supplier dispute heads to court`,
];

/** One news item about a company, somewhere in the year before `today`. */
export function demoNewsItem(
  company: DemoCompany,
  random: Random,
  today: Date,
  key: string,
): NewCompanyDataChange {
  const headline = random.pick(random.chance(0.25) ? adverse : routine)(company, random);
  const publishedAt = new Date(
    today.getTime() - random.int(1, 365) * 86_400_000 + random.int(0, 86_399) * 1000,
  );
  const outlet = newsOutlet(random);
  // A headline that names the company's city is about a place too (a plant, a site).
  const locations =
    company.city && headline.includes(company.city)
      ? [{ level: "City", name: company.city, countryCode: company.countryCode }]
      : [];
  return {
    companyId: company.id,
    variable: "news_item",
    observedAt: publishedAt,
    detail: {
      id: key,
      headline,
      url: outlet.url(publishedAt, headline),
      source: outlet.name,
      locations,
    },
    source: "demo",
  };
}
