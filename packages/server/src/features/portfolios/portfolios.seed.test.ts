import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedFoundation } from "../../seed/seed.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { call, ops } from "../../test/portfolio-operations.ts";
import { seedDemoCompanies } from "../companies/demo-data/seed-companies.ts";
import { seedPortfoliosDemo } from "./portfolios.seed.ts";

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
type Any = any;

const password = "Seed-Password-2026!";
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ SEED_PASSWORD: password });
  await seedFoundation(h.database.db, h.config);
  await seedDemoCompanies(h.database.db, { count: 600 });
  await seedPortfoliosDemo(h.database.db);
}, 120_000);
afterAll(() => h.close());

describe("demo portfolios", () => {
  it("gives Acme a shared, read-only tree with companies, owned by its admin; seeding twice changes nothing", async () => {
    const member = await h.signIn("member@acme.test", password);
    const tree = await call(member, ops.tree);
    expect(tree.map((n: Any) => [n.name, n.level, n.fullAclWrite])).toEqual([
      ["Strategic suppliers", 1, false],
      ["Tier 1 — Europe", 2, false],
      ["Tier 1 — Asia", 2, false],
      ["Logistics", 2, false],
    ]);
    const [root, ...children] = tree;
    expect(children.every((n: Any) => n.descendantCompaniesCount > 0)).toBe(true);
    expect(root.descendantCompaniesCount).toBe(
      6 + children.reduce((sum: number, n: Any) => sum + n.descendantCompaniesCount, 0),
    );
    expect(root.childrenCount).toBe(3);
    const admin = await h.signIn("admin@acme.test", password);
    expect((await call(admin, ops.tree))[0].fullAclWrite).toBe(true);
    await seedPortfoliosDemo(h.database.db);
    expect(await call(member, ops.tree)).toEqual(tree);
    const page = await call(member, ops.companies, { portfolioId: root.id, mode: "all" });
    expect(page.itemsCount).toBeGreaterThan(6);
    const nimbus = await h.signIn("teams-admin@nimbus.test", password);
    expect(await call(nimbus, ops.tree)).toEqual([]);
  });
});
