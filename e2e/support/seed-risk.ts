import type { Config } from "../../packages/server/src/config.ts";
import { seedId } from "../../packages/server/src/core/deterministic-id.ts";
import type { Database } from "../../packages/server/src/db/client.ts";
import { companies } from "../../packages/server/src/features/companies/company.table.ts";
import { screeningMatches } from "../../packages/server/src/features/companies/sanctions/screening-match.table.ts";
import { defaultRiskConfigId } from "../../packages/server/src/features/risk/default-risk-config.ts";
import { scoreConfig } from "../../packages/server/src/features/risk/score-config.ts";
import { buildOrganization, buildUser } from "../../packages/server/src/test/factories.ts";
import { e2eEnv } from "./e2e-env.ts";
import { riskAnalystName, riskE2e, riskOrganizationName, riskUserEmail } from "./e2e-risk.ts";

/**
 * The risk hub browser tests' world (support/e2e-risk.ts names it): per test and attempt an
 * organisation with the hub and its admin; three companies whose data grades known ways, one of
 * them with nothing but a possible sanctions match; and their scores under the default
 * configuration now (seedDemo has created it and queued scoring of every company, which the
 * server runs when it starts; these few need not wait for it).
 */
export async function seedE2eRisk(db: Database, config: Config): Promise<void> {
  for (const test of riskE2e.tests) {
    for (let attempt = 0; attempt < riskE2e.attempts; attempt++) {
      const organization = await buildOrganization(db, {
        name: riskOrganizationName(test, attempt),
        settings: {
          featureFlags: { riskDashboardAccess: true },
          allowedRoles: ["organization_admin", "user"],
          defaultRole: "user",
        },
      });
      await buildUser(db, config, {
        email: riskUserEmail(test, attempt),
        password: e2eEnv.password,
        memberships: [{ organizationId: organization.id, role: "organization_admin" }],
        overrides: riskAnalystName,
      });
    }
  }
  const ids: string[] = [];
  for (const [key, company] of Object.entries(riskE2e.companies)) {
    const id = seedId(`e2e-risk:company:${key}`);
    ids.push(id);
    await db.insert(companies).values({
      id,
      slug: company.slug,
      displayName: company.name,
      countryCode: "DE",
      statusCode: "active",
      currentRatio: company.currentRatio,
      securityRating: company.securityRating,
    });
  }
  const entry = riskE2e.sanctionsEntry;
  await db.insert(screeningMatches).values({
    companyId: seedId("e2e-risk:company:saltmarsh"),
    listName: entry.listName,
    entryId: entry.entryId,
    subject: "company",
    subjectName: riskE2e.companies.saltmarsh.name,
    entryName: entry.name,
    matchedName: entry.name,
    entryCountry: entry.country,
    score: entry.score,
    nameScore: entry.nameScore,
    strength: "possible",
    reasons: [`country differs (DE vs ${entry.country}): −30`, "other entries share the name: −5"],
    entryHash: "e2e-risk-entry-1",
  });
  await scoreConfig(db, defaultRiskConfigId, { companyIds: ids });
}
