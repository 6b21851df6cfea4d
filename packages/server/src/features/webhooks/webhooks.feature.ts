import type { Feature } from "../../core/feature.ts";
import "./webhook.type.ts";
import { webhookDeliveryJob } from "./webhook-delivery.job.ts";

/**
 * webhooks (issue 33): organisation endpoints, the events features record through
 * webhook-events.ts, and their signed deliveries through the job queue.
 */
export const webhooksFeature: Feature = {
  name: "webhooks",
  jobs: [webhookDeliveryJob],
};
