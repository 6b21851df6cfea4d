import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { e2eEnv } from "./e2e-env.ts";

/** Undoes quoted-printable soft line breaks and escapes, enough to read links. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Waits for a message to the address that the SMTP peer received, and returns its first link matching. */
export async function waitForMailLink(
  to: string,
  pattern: RegExp,
  timeoutMs = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = readdirSync(e2eEnv.mailDir)
      .filter((f) => f.endsWith(`-${to}.eml`))
      .sort()
      .reverse();
    for (const file of files) {
      const body = decodeQuotedPrintable(readFileSync(path.join(e2eEnv.mailDir, file), "utf8"));
      const match = body.match(pattern);
      if (match) return match[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${to} matching ${pattern} within ${timeoutMs} ms`);
}
