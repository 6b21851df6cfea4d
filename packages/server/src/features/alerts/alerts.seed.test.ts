import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedId } from "../../core/deterministic-id.ts";
import { jobState } from "../../jobs/queue.ts";
import { queueDemoDataRest } from "../../seed/demo-data-job.ts";
import { seedDemoToSignIn } from "../../seed/seed.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { portfolioCompanies } from "../portfolios/portfolio.table.ts";
import { seedAlertSubscriptionsDemo } from "./alerts.seed.ts";
import { type Any, alertOps, call } from "./alerts-test-support.ts";

// A small demo through the whole pipeline as a first `npm start` runs it (npm run seed makes
// 5,000 companies, 200,000 alerts): what sign-in needs first, then the rest in a job.
const password = "Seed-Password-2026!";
let h: Harness;
let beforeTheJob: { alerts: number; signedIn: boolean };
let jobRan: { state: string; progress: number } | null;
beforeAll(async () => {
  h = await createHarness({ SEED_PASSWORD: password, SEED_ALERTS: "1500" });
  await seedDemoToSignIn(h.database.db, h.config, { count: 300 });
  const jobId = await queueDemoDataRest(h.database.db);
  beforeTheJob = {
    alerts: Number((await h.database.db.execute(sql`select count(*) as n from alerts`)).rows[0]?.n),
    signedIn: Boolean(await h.signIn("member@acme.test", password)),
  };
  // A test harness runs no job runner of its own: run the queued demo job as npm start would.
  await h.runJobs();
  jobRan = await jobState(h.database.db, jobId);
}, 300_000);
afterAll(() => h.close());

const ops = {
  access: `query($companyId: ID!) { companyAlertAccess(companyId: $companyId) }`,
  followed: `query { alertSubscriptions(kind: company, first: 1) { totalCount } }`,
  alerts: `query($filter: AlertFilterInput) {
    alerts(filter: $filter, first: 30) { items { id companies { id subscribed } } } }`,
};

/** The companies of Acme's demo portfolios, distinct. */
async function portfolioCompanyIds(): Promise<string[]> {
  const rows = await h.database.db
    .selectDistinct({ id: portfolioCompanies.companyId })
    .from(portfolioCompanies)
    .where(eq(portfolioCompanies.organizationId, seedId("org:acme")));
  return rows.map((row) => row.id);
}

describe("a first start's demo data", () => {
  it("lets people sign in before the alerts, which a job then loads", () => {
    expect(beforeTheJob).toEqual({ alerts: 0, signedIn: true });
    expect(jobRan).toMatchObject({ state: "done", progress: 100 });
  });
});

describe("the demo organisation's alerts", () => {
  it("follows the companies of its portfolios, so its feeds have alerts from the start", async () => {
    const followed = await portfolioCompanyIds();
    expect(followed.length).toBeGreaterThan(10);
    const admin = await h.signIn("admin@acme.test", password);
    expect((await call(admin, ops.followed)).totalCount).toBe(followed.length);

    const organization = await call(admin, ops.alerts, { filter: { scope: "organization" } });
    expect(organization.items.length).toBeGreaterThan(0);
    // Every alert it sees is about a company it follows.
    for (const alert of organization.items as Any[])
      expect(alert.companies.some((c: Any) => c.subscribed && followed.includes(c.id))).toBe(true);

    // The default scope (the viewer's portfolios, shared with the whole organisation) too.
    const member = await h.signIn("member@acme.test", password);
    expect((await call(member, alertOps.list, { first: 5 })).items.length).toBeGreaterThan(0);

    // Seeding again adds nothing.
    expect(await seedAlertSubscriptionsDemo(h.database.db)).toBe(0);
    expect((await call(admin, ops.followed)).totalCount).toBe(followed.length);
  });

  it("enables the alerts icon on its portfolios' companies only", async () => {
    const [inPortfolio] = await portfolioCompanyIds();
    const [outside] = (
      await h.database.db.execute(sql`select c.id from companies c
        where c.profile_seed is not null and not exists (select 1 from portfolio_companies pc
          where pc.company_id = c.id and pc.organization_id = ${seedId("org:acme")}::uuid)
        limit 1`)
    ).rows as { id: string }[];
    const member = await h.signIn("member@acme.test", password);
    expect(await call(member, ops.access, { companyId: inPortfolio })).toBe("enabled");
    expect(await call(member, ops.access, { companyId: outside?.id })).toBe("disabled");
  });
});
