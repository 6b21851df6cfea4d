import { buildApp } from "./app.ts";
import { loadConfigOrExit } from "./config.ts";
import { migrate, startupLock } from "./db/migrate.ts";
import { openConfiguredDatabase } from "./db/open-from-config.ts";
import { warmSearchIndex } from "./features/companies/search/search-index/search-index.service.ts";
import { jobDefinitions } from "./job-definitions.ts";
import { startJobRunner } from "./jobs/runner.ts";
import { queueDemoDataRest } from "./seed/demo-data-job.ts";
import { databaseIsEmpty, type SeedResult, seedDemoToSignIn } from "./seed/seed.ts";

async function main() {
  const config = loadConfigOrExit();
  // A first start on the embedded database spends most of its wait here and in the seed below:
  // say so, so that nobody watches a silent terminal.
  console.log(
    `  Opening the ${config.DATABASE_URL ? "PostgreSQL" : "embedded"} database and applying migrations…`,
  );
  const database = await openConfiguredDatabase(config);
  // Servers started together on one fresh database (a load balancer's pool, an orchestrator, a
  // restart after an outage) would race in the migrations and both seed: one at a time, the
  // others find the work done.
  await database.exclusively(startupLock, () => migrate(database));
  const app = await buildApp({ database, config });
  const seeded = await database.exclusively(startupLock, async (): Promise<SeedResult | null> => {
    if (!config.SEED_ON_EMPTY || !(await databaseIsEmpty(database.db))) return null;
    console.log("  First start: loading the demo data…");
    const say = (line: string) => console.log(`  Seeding demo data: ${line}`);
    const result = await seedDemoToSignIn(database.db, config, { log: say });
    await queueDemoDataRest(database.db);
    return result;
  });
  const jobs = config.JOBS_IN_PROCESS
    ? await startJobRunner({
        db: database.db,
        log: app.log,
        config,
        definitions: jobDefinitions,
      })
    : null;
  // Seconds at a million companies; searches use the database until it is ready.
  void warmSearchIndex(database.db, config, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await jobs?.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info({ url: config.publicUrl, database: database.kind }, "Tierwise is ready");
  if (seeded) printSignInDetails(seeded, config.publicUrl);
}

function printSignInDetails(seeded: SeedResult, url: string) {
  const lines = [
    "",
    `  Tierwise is ready. Sign in at ${url}/login`,
    "  (alerts and risk scores keep loading in the background; progress lines follow)",
    "",
    ...seeded.accounts.map((a) => `    ${a.email.padEnd(28)} ${a.role}`),
    "",
    seeded.passwordWasGenerated
      ? `  Password for every demo account: ${seeded.password}  (shown once; set SEED_PASSWORD to choose it)`
      : "  Password for every demo account: the value of SEED_PASSWORD",
    "",
  ];
  console.log(lines.join("\n"));
}

await main();
