import type { Feature } from "../../core/feature.ts";
import { bulkRequestJobs, registerBulkRequestRoutes } from "./bulk/bulk-requests-feature.ts";
import "./request-refs.type.ts";
import "./company-request.type.ts";
import "./company-request-mutations.type.ts";
import "./bulk/bulk-requests.type.ts";

/**
 * company-requests: individual requests, their logs, retire and undo, and matching against known
 * companies; bulk requests (bulk/) add their types, the error report's route and the processing
 * job (issue 16).
 */
export const companyRequestsFeature: Feature = {
  name: "company-requests",
  routes: (app, deps) => registerBulkRequestRoutes(app, deps),
  jobs: bulkRequestJobs,
};
