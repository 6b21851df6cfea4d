import { limits } from "./limits.ts";

/** Notes and comments on the activity wall (spec 1 §2.5, §3, §5; spec 2 §2–§9). */
export const commentKinds = ["note", "case", "alert", "ai-report"] as const;
export type CommentKind = (typeof commentKinds)[number];

/** `public`: everyone in the organisation who sees the target; `private`: the recipients. */
export const commentAccessTypes = ["public", "private"] as const;
export type CommentAccess = (typeof commentAccessTypes)[number];

/** Recipients and mention candidates, named as the GraphQL answer names them. */
export const commentRecipientTypes = ["User", "Team"] as const;
export type CommentRecipientType = (typeof commentRecipientTypes)[number];

/** Spec 2 §9: recipient options come 25 per request. */
export const recipientOptionsPageSize = 25;

/** Spec 1 §5: the attachment types, in the order the rejection message lists them. */
export const attachmentExtensions = [
  "png",
  "jpeg",
  "jpg",
  "gif",
  "csv",
  "pdf",
  "xls",
  "xlsx",
  "ppt",
  "pptx",
] as const;
export type AttachmentExtension = (typeof attachmentExtensions)[number];

/** The content type a stored attachment is served with, by extension (never the browser's claim). */
export const attachmentMimeTypes: Record<AttachmentExtension, string> = {
  png: "image/png",
  jpeg: "image/jpeg",
  jpg: "image/jpeg",
  gif: "image/gif",
  csv: "text/csv",
  pdf: "application/pdf",
  xls: "application/vnd.ms-excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ppt: "application/vnd.ms-powerpoint",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
};

export const imageAttachmentExtensions: readonly AttachmentExtension[] = [
  "png",
  "jpeg",
  "jpg",
  "gif",
];
export const previewAttachmentExtensions: readonly AttachmentExtension[] = [
  "pdf",
  "png",
  "jpeg",
  "jpg",
  "gif",
];

/** Spec 1 §9: 50 MB, counted in binary megabytes as file pickers show them. */
export const maxAttachmentBytes = limits.maxAttachmentMb * 1024 * 1024;

/** The `type` field of POST /upload-attachments. */
export const commentAttachmentUpload = "comment-attachment";
export const emailAttachmentUpload = /^email\/[\w-]{1,64}\/[\w-]{1,64}$/;

export function isAttachmentUploadType(type: string): boolean {
  return type === commentAttachmentUpload || emailAttachmentUpload.test(type);
}

/** The lower-case extension of a file name when it is an allowed attachment type, else null. */
export function attachmentExtensionOf(fileName: string): AttachmentExtension | null {
  const match = /\.([A-Za-z0-9]+)$/.exec(fileName.trim());
  const extension = match?.[1]?.toLowerCase();
  return attachmentExtensions.find((allowed) => allowed === extension) ?? null;
}

export function canPreviewAttachment(fileName: string): boolean {
  const extension = attachmentExtensionOf(fileName);
  return extension !== null && previewAttachmentExtensions.includes(extension);
}

export function isImageAttachment(fileName: string): boolean {
  const extension = attachmentExtensionOf(fileName);
  return extension !== null && imageAttachmentExtensions.includes(extension);
}

/** Spec 1 §5 rejection: too large. */
export function attachmentTooLargeMessage(
  fileNames: readonly string[],
  maxMb: number = limits.maxAttachmentMb,
): string {
  return `File(s) ${fileNames.join(", ")} could not be attached. Max size is ${maxMb}MB.`;
}

/** Spec 1 §5 rejection: not an allowed type (by name or by content). */
export function attachmentWrongTypeMessage(fileNames: readonly string[]): string {
  return `File(s) ${fileNames.join(", ")} could not be attached. Valid formats are ${attachmentExtensions.join(", ")}.`;
}

/** The spec's sentences about notes, written once for the server and the web. */
export const commentMessages = {
  recipientsRequired: "Recipients are required",
  addedHiddenByFilter: "You've added a new note on the Activity Wall",
  deleteTitle: "Delete note?",
  deleteText:
    "Are you sure you want to delete this note? This action is permanent and cannot be undone",
  deleted: "Your note was deleted.",
  editorPlaceholder: "Add a note...",
  emptyCase: "There are currently no comments on this case.",
  emptyCaseHint: "Start by adding a comment or tagging a colleague.",
  emptyThread: "This thread is empty.",
  emptyWall: "This wall is empty.",
  emptyWallHint: "Start by adding a note, image, or file above.",
} as const;
