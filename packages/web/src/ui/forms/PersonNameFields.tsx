import { TextInput } from "@mantine/core";
import type { ComponentProps } from "react";

type NameForm = {
  inputProps(field: "firstName" | "lastName"): Partial<ComponentProps<typeof TextInput>>;
};

/** First and last name, as the profile and the invitation ask for them. */
export function PersonNameFields({ form }: { form: NameForm }) {
  return (
    <>
      <TextInput
        {...form.inputProps("firstName")}
        label="First name"
        autoComplete="given-name"
        required
      />
      <TextInput
        {...form.inputProps("lastName")}
        label="Last name"
        autoComplete="family-name"
        required
      />
    </>
  );
}
