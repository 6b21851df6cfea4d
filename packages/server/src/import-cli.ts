import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { type ProfileAreaKey, profileAreaKeys } from "@tierwise/common/company-profile";
import pino from "pino";
import { loadConfigOrExit } from "./config.ts";
import { DomainError } from "./core/errors.ts";
import { migrate } from "./db/migrate.ts";
import { openConfiguredDatabase } from "./db/open-from-config.ts";
import { importSanctionsList } from "./features/companies/sanctions/import-sanctions-list.ts";
import {
  type SanctionsListName,
  sanctionsListNames,
} from "./features/companies/sanctions/sanctions.table.ts";
import { SanctionsFileError } from "./features/companies/sanctions/sanctions-entry.ts";
import { screenCompanies } from "./features/companies/sanctions/screen-companies.ts";
import {
  importSupplierList,
  SupplierListError,
} from "./features/company-requests/bulk/supplier-list-from-file.ts";
import { importFile } from "./import/import-file.ts";
import { ImportFileError } from "./import/source-row.ts";
import { readColumnMapping } from "./import/supplier-mapping.ts";

const usage = `Usage:
  npm run import -- <file> [--area <area>] [--source <provider>] [--format csv|json|xlsx]
                          [--fetched-at <ISO date>] [--report <path.csv|path.json>] [--no-report]
                          [--no-screen] [--catalogue --map <mapping.json>]
  npm run import -- <supplier list> --organization <id> [--user <e-mail>] [--map <mapping.json>]
  npm run import -- --sanctions opensanctions|ofac <file> [<file> …] [--no-screen]
  npm run import -- --alerts gdelt-gkg|gdelt-events|json|csv <file> [--source <provider>]

Areas: ${profileAreaKeys.join(", ")}
--organization: a supplier list for an organisation, as /requests/bulk/create takes it: each row
       is matched to a known company, sent to review or requested (a bulk request made as --user,
       default the organisation's first administrator).
--map: a saved column mapping (header → companyName, country, city, duns, …, or ignore) for a
       supplier list with headers of its own, as /requests/bulk/create remembers it; with
       --organization (default: the organisation's remembered or the proposed mapping), or with
       --catalogue to load the list into the catalogue as the provider's own companies.
--alerts: a provider's alert feed: GDELT GKG 2.1 or Events 2.0 files as published, or JSON/CSV
       rows (title, publishedAt, id or url, organisations, …; see the alerts feature's
       sources/import/feed-columns.ts). Organisations are matched to known companies.`;

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

let parsed: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    allowPositionals: true,
    options: {
      area: { type: "string" },
      source: { type: "string" },
      format: { type: "string" },
      "fetched-at": { type: "string" },
      report: { type: "string" },
      "no-report": { type: "boolean", default: false },
      "no-screen": { type: "boolean", default: false },
      sanctions: { type: "string" },
      map: { type: "string" },
      organization: { type: "string" },
      user: { type: "string" },
      catalogue: { type: "boolean", default: false },
      alerts: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
}
try {
  parsed = parse();
} catch (error) {
  fail(`${(error as Error).message}\n\n${usage}`);
}
const { values, positionals } = parsed;
if (values.help) {
  console.log(usage);
  process.exit(0);
}
if (positionals.length === 0) fail(usage);
if (values.sanctions && !(sanctionsListNames as readonly string[]).includes(values.sanctions)) {
  fail(`--sanctions must be one of ${sanctionsListNames.join(", ")}.`);
}
if (values.alerts) {
  if (values.sanctions || values.map || values.area)
    fail("--alerts imports an alert feed; it cannot be used with --sanctions, --map or --area.");
  // A process of its own: see the comment at the top of the alerts importer's CLI.
  const alertsCli = fileURLToPath(
    new URL("./features/alerts/sources/import/import-alerts-cli.ts", import.meta.url),
  );
  const run = spawnSync(process.execPath, [alertsCli, ...process.argv.slice(2)], {
    stdio: "inherit",
  });
  process.exit(run.status ?? 1);
}
if (!values.sanctions && positionals.length > 1) {
  fail(`Import one file at a time (got ${positionals.length}).\n\n${usage}`);
}
if (values.map && values.sanctions)
  fail("--map reads supplier lists; it cannot be used with --sanctions.");
const supplierList = values.organization !== undefined;
if (supplierList && (values.catalogue || values.sanctions || values.area))
  fail(
    "--organization matches a supplier list; it cannot be used with --catalogue, --sanctions or --area.",
  );
