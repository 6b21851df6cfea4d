import pino from "pino";
import { loadConfigOrExit } from "./config.ts";
import { migrate, startupLock } from "./db/migrate.ts";
import { openConfiguredDatabase } from "./db/open-from-config.ts";
import { jobDefinitions } from "./job-definitions.ts";
import { startJobRunner } from "./jobs/runner.ts";

/** `npm run worker`: runs background jobs only, beside web servers started with JOBS_IN_PROCESS=false. */
const config = loadConfigOrExit();
if (!config.DATABASE_URL) {
  console.error(
    "npm run worker needs DATABASE_URL: the embedded database belongs to one process, so `npm start` runs jobs itself.",
  );
  process.exit(1);
}
const log = pino({ level: config.LOG_LEVEL });
const database = await openConfiguredDatabase(config);
// One at a time with servers starting beside it (main.ts).
await database.exclusively(startupLock, () => migrate(database));
const runner = await startJobRunner({
  db: database.db,
  log,
  config,
  definitions: jobDefinitions,
});
log.info("worker is running jobs");
const stop = async () => {
  await runner.stop();
  await database.close();
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
