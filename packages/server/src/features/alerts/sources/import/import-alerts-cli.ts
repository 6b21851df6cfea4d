/**
 * `npm run import -- --alerts gdelt-gkg|gdelt-events|json|csv <file> [--source <provider>]`:
 * the import CLI (src/import-cli.ts) runs this file for --alerts. It is a process of its own,
 * not a module the import CLI loads: the alert importer matches organisations with the
 * company-request matcher, whose bulk upload reads files with src/import's readers, so a static
 * import from src/import would make the three folders depend on each other in a circle.
 */
import { parseArgs } from "node:util";
import { loadConfigOrExit } from "../../../../config.ts";
import { migrate } from "../../../../db/migrate.ts";
import { openConfiguredDatabase } from "../../../../db/open-from-config.ts";
import { ImportFileError } from "../../../../import/source-row.ts";
import { type FeedFormat, feedFormats } from "./feed-item.ts";
import { importAlertsFile } from "./import-alerts-file.ts";
import { alertImportReport } from "./import-alerts-report.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { alerts: { type: "string" }, source: { type: "string" } },
});
const format = values.alerts as FeedFormat;
if (!(feedFormats as readonly string[]).includes(format) || positionals.length !== 1) {
  console.error(
    `Usage: npm run import -- --alerts ${feedFormats.join("|")} <file> [--source <provider>]`,
  );
  process.exit(2);
}
const file = positionals[0] as string;
const config = loadConfigOrExit();
const database = await openConfiguredDatabase(config);
let exitCode = 0;
try {
  await migrate(database);
  const summary = await importAlertsFile(database.db, {
    format,
    path: file,
    provider: values.source,
  });
  const report = alertImportReport(file, format, summary);
  for (const line of report.lines) console.log(line);
  exitCode = report.exitCode;
} catch (error) {
  if (!(error instanceof ImportFileError)) throw error;
  console.error(error.message);
  exitCode = 1;
} finally {
  await database.close();
}
process.exit(exitCode);
