import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.ts";
import { openTestDatabase } from "../../../test/database.ts";
import { companies } from "../company.table.ts";
import { financialStatements } from "../financial-statement.table.ts";
import { type GeneratedCompany, generateCompanies } from "./generate-companies.ts";
import { insertCompanies } from "./insert-companies.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** A generated company with awkward text in every kind of column. */
function awkward(): GeneratedCompany {
  const [row] = Array.from(generateCompanies({ count: 1, seed: 1 }));
  if (!row) throw new Error("no company");
  const company = {
    ...row.company,
    slug: "quotes-and-backslashes",
    displayName: 'Smith & "Sons" \\ Söhne, {Ltd}',
    legalName: "Line one\nline two\ttabbed",
    region: null,
    city: "Zürich",
    employeeCount: null,
    revenueGrowth: null,
    diversity: ['women "owned"', "back\\slash", "comma,brace}"],
    investors: [],
    collections: ["NULL"],
    tags: [{ name: 'Q "tag"', slug: "q-tag", primary: true }],
    tagSlugs: ["q-tag"],
    provenance: { displayName: { source: "te\\st\n", fetchedAt: "2026-01-01T00:00:00.000Z" } },
  };
  return {
    company,
    statements: row.statements.map((s) => ({ ...s, companyId: company.id, currency: 'E"UR' })),
  };
}

describe("insertCompanies", () => {
  it("stores every kind of value exactly, in any batch size", async () => {
    const { db } = database;
    const tricky = awkward();
    const others = Array.from(generateCompanies({ count: 23, seed: 2, demoCompanies: false }));
    const inserted = await insertCompanies(db, [tricky, ...others], { batchSize: 7 });
    expect(inserted).toBe(24);
    const [stored] = await db.select().from(companies).where(eq(companies.id, tricky.company.id));
    expect(stored).toMatchObject(tricky.company);
    const statements = await db
      .select()
      .from(financialStatements)
      .where(eq(financialStatements.companyId, tricky.company.id))
      .orderBy(asc(financialStatements.fiscalYear));
    expect(statements.map(({ id: _, ...s }) => s)).toEqual(tricky.statements);
    for (const { company } of others) {
      const [row] = await db.select().from(companies).where(eq(companies.id, company.id));
      expect(row).toMatchObject(company);
    }
  });

  it("reports progress after each batch and inserts nothing for no rows", async () => {
    const seen: number[] = [];
    const rows = Array.from(generateCompanies({ count: 10, seed: 3, demoCompanies: false }));
    await insertCompanies(database.db, rows, { batchSize: 4, onProgress: (n) => seen.push(n) });
    expect(seen).toEqual([4, 8, 10]);
    expect(await insertCompanies(database.db, [])).toBe(0);
  });
});
