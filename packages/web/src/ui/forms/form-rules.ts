import { passwordSchema, totpCodeSchema } from "@tierwise/common/auth-rules";
import { messages } from "@tierwise/common/messages";
import { type FieldErrors, schemaError } from "./form-errors.ts";

/** Interface wording of the auth forms that the spec does not quote. */
export const formMessages = {
  required: messages.required,
  passwordsDoNotMatch: "Passwords do not match.",
} as const;

export function requiredError(value: string): string | undefined {
  return value.trim() === "" ? formMessages.required : undefined;
}

/** A TOTP code must be six digits (spec 1 §5), with the server's wording. */
export function totpCodeError(code: string): string | undefined {
  return schemaError(totpCodeSchema, code);
}

/** Client checks for choosing a new password: the shared length rules, then the confirmation. */
export function newPasswordErrors(
  newPassword: string,
  confirmPassword: string,
): FieldErrors<"newPassword" | "confirmPassword"> {
  const errors: FieldErrors<"newPassword" | "confirmPassword"> = {};
  const newPasswordError = schemaError(passwordSchema, newPassword);
  if (newPasswordError) errors.newPassword = newPasswordError;
  if (confirmPassword === "") errors.confirmPassword = formMessages.required;
  else if (confirmPassword !== newPassword)
    errors.confirmPassword = formMessages.passwordsDoNotMatch;
  return errors;
}
