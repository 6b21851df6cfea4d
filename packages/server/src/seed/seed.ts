import { randomBytes } from "node:crypto";
import { allFeatureFlagsOn } from "@tierwise/common/feature-flags";
import type { OrganizationSettings } from "@tierwise/common/organization-settings";
import type { RoleKey } from "@tierwise/common/roles";
import { count, inArray } from "drizzle-orm";
import type { Config } from "../config.ts";
import { seedId } from "../core/deterministic-id.ts";
import type { Database } from "../db/client.ts";
import { memberships, teamMemberships, teams } from "../db/membership.table.ts";
import { organizations } from "../db/organization.table.ts";
import { users } from "../db/user.table.ts";
import { seedAlertSubscriptionsDemo } from "../features/alerts/alerts.seed.ts";
import {
  removeDemoAlerts,
  type SeedAlertsOptions,
  seedDemoAlerts,
} from "../features/alerts/sources/demo/seed-demo-alerts.ts";
import { hashPassword } from "../features/auth/password-hash.ts";
import { seedCasesDemo } from "../features/cases/cases.seed.ts";
import {
  removeDemoCompanies,
  type SeedCompaniesOptions,
  seedDemoCompanies,
} from "../features/companies/demo-data/seed-companies.ts";
import { seedCompanyRequestsDemo } from "../features/company-requests/company-requests.seed.ts";
import { seedDashboardsDemo } from "../features/dashboards/dashboards.seed.ts";
import { seedNTierDemo } from "../features/n-tier/n-tier.seed.ts";
import { seedOrganizationsDemo } from "../features/organizations/organizations.seed.ts";
import { seedPortfoliosDemo } from "../features/portfolios/portfolios.seed.ts";
import { seedRiskDemo } from "../features/risk/risk.seed.ts";
import { seedWorkflowsDemo } from "../features/workflows/workflows.seed.ts";

type SeedOrganization = {
  key: string;
  name: string;
  type: "provider" | "customer" | "teams";
  brandColor?: string;
  productName?: string;
  settings: OrganizationSettings;
};

function isoDate(daysFromToday: number) {
  return new Date(Date.now() + daysFromToday * 86_400_000).toISOString().slice(0, 10);
}

export function demoOrganizations(): SeedOrganization[] {
  return [
    {
      key: "tierwise",
      name: "Tierwise",
      type: "provider",
      settings: {
        featureFlags: {
          advancedSearch: true,
          compareCompanies: true,
          tierwiseAdminOrganisationsEnabled: false,
        },
        internalMailDomains: ["tierwise.test"],
        allowedRoles: ["tierwise_admin", "organization_admin", "user"],
      },
    },
    {
      key: "acme",
      name: "Acme Industries",
      type: "customer",
      brandColor: "#0b7285",
      productName: "Acme Supplier Risk",
      settings: {
        // Every flag on, except two that would change who can use the demo: TOTP would send every
        // demo account through two-factor setup, and the provider-admin flag is the provider's.
        featureFlags: {
          ...allFeatureFlagsOn,
          totpMFAEnabled: false,
          tierwiseAdminOrganisationsEnabled: false,
          // The risk hub shows the default configuration until Acme makes its own.
          hideDefaultRiskConfig: false,
        },
        allowedRoles: ["organization_admin", "user"],
        defaultRole: "user",
        jobTitles: ["Procurement Manager", "Category Buyer", "Compliance Officer", "Risk Analyst"],
        businessUnits: ["Procurement", "Compliance", "Operations", "Finance"],
        userAccountLimit: 250,
        portfolioLimit: 100,
        portfolioItemsLimit: 5000,
        maxPortfolioDepth: 5,
        customView: {
          homepageTitle: "Welcome to Acme Supplier Risk",
          homepageMessage:
            "Research suppliers, follow alerts on the companies you depend on, and work supplier issues as cases.",
          hiddenLinks: [],
          hideHome: false,
          customSidebarLinks: [
            {
              enabled: true,
              title: "Supplier Code of Conduct",
              url: "https://acme.example/supplier-code",
            },
            {
              enabled: true,
              title: "Procurement Handbook",
              url: "https://acme.example/procurement-handbook",
            },
          ],
          poweredByLabel: "Powered by Tierwise",
        },
      },
    },
    {
      key: "nimbus",
      name: "Nimbus Labs",
      type: "teams",
      brandColor: "#5f3dc4",
      settings: {
        featureFlags: { advancedSearch: true, compareCompanies: true, companyRequests: true },
        allowedRoles: ["tierwise_for_teams_admin", "tierwise_for_teams_member"],
        defaultRole: "tierwise_for_teams_member",
        userAccountLimit: 10,
        teamsTrial: { startDate: isoDate(-7), endDate: isoDate(23) },
      },
    },
  ];
}

