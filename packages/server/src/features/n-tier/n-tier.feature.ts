import type { Feature } from "../../core/feature.ts";
import { nTierComputeJob } from "./n-tier.job.ts";
import "./n-tier.type.ts";
// The map's lean form of the sites.
import "./n-tier-site-map.type.ts";
// The table's export: its mutation, and its writer registered with the export jobs.
import "./n-tier-export.type.ts";
import "./relations-upload.type.ts";

/**
 * n-tier (issue 29): relations between companies, each organisation's supplier network up to
 * tier 3 computed by a job, and the queries of the table, map and graph views. Behind `nTier`.
 */
export const nTierFeature: Feature = {
  name: "n-tier",
  jobs: [nTierComputeJob],
};
