// Scratch: loads generated companies into tw_search_scratch (deleted after tuning).
import { openDatabase } from "../../../../db/client.ts";
import { migrate } from "../../../../db/migrate.ts";
import { generateCompanies } from "../../../../seed/companies/generate-companies.ts";
import { insertCompanies } from "../../../../seed/companies/insert-companies.ts";

const count = Number(process.argv[2] ?? 200_000);
const db = await openDatabase({
  kind: "postgres",
  url: "postgres://postgres@127.0.0.1:5432/tw_search_scratch",
});
await migrate(db);
const started = Date.now();
const n = await insertCompanies(db.db, generateCompanies({ count, seed: 42 }), {
  onProgress: (i) => {
    if (i % 50_000 === 0) console.log(i, Date.now() - started, "ms");
  },
});
console.log("inserted", n, "in", Date.now() - started, "ms");
await db.close();
