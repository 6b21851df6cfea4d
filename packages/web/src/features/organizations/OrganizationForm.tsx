import {
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import type { BooleanFeatureFlag } from "@tierwise/common/feature-flags";
import type { ReactNode } from "react";
import { FormAlert } from "../../ui/forms/FormAlert.tsx";
import { useObjectForm } from "../../ui/forms/use-object-form.ts";
import { organizationTypeLabel } from "../auth/account/organization-types.ts";
import { BrandFields } from "./BrandFields.tsx";
import { CustomViewFields } from "./CustomViewFields.tsx";
import {
  type CustomViewValues,
  type LimitField,
  type OrganizationFormErrors,
  type OrganizationFormValues,
  organizationTypes,
} from "./organization-form.ts";
import {
  featureFlagLabel,
  groupedFeatureFlags,
  roleLabel,
  roleOptions,
} from "./organization-form-options.ts";
import { validateOrganizationForm } from "./organization-form-rules.ts";

export type SubmitOutcome =
  | { ok: true; values?: OrganizationFormValues }
  | { ok: false; fields: OrganizationFormErrors; form: string[] };

interface OrganizationFormProps {
  initialValues: OrganizationFormValues;
  submitLabel: string;
  onSubmit: (values: OrganizationFormValues) => Promise<SubmitOutcome>;
  /** Extra actions beside the submit button (deactivate). */
  actions?: ReactNode;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

const limitLabels: Record<LimitField, string> = {
  portfolioLimit: "Active portfolio limit",
  portfolioItemsLimit: "Portfolio items limit",
  userAccountLimit: "User account limit",
  maxPortfolioDepth: "Maximum portfolio depth",
};

/** Create and edit form of an organisation (spec 1 §3 Organisation and Organisation settings). */
export function OrganizationForm({
  initialValues,
  submitLabel,
  onSubmit,
  actions,
}: OrganizationFormProps) {
  const { values, setValues, errors, setErrors, formErrors, busy, formRef, change, submitWith } =
    useObjectForm(initialValues);

  const handleSubmit = submitWith(validateOrganizationForm, async (submitted) => {
    const outcome = await onSubmit(submitted);
    if (!outcome.ok) return { fields: outcome.fields, form: outcome.form };
    if (outcome.values) setValues(outcome.values);
    return { fields: {}, form: [] };
  });

  const setFlag = (flag: BooleanFeatureFlag, on: boolean) =>
    change({ featureFlags: { ...values.featureFlags, [flag]: on } }, `featureFlags.${flag}`);

  const setCustomView = (customView: CustomViewValues, path: string) =>
    change({ customView }, path);

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-busy={busy}>
      <Stack gap="lg">
        <Section id="organization-general" title="General">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Name"
              name="name"
              required
              value={values.name}
              onChange={(event) => change({ name: event.currentTarget.value }, "name")}
              error={errors.name}
            />
            <Select
              label="Type"
              name="type"
              data={organizationTypes.map((type) => ({
                value: type,
                label: organizationTypeLabel(type),
              }))}
              value={values.type}
              onChange={(type) => change({ type: type ?? "customer" }, "type")}
              allowDeselect={false}
              error={errors.type}
            />
          </SimpleGrid>
        </Section>

        <Section id="organization-branding" title="Branding">
          <BrandFields
            values={values}
            errors={errors}
            onChange={change}
            onFieldError={(path, message) =>
              setErrors((current) => ({ ...current, [path]: message }))
            }
          />
        </Section>

        <Section id="organization-sso" title="Single sign-on">
          <Switch
            label="Single sign-on (OpenID Connect) enabled"
            checked={values.ssoEnabled}
            onChange={(event) => change({ ssoEnabled: event.currentTarget.checked }, "ssoEnabled")}
            error={errors.ssoEnabled}
          />
        </Section>

        <Section id="organization-flags" title="Feature flags">
          {errors.featureFlags && (
            <Text size="sm" c="red" role="alert">
              {errors.featureFlags}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {groupedFeatureFlags().map((group) => (
              <Stack key={group.title} gap="xs" role="group" aria-label={group.title}>
                <Text fw={600} size="sm">
                  {group.title}
                </Text>
                {group.flags.map((flag) => (
                  <Switch
                    key={flag}
                    name={`featureFlags.${flag}`}
                    label={featureFlagLabel(flag)}
                    checked={values.featureFlags[flag]}
                    onChange={(event) => setFlag(flag, event.currentTarget.checked)}
                    error={errors[`featureFlags.${flag}`]}
                  />
                ))}
              </Stack>
            ))}
          </SimpleGrid>
        </Section>

        <Section id="organization-limits" title="Limits">
          <Text size="sm" c="dimmed">
            Leave a limit empty for no limit.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {(Object.keys(limitLabels) as LimitField[]).map((field) => (
              <NumberInput
                key={field}
                label={limitLabels[field]}
                name={field}
                min={1}
                allowDecimal={false}
                allowNegative={false}
                placeholder="No limit"
                value={values.limits[field]}
                onChange={(value) =>
                  change(
                    {
                      limits: {
                        ...values.limits,
                        [field]: value === "" ? "" : Number(value),
                      },
                    },
                    field,
                  )
                }
                error={errors[field]}
              />
            ))}
          </SimpleGrid>
        </Section>

        <Section id="organization-roles" title="Roles">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <MultiSelect
              label="Allowed roles"
              data={roleOptions}
              value={values.allowedRoles}
              onChange={(allowedRoles) => change({ allowedRoles }, "allowedRoles", "defaultRole")}
              error={errors.allowedRoles}
            />
            <Select
              label="Default role for new members"
              data={values.allowedRoles.map((role) => ({ value: role, label: roleLabel(role) }))}
              value={values.allowedRoles.includes(values.defaultRole) ? values.defaultRole : null}
              onChange={(role) => change({ defaultRole: role ?? "" }, "defaultRole")}
              placeholder="Choose one of the allowed roles"
              error={errors.defaultRole}
            />
          </SimpleGrid>
        </Section>

        <Section id="organization-lists" title="Job titles, business units and mail domains">
          <TagsInput
            label="Job titles"
            description="Press Enter after each."
            value={values.jobTitles}
            onChange={(jobTitles) => change({ jobTitles }, "jobTitles")}
            error={errors.jobTitles}
            clearable
          />
          <TagsInput
            label="Business units"
            description="Press Enter after each."
            value={values.businessUnits}
            onChange={(businessUnits) => change({ businessUnits }, "businessUnits")}
            error={errors.businessUnits}
            clearable
          />
          <TagsInput
            label="Internal mail domains"
            description="Users whose e-mail matches one of these count as internal, e.g. example.com."
            value={values.internalMailDomains}
            onChange={(internalMailDomains) =>
              change({ internalMailDomains }, "internalMailDomains")
            }
            error={errors.internalMailDomains}
            clearable
          />
        </Section>

        <Section id="organization-custom-view" title="Custom view">
          <CustomViewFields values={values.customView} errors={errors} onChange={setCustomView} />
        </Section>

        <Section id="organization-trial" title="Teams trial">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Trial start"
              name="teamsTrial.startDate"
              type="date"
              value={values.teamsTrialStart}
              onChange={(event) =>
                change(
                  { teamsTrialStart: event.currentTarget.value },
                  "teamsTrial.startDate",
                  "teamsTrial.endDate",
                )
              }
              error={errors["teamsTrial.startDate"] ?? errors.teamsTrial}
            />
            <TextInput
              label="Trial end"
              name="teamsTrial.endDate"
              type="date"
              min={values.teamsTrialStart || undefined}
              value={values.teamsTrialEnd}
              onChange={(event) =>
                change(
                  { teamsTrialEnd: event.currentTarget.value },
                  "teamsTrial.endDate",
                  "teamsTrial.startDate",
                )
              }
              error={errors["teamsTrial.endDate"]}
            />
          </SimpleGrid>
        </Section>

        <Section id="organization-downloads" title="Security report downloads">
          <Switch
            label="Company issue report"
            checked={values.companyIssueReport}
            onChange={(event) =>
              change({ companyIssueReport: event.currentTarget.checked }, "securityReportDownloads")
            }
          />
          <Switch
            label="Summary report"
            checked={values.summaryReport}
            onChange={(event) =>
              change({ summaryReport: event.currentTarget.checked }, "securityReportDownloads")
            }
            error={errors.securityReportDownloads}
          />
        </Section>

        <FormAlert messages={formErrors} />
        <Group justify="space-between">
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
          {actions}
        </Group>
      </Stack>
    </form>
  );
}
