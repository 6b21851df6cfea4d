import { readFile } from "node:fs/promises";
import { openTestDatabase } from "../test/database.ts";
import { importFile } from "./import-file.ts";

const h = await openTestDatabase();
for (const [f, area] of [
  ["companies.csv"],
  ["companies-bad.csv"],
  ["companies.json"],
  ["companies.jsonl"],
  ["funding-rounds.json", "fundingRounds"],
  ["funding-rounds.csv", "fundingRounds"],
  ["credit-scores.csv", "creditScore"],
] as const) {
  const s = await importFile(h.db, {
    path: `src/import/fixtures/${f}`,
    area: area as any,
    reportPath: `/tmp/${f}.report.csv`,
  });
  console.log(f, { ...s, companyIds: s.companyIds.length });
  console.log(await readFile(`/tmp/${f}.report.csv`, "utf8"));
}
console.log(
  await h.db.execute(
    `select slug, display_name, duns, parent_company_id is not null as has_parent, tags, tag_slugs, credit_score, credit_rating, investors, provenance->'employeeCount' as p from companies`,
    "objects",
  ),
);
await h.close();
