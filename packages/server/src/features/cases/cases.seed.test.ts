import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedId } from "../../core/deterministic-id.ts";
import { seedFoundation } from "../../seed/seed.ts";
import { setCurrentOrganizationMutation } from "../../test/auth-operations.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { seedDemoCompanies } from "../companies/demo-data/seed-companies.ts";
import { seedOrganizationsDemo } from "../organizations/organizations.seed.ts";
import { seedPortfoliosDemo } from "../portfolios/portfolios.seed.ts";
import { seedCasesDemo } from "./cases.seed.ts";
import { type Any, call, caseOps, createCase } from "./cases-test-support.ts";

const password = "Seed-Password-2026!";
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ SEED_PASSWORD: password });
  await seedFoundation(h.database.db, h.config);
  await seedOrganizationsDemo(h.database.db, h.config);
  await seedDemoCompanies(h.database.db, { count: 600 });
  await seedPortfoliosDemo(h.database.db);
  await seedCasesDemo(h.database.db);
}, 120_000);
afterAll(() => h.close());

describe("demo cases", () => {
  it("gives Acme four linked, tagged cases, one private; seeding twice changes nothing", async () => {
    const member = await h.signIn("member@acme.test", password);
    const page = await call(member, caseOps.list, { sort: { key: "id", direction: "Asc" } });
    expect(page.items.map((c: Any) => [c.rowNumber, c.private])).toEqual([
      [1, false],
      [2, false],
      [3, true],
      [4, false],
    ]);
    expect(page.items.every((c: Any) => c.company && c.tags.length === 1)).toBe(true);
    expect(page.items[0].portfolio.name).toBe("Strategic suppliers");
    expect(page.items[2].gsca.enabled).toBe(true);
    const multi = await h.signIn("multi@tierwise.test", password);
    await multi.gql(setCurrentOrganizationMutation, {
      input: { organizationId: seedId("org:acme") },
    });
    expect((await call(multi, caseOps.list)).totalCount).toBe(3);
    await seedCasesDemo(h.database.db);
    expect(
      (await call(member, caseOps.list, { sort: { key: "id", direction: "Asc" } })).items,
    ).toEqual(page.items);
    expect((await createCase(member)).rowNumber).toBe(5);
  });
});
