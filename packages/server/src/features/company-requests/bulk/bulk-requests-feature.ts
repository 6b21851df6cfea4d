import type { FastifyInstance } from "fastify";
import type { JobDefinition, RouteDeps } from "../../../core/feature.ts";
import { registerBulkReportRoute } from "./bulk-report-route.ts";
import { bulkRequestQueue, runBulkRequestJob } from "./process-bulk-request.ts";

/**
 * What bulk requests add to the company-requests feature (company-requests.feature.ts lists
 * them): the error report's file route and the processing job. Their GraphQL types register
 * when bulk-requests.type.ts is imported.
 */
export function registerBulkRequestRoutes(app: FastifyInstance, deps: RouteDeps) {
  registerBulkReportRoute(app, deps);
}

export const bulkRequestJobs: readonly JobDefinition[] = [
  {
    queue: bulkRequestQueue,
    run: (payload, tools) => runBulkRequestJob(tools, String(payload.bulkRequestId)),
  },
];
