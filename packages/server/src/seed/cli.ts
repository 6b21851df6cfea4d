import { parseArgs } from "node:util";
import { loadConfigOrExit } from "../config.ts";
import { migrate } from "../db/migrate.ts";
import { openConfiguredDatabase } from "../db/open-from-config.ts";
import {
  defaultCompanyCount,
  defaultCompanySeed,
} from "../features/companies/demo-data/seed-companies.ts";
import { removeDemoData, seedDemo, seedIfEmpty } from "./seed.ts";

/**
 * `npm run seed [-- --reset] [-- --companies N] [-- --seed S]`: loads the demo data; --reset
 * removes it first; --companies sets how many demo companies (default 5,000; a million works);
 * --seed picks another deterministic data set.
 */
const { values } = parseArgs({
  options: {
    reset: { type: "boolean", default: false },
    companies: { type: "string", default: String(defaultCompanyCount) },
    seed: { type: "string", default: String(defaultCompanySeed) },
  },
});
const count = Number(values.companies.replace(/[_,]/g, ""));
const seed = Number(values.seed);
if (!Number.isSafeInteger(count) || count < 0 || !Number.isSafeInteger(seed)) {
  console.error("--companies and --seed take whole numbers, such as --companies 100000");
  process.exit(2);
}
const config = loadConfigOrExit();
const database = await openConfiguredDatabase(config);
await migrate(database);
if (values.reset) await removeDemoData(database.db);
const companies = { count, seed, log: (line: string) => console.log(line) };
const result = values.reset
  ? await seedDemo(database.db, config, companies)
  : await seedIfEmpty(database.db, config, companies);
if (!result) {
  console.log("The database already has data; use --reset to load the demo data again.");
} else {
  for (const a of result.accounts) console.log(`${a.email.padEnd(28)} ${a.role}`);
  console.log(
    result.passwordWasGenerated
      ? `Password for every demo account: ${result.password}`
      : "Password: the value of SEED_PASSWORD",
  );
}
await database.close();
