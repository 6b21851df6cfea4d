import type { JobDefinition } from "../../../core/feature.ts";
import {
  digestMailQueue,
  digestScheduleQueue,
  queueDueDigests,
  sendPersonDigests,
} from "./digest-run.ts";

/**
 * Alert feed digests (issue 13): every hour on the hour the schedule queues the people whose
 * e-mail hour it is; each person's digests are then a job of their own.
 */
export const alertDigestJobs: readonly JobDefinition[] = [
  {
    queue: digestScheduleQueue,
    schedule: { name: digestScheduleQueue, cron: "0 * * * *" },
    run: (payload, tools) => queueDueDigests(tools, payload),
  },
  {
    queue: digestMailQueue,
    run: (payload, tools) =>
      sendPersonDigests(tools, {
        userId: String(payload.userId),
        organizationId: String(payload.organizationId),
      }),
  },
];
