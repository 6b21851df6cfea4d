import { buildApp } from "./app.ts";
import { loadConfigOrExit } from "./config.ts";
import { migrate } from "./db/migrate.ts";
import { openConfiguredDatabase } from "./db/open-from-config.ts";
import { warmSearchIndex } from "./features/companies/search/search-index/search-index.service.ts";
import { features } from "./features.ts";
import { startJobRunner } from "./jobs/runner.ts";
import { seedIfEmpty } from "./seed/seed.ts";

async function main() {
  const config = loadConfigOrExit();
  const database = await openConfiguredDatabase(config);
  await migrate(database);
  const app = await buildApp({ database, config });
  if (config.SEED_ON_EMPTY) {
    const seeded = await seedIfEmpty(database.db, config);
    if (seeded) printSignInDetails(seeded, config.publicUrl);
  }
  const jobs = config.JOBS_IN_PROCESS
    ? await startJobRunner({
        db: database.db,
        log: app.log,
        config,
        definitions: features.flatMap((feature) => feature.jobs ?? []),
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
}

function printSignInDetails(
  seeded: {
    accounts: { email: string; role: string }[];
    password: string;
    passwordWasGenerated: boolean;
  },
  url: string,
) {
  const lines = [
    "",
    `  Tierwise demo data is ready. Sign in at ${url}/login`,
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
