import { emailSchema } from "./auth-rules.ts";
import { messages } from "./messages.ts";

/** Invite chips (spec 1 §5): typed or pasted text becomes one entry per address. */
const entrySeparators = /[\s,;|]+/;

export function splitEmailEntries(text: string): string[] {
  return text.split(entrySeparators).filter((entry) => entry !== "");
}

/** The same rule the server applies to invites (auth-rules emailSchema). */
export function isValidEmail(value: string): boolean {
  return emailSchema.safeParse(value).success;
}

export type EmailEntry = {
  email: string;
  valid: boolean;
  error?: typeof messages.notAValidEmail;
};

/**
 * One entry per new address, in typing order. Addresses already in `existing` or repeated in
 * the text are skipped, ignoring case; invalid ones are kept and flagged so the chip can show
 * the error.
 */
export function parseEmailEntries(text: string, existing: readonly string[] = []): EmailEntry[] {
  const seen = new Set(existing.map((email) => email.trim().toLowerCase()));
  const entries: EmailEntry[] = [];
  for (const email of splitEmailEntries(text)) {
    const key = email.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    entries.push(
      isValidEmail(email)
        ? { email, valid: true }
        : { email, valid: false, error: messages.notAValidEmail },
    );
  }
  return entries;
}
