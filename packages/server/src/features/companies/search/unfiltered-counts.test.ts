import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../config.ts";
import type { DatabaseHandle } from "../../../db/client.ts";
import type { GraphQLContext } from "../../../graphql/context.ts";
import { openTestDatabase } from "../../../test/database.ts";
import { insertTestCompanies, testCompanies } from "../../../test/search-test-data.ts";
import { companies } from "../company.table.ts";
import { searchableStatuses } from "./search-filters.ts";
import { unfilteredCounts, unfilteredCountsTtlMs } from "./unfiltered-counts.ts";

let database: DatabaseHandle;
let ctx: GraphQLContext;
const base = inArray(companies.statusCode, [...searchableStatuses]);
const rows = testCompanies(30);

beforeAll(async () => {
  database = await openTestDatabase();
  await insertTestCompanies(database.db, rows.slice(0, 20));
  const log = { warn: () => {} };
  ctx = { db: database.db, config: testConfig(), log } as unknown as GraphQLContext;
});
afterAll(() => database.close());

const visibleIn = (list: typeof rows) =>
  list.filter((c) => !["draft", "deleted"].includes(c.statusCode as string)).length;

describe("unfiltered counts", () => {
  it("is exact for every request on a small table", async () => {
    const first = await unfilteredCounts(ctx, base);
    expect(first.totals.get("")).toBe(visibleIn(rows.slice(0, 20)));
  });

  it("on a large table serves a kept answer, then refreshes it in the background once stale", async () => {
    let clock = 1_000_000;
    const options = { minRows: Number.NEGATIVE_INFINITY, now: () => clock };
    const before = visibleIn(rows.slice(0, 20));
    const first = await unfilteredCounts(ctx, base, options);
    expect(first.totals.get("")).toBe(before);
    await insertTestCompanies(database.db, rows.slice(20));
    // Within the TTL: the kept answer, without the new companies.
    clock += unfilteredCountsTtlMs - 1;
    expect((await unfilteredCounts(ctx, base, options)).totals.get("")).toBe(before);
    // Stale: still answered at once from the kept copy, while a refresh starts.
    clock += 2;
    expect((await unfilteredCounts(ctx, base, options)).totals.get("")).toBe(before);
    await expect
      .poll(async () => (await unfilteredCounts(ctx, base, options)).totals.get(""))
      .toBe(visibleIn(rows));
  });
});
