import { personNameSchema } from "@tierwise/common/auth-rules";
import { type FieldErrors, schemaError } from "../../../ui/forms/form-errors.ts";
import { newPasswordErrors } from "../../../ui/forms/form-rules.ts";

export const acceptInvitationFields = [
  "firstName",
  "lastName",
  "password",
  "confirmPassword",
] as const;

export type AcceptInvitationField = (typeof acceptInvitationFields)[number];

export type AcceptInvitationValues = Record<AcceptInvitationField, string>;

/** Client checks with the shared rules (the server checks again, and for breached passwords). */
export function acceptInvitationErrors(
  values: AcceptInvitationValues,
): FieldErrors<AcceptInvitationField> {
  const errors: FieldErrors<AcceptInvitationField> = {};
  const firstName = schemaError(personNameSchema, values.firstName);
  if (firstName) errors.firstName = firstName;
  const lastName = schemaError(personNameSchema, values.lastName);
  if (lastName) errors.lastName = lastName;
  const password = newPasswordErrors(values.password, values.confirmPassword);
  if (password.newPassword) errors.password = password.newPassword;
  if (password.confirmPassword) errors.confirmPassword = password.confirmPassword;
  return errors;
}
