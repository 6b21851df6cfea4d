import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../../db/client.ts";
import { openTestDatabase, type TestDatabase } from "../../../test/database.ts";
import { companies } from "../company.table.ts";
import { quickSearchCompanies } from "../company-search.service.ts";
import { literal } from "./prepared-statements.ts";

// Header suggestions run as named prepared statements outside a transaction (PGlite: PREPARE
// and EXECUTE with the values written as literals), relying on PostgreSQL's default threshold
// of pg_trgm's `%`. These tests hold them to what a transaction with bound values answered.

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(companies).values([
    { slug: "zephyrine-logistics", displayName: "Zephyrine Logistics" },
    { slug: "obrien-freight", displayName: "O'Brien Freight" },
    { slug: "kelberg-analytics", displayName: "Kelberg Analytics" },
  ]);
}, 120_000);
afterAll(() => database.close());

const slugs = async (db: Database, text: string) =>
  (await quickSearchCompanies(db, text, 6)).map((hit) => hit.slug);

/**
 * Runs `search` where pg_trgm.similarity_threshold is `value` for the whole session, as a
 * database setting would make it: on PGlite's one session, on PostgreSQL for new connections.
 */
async function withSessionThreshold<T>(value: number, search: (db: Database) => Promise<T>) {
  if (!database.url) {
    await database.db.execute(sql.raw(`set pg_trgm.similarity_threshold = ${value}`));
    try {
      return await search(database.db);
    } finally {
      await database.db.execute(sql`reset pg_trgm.similarity_threshold`);
    }
  }
  const name = new URL(database.url).pathname.slice(1);
  await database.db.execute(
    sql.raw(`alter database ${name} set pg_trgm.similarity_threshold = ${value}`),
  );
  const other = await openDatabase({ kind: "postgres", url: database.url });
  try {
    return await search(other.db);
  } finally {
    await other.close();
    await database.db.execute(sql.raw(`alter database ${name} reset pg_trgm.similarity_threshold`));
  }
}

describe("header suggestions as prepared statements", () => {
  it("finds a look-alike word the same when the session's trigram threshold is another", async () => {
    // "zephirene" is two letters off "zephyrine" (similarity 0.33): only `%` at 0.3 finds it.
    const usual = await slugs(database.db, "Zephirene");
    expect(usual).toContain("zephyrine-logistics");
    expect(await withSessionThreshold(0.6, (db) => slugs(db, "Zephirene"))).toEqual(usual);
  });

  it("takes quotes, backslashes and NULs in the text as text", async () => {
    expect(await slugs(database.db, "O'Brien Frieght")).toContain("obrien-freight");
    expect(await slugs(database.db, "Kelberg'); drop table companies; --")).toContain(
      "kelberg-analytics",
    );
    expect(await slugs(database.db, "Kelberg \\' Analytcs")).toContain("kelberg-analytics");
    expect(await slugs(database.db, "Kelberg\0Analytcs")).toContain("kelberg-analytics");
    const [row] = (await database.db.execute(sql`select count(*)::int as n from companies`))
      .rows as { n: number }[];
    expect(row?.n).toBe(3);
  });

  it("answers each shape of search from its own statement, again and again", async () => {
    const texts = ["Kelbreg Anlytics", "Zephirene", "O'Brien", "Kelberg Zephyrine"];
    const first = await Promise.all(texts.map((text) => slugs(database.db, text)));
    expect(first.map((hits) => hits[0])).toEqual([
      "kelberg-analytics",
      "zephyrine-logistics",
      "obrien-freight",
      // No name holds both words: whole names are matched instead.
      "zephyrine-logistics",
    ]);
    // The plan cache keeps a generic plan after five runs of a statement.
    for (let i = 0; i < 7; i++)
      for (const [at, text] of texts.entries())
        expect(await slugs(database.db, text)).toEqual(first[at]);
  });
});

describe("literal", () => {
  it("writes values as PostgreSQL reads them back", async () => {
    const values = ["plain", "O'Brien", "back\\slash", "both\\'", "", "ü 𝔞 名"];
    for (const value of values) {
      const [row] = (await database.db.execute(sql.raw(`select ${literal(value)}::text as v`)))
        .rows as { v: string }[];
      expect(row?.v).toBe(value);
    }
    const [array] = (
      await database.db.execute(sql.raw(`select ${literal(["a'b", "c\\d"])}::text[] as v`))
    ).rows as { v: string[] }[];
    expect(array?.v).toEqual(["a'b", "c\\d"]);
    expect(literal(12)).toBe("12");
    expect(() => literal("a\0b")).toThrow();
    expect(() => literal(Number.NaN)).toThrow();
  });
});
