import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedFoundation } from "../../seed/seed.ts";
import { createFilesHarness } from "../../test/comments-support.ts";
import { seedCasesDemo } from "../cases/cases.seed.ts";
import { seedDemoCompanies } from "../companies/demo-data/seed-companies.ts";
import { seedOrganizationsDemo } from "../organizations/organizations.seed.ts";
import { seedPortfoliosDemo } from "../portfolios/portfolios.seed.ts";
import { seedWorkflowsDemo } from "./workflows.seed.ts";
import { type Any, call, ops, sentLinks, supplier, tokenOf } from "./workflows-test-support.ts";

const password = "Seed-Password-2026!";
let h: Awaited<ReturnType<typeof createFilesHarness>>;
beforeAll(async () => {
  h = await createFilesHarness({ SEED_PASSWORD: password, LOG_LEVEL: "error" });
  await seedFoundation(h.database.db, h.config);
  await seedOrganizationsDemo(h.database.db, h.config);
  await seedDemoCompanies(h.database.db, { count: 300 });
  await seedPortfoliosDemo(h.database.db);
  await seedCasesDemo(h.database.db);
  await seedWorkflowsDemo(h.database.db, h.config);
}, 180_000);
afterAll(() => h.close());

describe("demo workflows", () => {
  it("gives Acme running and finished workflows on four companies and a working link in the outbox", async () => {
    const [link] = await sentLinks(h, "sales@northwind.example");
    expect(link).toContain("/supplier-form/");
    const form = await supplier(h, tokenOf(link ?? "")).read();
    expect(form.status).toBe(200);
    expect(form.body).toMatchObject({
      workflowName: "Supplier onboarding",
      companyName: "Northwind Traders",
    });

    const admin = await h.signIn("admin@acme.test", password);
    const page = await call(admin, ops.list, { sort: { key: "companyName", direction: "Asc" } });
    expect(page.items.map((w: Any) => [w.company.name, w.status])).toEqual([
      ["Globex Logistics", "in_review"],
      ["Initech Software", "approved"],
      ["Northwind Traders", "awaiting_supplier"],
      ["Stark Components", "rejected"],
    ]);
    expect(page.items.find((w: Any) => w.status === "approved").score).toBeGreaterThan(80);

    // Seeding again adds nothing.
    await seedWorkflowsDemo(h.database.db, h.config);
    expect((await call(admin, ops.list, {})).totalCount).toBe(4);
  }, 120_000);
});
