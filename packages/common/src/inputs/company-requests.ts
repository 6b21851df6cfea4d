import { z } from "zod";
import {
  mappingTargets,
  requestLimits,
  requestLogReasons,
  requestMessages,
  requestStatuses,
  reviewDecisions,
} from "../company-requests.ts";
import { messages } from "../messages.ts";
import {
  hasMultiLineControls,
  multiLineText,
  oneLineName,
  oneLineText,
  textMessages,
} from "./text.ts";

/** Spec 3 §5 and issue 16: the server parses with these, the request forms check with them. */

const id = z.string().min(1).max(100);
/** One-line details (city, legal name, identifiers): no control characters or line breaks. */
const text = (max: number = requestLimits.textMax) => oneLineText(max).nullish();
/** Free text (the note, a log comment): line breaks and tabs are kept. */
const freeText = (max: number) => multiLineText(max).nullish();

/** "example.com", "www.example.com/about" or a full URL; stored as given, matched by domain. */
const website = oneLineText(requestLimits.textMax)
  .refine(
    (value) => value === "" || /^(https?:\/\/)?[^\s/.]+(\.[^\s/.]+)+(\/\S*)?$/i.test(value),
    requestMessages.invalidWebsite,
  )
  .nullish();

/** An individual request (spec 3 §3 "Company request"). */
export const companyRequestInputSchema = z.object({
  companyName: oneLineName(requestLimits.textMax, requestMessages.companyNameRequired),
  website,
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, requestMessages.invalidCountry)
    .nullish(),
  state: text(),
  city: text(),
  address: text(),
  legalName: text(),
  zipCode: text(40),
  note: freeText(requestLimits.noteMax),
  uei: text(40),
  taxId: text(60),
  cageCode: text(20),
  duns: z
    .string()
    .regex(/^\d{9}$/, requestMessages.invalidDuns)
    .nullish(),
  outOfBusiness: z.boolean().default(false),
  branchind: z.boolean().default(false),
  portfolioIds: z.array(id).max(requestLimits.portfoliosMax).default([]),
  /** Make the request even though likely matches were shown (the user chose "Request anyway"). */
  ignoreMatches: z.boolean().default(false),
});
export type CompanyRequestInput = z.input<typeof companyRequestInputSchema>;

/** Spec 3 §5: updating a request log requires comment and reason; a status change is optional. */
export const requestLogInputSchema = z.object({
  requestId: id,
  comment: z
    .string({ error: requestMessages.logCommentRequired })
    .trim()
    .min(1, requestMessages.logCommentRequired)
    .max(requestLimits.logCommentMax, messages.tooLong(requestLimits.logCommentMax))
    .refine((value) => !hasMultiLineControls(value), textMessages.controlCharacters),
  reason: z.enum(requestLogReasons, { error: requestMessages.logReasonRequired }),
  status: z.enum(requestStatuses).nullish(),
});

/** Spec 3 §5: retiring a request takes an optional comment. */
export const retireRequestInputSchema = z.object({
  id,
  comment: freeText(requestLimits.logCommentMax),
});

/** The list pages' filters (kept in local preferences, spec 1 §5). */
export const requestFiltersSchema = z.object({
  search: z.string().trim().max(200).nullish(),
  status: z.array(z.enum(requestStatuses)).max(requestStatuses.length).nullish(),
  creators: z.array(id).max(50).nullish(),
  country: z
    .array(z.string().regex(/^[A-Z]{2}$/))
    .max(50)
    .nullish(),
  bulkRequestId: id.nullish(),
  dateFrom: z.iso.date().nullish(),
  dateTo: z.iso.date().nullish(),
});
export type RequestFilters = z.infer<typeof requestFiltersSchema>;

/** A column mapping for a bulk upload: file header → our field. */
export const columnMappingSchema = z
  .record(z.string().max(200), z.enum(mappingTargets))
  .refine(
    (mapping) => Object.values(mapping).includes("companyName"),
    requestMessages.companyNameNotMapped,
  );

/** Starts processing an uploaded file with the user's (corrected) mapping. */
export const startBulkRequestInputSchema = z.object({
  bulkRequestId: id,
  mapping: columnMappingSchema,
  portfolioIds: z.array(id).max(requestLimits.portfoliosMax).default([]),
});

/**
 * The review screen: confirm or reject the candidate of rows in the middle band. A confirm may
 * name another of the row's stored candidates (`companyId`) than the best one.
 */
export const reviewBulkRowsInputSchema = z.object({
  bulkRequestId: id,
  decisions: z
    .array(
      z
        .object({ rowId: id, decision: z.enum(reviewDecisions), companyId: id.nullish() })
        .refine((d) => d.decision === "confirm" || !d.companyId, {
          message: requestMessages.companyOnlyOnConfirm,
          path: ["companyId"],
        }),
    )
    .min(1)
    .max(500),
});

/** "Not this company": matched rows sent back to review. */
export const reopenBulkRowsInputSchema = z.object({
  bulkRequestId: id,
  rowIds: z.array(id).min(1).max(500),
});
