import { z } from "zod";
import { messages } from "../messages.ts";
import { plainText, type RichTextDocument } from "../rich-text.ts";

/**
 * Issue 26 item 7: what text may hold. NUL cannot be stored at all (PostgreSQL text and jsonb
 * refuse it; the server's argument guard refuses it in every argument), and other control
 * characters (BEL, escape, C1 codes) mean nothing in a name or a note. One-line names (a tag, a
 * portfolio, a team, a case title, a requested company) hold no line breaks either, nor the
 * bidirectional embeddings, overrides and isolates that make text display in another order
 * than it is stored ("Trojan Source"; U+202A–U+202E, U+2066–U+2069). Multi-line text keeps
 * tab, line feed and carriage return.
 */
export const textMessages = {
  controlCharacters: "Text cannot contain control characters.",
} as const;

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const oneLineForbidden = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const multiLineForbidden = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** Whether a one-line name holds a control character, a line break or a bidi override. */
export function hasOneLineControls(value: string): boolean {
  return oneLineForbidden.test(value);
}

/** Whether multi-line text holds a control character other than tab, line feed and CR. */
export function hasMultiLineControls(value: string): boolean {
  return multiLineForbidden.test(value);
}

/** Whether a rich-text document's text (leaves, links, mention names) holds control characters. */
export function richTextHasControls(document: RichTextDocument): boolean {
  return hasMultiLineControls(plainText(document));
}

/** A required one-line name: trimmed, not empty, at most `max` characters, no control characters. */
export function oneLineName(max: number, requiredMessage: string = messages.required) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, messages.tooLong(max))
    .refine((value) => !hasOneLineControls(value), textMessages.controlCharacters);
}

/** Optional one-line text (a city, an e-mail subject): trimmed, may be empty. */
export function oneLineText(max: number) {
  return z
    .string()
    .trim()
    .max(max, messages.tooLong(max))
    .refine((value) => !hasOneLineControls(value), textMessages.controlCharacters);
}

/** Multi-line text (a description, a note): trimmed; tab and line breaks are kept. */
export function multiLineText(max: number) {
  return z
    .string()
    .trim()
    .max(max, messages.tooLong(max))
    .refine((value) => !hasMultiLineControls(value), textMessages.controlCharacters);
}
