import { parseArgs } from "node:util";
import { loadConfigOrExit } from "../config.ts";
import { migrate } from "../db/migrate.ts";
import { openConfiguredDatabase } from "../db/open-from-config.ts";
import { removeDemoData, seedDemo, seedIfEmpty } from "./seed.ts";

/** `npm run seed [-- --reset]`: loads the demo data; --reset removes it first. */
const { values } = parseArgs({ options: { reset: { type: "boolean", default: false } } });
const config = loadConfigOrExit();
const database = await openConfiguredDatabase(config);
await migrate(database);
if (values.reset) await removeDemoData(database.db);
const result = values.reset
  ? await seedDemo(database.db, config)
  : await seedIfEmpty(database.db, config);
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
