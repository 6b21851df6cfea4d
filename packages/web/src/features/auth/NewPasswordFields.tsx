import { PasswordInput } from "@mantine/core";
import { limits } from "@tierwise/common/limits";
import type { ChangeEvent, Ref } from "react";

interface PasswordFieldProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: string | undefined;
  ref: Ref<HTMLInputElement>;
}

interface NewPasswordFieldsProps {
  newPassword: PasswordFieldProps;
  confirmPassword: PasswordFieldProps;
}

/** "New password" and "Confirm new password", shared by the reset and change forms. */
export function NewPasswordFields({ newPassword, confirmPassword }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordInput
        {...newPassword}
        label="New password"
        description={`At least ${limits.passwordMinLength} characters.`}
        autoComplete="new-password"
        required
      />
      <PasswordInput
        {...confirmPassword}
        label="Confirm new password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
