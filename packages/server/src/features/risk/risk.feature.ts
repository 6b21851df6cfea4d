import type { Feature } from "../../core/feature.ts";
import { riskNightlyRescoreJob, riskRescoreDirtyJob, riskScoreJob } from "./risk-score.job.ts";
import "./risk-refs.type.ts";
import "./risk-config.type.ts";
import "./risk-hub.type.ts";
import "./risk-mutations.type.ts";
import "./risk-signals.type.ts";
import "./company-risk.type.ts";

/**
 * risk: the risk hub (issue 14) — configurations with revisions, scoring through the job queue
 * (a whole configuration after a commit or rollback and every night; changed companies every
 * five minutes), the hub's pages, history, explanations and risk signals, and a company's risk
 * on its profile; every read of a score brings it up to date first (fresh-scores.ts).
 */
export const riskFeature: Feature = {
  name: "risk",
  jobs: [riskScoreJob, riskRescoreDirtyJob, riskNightlyRescoreJob],
};
