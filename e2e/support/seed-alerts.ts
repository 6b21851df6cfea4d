import type { AlertPeriodInfo, AlertTimeseriesPoint } from "@tierwise/common/alerts";
import type { Config } from "../../packages/server/src/config.ts";
import { seedId } from "../../packages/server/src/core/deterministic-id.ts";
import type { Database } from "../../packages/server/src/db/client.ts";
import { alertSubscriptions } from "../../packages/server/src/features/alerts/alert-subscription.table.ts";
import {
  insertAlerts,
  type NewAlert,
} from "../../packages/server/src/features/alerts/alert-write.ts";
import { companies } from "../../packages/server/src/features/companies/company.table.ts";
import { buildOrganization, buildUser } from "../../packages/server/src/test/factories.ts";
import { alertsE2e, type SeededAlert, seededAlerts } from "./e2e-alerts.ts";
import { e2eEnv } from "./e2e-env.ts";

/** The change-over-period alert's series: weekly values over three months, down 18%. */
function currentRatioSeries(lastDay: string): AlertTimeseriesPoint[] {
  const end = Date.parse(`${lastDay}T00:00:00Z`);
  return Array.from({ length: 14 }, (_, week) => ({
    date: new Date(end - (13 - week) * 7 * 86_400_000).toISOString().slice(0, 10),
    value: Number((1.5 - (0.27 * week) / 13).toFixed(3)),
  }));
}

function newAlert(
  seeded: SeededAlert,
  companyIds: Record<SeededAlert["company"], string>,
): NewAlert {
  const harbor = seeded.company === "harbor";
  const analytics =
    seeded.key === "liquidity"
      ? {
          dataset: "liquidity" as const,
          signalRuleKey: "current_ratio_drop",
          variable: "Current ratio",
          periodInfo: { pct_change: -18, time_window: "3m" } satisfies AlertPeriodInfo,
          timeseries: currentRatioSeries(seeded.day),
        }
      : {};
  return {
    title: seeded.title,
    body: `${seeded.title}. Seeded for the browser tests.`,
    type: seeded.type,
    polarity: seeded.polarity,
    publishedAt: new Date(`${seeded.day}T12:00:00Z`),
    newsClasses: [...seeded.newsClasses],
    provider: seeded.type === "news" ? "GDELT" : "Tierwise rules",
    sourceUrl: `https://news.example/${seeded.key}`,
    sourceKey: `e2e-alerts:${seeded.key}`,
    topics: [`company:${companyIds[seeded.company]}`],
    companies: [{ companyId: companyIds[seeded.company], confidence: 1 }],
    // A name the news gave that is no confirmed company (issue 13: a mention, not a link).
    mentions: seeded.key === "strike" ? [{ name: "Quartz Holdings", confidence: 0.4 }] : [],
    locations:
      seeded.key === "spill"
        ? [{ level: "City", name: "Antofagasta", countryCode: "CL" }]
        : [
            {
              level: "Country",
              name: harbor ? "Germany" : "Chile",
              countryCode: harbor ? "DE" : "CL",
            },
          ],
    commodities: [harbor ? "Steel" : "Copper"],
    ...analytics,
  };
}

/**
 * The alert browser tests' world (support/e2e-alerts.ts names it): an organisation with alerts,
 * subscribed to two companies of its own that no demo alert is about, their alerts stored
 * through the engine's insertAlerts, and one organisation admin per spec.
 */
export async function seedE2eAlerts(db: Database, config: Config): Promise<void> {
  const organization = await buildOrganization(db, {
    name: alertsE2e.organizationName,
    settings: {
      featureFlags: { alerts: true, alertServiceEnabled: true, comments: true },
      allowedRoles: ["organization_admin", "user"],
      defaultRole: "user",
    },
  });
  for (const email of Object.values(alertsE2e.users)) {
    await buildUser(db, config, {
      email,
      password: e2eEnv.password,
      memberships: [{ organizationId: organization.id, role: "organization_admin" }],
    });
  }
  const companyIds = { harbor: "", quartz: "" };
  for (const [key, company] of Object.entries(alertsE2e.companies)) {
    const id = seedId(`e2e-alerts:company:${key}`);
    companyIds[key as keyof typeof companyIds] = id;
    await db.insert(companies).values({
      id,
      slug: company.slug,
      displayName: company.name,
      countryCode: company.country,
    });
    await db
      .insert(alertSubscriptions)
      .values({ organizationId: organization.id, kind: "company", companyId: id });
  }
  await insertAlerts(
    db,
    seededAlerts.map((seeded) => newAlert(seeded, companyIds)),
  );
}
