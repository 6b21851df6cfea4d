import { z } from "zod";
import { limits } from "./limits.ts";
import { messages } from "./messages.ts";

/** Password length rules shared by the server and the forms (breach checks happen on the server). */
export const passwordSchema = z
  .string()
  .min(limits.passwordMinLength, messages.tooShort(limits.passwordMinLength))
  .max(limits.passwordMaxLength, messages.tooLong(limits.passwordMaxLength));

export const emailSchema = z
  .string()
  .trim()
  .max(limits.emailMaxLength, messages.tooLong(limits.emailMaxLength))
  .pipe(z.email(messages.notAValidEmail))
  .transform((email) => email.toLowerCase());

/** TOTP codes: exactly six digits (spec 1 §5). */
export const totpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, messages.sixDigitCode);

export const personNameSchema = z
  .string()
  .trim()
  .min(1, "Required.")
  .max(limits.nameMaxLength, messages.tooLong(limits.nameMaxLength));
