import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { openTestDatabase } from "../../test/database.ts";
import { companies } from "./company.table.ts";
import { companyRatios } from "./company-ratios.ts";
import { quickSearchCompanies, quickSearchThresholds } from "./company-search.service.ts";
import { generateCompanies } from "./demo-data/generate-companies.ts";
import { insertCompanies } from "./demo-data/insert-companies.ts";
import { financialStatements } from "./financial-statement.table.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  const inserted = await insertCompanies(database.db, generateCompanies({ count: 2_000, seed: 7 }));
  expect(inserted).toBe(2_000);
  await database.db.insert(companies).values([
    { slug: "acme-industries", displayName: "Acme Industries", duns: "000000019" },
    { slug: "acme-logistics", displayName: "Acme Logistics", duns: "000000027" },
    { slug: "acme-industrial-closed", displayName: "Acme Industrial Supply", statusCode: "closed" },
    { slug: "acme-industries-draft", displayName: "Acme Industries", statusCode: "draft" },
  ]);
}, 120_000);
afterAll(() => database.close());

describe("companies in the database", () => {
  it("inserts 2,000 generated companies with five statements each and valid parents", async () => {
    const { db } = database;
    const [companyCount] = await db.select({ n: count() }).from(companies);
    expect(companyCount?.n).toBe(2_004);
    const [statementCount] = await db.select({ n: count() }).from(financialStatements);
    expect(statementCount?.n).toBe(10_000);
    const dangling = await db.execute(
      sql`select c.id from companies c left join companies p on p.id = c.parent_company_id
          where c.parent_company_id is not null and p.id is null`,
    );
    expect(dangling.rows).toHaveLength(0);
    const [statement] = await db.select().from(financialStatements).limit(1);
    const ratios = companyRatios(statement as NonNullable<typeof statement>);
    expect(ratios.currentRatio).toBeGreaterThan(0);
    expect(ratios.altmanZScore).not.toBeNull();
  });

  it("refuses a DUNS number that is not nine digits", async () => {
    await expect(
      database.db.insert(companies).values({ slug: "bad-duns", displayName: "Bad", duns: "12345" }),
    ).rejects.toThrow();
  });

  it("finds a misspelt name, best match first, among active and closed companies only", async () => {
    const hits = await quickSearchCompanies(database.db, "Acme Industrys", 6);
    expect(hits[0]).toMatchObject({ slug: "acme-industries", displayName: "Acme Industries" });
    expect(hits.map((h) => h.slug)).toContain("acme-industrial-closed");
    expect(hits.map((h) => h.slug)).not.toContain("acme-industries-draft");
    expect(hits.every((h) => h.statusCode === "active" || h.statusCode === "closed")).toBe(true);
    expect(hits.map((h) => h.score)).toEqual([...hits.map((h) => h.score)].sort((a, b) => b - a));
  });

  it("finds a generated company by a misspelt name", async () => {
    const [target] = await database.db
      .select()
      .from(companies)
      .where(eq(companies.statusCode, "active"))
      .orderBy(sql`length(${companies.displayName}) desc`)
      .limit(1);
    const name = (target as NonNullable<typeof target>).displayName;
    const misspelt = `${name.slice(0, -2)}${name.slice(-1)}`; // drops the second-to-last letter
    const hits = await quickSearchCompanies(database.db, misspelt, 25);
    expect(hits.map((h) => h.displayName)).toContain(name);
    expect(hits[0]?.score).toBeGreaterThan(0.5);
    expect(await quickSearchCompanies(database.db, "   ", 6)).toEqual([]);
  });
});

describe("quick search by name words", () => {
  const slugs = (hits: { slug: string }[]) => hits.map((h) => h.slug);

  it("finds a misspelt brand among companies sharing its common word, first", async () => {
    const hits = await quickSearchCompanies(database.db, "Nortwhind Traders", 6);
    expect(hits[0]?.displayName).toBe("Northwind Traders");
  });

  it("leaves out a misspelt common word that resembles no name word", async () => {
    await database.db
      .insert(companies)
      .values({ slug: "zephyrine-france", displayName: "Zephyrine France" });
    const hits = await quickSearchCompanies(database.db, "Zephyrine Frnace", 6);
    expect(hits[0]?.slug).toBe("zephyrine-france");
  });

  it("suggests the companies a word being typed begins", async () => {
    const hits = await quickSearchCompanies(database.db, "Northw", 6);
    expect(hits.map((h) => h.displayName)).toContain("Northwind Traders");
    expect(hits.every((h) => h.displayName.startsWith("Northwind"))).toBe(true);
  });

  it("suggests a company as soon as it is inserted", async () => {
    // Long enough that the misspelt word alone is far from the whole name (similarity 0.13),
    // so only its words, added to the dictionary by the insert, can find it.
    await database.db.insert(companies).values({
      slug: "vandermolt-quarries",
      displayName: "Vandermolt Quarries International Holdings Group",
    });
    const hits = await quickSearchCompanies(database.db, "Vandermlot", 6);
    expect(slugs(hits)).toEqual(["vandermolt-quarries"]);
  });

  it("never suggests companies in other statuses than active and closed", async () => {
    await database.db.insert(companies).values([
      { slug: "quenstad-mills", displayName: "Quenstad Mills" },
      { slug: "quenstad-mills-closed", displayName: "Quenstad Mills", statusCode: "closed" },
      { slug: "quenstad-mills-draft", displayName: "Quenstad Mills", statusCode: "draft" },
      { slug: "quenstad-mills-deleted", displayName: "Quenstad Mills", statusCode: "deleted" },
      { slug: "quenstad-mills-basic", displayName: "Quenstad Mills", statusCode: "basic" },
    ]);
    for (const text of ["Quenstad Mils", "Quenst", "Quenstad Mills"]) {
      const hits = await quickSearchCompanies(database.db, text, 25);
      expect(slugs(hits).sort()).toEqual(["quenstad-mills", "quenstad-mills-closed"]);
    }
  });

  it("matches whole names when no typed word is in any name", async () => {
    // "cme" is in no name word, nor near one: only a match on the whole name finds Acme.
    const near = await database.db.execute(
      sql`select word from company_name_words
          where similarity(word, 'cme') >= ${quickSearchThresholds.word} or word like 'cme%'`,
    );
    expect(near.rows).toEqual([]);
    const hits = await quickSearchCompanies(database.db, "cme I", 6);
    expect(slugs(hits)).toEqual(
      expect.arrayContaining(["acme-industries", "acme-industrial-closed"]),
    );
    // Every word is in names, but no company has them all.
    const mixed = await quickSearchCompanies(database.db, "Acme Logistics Industries", 6);
    expect(slugs(mixed)).toEqual(expect.arrayContaining(["acme-industries", "acme-logistics"]));
  });
});
