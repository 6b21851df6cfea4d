import type { JobDefinition } from "./core/feature.ts";
import { features } from "./features.ts";
import { demoDataJob } from "./seed/demo-data-job.ts";

/** Every queue a job runner serves: the features' and the first start's demo data. */
export const jobDefinitions: readonly JobDefinition[] = [
  ...features.flatMap((feature) => feature.jobs ?? []),
  demoDataJob,
];
