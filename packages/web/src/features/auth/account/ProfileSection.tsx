import { useMutation } from "@apollo/client/react";
import { Autocomplete, Button, Group, Select, SimpleGrid, Stack, Text } from "@mantine/core";
import { personNameSchema } from "@tierwise/common/auth-rules";
import { messages } from "@tierwise/common/messages";
import { type FormEvent, useState } from "react";
import { reloadSession } from "../../../app/session/load-session.ts";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { FormAlert } from "../../../ui/forms/FormAlert.tsx";
import { schemaError, validationErrorsFor } from "../../../ui/forms/form-errors.ts";
import { PersonNameFields } from "../../../ui/forms/PersonNameFields.tsx";
import { useFormFields } from "../../../ui/forms/use-form-fields.ts";
import { AccountSection } from "./AccountSection.tsx";
import { type AccountUser, UPDATE_PROFILE } from "./account.graphql.ts";
import { choicesWithCurrent } from "./profile-options.ts";

const fields = ["firstName", "lastName", "jobTitle", "businessUnit"] as const;
type ProfileField = (typeof fields)[number];

interface ProfileSectionProps {
  user: AccountUser;
  jobTitleOptions: readonly string[];
  businessUnitOptions: readonly string[];
  /** The organisation lets members type their own job title and business unit. */
  allowCustomValues: boolean;
}

function profileValues(user: AccountUser): Record<ProfileField, string> {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    jobTitle: user.jobTitle?.title ?? "",
    businessUnit: user.businessUnit?.title ?? "",
  };
}

/** Name, job title and business unit. */
export function ProfileSection({
  user,
  jobTitleOptions,
  businessUnitOptions,
  allowCustomValues,
}: ProfileSectionProps) {
  const form = useFormFields(fields, profileValues(user));
  const [updateProfile] = useMutation(UPDATE_PROFILE);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const { firstName, lastName, jobTitle, businessUnit } = form.values;
    const invalid = form.showErrors({
      firstName: schemaError(personNameSchema, firstName),
      lastName: schemaError(personNameSchema, lastName),
    });
    if (invalid) return;
    setSubmitting(true);
    try {
      const { data } = await updateProfile({
        variables: {
          input: {
            firstName: firstName.trim(),
            lastName: lastName.trim(),
            jobTitle: jobTitle.trim() || null,
            businessUnit: businessUnit.trim() || null,
          },
        },
      });
      const result = data?.updateProfile;
      if (result?.__typename === "UpdateProfileSuccess") {
        form.clearErrors();
        form.setValues(profileValues(result.user));
        showSnackbar({ type: "success", message: "Profile saved." });
        // The shell shows the user's name from the session.
        await reloadSession().catch(() => undefined);
      } else if (result?.__typename === "ValidationError") {
        const mapped = validationErrorsFor(result, fields);
        form.showErrors(mapped.fields, mapped.form);
      } else {
        form.showErrors({}, [messages.somethingWentWrong]);
      }
    } catch {
      form.showErrors({}, [messages.somethingWentWrong]);
    }
    setSubmitting(false);
  }

  function choiceField(
    field: "jobTitle" | "businessUnit",
    label: string,
    options: readonly string[],
  ) {
    const shared = {
      name: field,
      label,
      value: form.values[field],
      error: form.errors[field],
      ref: form.refFor(field),
    };
    if (allowCustomValues) {
      return (
        <Autocomplete
          {...shared}
          data={[...new Set(options)]}
          onChange={(value) => form.setValue(field, value)}
          description="Choose from the list or type your own."
          clearable
        />
      );
    }
    return (
      <Select
        {...shared}
        data={choicesWithCurrent(options, form.values[field])}
        onChange={(value) => form.setValue(field, value ?? "")}
        placeholder="Not set"
        nothingFoundMessage={messages.noResults}
        searchable
        clearable
      />
    );
  }

  return (
    <AccountSection id="profile" title="Profile">
      <form onSubmit={handleSubmit} noValidate aria-busy={submitting}>
        <Stack gap="md">
          <Text size="sm">
            <Text span fw={500}>
              E-mail:
            </Text>{" "}
            {user.email}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PersonNameFields form={form} />
            {choiceField("jobTitle", "Job title", jobTitleOptions)}
            {choiceField("businessUnit", "Business unit", businessUnitOptions)}
          </SimpleGrid>
          <FormAlert messages={form.formErrors} />
          <Group justify="flex-end">
            <Button type="submit" loading={submitting} disabled={submitting}>
              Save profile
            </Button>
          </Group>
        </Stack>
      </form>
    </AccountSection>
  );
}
