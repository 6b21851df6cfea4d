import path from "node:path";

/** Longest file name kept, as most file systems allow. */
export const maxFileNameLength = 255;

/** What counts as an extension when a name is shortened: `.csv`, `.xlsx`, `.jpeg`, `.ndjson`. */
const extensionPattern = /\.[A-Za-z0-9]{1,16}$/;

/**
 * The name cut to `max` characters (UTF-16 units, as JavaScript and zod count them) with its
 * extension kept: formats are told by the extension, so a long "….csv" must stay a CSV (issue
 * 26 item 8). A surrogate pair is never cut in half; a name without an extension is just cut.
 */
export function shortenFileName(name: string, max: number = maxFileNameLength): string {
  if (name.length <= max) return name;
  const extension = extensionPattern.exec(name)?.[0] ?? "";
  let stem = name.slice(0, max - extension.length);
  if (/[\uD800-\uDBFF]$/.test(stem)) stem = stem.slice(0, -1);
  return `${stem.trimEnd() || "file"}${extension}`;
}

/**
 * A file name as a person's computer or a sender's mail gave it, made safe to keep and show:
 * no folder, no control or format characters, never empty, at most 255 characters with its
 * extension kept. Every place that takes a file name from outside uses it.
 */
export function safeFileName(fileName: string): string {
  const base = path.basename(fileName.replaceAll("\\", "/"));
  const clean = base.replace(/[\p{Cc}\p{Cf}]/gu, "").trim();
  return shortenFileName(clean || "file");
}
