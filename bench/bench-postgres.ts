import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { type Config, loadConfig } from "../packages/server/src/config.ts";
import { type DatabaseHandle, openDatabase } from "../packages/server/src/db/client.ts";
import { migrate } from "../packages/server/src/db/migrate.ts";
import { type BenchDatabase, openBenchDatabase } from "./kept-database.ts";
import type { BenchRow } from "./members.ts";

/** What a PostgreSQL benchmark runs with: its database, the app's config and a second pool. */
export type PostgresBench<Seeded> = {
  database: BenchDatabase<Seeded>;
  config: Config;
  handle: DatabaseHandle;
  /** For the "same SQL directly" replays and the bench's own reads. */
  pool: pg.Pool;
  /** Prints a row as it is measured and keeps it for the table. */
  report(row: BenchRow): void;
};

/**
 * Runs a benchmark on a PostgreSQL database of its own (kept as `keepAs` when given, see
 * kept-database.ts), migrated, with a production config; everything is closed and, unless
 * kept, dropped afterwards. Without a reachable server the benchmark is skipped with a warning.
 */
export async function runPostgresBench<Seeded>(
  bench: string,
  keepAs: string | null,
  run: (env: PostgresBench<Seeded>) => Promise<void>,
): Promise<BenchRow[]> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    console.warn(`PostgreSQL not reachable at ${adminUrl}: the ${bench} benchmarks are skipped.`);
    return [];
  }
  const database = await openBenchDatabase<Seeded>(admin, adminUrl, bench, keepAs);
  const dataDir = await mkdtemp(path.join(tmpdir(), `tierwise-bench-${bench}-files-`));
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    SEED_ON_EMPTY: "false",
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
  });
  const handle = await openDatabase({ kind: "postgres", url: database.url });
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  pool.on("error", () => {});
  const rows: BenchRow[] = [];
  const report = (row: BenchRow) => {
    console.log(`  ${row.name}: ${row.figure} | ${row.baseline} | ratio ${row.ratio}`);
    rows.push(row);
  };
  try {
    await migrate(handle);
    await run({ database, config, handle, pool, report });
  } finally {
    await pool.end();
    await handle.close();
    await database.release();
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }
  return rows;
}

export function benchTable(rows: readonly BenchRow[]): string {
  return [
    "| measure | figure | baseline (same run) | ratio | target |",
    "|---|---|---|---|---|",
    ...rows.map((r) => `| ${r.name} | ${r.figure} | ${r.baseline} | ${r.ratio} | ${r.target} |`),
  ].join("\n");
}
