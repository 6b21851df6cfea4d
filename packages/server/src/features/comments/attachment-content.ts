import { Transform, type TransformCallback } from "node:stream";
import type { AttachmentExtension } from "@tierwise/common/comments";
import { fileTypeFromBuffer } from "file-type";

/** Enough of a file's start for file-type's checks, including an Office file's first zip entries. */
const headBytes = 64 * 1024;

/**
 * Passes a file through unchanged on its way to the store, keeping only its first 64 KiB (for
 * the magic-byte check), its length and whether it holds a NUL byte (text files do not). The
 * file itself is never held in memory.
 */
export class ContentProbe extends Transform {
  size = 0;
  hasNul = false;
  private head: Buffer[] = [];
  private headLength = 0;
  /** Only text formats are scanned for NUL bytes; binary files skip the pass over every byte. */
  private readonly textOnly: boolean;

  constructor(options: { textOnly: boolean }) {
    super();
    this.textOnly = options.textOnly;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.size += chunk.length;
    if (this.textOnly && !this.hasNul && chunk.includes(0)) this.hasNul = true;
    if (this.headLength < headBytes) {
      const part = chunk.subarray(0, headBytes - this.headLength);
      this.head.push(Buffer.from(part));
      this.headLength += part.length;
    }
    done(null, chunk);
  }

  headBuffer(): Buffer {
    return Buffer.concat(this.head, this.headLength);
  }
}

/** What file-type must find for each extension; xls and ppt are OLE compound files ("cfb"). */
const expectedKinds: Record<Exclude<AttachmentExtension, "csv">, readonly string[]> = {
  png: ["png"],
  jpeg: ["jpg"],
  jpg: ["jpg"],
  gif: ["gif"],
  pdf: ["pdf"],
  xls: ["cfb"],
  ppt: ["cfb"],
  xlsx: ["xlsx"],
  pptx: ["pptx"],
};

/**
 * Whether the bytes are what the name says: the magic bytes (file-type) must match the
 * extension; a CSV must be text, which file-type recognises as nothing and which has no NUL
 * byte. An executable renamed to .pdf fails here.
 */
export async function contentMatches(extension: AttachmentExtension, probe: ContentProbe) {
  if (probe.size === 0) return false;
  const detected = await fileTypeFromBuffer(probe.headBuffer());
  if (extension === "csv") return detected === undefined && !probe.hasNul;
  return detected !== undefined && expectedKinds[extension].includes(detected.ext);
}
