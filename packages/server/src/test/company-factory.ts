import { randomBytes } from "node:crypto";
import type { Database } from "../db/client.ts";
import { type Company, companies, type NewCompany } from "../features/companies/company.table.ts";
import {
  subscriptionSetCompanies,
  subscriptionSets,
} from "../features/companies/subscription-set.table.ts";

const unique = () => randomBytes(4).toString("hex");

/** One company with a unique slug and DUNS; every other field as given. */
export async function buildCompany(
  db: Database,
  overrides: Partial<NewCompany> = {},
): Promise<Company> {
  const name = overrides.displayName ?? `Test Company ${unique()}`;
  const [row] = await db
    .insert(companies)
    .values({
      slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${unique()}`,
      displayName: name,
      duns: String(100_000_000 + Math.floor(Math.random() * 899_999_999)).slice(0, 9),
      statusCode: "active",
      countryCode: "DE",
      city: "Hamburg",
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("company not created");
  return row;
}

/**
 * Gives the organisation a subscription set with the `reports` data package: for every
 * company (the default), or for the listed ones.
 */
export async function grantReports(
  db: Database,
  organizationId: string,
  companyIds: readonly string[] | "all" = "all",
) {
  const [set] = await db
    .insert(subscriptionSets)
    .values({
      organizationId,
      name: `Reports ${unique()}`,
      allCompanies: companyIds === "all",
      dataPackages: ["financials", "reports"],
    })
    .returning();
  if (!set) throw new Error("subscription set not created");
  if (companyIds !== "all" && companyIds.length > 0)
    await db
      .insert(subscriptionSetCompanies)
      .values(companyIds.map((companyId) => ({ subscriptionSetId: set.id, companyId })));
  return set;
}
