import {
  attachmentExtensionOf,
  attachmentTooLargeMessage,
  attachmentWrongTypeMessage,
  commentAttachmentUpload,
  maxAttachmentBytes,
} from "@tierwise/common/comments";
import { z } from "zod";

/**
 * Client-side checks of spec 1 §5 (the server checks again, content included): files of another
 * type and files over 50 MB are refused with the spec's two messages.
 */
export function checkAttachmentFiles(files: readonly File[]): {
  accepted: File[];
  errors: string[];
} {
  const wrongType = files.filter((file) => attachmentExtensionOf(file.name) === null);
  const tooLarge = files.filter(
    (file) => attachmentExtensionOf(file.name) !== null && file.size > maxAttachmentBytes,
  );
  const errors: string[] = [];
  if (wrongType.length > 0) errors.push(attachmentWrongTypeMessage(wrongType.map((f) => f.name)));
  if (tooLarge.length > 0) errors.push(attachmentTooLargeMessage(tooLarge.map((f) => f.name)));
  const refused = new Set([...wrongType, ...tooLarge]);
  return { accepted: files.filter((file) => !refused.has(file)), errors };
}

const uploadAnswer = z.array(z.object({ originalname: z.string(), key: z.string().min(1) }));

export class UploadFailedError extends Error {}

/**
 * POST /upload-attachments (spec 1 §7): the type field first (comment attachments unless told;
 * a bulk request's supplier list is "company-request-bulk"), then the files; answers one key
 * per file. A non-2xx answer, a network failure or missing keys is an UploadFailedError.
 */
export async function uploadAttachments(
  files: readonly File[],
  fetchImpl: typeof fetch = fetch,
  type: string = commentAttachmentUpload,
): Promise<string[]> {
  if (files.length === 0) return [];
  const form = new FormData();
  form.append("type", type);
  for (const file of files) form.append("files", file, file.name);
  let response: Response;
  try {
    response = await fetchImpl("/upload-attachments", {
      method: "POST",
      body: form,
      credentials: "same-origin",
    });
  } catch {
    throw new UploadFailedError("network");
  }
  if (!response.ok) throw new UploadFailedError(String(response.status));
  const parsed = uploadAnswer.safeParse(await response.json().catch(() => null));
  if (!parsed.success || parsed.data.length !== files.length) throw new UploadFailedError("ids");
  return parsed.data.map((entry) => entry.key);
}
