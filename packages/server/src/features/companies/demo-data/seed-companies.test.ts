import { asc, count, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../config.ts";
import { seedId } from "../../../core/deterministic-id.ts";
import type { DatabaseHandle } from "../../../db/client.ts";
import { removeDemoData, seedFoundation } from "../../../seed/seed.ts";
import { openTestDatabase } from "../../../test/database.ts";
import { companies } from "../company.table.ts";
import { financialStatements } from "../financial-statement.table.ts";
import { subscriptionSetCompanies, subscriptionSets } from "../subscription-set.table.ts";
import { demoCompanies } from "./demo-companies.ts";
import { generateCompanies } from "./generate-companies.ts";
import { generateProfileAreas } from "./generate-profile.ts";
import { seedDemoCompanies } from "./seed-companies.ts";

const total = 400;
const seed = 5;
let database: DatabaseHandle;
const log: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  await seedFoundation(database.db, testConfig());
  // bulkLoadFrom 1 takes the large-load path: indexes dropped, then built again.
  await seedDemoCompanies(database.db, {
    count: total,
    seed,
    bulkLoadFrom: 1,
    log: (l) => log.push(l),
  });
}, 120_000);
afterAll(() => database.close());

const indexNames = async () =>
  (
    await database.db.execute<{ indexname: string }>(
      sql`select indexname from pg_indexes where tablename in ('companies', 'financial_statements')`,
    )
  ).rows.map((r: unknown) => (r as { indexname: string }).indexname);

describe("seedDemoCompanies", () => {
  it("inserts the companies with their statements and every index back in place", async () => {
    const { db } = database;
    const [companyCount] = await db.select({ n: count() }).from(companies);
    expect(companyCount?.n).toBe(total);
    const [statementCount] = await db.select({ n: count() }).from(financialStatements);
    expect(statementCount?.n).toBe(total * 5);
    expect(await indexNames()).toEqual(
      expect.arrayContaining([
        "companies_display_name_trgm",
        "companies_slug_unique",
        "companies_duns_unique",
        "financial_statements_company_year_unique",
      ]),
    );
    const slugs = await db
      .select({ slug: companies.slug })
      .from(companies)
      .where(
        inArray(
          companies.slug,
          demoCompanies.map((c) => c.slug),
        ),
      );
    expect(slugs).toHaveLength(demoCompanies.length);
    expect(log.at(-1)).toContain(`${total} companies`);
  });

  it("stores what the generator made: the same row, statements and profile areas", async () => {
    const { db } = database;
    const generated = Array.from(generateCompanies({ count: 60, seed }));
    for (const row of [generated[0], generated[9], generated[57]]) {
      if (!row) throw new Error("missing row");
      const [stored] = await db.select().from(companies).where(eq(companies.id, row.company.id));
      expect(stored).toMatchObject({ ...row.company });
      const statements = await db
        .select()
        .from(financialStatements)
        .where(eq(financialStatements.companyId, row.company.id))
        .orderBy(asc(financialStatements.fiscalYear));
      expect(statements.map(({ id: _, ...s }) => s)).toEqual(row.statements);
      // The demo provider reads the stored row: it must see what the generator saw.
      const fromDb = generateProfileAreas(stored as NonNullable<typeof stored>, statements);
      const fromGenerator = generateProfileAreas(
        { logoUrl: null, createdAt: new Date(0), ...row.company } as NonNullable<typeof stored>,
        statements,
      );
      expect(fromDb).toEqual(fromGenerator);
    }
    const parents = await db.execute(
      sql`select count(*)::int as n from companies c join companies p on p.id = c.parent_company_id`,
    );
    expect((parents.rows[0] as { n: number }).n).toBeGreaterThan(30);
  });

  it("attaches companies to the demo organisations through subscription sets", async () => {
    const { db } = database;
    const sets = await db.select().from(subscriptionSets).orderBy(asc(subscriptionSets.name));
    expect(
      sets.map((s) => [s.organizationId, s.name, s.allCompanies, [...s.dataPackages].sort()]),
    ).toEqual([
      [seedId("org:acme"), "All companies", true, ["compliance", "cyber", "esg", "financials"]],
      [seedId("org:nimbus"), "Key vendors", false, ["compliance", "cyber", "financials"]],
      [
        seedId("org:acme"),
        "Strategic suppliers",
        false,
        ["compliance", "cyber", "esg", "financials", "reports"],
      ],
    ]);
    const members = async (key: string) =>
      db
        .select({ slug: companies.slug, status: companies.statusCode })
        .from(subscriptionSetCompanies)
        .innerJoin(companies, eq(companies.id, subscriptionSetCompanies.companyId))
        .where(eq(subscriptionSetCompanies.subscriptionSetId, seedId(`subscription-set:${key}`)));
    const strategic = await members("acme:strategic-suppliers");
    expect(strategic).toHaveLength(300);
    expect(strategic.map((m) => m.slug)).toEqual(
      expect.arrayContaining(demoCompanies.map((c) => c.slug)),
    );
    expect(strategic.every((m) => m.status !== "draft" && m.status !== "deleted")).toBe(true);
    const nimbus = await members("nimbus:key-vendors");
    expect(nimbus).toHaveLength(40);
    expect(nimbus.map((m) => m.slug)).toContain("northwind-traders");
    expect(await members("acme:all-companies")).toEqual([]);
  });

  it("is removed with the demo data, so that --reset can load it again", async () => {
    const { db } = database;
    await removeDemoData(db);
    const [left] = await db.select({ n: count() }).from(companies);
    expect(left?.n).toBe(0);
    const [sets] = await db.select({ n: count() }).from(subscriptionSets);
    expect(sets?.n).toBe(0);
    await seedFoundation(db, testConfig());
    await seedDemoCompanies(db, { count: 60, seed });
    const [again] = await db.select({ n: count() }).from(companies);
    expect(again?.n).toBe(60);
  });
});
