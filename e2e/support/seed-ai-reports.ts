import type { Config } from "../../packages/server/src/config.ts";
import { seedId } from "../../packages/server/src/core/deterministic-id.ts";
import type { Database } from "../../packages/server/src/db/client.ts";
import { alertSubscriptions } from "../../packages/server/src/features/alerts/alert-subscription.table.ts";
import { insertAlerts } from "../../packages/server/src/features/alerts/alert-write.ts";
import { companies } from "../../packages/server/src/features/companies/company.table.ts";
import { buildOrganization, buildUser } from "../../packages/server/src/test/factories.ts";
import { aiReportsE2e, aiReportsOrganizationName, aiReportsUserEmail } from "./e2e-ai-reports.ts";
import { e2eEnv } from "./e2e-env.ts";

const dayMs = 86_400_000;

/**
 * The AI report browser test's world (support/e2e-ai-reports.ts names it): one organisation per
 * attempt with AI report v1 and alerts, and one member; a company with weak figures that each
 * organisation follows, and its alerts stored through the engine's insertAlerts after the
 * subscriptions, so the visibility triggers give every organisation its rows.
 */
export async function seedE2eAiReports(db: Database, config: Config): Promise<void> {
  const { company, criticalAlert } = aiReportsE2e;
  const companyId = seedId("e2e-ai-reports:company");
  await db.insert(companies).values({
    id: companyId,
    slug: company.slug,
    displayName: company.name,
    countryCode: "GB",
    statusCode: "active",
    currentRatio: company.currentRatio,
    quickRatio: company.quickRatio,
    securityRating: company.securityRating,
  });
  for (let attempt = 0; attempt < aiReportsE2e.attempts; attempt++) {
    const organization = await buildOrganization(db, {
      name: aiReportsOrganizationName(attempt),
      settings: {
        featureFlags: { aiReportV1: true, alerts: true },
        allowedRoles: ["organization_admin", "user"],
        defaultRole: "user",
      },
    });
    await buildUser(db, config, {
      email: aiReportsUserEmail(attempt),
      password: e2eEnv.password,
      memberships: [{ organizationId: organization.id, role: "user" }],
    });
    await db
      .insert(alertSubscriptions)
      .values({ organizationId: organization.id, kind: "company", companyId });
  }
  // Relative to the run, so the alert stays "recent" (the generator ranks by recency too).
  const now = Date.now();
  await insertAlerts(db, [
    {
      title: criticalAlert.title,
      body: `${criticalAlert.title}. Seeded for the browser tests.`,
      type: "cyber",
      severity: "Critical",
      polarity: "NEGATIVE",
      provider: criticalAlert.provider,
      publishedAt: new Date(now - criticalAlert.daysAgo * dayMs),
      sourceKey: "e2e-ai-reports:ransomware",
      companies: [{ companyId, confidence: 1 }],
    },
    {
      title: "Ironbridge Foundry misses a quarterly supplier payment",
      type: "financial",
      polarity: "NEGATIVE",
      provider: criticalAlert.provider,
      publishedAt: new Date(now - 40 * dayMs),
      sourceKey: "e2e-ai-reports:payment",
      companies: [{ companyId, confidence: 1 }],
    },
  ]);
}