type SeedAccount = {
  email: string;
  firstName: string;
  lastName: string;
  jobTitle?: string;
  businessUnit?: string;
  memberships: { org: string; role: RoleKey }[];
};

export function demoAccounts(): SeedAccount[] {
  return [
    {
      email: "manager@tierwise.test",
      firstName: "Morgan",
      lastName: "Reyes",
      jobTitle: "Portal Manager",
      memberships: [{ org: "tierwise", role: "tierwise_admin" }],
    },
    {
      email: "admin@acme.test",
      firstName: "Alex",
      lastName: "Carter",
      jobTitle: "Procurement Manager",
      businessUnit: "Procurement",
      memberships: [{ org: "acme", role: "organization_admin" }],
    },
    {
      email: "member@acme.test",
      firstName: "Jamie",
      lastName: "Lee",
      jobTitle: "Risk Analyst",
      businessUnit: "Compliance",
      memberships: [{ org: "acme", role: "user" }],
    },
    {
      email: "teams-admin@nimbus.test",
      firstName: "Priya",
      lastName: "Nair",
      memberships: [{ org: "nimbus", role: "tierwise_for_teams_admin" }],
    },
    {
      email: "multi@tierwise.test",
      firstName: "Sam",
      lastName: "Okafor",
      memberships: [
        { org: "acme", role: "user" },
        { org: "nimbus", role: "tierwise_for_teams_member" },
      ],
    },
  ];
}

export type SeedResult = {
  accounts: { email: string; role: string }[];
  password: string;
  passwordWasGenerated: boolean;
};

/** Loads the demo organisations and accounts. Deterministic ids; idempotent with --reset. */
export async function seedFoundation(db: Database, config: Config): Promise<SeedResult> {
  const passwordWasGenerated = !config.SEED_PASSWORD;
  const password = config.SEED_PASSWORD ?? randomBytes(9).toString("base64url");
  const passwordHash = await hashPassword(config, password);
  const orgs = demoOrganizations();
  await db.transaction(async (tx) => {
    await tx.insert(organizations).values(
      orgs.map((org) => ({
        id: seedId(`org:${org.key}`),
        name: org.name,
        type: org.type,
        brandColor: org.brandColor ?? null,
        productName: org.productName ?? null,
        settings: org.settings,
      })),
    );
    for (const account of demoAccounts()) {
      const userId = seedId(`user:${account.email}`);
      await tx.insert(users).values({
        id: userId,
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        jobTitle: account.jobTitle ?? null,
        businessUnit: account.businessUnit ?? null,
        passwordHash,
        verified: true,
      });
      await tx.insert(memberships).values(
        account.memberships.map((m) => ({
          userId,
          organizationId: seedId(`org:${m.org}`),
          role: m.role,
        })),
      );
    }
    const acmeTeams = [
      { name: "Procurement", members: ["admin@acme.test", "member@acme.test"] },
      { name: "Compliance", members: ["member@acme.test", "multi@tierwise.test"] },
    ];
    for (const team of acmeTeams) {
      const teamId = seedId(`team:acme:${team.name}`);
      await tx
        .insert(teams)
        .values({ id: teamId, organizationId: seedId("org:acme"), name: team.name });
      await tx
        .insert(teamMemberships)
        .values(team.members.map((email) => ({ teamId, userId: seedId(`user:${email}`) })));
    }
  });
  return {
    password,
    passwordWasGenerated,
    accounts: demoAccounts().map((a) => ({
      email: a.email,
      role: a.memberships.map((m) => `${m.role} (${m.org})`).join(", "),
    })),
  };
}

