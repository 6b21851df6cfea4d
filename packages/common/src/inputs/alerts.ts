import { z } from "zod";
import {
  alertDatasets,
  alertLimits,
  alertMessages,
  alertPolarities,
  alertRelevancies,
  alertScopes,
  alertTypes,
  notRelevantReasons,
  reasonsNeedingComment,
  subscriptionKinds,
} from "../alerts.ts";
import { capKeywords, normalizeSearchText } from "../filter-url.ts";
import { messages } from "../messages.ts";
import { oneLineName } from "./text.ts";

/**
 * Issue 13: the server parses alert inputs with these; the web's forms check with them, and the
 * URL parser (web features/alerts) builds an AlertFilter from the query string with the
 * filter-url.ts rules before it is sent. A feed stores an AlertFilter as its filter.
 */

const id = z.string().min(1).max(100);
const ids = z.array(id).max(alertLimits.companySubscriptionsPerRequest);
const isoDay = z.iso.date();

/** Keywords arrive raw; they are normalised, blanks and repeats dropped, and capped. */
const keywords = z
  .array(z.string().max(200))
  .transform((list) =>
    capKeywords([...new Set(list.map(normalizeSearchText).filter((k) => k !== ""))]),
  );

/** A location filter: a location id, or a topic such as "location.country:DE". */
export const alertFilterSchema = z
  .object({
    scope: z.enum(alertScopes).optional(),
    types: z.array(z.enum(alertTypes)).optional(),
    datasets: z.array(z.enum(alertDatasets)).optional(),
    companies: ids.optional(),
    portfolio: id.nullish(),
    polarity: z.array(z.enum(alertPolarities)).optional(),
    relevancy: z.array(z.enum(alertRelevancies)).optional(),
    commodities: ids.optional(),
    locations: ids.optional(),
    unread: z.boolean().nullish(),
    archived: z.boolean().nullish(),
    /** Both days inclusive, start first (spec 3 §2: exactly two YYYY-MM-DD dates). */
    startDate: isoDay.nullish(),
    endDate: isoDay.nullish(),
    alertId: id.nullish(),
    keywords: keywords.optional(),
  })
  .refine((f) => !f.startDate || !f.endDate || f.startDate <= f.endDate, {
    message: "The start date must not be after the end date.",
    path: ["endDate"],
  });
export type AlertFilter = z.output<typeof alertFilterSchema>;

const feedName = oneLineName(alertLimits.feedNameMaxLength);

export const alertFeedInputSchema = z.object({
  name: feedName,
  description: z
    .string()
    .trim()
    .max(
      alertLimits.feedDescriptionMaxLength,
      messages.tooLong(alertLimits.feedDescriptionMaxLength),
    )
    .nullish(),
  filter: alertFilterSchema,
});
export type AlertFeedInput = z.output<typeof alertFeedInputSchema>;

export const alertFeedUpdateSchema = alertFeedInputSchema.partial().extend({ id });

/** upsertUserFeedConfig (spec 3 §7 newer model: by feedId). */
export const feedUserConfigSchema = z.object({
  feedId: id,
  favorite: z.boolean().optional(),
  emailNotifications: z.boolean().optional(),
});

/**
 * The alert score update (spec 3 §7 "Alert feedback": companyId, alertId, scoreFeedback, read,
 * score, archived), with issue 13's reason for "not relevant".
 */
export const alertFeedbackSchema = z
  .object({
    alertId: id,
    companyId: id.nullish(),
    score: z.union([z.literal(1), z.literal(0), z.literal(-1)]).optional(),
    read: z.boolean().optional(),
    archived: z.boolean().optional(),
    scoreFeedback: z.string().trim().max(alertLimits.commentMaxLength).nullish(),
    reason: z.enum(notRelevantReasons).nullish(),
  })
  .refine(
    (f) => !f.reason || !reasonsNeedingComment.includes(f.reason) || !!f.scoreFeedback?.trim(),
    { message: alertMessages.commentRequired, path: ["scoreFeedback"] },
  );
export type AlertFeedbackInput = z.output<typeof alertFeedbackSchema>;

/** Bulk mark as read: the ids, or every alert a filter matches; both capped by the server. */
export const bulkMarkReadSchema = z.object({
  alertIds: z.array(id).optional(),
  filter: alertFilterSchema.optional(),
});

export const alertSubscriptionInputSchema = z.object({
  kind: z.enum(subscriptionKinds),
  entityId: id,
});

/** The preferred e-mail hour for digests, in UTC (spec 3 §7: utcHour). */
export const preferredEmailHourSchema = z.object({ utcHour: z.number().int().min(0).max(23) });
