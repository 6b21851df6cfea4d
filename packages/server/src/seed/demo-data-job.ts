import type { JobDefinition } from "../core/feature.ts";
import type { Database } from "../db/client.ts";
import { enqueueJob } from "../jobs/queue.ts";
import { seedDemoRest } from "./seed.ts";

/**
 * A first `npm start` serves sign-in once the demo's organisations, people, companies and
 * portfolios are in (seconds), and loads the slow rest (a year of alerts, risk scores) in this
 * job. Being a job, it survives a restart half-way: the runner takes it up again, and seeding
 * again stores nothing twice. Its progress goes to the console, where the person who typed
 * `npm start` is looking, and to the job's progress.
 */
export const demoDataQueue = "seed.demo-data";

export const demoDataJob: JobDefinition = {
  queue: demoDataQueue,
  async run(_payload, { db, config, setProgress }) {
    const started = performance.now();
    const say = (line: string) => console.log(`  Seeding demo data: ${line}`);
    await seedDemoRest(db, config, {
      log(line) {
        say(line);
        const done = /^alerts ([\d,]+)\/([\d,]+)$/.exec(line);
        if (done?.[1] && done[2]) {
          const ratio = Number(done[1].replaceAll(",", "")) / Number(done[2].replaceAll(",", ""));
          void setProgress(Math.min(95, Math.round(ratio * 95)));
        }
      },
    });
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    console.log(`  Demo data complete: alerts and risk scores are in (${seconds} s).`);
    return { seconds };
  },
};

/** Queues the slow part of the demo data, once. */
export function queueDemoDataRest(db: Database) {
  return enqueueJob(db, demoDataQueue, {}, { singletonKey: demoDataQueue, maxAttempts: 3 });
}