/**
 * Everything the demo has: each feature adds its own part after the foundation's. Companies:
 * 5,000 unless `companies.count` says otherwise (see seed/companies/seed-companies.ts); alerts:
 * SEED_ALERTS (200,000) unless `alerts.count` says otherwise.
 */
export async function seedDemo(
  db: Database,
  config: Config,
  companies: SeedCompaniesOptions = {},
  alerts: SeedAlertsOptions = {},
): Promise<SeedResult> {
  const result = await seedDemoToSignIn(db, config, companies);
  await seedDemoRest(db, config, { log: companies.log, ...alerts });
  return result;
}

/**
 * What the portal needs before anyone signs in: organisations, people, companies, portfolios,
 * cases, requests and what Acme follows. Seconds; `npm start` serves once it is in.
 */
export async function seedDemoToSignIn(
  db: Database,
  config: Config,
  companies: SeedCompaniesOptions = {},
): Promise<SeedResult> {
  const log = companies.log;
  const result = await seedFoundation(db, config);
  await seedOrganizationsDemo(db, config);
  log?.("organisations and demo accounts");
  await seedDemoCompanies(db, companies);
  await seedPortfoliosDemo(db);
  // Catalogue supplier relations among the demo companies: Acme's network three tiers deep.
  await seedNTierDemo(db);
  await seedCasesDemo(db);
  await seedCompanyRequestsDemo(db);
  // Acme follows its portfolios' companies, so their alerts reach its feeds.
  await seedAlertSubscriptionsDemo(db);
  await seedDashboardsDemo(db);
  // Supplier workflows through their services: running, in review and finished ones.
  await seedWorkflowsDemo(db, config);
  log?.("portfolios, cases, company requests, alert subscriptions, dashboards and workflows");
  return result;
}

/**
 * The slow rest: a year of alerts (minutes at 200,000), then risk scores over them. `npm start`
 * runs it as a job after it starts serving (seed/demo-data-job.ts); it is safe to run again
 * (alerts are keyed by source, scoring replaces scores).
 */
export async function seedDemoRest(db: Database, config: Config, alerts: SeedAlertsOptions = {}) {
  await seedDemoAlerts(db, { count: config.SEED_ALERTS, ...alerts });
  alerts.log?.("risk scores for the portfolios' companies…");
  await seedRiskDemo(db, config);
}

/** Whether the database has no organisation yet: a first start, which gets the demo data. */
export async function databaseIsEmpty(db: Database) {
  const [row] = await db.select({ n: count() }).from(organizations);
  return (row?.n ?? 0) === 0;
}

export async function seedIfEmpty(
  db: Database,
  config: Config,
  companies: SeedCompaniesOptions = {},
  alerts: SeedAlertsOptions = {},
): Promise<SeedResult | null> {
  if (!(await databaseIsEmpty(db))) return null;
  return seedDemo(db, config, companies, alerts);
}

/** Removes the demo data (by its deterministic ids) so that it can be loaded again. */
export async function removeDemoData(db: Database) {
  const orgIds = demoOrganizations().map((o) => seedId(`org:${o.key}`));
  const userIds = demoAccounts().map((a) => seedId(`user:${a.email}`));
  await db.delete(organizations).where(inArray(organizations.id, orgIds));
  await db.delete(users).where(inArray(users.id, userIds));
  await removeDemoAlerts(db);
  await removeDemoCompanies(db);
}
