import pino from "pino";
import { loadConfigOrExit } from "../../config.ts";
import { migrate } from "../../db/migrate.ts";
import { openConfiguredDatabase } from "../../db/open-from-config.ts";
import { describeImport, importEmlFiles } from "./import-eml.ts";

/**
 * `npm run import:eml -- <files…>`: files saved .eml messages (supplier replies, bounces) into
 * the case threads they answer. Exit code 1 when any file was not imported. With the embedded
 * database, stop the server first (PGlite belongs to one process).
 */
const files = process.argv.slice(2).filter((arg) => arg !== "--");
if (files.length === 0) {
  console.error("Usage: npm run import:eml -- <file.eml> [<file.eml> …]");
  process.exit(2);
}
const config = loadConfigOrExit();
const log = pino({ level: config.LOG_LEVEL === "info" ? "warn" : config.LOG_LEVEL });
const database = await openConfiguredDatabase(config);
await migrate(database);
const results = await importEmlFiles({ db: database.db, config, log }, files);
for (const entry of results) console.log(describeImport(entry));
await database.close();
const imported = (entry: (typeof results)[number]) =>
  !("error" in entry) && entry.result.outcome !== "unmatched";
process.exit(results.every(imported) ? 0 : 1);
