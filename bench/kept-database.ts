import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type pg from "pg";

/**
 * A benchmark's own PostgreSQL database. Made afresh and dropped at the end; or, with `keepAs`,
 * kept with a folder beside it (`tierwise_bench_<bench>_kept_<keepAs>`) and reused by the next
 * run, so a seed of millions of rows is made once. A kept database counts only once its seed
 * finished: `remember` writes the marker after it, so a run killed while seeding seeds again.
 */
export type BenchDatabase<Seeded> = {
  name: string;
  url: string;
  /** What the seed returned when the kept database was made; undefined: seed now. */
  seeded: Seeded | undefined;
  /** Files of the run: kept with the database, else a fresh temporary folder. */
  dataDir: string;
  remember(seeded: Seeded): Promise<void>;
  /** Drops the database and its folder, unless kept. */
  release(): Promise<void>;
};

export async function openBenchDatabase<Seeded>(
  admin: pg.Client,
  adminUrl: string,
  bench: string,
  keepAs: string | null,
): Promise<BenchDatabase<Seeded>> {
  const name = keepAs ? `tierwise_bench_${bench}_kept_${keepAs}` : `tierwise_bench_${bench}`;
  const keptDir = keepAs ? path.join(tmpdir(), `tierwise-bench-${bench}-kept-${keepAs}`) : null;
  const marker = keptDir ? path.join(keptDir, "seeded.json") : null;
  const exists = (await admin.query("select 1 from pg_database where datname = $1", [name]))
    .rowCount;
  const seeded: Seeded | undefined =
    marker && exists ? await readFile(marker, "utf8").then(JSON.parse, () => undefined) : undefined;
  if (!seeded) {
    if (keptDir) await rm(keptDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = keptDir
    ? await mkdir(keptDir, { recursive: true }).then(() => keptDir)
    : await mkdtemp(path.join(tmpdir(), `tierwise-bench-${bench}-`));
  return {
    name,
    url: url.toString(),
    seeded,
    dataDir,
    async remember(data) {
      if (marker) await writeFile(marker, JSON.stringify(data));
    },
    async release() {
      if (keptDir) return;
      await admin.query(`drop database if exists ${name} with (force)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
