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
 * `npm run seed [-- --reset] [-- --companies N] [-- --alerts N] [-- --seed S]`: loads the demo
 * data; --reset removes it first; --companies sets how many demo companies (default 5,000; a
 * million works); --alerts how many demo alerts (default SEED_ALERTS, 200,000; 0 for none);
 * --seed picks another deterministic data set.
 */
const { values } = parseArgs({
  options: {
    reset: { type: "boolean", default: false },
    companies: { type: "string", default: String(defaultCompanyCount) },
    alerts: { type: "string" },
    seed: { type: "string", default: String(defaultCompanySeed) },
  },
});
const count = Number(values.companies.replace(/[_,]/g, ""));
const seed = Number(values.seed);
const alertCount =
  values.alerts === undefined ? undefined : Number(values.alerts.replace(/[_,]/g, ""));
if (
  !Number.isSafeInteger(count) ||
  count < 0 ||
  !Number.isSafeInteger(seed) ||
  (alertCount !== undefined && (!Number.isSafeInteger(alertCount) || alertCount < 0))
) {
  console.error("--companies, --alerts and --seed take whole numbers, such as --companies 100000");
  process.exit(2);
}
const config = loadConfigOrExit();
const database = await openConfiguredDatabase(config);
await migrate(database);
if (values.reset) await removeDemoData(database.db);
const companies = { count, seed, log: (line: string) => console.log(line) };
const alerts = alertCount === undefined ? {} : { count: alertCount };
const result = values.reset
  ? await seedDemo(database.db, config, companies, alerts)
  : await seedIfEmpty(database.db, config, companies, alerts);
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
