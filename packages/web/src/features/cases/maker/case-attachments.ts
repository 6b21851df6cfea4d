import { messages } from "@tierwise/common/messages";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { UploadFailedError, uploadAttachments } from "../../comments/attachment-upload.ts";
import type { CaseChange, ChangeAnnouncement } from "./use-case-update.ts";

/**
 * Files go to a case once it exists (spec 2 §4): uploaded, then claimed by the case with an
 * update. A failed upload says 'Unable to upload file(s). Please try again.' and keeps nothing.
 */
export async function attachFilesToCase(
  files: readonly File[],
  save: (change: CaseChange, announcement: ChangeAnnouncement) => Promise<unknown>,
  announcement: ChangeAnnouncement,
): Promise<boolean> {
  if (files.length === 0) return true;
  let attachmentKeys: string[];
  try {
    attachmentKeys = await uploadAttachments(files);
  } catch (error) {
    if (!(error instanceof UploadFailedError)) throw error;
    showSnackbar({ type: "warning", message: messages.uploadFailed });
    return false;
  }
  return (await save({ attachmentKeys }, announcement)) !== null;
}
