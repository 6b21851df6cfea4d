import type { DataPackage } from "@tierwise/common/company-profile";
import { seedId } from "../../../core/deterministic-id.ts";
import type { Database } from "../../../db/client.ts";
import { subscriptionSetCompanies, subscriptionSets } from "../subscription-set.table.ts";

type DemoSet = {
  key: string;
  org: string;
  name: string;
  description: string;
  companyLimit: number | null;
  allCompanies: boolean;
  addCompanyAllowed: boolean;
  dataPackages: DataPackage[];
  /** Which of the generated companies (by position) the set holds. */
  members: (companyIds: readonly string[]) => readonly string[];
};

const allPackages: DataPackage[] = ["reports", "financials", "compliance", "cyber", "esg"];

/**
 * The demo organisations' subscription sets: Acme Industries follows its strategic suppliers
 * with every data package (the first 300 companies, so every fixed demo family) and sees all
 * companies without reports; Nimbus Labs, a small team, follows forty companies without reports.
 */
export const demoSubscriptionSets: readonly DemoSet[] = [
  {
    key: "acme:strategic-suppliers",
    org: "acme",
    name: "Strategic suppliers",
    description: "Suppliers we depend on: full reports, financials, compliance, cyber and ESG.",
    companyLimit: 500,
    allCompanies: false,
    addCompanyAllowed: true,
    dataPackages: allPackages,
    members: (ids) => ids.slice(0, 300),
  },
  {
    key: "acme:all-companies",
    org: "acme",
    name: "All companies",
    description: "Every company in Tierwise, without reports.",
    companyLimit: null,
    allCompanies: true,
    addCompanyAllowed: false,
    dataPackages: ["financials", "compliance", "cyber", "esg"],
    members: () => [],
  },
  {
    key: "nimbus:key-vendors",
    org: "nimbus",
    name: "Key vendors",
    description: "The vendors our team reviews every quarter.",
    companyLimit: 50,
    allCompanies: false,
    addCompanyAllowed: true,
    dataPackages: ["financials", "compliance", "cyber"],
    // The fixed demo companies' tops (every eighth) and the next 34 companies.
    members: (ids) => [...ids.slice(0, 48).filter((_, i) => i % 8 === 0), ...ids.slice(48, 82)],
  },
];

/**
 * Creates the demo subscription sets with deterministic ids. `companyIds` are the generated
 * companies that a subscription may hold (in generation order, without drafts or deleted ones).
 */
export async function seedDemoSubscriptions(db: Database, companyIds: readonly string[]) {
  await db.insert(subscriptionSets).values(
    demoSubscriptionSets.map((set) => ({
      id: seedId(`subscription-set:${set.key}`),
      organizationId: seedId(`org:${set.org}`),
      name: set.name,
      description: set.description,
      companyLimit: set.companyLimit,
      allCompanies: set.allCompanies,
      addCompanyAllowed: set.addCompanyAllowed,
      dataPackages: set.dataPackages,
    })),
  );
  const links = demoSubscriptionSets.flatMap((set) =>
    set.members(companyIds).map((companyId) => ({
      subscriptionSetId: seedId(`subscription-set:${set.key}`),
      companyId,
    })),
  );
  if (links.length > 0) await db.insert(subscriptionSetCompanies).values(links);
}
