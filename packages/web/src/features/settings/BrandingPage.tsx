import { useMutation } from "@apollo/client/react";
import { Button, Group, Paper, Stack, Title } from "@mantine/core";
import { messages } from "@tierwise/common/messages";
import { usePageTitle } from "../../app/page-title.ts";
import { reloadSession } from "../../app/session/load-session.ts";
import type { SessionOrganization } from "../../app/session/session.types.ts";
import { useSession } from "../../app/session/use-session.ts";
import { showSnackbar } from "../../app/snackbar/show-snackbar.ts";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { FormAlert } from "../../ui/forms/FormAlert.tsx";
import { useObjectForm } from "../../ui/forms/use-object-form.ts";
import { BrandFields } from "../organizations/BrandFields.tsx";
import { CustomViewFields } from "../organizations/CustomViewFields.tsx";
import { serverErrors } from "../organizations/organization-form-rules.ts";
import { UPDATE_ORGANIZATION_BRANDING } from "../organizations/organizations.graphql.ts";
import {
  type BrandingFormValues,
  brandingErrorPaths,
  brandingFormValues,
  brandingInput,
  validateBrandingForm,
} from "./branding-form.ts";
import { SettingsBackLink } from "./SettingsBackLink.tsx";
import { settingsTitle } from "./settings-title.ts";

const pageName = "Branding & custom view";

function BrandingForm({ organization }: { organization: SessionOrganization }) {
  const { values, errors, setErrors, formErrors, busy, formRef, change, submitWith } =
    useObjectForm<BrandingFormValues>(() => brandingFormValues(organization));
  const [updateBranding] = useMutation(UPDATE_ORGANIZATION_BRANDING);

  const submit = submitWith(validateBrandingForm, async (submitted) => {
    try {
      const { data } = await updateBranding({ variables: { input: brandingInput(submitted) } });
      const result = data?.updateOrganizationBranding;
      if (result?.__typename === "OrganizationChangeSuccess") {
        showSnackbar({ type: "success", message: "Branding saved." });
        // The theme colour, logo and custom links come from the session: update them at once.
        await reloadSession().catch(() => undefined);
        return { fields: {}, form: [] };
      }
      if (result?.__typename === "ValidationError")
        return serverErrors(result.fieldErrors, brandingErrorPaths(submitted));
    } catch {
      // A network or server failure: the generic message below.
    }
    return { fields: {}, form: [messages.somethingWentWrong] };
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-busy={busy}>
      <Stack gap="lg">
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="branding-brand">
          <Stack gap="md">
            <Title order={2} size="h4" id="branding-brand">
              Branding
            </Title>
            <BrandFields
              values={values}
              errors={errors}
              onChange={change}
              onFieldError={(path, message) =>
                setErrors((current) => ({ ...current, [path]: message }))
              }
            />
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="branding-view">
          <Stack gap="md">
            <Title order={2} size="h4" id="branding-view">
              Custom view
            </Title>
            <CustomViewFields
              values={values.customView}
              errors={errors}
              onChange={(customView, path) => change({ customView }, path)}
            />
          </Stack>
        </Paper>
        <FormAlert messages={formErrors} />
        <Group>
          <Button type="submit" loading={busy}>
            Save branding
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /settings/branding: an organisation admin's branding and custom view (spec 1 §3, §5). */
export function BrandingPage() {
  usePageTitle(settingsTitle(pageName));
  const organization = useSession().organization;
  return (
    <Stack gap="lg" maw={960}>
      <SettingsBackLink />
      <Title order={1}>{pageName}</Title>
      {organization ? (
        <BrandingForm key={organization.id} organization={organization} />
      ) : (
        <EmptyState title="No organisation selected" />
      )}
    </Stack>
  );
}
