import { z } from "zod";
import {
  webhookEventTypes,
  webhookLimits,
  webhookMessages,
  webhookUrlProblem,
} from "../webhooks.ts";
import { oneLineText } from "./text.ts";

const url = z
  .string()
  .trim()
  .min(1, webhookMessages.urlInvalid)
  .max(webhookLimits.url)
  .superRefine((value, ctx) => {
    const problem = webhookUrlProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

const eventTypes = z
  .array(z.enum(webhookEventTypes))
  .min(1, webhookMessages.eventsRequired)
  .transform((types) => [...new Set(types)]);

/** createWebhookEndpoint input: the server parses it, the form checks each field with it. */
export const webhookEndpointInputSchema = z.object({
  url,
  description: oneLineText(webhookLimits.description).default(""),
  eventTypes,
  enabled: z.boolean().default(true),
});

/** updateWebhookEndpoint input: any subset; an endpoint turned on again starts with no failures. */
export const webhookEndpointUpdateSchema = z.object({
  url: url.optional(),
  description: oneLineText(webhookLimits.description).optional(),
  eventTypes: eventTypes.optional(),
  enabled: z.boolean().optional(),
});
