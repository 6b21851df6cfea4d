import { openDatabase } from "../db/client.ts";
import { openTestDatabase } from "../test/database.ts";
import { importFile } from "./import-file.ts";

const h = await openTestDatabase();
const t0 = performance.now();
const s = await importFile(h.db, {
  path: "/tmp/companies-100k.csv",
  reportPath: "/tmp/bench-report.csv",
});
console.log(process.env.TIERWISE_TEST_DB ?? "pglite", "first", {
  ...s,
  companyIds: s.companyIds.length,
  notes: undefined,
});
const s2 = await importFile(h.db, {
  path: "/tmp/companies-100k.csv",
  reportPath: "/tmp/bench-report2.csv",
  source: "dnb",
});
console.log("re-import dnb", { ...s2, companyIds: s2.companyIds.length, notes: undefined });
await h.close();
