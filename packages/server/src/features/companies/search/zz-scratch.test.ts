import { it } from "vitest";
import { openTestDatabase } from "../../../test/database.ts";
import { aggregationStatement } from "./aggregation-sql.ts";
import { searchConditions } from "./search-filters.ts";
import { normalizeSearch } from "./search-params.ts";
import { insertTestCompanies, testCompanies } from "./search-test-data.ts";
import { readGroupedCounts } from "./aggregation-results.ts";
it("x", async () => {
  const d = await openTestDatabase();
  await insertTestCompanies(d.db, testCompanies(50));
  const search = normalizeSearch({ facets: { locations: ["US"], tags: ["key-supplier"] }, ranges: { employeeCount: { lower: 1, upper: 50000 } } });
  const st = aggregationStatement(searchConditions(search, "c0000000-0000-4000-8000-000000000001"), true);
  try { const r = await d.db.execute(st); console.log(JSON.stringify(r.rows[0]).slice(0, 3000)); console.log(readGroupedCounts(r.rows[0] as never)); } catch (e) { console.log("ERR", (e as any).cause?.message ?? e); }
  await d.close();
});
