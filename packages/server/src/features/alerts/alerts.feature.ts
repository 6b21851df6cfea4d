import type { Feature } from "../../core/feature.ts";
import { alertDigestJobs } from "./digests/digest-jobs.ts";
import { alertRulesJob } from "./sources/rules/rules.job.ts";
import "./alert-refs.type.ts";
import "./alert.type.ts";
import "./alert-queries.type.ts";
import "./alert-mutations.type.ts";
// Feeds, subscriptions, digests and sources register their types here, after the shared ones
// above (import "./feeds/….type.ts" and so on).
import "./feeds/feed.type.ts";
import "./subscriptions/subscription.type.ts";
import "./digests/digest.type.ts";

/**
 * alerts (issue 13): one engine for both alert models. This part is the read side (the feed,
 * counts, lookups and the id migration) and each person's state (feedback, read, archive and
 * undo, bulk read); visibility lives in alert-visibility.ts, storage in *.table.ts and the
 * alerts_read_side migration, writes from every source in alert-write.ts.
 */
export const alertsFeature: Feature = {
  name: "alerts",
  jobs: [...alertDigestJobs, alertRulesJob],
};
