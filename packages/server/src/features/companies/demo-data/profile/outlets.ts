import { slugify } from "../names.ts";
import type { Random } from "../prng.ts";

export type Outlet = { name: string; url(publishedAt: Date, headline: string): string };

// Invented outlets on the reserved .example domain: demo links never point at a real site.
const outlets = [
  ["The Commerce Ledger", "commerceledger.example"],
  ["Industrial Times Daily", "industrialtimes.example"],
  ["Global Trade Monitor", "globaltrademonitor.example"],
  ["Market Herald", "marketherald.example"],
  ["Regional Business Journal", "regionalbusinessjournal.example"],
  ["Supply Line Weekly", "supplylineweekly.example"],
  ["The Procurement Post", "procurementpost.example"],
  ["Tech & Industry Review", "techindustryreview.example"],
] as const;

export function newsOutlet(random: Random): Outlet {
  const [name, domain] = random.pick(outlets);
  return {
    name,
    url: (at, headline) =>
      `https://www.${domain}/${at.getUTCFullYear()}/${String(at.getUTCMonth() + 1).padStart(2, "0")}/${slugify(headline).slice(0, 80)}`,
  };
}
