import type { FeatureFlags } from "@tierwise/common/feature-flags";
import type { Database } from "../../db/client.ts";
import { buildCompany } from "../../test/company-factory.ts";
import { buildOrganization, buildUser } from "../../test/factories.ts";
import type { Harness } from "../../test/harness.ts";
import { portfolioAccess, portfolioCompanies, portfolios } from "../portfolios/portfolio.table.ts";
import { companyRelations, companySites } from "./n-tier.table.ts";

/** An organisation with the given flags, a signed-in member and a portfolio of `tierOne`. */
export async function nTierOrganization(
  h: Harness,
  flags: Partial<FeatureFlags>,
  tierOne: readonly string[],
) {
  const db = h.database.db;
  const organization = await buildOrganization(db, { settings: { featureFlags: flags } });
  const user = await buildUser(db, h.config, {
    memberships: [{ organizationId: organization.id, role: "organization_admin" }],
  });
  const [portfolio] = await db
    .insert(portfolios)
    .values({ organizationId: organization.id, slug: "suppliers", name: "Suppliers" })
    .returning();
  if (!portfolio) throw new Error("portfolio not created");
  await db.insert(portfolioAccess).values({
    organizationId: organization.id,
    portfolioId: portfolio.id,
    actorType: "org",
    actorId: organization.id,
    editable: true,
  });
  if (tierOne.length > 0)
    await db.insert(portfolioCompanies).values(
      tierOne.map((companyId) => ({
        organizationId: organization.id,
        portfolioId: portfolio.id,
        companyId,
      })),
    );
  const client = await h.signIn(user.email, user.password);
  return { organization, client };
}

export async function companiesNamed(db: Database, names: readonly string[], countryCode = "DE") {
  const out: Record<string, string> = {};
  for (const name of names)
    out[name] = (await buildCompany(db, { displayName: name, countryCode })).id;
  return out;
}

export async function relate(
  db: Database,
  supplierCompanyId: string,
  customerCompanyId: string,
  part: string,
  organizationId: string | null = null,
) {
  await db.insert(companyRelations).values({
    supplierCompanyId,
    customerCompanyId,
    parts: [part],
    organizationId,
    source: "test",
  });
}

export async function site(db: Database, companyId: string, countryCode: string) {
  await db.insert(companySites).values({
    companyId,
    countryCode,
    name: "Plant",
    latitude: 50,
    longitude: 8,
    source: "test",
  });
}

export const nodeFields = `id name tier parts hasRisks centrality degree impact siteCount alertCount riskCount`;
