import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { openTestDatabase } from "../../test/database.ts";
import { companies } from "./company.table.ts";
import { quickSearchCompanies } from "./company-search.service.ts";
import { generateCompanies } from "./demo-data/generate-companies.ts";
import { insertCompanies } from "./demo-data/insert-companies.ts";

// Issue 10: one slip (a swap, a dropped, doubled or wrong letter) in the distinctive word of a
// name, typed alone, still suggests the company. The words are short on purpose: a slip in a
// four- or five-letter word leaves too few trigrams in common for pg_trgm to find it.

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  // Generated names give the dictionary its usual crowd of look-alike words.
  await insertCompanies(database.db, generateCompanies({ count: 2_000, seed: 11 }));
  await database.db.insert(companies).values([
    { slug: "coron-tech-slips", displayName: "Coron Tech" },
    { slug: "zuma-freight", displayName: "Zuma Freight Forwarding Services" },
    { slug: "pravo-mining", displayName: "Pravo Mining and Quarrying Partners" },
    { slug: "kavu-logistics", displayName: "Kavu Logistics and Warehousing Group" },
    { slug: "juvex-draft", displayName: "Juvex Components", statusCode: "draft" },
    { slug: "juvex-deleted", displayName: "Juvex Components", statusCode: "deleted" },
    { slug: "juvex-basic", displayName: "Juvex Components", statusCode: "basic" },
  ]);
}, 120_000);
afterAll(() => database.close());

const slugs = async (text: string) =>
  (await quickSearchCompanies(database.db, text, 6)).map((hit) => hit.slug);

describe("header suggestions with one slip in a single word", () => {
  it.each([
    ["a swapped pair of letters", "Coorn", "coron-tech-slips"],
    ["a swapped first pair, in lower case", "ocron", "coron-tech-slips"],
    ["a dropped letter", "Zua", "zuma-freight"],
    ["a doubled letter", "Pravvo", "pravo-mining"],
    ["a wrong letter", "Kaxu", "kavu-logistics"],
    ["a wrong last letter", "Kavo", "kavu-logistics"],
  ])("finds the company from %s (%s)", async (_kind, typed, slug) => {
    expect(await slugs(typed)).toContain(slug);
  });

  it("still finds whole names with a slip, best first", async () => {
    expect((await slugs("Coorn Tech"))[0]).toBe("coron-tech-slips");
    expect((await slugs("Zuma Frieght Forwarding"))[0]).toBe("zuma-freight");
    expect((await slugs("Kavu Logsitics"))[0]).toBe("kavu-logistics");
  });

  it("finds a company inserted just now from a slip in its word", async () => {
    await database.db
      .insert(companies)
      .values({ slug: "quoba-textiles", displayName: "Quoba Textiles and Fabrics Worldwide" });
    expect(await slugs("Qouba")).toContain("quoba-textiles");
    expect(await slugs("Quboa")).toContain("quoba-textiles");
  });

  it("never suggests draft, deleted or basic companies, slip or not", async () => {
    for (const text of ["Juvex", "Jvuex", "Juvx", "Juvexx"]) {
      expect(await slugs(text)).toEqual([]);
    }
    expect(await slugs("Jvuex Components")).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^juvex/)]),
    );
  });

  it("suggests nothing for nonsense", async () => {
    for (const text of ["Xqzjw", "qqqqqqq", "zzxv Wqpf"]) {
      expect(await slugs(text)).toEqual([]);
    }
  });
});
