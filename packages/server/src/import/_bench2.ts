import { openTestDatabase } from "../test/database.ts";
import { importFile } from "./import-file.ts";

const h = await openTestDatabase();
const c0 = process.cpuUsage();
const s = await importFile(h.db, {
  path: process.argv[2] ?? "/tmp/companies-30k.csv",
  reportPath: false,
});
const c1 = process.cpuUsage(c0);
console.log(
  process.env.TIERWISE_TEST_DB ?? "pglite",
  s.read,
  s.inserted,
  s.seconds,
  "cpu",
  (c1.user + c1.system) / 1e6,
);
await h.close();
