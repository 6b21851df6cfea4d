import type { Feature } from "../../core/feature.ts";
import { aiReportJob } from "./ai-report.job.ts";
import "./ai-report.type.ts";

/**
 * ai-reports: AI risk summaries (issue 15). Reports cite the facts they rest on; a local,
 * deterministic generator writes them, or any OpenAI-compatible model at LLM_BASE_URL, through
 * the job queue; a citation check drops what the facts do not support.
 */
export const aiReportsFeature: Feature = {
  name: "ai-reports",
  jobs: [aiReportJob],
};
