import type { Answers, FileAnswer, Questionnaire } from "./definition.ts";

/**
 * The supplier's side of a workflow (issue 31): a small REST surface under
 * `/api/supplier-forms/:token` that the e-mailed link's page (`/supplier-form/:token`) calls.
 * No session, no cookie, no GraphQL: the token is the only key and reaches only its own
 * questionnaire. Part of the contract (docs/workflows-contract.graphql).
 *
 *   GET    /api/supplier-forms/:token              → 200 SupplierFormView | 4xx SupplierFormError
 *   PUT    /api/supplier-forms/:token/draft        body SupplierFormAnswersBody → 200 SupplierDraftSaved
 *   POST   /api/supplier-forms/:token/submit       body SupplierFormAnswersBody → 200 SupplierFormSubmitted
 *                                                   | 422 SupplierFormError with fieldErrors
 *   POST   /api/supplier-forms/:token/files        multipart: field `questionId`, then one file
 *                                                   → 200 FileAnswer (put it into the answer's list)
 *   GET    /api/supplier-forms/:token/files/:fileKey → the file (only files of this workflow)
 *
 * Errors: 404 `invalid` (not a token we made, or another organisation's), 410 `expired`
 * (workflowMessages.linkExpired), 409 `used` (already submitted or finished:
 * workflowMessages.linkUsed), 410 `cancelled`, 422 `validation`, 413/415 for files with the
 * upload checks' own messages.
 */

export const supplierFormApiBase = "/api/supplier-forms";
/** The web page a link opens. */
export const supplierFormPagePath = (token: string) =>
  `/supplier-form/${encodeURIComponent(token)}`;
export const supplierFormApiPath = (token: string) =>
  `${supplierFormApiBase}/${encodeURIComponent(token)}`;

export type SupplierFormBranding = {
  organizationName: string;
  /** "#RRGGBB" or null for the product's colour. */
  brandColor: string | null;
  /** An absolute path under the supplier form's API (no session needed) or null. */
  logoUrl: string | null;
  productName: string;
};

export type SupplierFormView = {
  branding: SupplierFormBranding;
  workflowName: string;
  companyName: string;
  stepName: string;
  /** YYYY-MM-DD: visible to both sides. */
  dueDate: string;
  /** The link keeps working until then (ISO date-time). */
  expiresAt: string;
  contactEmail: string;
  /** Without points and red flags (supplierQuestionnaire). */
  questionnaire: Questionnaire;
  /** The saved draft, or the answers sent back for changes. */
  answers: Answers;
  savedAt: string | null;
  /** The reviewer's comment when the answers were sent back for changes. */
  sentBackComment: string | null;
  upload: { maxBytes: number; accept: string[] };
};

export type SupplierFormAnswersBody = { answers: Answers };
export type SupplierDraftSaved = { savedAt: string };
export type SupplierFormSubmitted = { submittedAt: string; message: string };

export type SupplierFormErrorCode =
  | "invalid"
  | "expired"
  | "used"
  | "cancelled"
  | "validation"
  | "file";
export type SupplierFormError = {
  error: SupplierFormErrorCode;
  message: string;
  /** For `validation`: the question id and what is wrong with its answer. */
  fieldErrors?: { questionId: string; message: string }[];
};

export type SupplierFileUploaded = FileAnswer;