if (values.user && !supplierList) fail("--user goes with --organization.");
// A supplier list goes through matching and requests, as an upload does; loading it into the
// catalogue itself is the provider's own data load and has to be asked for.
if (values.map && !supplierList && !values.catalogue)
  fail(
    "--map reads a supplier list: give --organization <id> to match it for an organisation (as an upload), or --catalogue to load it as the provider's own companies.",
  );
if (values.area && !(profileAreaKeys as readonly string[]).includes(values.area)) {
  fail(`Unknown area "${values.area}".\n\n${usage}`);
}

const config = loadConfigOrExit();
const database = await openConfiguredDatabase(config);
let exitCode = 0;
try {
  await migrate(database);
  let toScreen: string[] | "all" = [];
  if (supplierList) {
    const summary = await importSupplierList(
      {
        db: database.db,
        config,
        log: pino({ level: config.LOG_LEVEL === "info" ? "warn" : config.LOG_LEVEL }),
      },
      {
        path: positionals[0] as string,
        organizationId: values.organization as string,
        userEmail: values.user,
        mapping: values.map ? await readColumnMapping(values.map) : undefined,
      },
    );
    const outcomes = Object.entries(summary.outcomes)
      .map(([outcome, n]) => `${outcome} ${n}`)
      .join(", ");
    console.log(
      `Bulk request ${summary.bulkRequestId} (${summary.status}): ${summary.rows} rows: ${outcomes}`,
    );
  } else if (values.sanctions) {
    const list = values.sanctions as SanctionsListName;
    const summary = await importSanctionsList(database.db, { list, paths: positionals });
    console.log(
      `${list}: ${summary.entries} entries (${summary.byKind.entity} entities, ${summary.byKind.person} people, ${summary.byKind.other} other), ${summary.names} names, ${summary.seconds} s`,
    );
    toScreen = "all";
  } else {
    const summary = await importFile(database.db, {
      path: positionals[0] as string,
      area: values.area as ProfileAreaKey | undefined,
      source: values.source,
      format: values.format,
      fetchedAt: values["fetched-at"],
      reportPath: values["no-report"] ? false : values.report,
      providerPriority: config.COMPANY_PROVIDER_PRIORITY,
      mapPath: values.map,
    });
    const what = summary.kind === "area" ? `${summary.area} records of` : "companies from";
    console.log(`Imported ${what} ${summary.file} (${summary.format}, source ${summary.source})`);
    console.log(
      `  read ${summary.read}, inserted ${summary.inserted}, updated ${summary.updated}, unchanged ${summary.unchanged}, rejected ${summary.rejected}, warnings ${summary.warnings} in ${summary.seconds} s`,
    );
    for (const note of summary.notes) console.log(`  note: ${note}`);
    if (summary.reportPath) {
      console.log(
        summary.rejected > 0 || summary.warnings > 0
          ? `  ${summary.rejected} rejected and ${summary.warnings} warned rows are listed with their reasons in ${summary.reportPath}`
          : `  report: ${summary.reportPath}`,
      );
    }
    // Screening reads company names and executives; other areas cannot change a match.
    if (summary.kind === "companies" || summary.area === "keyExecutives") {
      toScreen = summary.companyIds;
    }
  }
  if (!values["no-screen"] && (toScreen === "all" || toScreen.length > 0)) {
    let reported = 0;
    const screening = await screenCompanies(database.db, config, {
      companyIds: toScreen === "all" ? undefined : toScreen,
      concurrency: database.kind === "postgres" ? 4 : 1,
      onProgress(screened, total) {
        // A line per tenth of a long run, so a million companies do not look stuck.
        if (total >= 50_000 && screened - reported >= total / 10) {
          reported = screened;
          console.log(`  screened ${screened} of ${total} companies`);
        }
      },
    });
    if (screening.lists.length > 0 || toScreen === "all") {
      console.log(
        `Sanctions screening (${screening.lists.join(", ") || "no lists loaded"}): ${screening.companiesScreened} companies, ${screening.companiesMatched} matched, ${screening.matches} matches, ${screening.seconds} s`,
      );
    }
  }
} catch (error) {
  if (
    error instanceof ImportFileError ||
    error instanceof SanctionsFileError ||
    error instanceof SupplierListError ||
    error instanceof DomainError
  ) {
    console.error(error.message);
    exitCode = 1;
  } else {
    throw error;
  }
} finally {
  await database.close();
}
process.exit(exitCode);
