import { requestStatuses } from "@tierwise/common/company-requests";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedFoundation } from "../../seed/seed.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { seedDemoCompanies } from "../companies/demo-data/seed-companies.ts";
import { seedPortfoliosDemo } from "../portfolios/portfolios.seed.ts";
import { seedCompanyRequestsDemo } from "./company-requests.seed.ts";
import { type Any, call, requestOps } from "./company-requests-test-support.ts";

const password = "Seed-Password-2026!";
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ SEED_PASSWORD: password });
  await seedFoundation(h.database.db, h.config);
  await seedDemoCompanies(h.database.db, { count: 300 });
  await seedPortfoliosDemo(h.database.db);
  await seedCompanyRequestsDemo(h.database.db);
}, 120_000);
afterAll(() => h.close());

describe("demo company requests", () => {
  it("give Acme requests in every status with their logs; seeding twice changes nothing", async () => {
    const member = await h.signIn("member@acme.test", password);
    const page = await call(member, requestOps.list, { page: "individual" });
    expect(page.totalCount).toBe(7);
    expect(new Set(page.items.map((r: Any) => r.status))).toEqual(new Set(requestStatuses));
    const needs = await call(member, requestOps.list, { page: "needs_action" });
    expect(needs.items.map((r: Any) => r.companyName)).toEqual(["Pampas Leather S.A."]);

    const complete = page.items.find((r: Any) => r.status === "complete");
    const detail = await call(member, requestOps.get, { id: complete.id });
    expect(detail.company).toMatchObject({ slug: "northwind-traders" });
    expect(detail.portfolios.map((p: Any) => p.name)).toEqual(["Strategic suppliers"]);
    expect(detail.logs.map((l: Any) => [l.reason, l.status])).toEqual([
      ["created", "requested"],
      ["data_found", "complete"],
    ]);
    expect(detail.logs[1].user).toBeNull();

    await seedCompanyRequestsDemo(h.database.db);
    expect(await call(member, requestOps.list, { page: "individual" })).toEqual(page);
    const nimbus = await h.signIn("teams-admin@nimbus.test", password);
    expect((await call(nimbus, requestOps.list, { page: "individual" })).totalCount).toBe(0);
  });
});
