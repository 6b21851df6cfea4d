import type { Answers, FileAnswer } from "@tierwise/common/workflows/definition";
import { workflowMessages } from "@tierwise/common/workflows/messages";
import {
  type SupplierDraftSaved,
  type SupplierFormError,
  type SupplierFormErrorCode,
  type SupplierFormSubmitted,
  type SupplierFormView,
  supplierFormApiPath,
} from "@tierwise/common/workflows/supplier-form";

/**
 * The supplier's side talks to its own small REST surface with the token as the only key (no
 * session, no cookie, no GraphQL): common/workflows/supplier-form.ts describes it.
 */

/** An answer the API refused, or a failure to reach it (`network`). */
export class SupplierFormRequestError extends Error {
  override name = "SupplierFormRequestError";
  readonly code: SupplierFormErrorCode | "network";
  readonly status: number;
  readonly fieldErrors: { questionId: string; message: string }[];
  constructor(status: number, body: Partial<SupplierFormError> | null) {
    super(body?.message ?? "The request failed.");
    this.status = status;
    this.code = body?.error ?? (status === 0 ? "network" : codeForStatus(status));
    this.fieldErrors = body?.fieldErrors ?? [];
  }
}

function codeForStatus(status: number): SupplierFormErrorCode | "network" {
  if (status === 404) return "invalid";
  if (status === 409) return "used";
  if (status === 410) return "expired";
  if (status === 422) return "validation";
  if (status === 413 || status === 415) return "file";
  return "network";
}

/** The link pages' wording for the codes that end the form. */
export const linkProblemMessages: Partial<Record<SupplierFormErrorCode, string>> = {
  used: workflowMessages.linkUsed,
  expired: workflowMessages.linkExpired,
  invalid: workflowMessages.linkInvalid,
  cancelled: workflowMessages.linkCancelled,
};

async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    // No cookies go with the token: the link must work, and reach only itself, without a session.
    response = await fetch(path, { ...init, credentials: "omit", cache: "no-store" });
  } catch {
    throw new SupplierFormRequestError(0, null);
  }
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    throw new SupplierFormRequestError(
      response.status,
      body && typeof body === "object" ? (body as Partial<SupplierFormError>) : null,
    );
  }
  return body as T;
}

const jsonInit = (method: string, answers: Answers): RequestInit => ({
  method,
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ answers }),
});

export const supplierFormApi = {
  load: (token: string) => request<SupplierFormView>(supplierFormApiPath(token)),
  saveDraft: (token: string, answers: Answers) =>
    request<SupplierDraftSaved>(`${supplierFormApiPath(token)}/draft`, jsonInit("PUT", answers)),
  submit: (token: string, answers: Answers) =>
    request<SupplierFormSubmitted>(
      `${supplierFormApiPath(token)}/submit`,
      jsonInit("POST", answers),
    ),
  /** One file for a file question: the field `questionId` first, then the file. */
  upload: (token: string, questionId: string, file: File) => {
    const form = new FormData();
    form.append("questionId", questionId);
    form.append("file", file, file.name);
    return request<FileAnswer>(`${supplierFormApiPath(token)}/files`, {
      method: "POST",
      body: form,
    });
  },
  /** Where an uploaded file of this link can be opened again. */
  filePath: (token: string, fileKey: string) =>
    `${supplierFormApiPath(token)}/files/${encodeURIComponent(fileKey)}`,
};
