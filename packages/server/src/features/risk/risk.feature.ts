import type { Feature } from "../../core/feature.ts";
import { riskRescoreDirtyJob, riskScoreJob } from "./risk-score.job.ts";
import "./risk-refs.type.ts";
import "./risk-config.type.ts";
import "./risk-hub.type.ts";
import "./risk-mutations.type.ts";
import "./risk-signals.type.ts";

/**
 * risk: the risk hub (issue 14) — configurations with revisions, scoring through the job queue
 * (a whole configuration after a commit or rollback; changed companies every five minutes),
 * the hub's pages, history, explanations and risk signals.
 */
export const riskFeature: Feature = {
  name: "risk",
  jobs: [riskScoreJob, riskRescoreDirtyJob],
};
