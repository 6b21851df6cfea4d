/**
 * Company requests (spec 3 §2 "Company requests", §3, §4, §5, §7 "Requests"; spec 1 §2.2): asking
 * for data on a company the portal does not know yet, one at a time or as a bulk upload of a
 * supplier list. The server, the web and the importer share these words, values and limits.
 */

import type { SnackbarUndoKind } from "./snackbar.ts";

// ---------------------------------------------------------------- statuses and logs

export const requestStatuses = [
  "requested",
  "needs_action",
  "complete",
  "closed",
  "replaced",
  "retired",
] as const;
export type RequestStatus = (typeof requestStatuses)[number];

export const requestStatusLabels: Record<RequestStatus, string> = {
  requested: "Requested",
  needs_action: "Needs action",
  complete: "Complete",
  closed: "Closed",
  replaced: "Replaced",
  retired: "Retired",
};

/**
 * The moves the server allows (spec 3 §4 leaves transitions open; these are ours). Retiring is
 * allowed from every status but retired and undone back to the status it came from.
 * `complete` means the company is now known (the request carries its companyId); `replaced`
 * means another request or a known company stands for it; `closed` means it will not be done.
 */
export const requestTransitions: Record<RequestStatus, readonly RequestStatus[]> = {
  requested: ["needs_action", "complete", "closed", "replaced", "retired"],
  needs_action: ["requested", "complete", "closed", "replaced", "retired"],
  complete: ["retired"],
  closed: ["requested", "retired"],
  replaced: ["retired"],
  retired: [],
};

/** Requests still waiting for an answer: duplicates are checked against these. */
export const openRequestStatuses = [
  "requested",
  "needs_action",
] as const satisfies readonly RequestStatus[];

/**
 * The snackbar undo variant the server writes when a request is retired (spec 3 §4); the web
 * replays it after a reload and takes it back with undoRetireCompanyRequest.
 */
export const companyRequestUndoTypes = {
  retire: "retireCompanyRequest",
} as const satisfies Record<string, SnackbarUndoKind>;
export type CompanyRequestUndoType =
  (typeof companyRequestUndoTypes)[keyof typeof companyRequestUndoTypes];

/** Log reason types (spec 3 §3: "Log reason values not shown"; these are ours). */
export const requestLogReasons = [
  "created",
  "more_information_needed",
  "information_provided",
  "data_found",
  "duplicate",
  "out_of_business",
  "retired",
  "retirement_undone",
  "other",
] as const;
export type RequestLogReason = (typeof requestLogReasons)[number];

export const requestLogReasonLabels: Record<RequestLogReason, string> = {
  created: "Request created",
  more_information_needed: "More information needed",
  information_provided: "Information provided",
  data_found: "Company data found",
  duplicate: "Duplicate request",
  out_of_business: "Out of business",
  retired: "Retired",
  retirement_undone: "Retirement undone",
  other: "Other",
};

// ---------------------------------------------------------------- fields

/** The fields of an individual request (spec 3 §3), in form order. */
export const requestFields = [
  "companyName",
  "website",
  "country",
  "state",
  "city",
  "address",
  "legalName",
  "zipCode",
  "note",
  "uei",
  "taxId",
  "cageCode",
  "outOfBusiness",
  "branchind",
] as const;
export type RequestField = (typeof requestFields)[number];

export const requestFieldLabels: Record<RequestField, string> = {
  companyName: "Company name",
  website: "Website",
  country: "Country",
  state: "State / region",
  city: "City",
  address: "Address",
  legalName: "Legal name",
  zipCode: "ZIP / postal code",
  note: "Note",
  uei: "UEI",
  taxId: "Tax ID",
  cageCode: "CAGE code",
  outOfBusiness: "Out of business",
  branchind: "Branch",
};

/**
 * What a column of an uploaded supplier list can be mapped to: a request field, a DUNS number,
 * or nothing (`ignore`). A mapping is `Record<header, MappingTarget>`.
 */
export const mappingTargets = [...requestFields, "duns", "ignore"] as const;
export type MappingTarget = (typeof mappingTargets)[number];
export const mappingTargetLabels: Record<MappingTarget, string> = {
  ...requestFieldLabels,
  duns: "DUNS number",
  ignore: "Don't import",
};
export type ColumnMapping = Record<string, MappingTarget>;

// ---------------------------------------------------------------- bulk requests

/** A bulk request's life: uploaded → mapped → processing → (review) → complete, or failed. */
export const bulkRequestStatuses = [
  "uploaded",
  "processing",
  "review",
  "complete",
  "failed",
] as const;
export type BulkRequestStatus = (typeof bulkRequestStatuses)[number];

export const bulkRequestStatusLabels: Record<BulkRequestStatus, string> = {
  uploaded: "Waiting for column mapping",
  processing: "Processing",
  review: "Needs review",
  complete: "Complete",
  failed: "Failed",
};

