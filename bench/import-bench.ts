/** Importing 100,000 company rows from CSV into an empty database, against the 60 s target. */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import Papa from "papaparse";
import pg from "pg";
import type { Config } from "../packages/server/src/config.ts";
import { openDatabase } from "../packages/server/src/db/client.ts";
import { migrate } from "../packages/server/src/db/migrate.ts";
import { generateCompanies } from "../packages/server/src/features/companies/demo-data/generate-companies.ts";
import { importFile } from "../packages/server/src/import/import-file.ts";
import type { BenchRow } from "./members.ts";
import { root } from "./support.ts";

const rowCount = 100_000;

function writeCsv(): string {
  const rows = [];
  for (const { company: c } of generateCompanies({ count: rowCount, seed: 4_242 })) {
    rows.push({
      displayName: c.displayName,
      legalName: c.legalName,
      duns: c.duns,
      globalId: c.globalId,
      statusCode: c.statusCode,
      countryCode: c.countryCode,
      region: c.region,
      city: c.city,
      latitude: c.latitude,
      longitude: c.longitude,
      naicsCode: c.naicsCode,
      naicsTitle: c.naicsTitle,
      sector: c.sector,
      employeeCount: c.employeeCount,
      foundedYear: c.foundedYear,
      website: c.website,
    });
  }
  const dir = path.join(root, ".tmp/bench-import");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "companies-100k.csv");
  writeFileSync(file, Papa.unparse(rows));
  return file;
}

export async function importBench(
  target: { kind: "pglite" } | { kind: "postgres"; adminUrl: string },
  config: Config,
): Promise<BenchRow> {
  const file = writeCsv();
  let url: string | null = null;
  const name = "tierwise_bench_import";
  if (target.kind === "postgres") {
    const admin = new pg.Client({ connectionString: target.adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(target.adminUrl);
    u.pathname = `/${name}`;
    url = u.toString();
  }
  const handle = await openDatabase(url ? { kind: "postgres", url } : { kind: "pglite" });
  try {
    await migrate(handle);
    const summary = await importFile(handle.db, {
      path: file,
      source: "dnb",
      reportPath: false,
      providerPriority: config.COMPANY_PROVIDER_PRIORITY,
    });
    if (summary.inserted + summary.updated !== rowCount) {
      throw new Error(`import bench: ${JSON.stringify(summary)}`);
    }
    return {
      name: `Importing ${rowCount.toLocaleString("en")} company rows from CSV (${target.kind === "postgres" ? "PostgreSQL" : "PGlite"}, empty database)`,
      figure: `${summary.seconds.toFixed(1)} s (${Math.round(rowCount / summary.seconds).toLocaleString("en")} rows/s)`,
      baseline: "target 60 s",
      ratio: (summary.seconds / 60).toFixed(2),
      target: "< 1.00",
    };
  } finally {
    await handle.close();
    if (url) {
      const admin = new pg.Client({
        connectionString: target.kind === "postgres" ? target.adminUrl : "",
      });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
}
