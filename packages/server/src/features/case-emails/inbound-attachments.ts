import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  attachmentExtensionOf,
  attachmentMimeTypes,
  maxAttachmentBytes,
} from "@tierwise/common/comments";
import type { FileStore } from "../../files/file-store.ts";
import { safeFileName } from "../../files/safe-file-name.ts";
import { ContentProbe, contentMatches } from "../comments/attachment-content.ts";
import type { RejectedAttachment } from "./case-email.table.ts";
import type { InboundFile } from "./inbound-parse.ts";

export type KeptFile = { storeKey: string; fileName: string; size: number; contentType: string };

/**
 * The upload endpoint's checks on an inbound e-mail's files: an allowed extension, at most
 * 50 MB, and bytes that are what the extension says (comments/attachment-content.ts). Accepted
 * files are written to the store; refused ones are reported by name and reason.
 */
export async function keepInboundFiles(
  store: FileStore,
  organizationId: string,
  files: readonly InboundFile[],
): Promise<{ kept: KeptFile[]; rejected: RejectedAttachment[] }> {
  const kept: KeptFile[] = [];
  const rejected: RejectedAttachment[] = [];
  for (const file of files) {
    // The name as the sender's mail had it, made safe as uploads' names are.
    const fileName = safeFileName(file.fileName);
    const extension = attachmentExtensionOf(fileName);
    if (!extension) {
      rejected.push({ fileName, reason: "wrong-type" });
      continue;
    }
    if (file.content.length > maxAttachmentBytes) {
      rejected.push({ fileName, reason: "too-large" });
      continue;
    }
    const probe = new ContentProbe({ textOnly: extension === "csv" });
    const storeKey = `attachments/${organizationId}/${randomUUID()}`;
    const contentType = attachmentMimeTypes[extension];
    try {
      await Promise.all([
        pipeline(Readable.from([file.content]), probe),
        store.put(storeKey, probe, contentType),
      ]);
    } catch (error) {
      await store.delete(storeKey);
      throw error;
    }
    if (!(await contentMatches(extension, probe))) {
      await store.delete(storeKey);
      rejected.push({ fileName, reason: "wrong-type" });
      continue;
    }
    kept.push({ storeKey, fileName, size: probe.size, contentType });
  }
  return { kept, rejected };
}