/**
 * What became of one row of a bulk upload:
 * - `matched`: a confident match (score ≥ matchBands.confident) linked to a known company;
 * - `review`: a candidate between the bands, waiting for the user's decision;
 * - `requested`: no good match, so a company request was made;
 * - `invalid`: the row failed validation (its errors are in the report);
 * - `duplicate`: the same company appears earlier in the file, or as an open request already.
 */
export const bulkRowOutcomes = ["matched", "review", "requested", "invalid", "duplicate"] as const;
export type BulkRowOutcome = (typeof bulkRowOutcomes)[number];

/**
 * The file types a supplier list may be uploaded as, in the order the upload's refusal names
 * them (the server reads each with the importer's readers).
 */
export const supplierListExtensions = ["csv", "xls", "xlsx", "json"] as const;

/** Review decisions on a `review` row: confirm links the candidate; reject makes a request. */
export const reviewDecisions = ["confirm", "reject"] as const;
export type ReviewDecision = (typeof reviewDecisions)[number];

/** Three bands of matching, as Open Supply Hub does. */
export const matchBands = { confident: 0.8, weak: 0.5 } as const;

export function matchBandOf(score: number): "confident" | "review" | "weak" {
  if (score >= matchBands.confident) return "confident";
  if (score >= matchBands.weak) return "review";
  return "weak";
}

/**
 * What a file's rows are called where people look for them: a sheet or CSV row as a
 * spreadsheet numbers it (the header is row 1, so the first data row is row 2), a JSON array's
 * item (1 = first item; an object of objects counts its members the same way), a JSON-lines
 * line (1 = first line of the file).
 */
export const rowUnits = ["row", "item", "line"] as const;
export type RowUnit = (typeof rowUnits)[number];

/**
 * The one place a row's number becomes words ("row 35", "item 3", "line 4"), so the importer's
 * report, a bulk request's messages and its pages name the same row the same way. `capital`
 * starts the words with a capital.
 */
export function rowLabel(unit: RowUnit | undefined, row: number, capital = false): string {
  const word = unit ?? "row";
  return `${capital ? word[0]?.toUpperCase() + word.slice(1) : word} ${row}`;
}

// ---------------------------------------------------------------- limits

export const requestLimits = {
  /** Requests per page by view (spec 3 §9). */
  pageSize: 25,
  /** Most rows one bulk upload takes. */
  bulkMaxRows: 100_000,
  /** Longest value of a text field. */
  textMax: 500,
  noteMax: 4000,
  logCommentMax: 4000,
  /** Match candidates offered before a new individual request is made. */
  matchCandidates: 5,
  /** Portfolios one request or bulk request may be added to. */
  portfoliosMax: 20,
} as const;

/** The /requests sub-pages (spec 1 §2.2). */
export const requestPages = ["needs-action", "individual", "bulk"] as const;
export type RequestPage = (typeof requestPages)[number];

// ---------------------------------------------------------------- words

export const requestMessages = {
  companyNameRequired: "Enter the company name.",
  invalidWebsite: "Enter a website such as example.com.",
  invalidCountry: "Choose a country.",
  invalidDuns: "A DUNS number has 9 digits.",
  logCommentRequired: "Enter a comment.",
  logReasonRequired: "Choose a reason.",
  transitionNotAllowed: (from: string, to: string) =>
    `A request that is ${from} cannot become ${to}.`,
  completeNeedsCompany:
    "A request becomes complete once the company it asks for is known. Link the company first.",
  nothingToUndo: "There is nothing to undo.",
  retired: "Request retired.",
  retirementUndone: "Request restored.",
  created: "Your request was created.",
  likelyMatch: "This company may already be known",
  noRowsFound: "The file has no rows to import.",
  tooManyRows: (max: number) => `A file may hold at most ${max.toLocaleString("en-US")} rows.`,
  companyNameNotMapped: "Map one column to Company name.",
  duplicateInFile: (unit: RowUnit, row: number) => `Same company as ${rowLabel(unit, row)}.`,
  duplicateOfRequest: "An open request for this company exists already.",
  numberWithNote: (kept: string, original: string) =>
    `Kept ${kept} from "${original}"; the rest was dropped.`,
  unknownCountry: (value: string) => `Unknown country "${value}".`,
  subscriptionLimitExceeded:
    "Your subscription has no seats left for more companies. Choose a subscription set with free seats or ask your provider for more.",
  addCompanyNotAllowed: "Companies cannot be added to this subscription set.",
  rowNotWaiting: (unit: RowUnit, row: number) =>
    `${rowLabel(unit, row, true)} is not waiting for a decision.`,
  rowNotMatched: (unit: RowUnit, row: number) =>
    `${rowLabel(unit, row, true)} is not matched to a company, so it cannot go back to review.`,
  companyOnlyOnConfirm: "Only a confirmed match names a company.",
  notACandidate: (unit: RowUnit, row: number) =>
    `That company is not among the candidates of ${rowLabel(unit, row)}. Choose one of them, or reject the match.`,
} as const;
