import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import {
  type CustomViewValues,
  emptySidebarLink,
  type OrganizationFormErrors,
  type SidebarLinkValues,
} from "./organization-form.ts";

interface CustomViewFieldsProps {
  values: CustomViewValues;
  errors: OrganizationFormErrors;
  onChange: (values: CustomViewValues, changedPath: string) => void;
}

/** Links of the left navigation an organisation may hide (spec 1 §2.4). */
const hideableLinks = [
  "home",
  "search",
  "portfolios",
  "alerts",
  "risk-hub",
  "cases",
  "requests",
  "dashboards",
  "compare",
];

/**
 * Custom view settings (spec 1 §3): homepage title and message, logo, hidden links, powered-by
 * label and the custom sidebar links. Used by organisation administration and Settings → Branding.
 */
export function CustomViewFields({ values, errors, onChange }: CustomViewFieldsProps) {
  const set = <K extends keyof CustomViewValues>(key: K, value: CustomViewValues[K]) =>
    onChange({ ...values, [key]: value }, `customView.${key}`);

  const setLink = (index: number, patch: Partial<SidebarLinkValues>, part: string) => {
    const links = values.customSidebarLinks.map((link, at) =>
      at === index ? { ...link, ...patch } : link,
    );
    onChange(
      { ...values, customSidebarLinks: links },
      `customView.customSidebarLinks.${index}.${part}`,
    );
  };

  const removeLink = (index: number) =>
    onChange(
      { ...values, customSidebarLinks: values.customSidebarLinks.filter((_, at) => at !== index) },
      "customView.customSidebarLinks",
    );

  const addLink = () =>
    onChange(
      { ...values, customSidebarLinks: [...values.customSidebarLinks, emptySidebarLink()] },
      "customView.customSidebarLinks",
    );

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Homepage title"
          name="customView.homepageTitle"
          value={values.homepageTitle}
          onChange={(event) => set("homepageTitle", event.currentTarget.value)}
          error={errors["customView.homepageTitle"]}
        />
        <TextInput
          label="Custom view logo URL"
          name="customView.logoUrl"
          type="url"
          value={values.logoUrl}
          onChange={(event) => set("logoUrl", event.currentTarget.value)}
          error={errors["customView.logoUrl"]}
        />
      </SimpleGrid>
      <Textarea
        label="Homepage message"
        name="customView.homepageMessage"
        autosize
        minRows={2}
        value={values.homepageMessage}
        onChange={(event) => set("homepageMessage", event.currentTarget.value)}
        error={errors["customView.homepageMessage"]}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Powered-by label"
          name="customView.poweredByLabel"
          value={values.poweredByLabel}
          onChange={(event) => set("poweredByLabel", event.currentTarget.value)}
          error={errors["customView.poweredByLabel"]}
        />
        <TagsInput
          label="Hidden navigation links"
          description="Choose or type link names; press Enter to add."
          data={hideableLinks}
          value={values.hiddenLinks}
          onChange={(value) => set("hiddenLinks", value)}
          error={errors["customView.hiddenLinks"]}
          clearable
        />
      </SimpleGrid>
      <Switch
        label="Hide the home page"
        checked={values.hideHome}
        onChange={(event) => set("hideHome", event.currentTarget.checked)}
        error={errors["customView.hideHome"]}
      />
      <Fieldset legend="Custom sidebar links" variant="unstyled">
        <Stack gap="sm">
          {values.customSidebarLinks.length === 0 && (
            <Text size="sm" c="dimmed">
              No custom links.
            </Text>
          )}
          {values.customSidebarLinks.map((link, index) => {
            const prefix = `customView.customSidebarLinks.${index}`;
            const number = index + 1;
            return (
              <Paper key={link.key} withBorder p="sm" radius="md">
                <Stack gap="xs">
                  <Group justify="space-between">
                    <Switch
                      label={`Link ${number} enabled`}
                      checked={link.enabled}
                      onChange={(event) =>
                        setLink(index, { enabled: event.currentTarget.checked }, "enabled")
                      }
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove link ${number}`}
                      onClick={() => removeLink(index)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                  <SimpleGrid cols={{ base: 1, sm: 3 }}>
                    <TextInput
                      label={`Link ${number} title`}
                      name={`${prefix}.title`}
                      required
                      value={link.title}
                      onChange={(event) =>
                        setLink(index, { title: event.currentTarget.value }, "title")
                      }
                      error={errors[`${prefix}.title`]}
                    />
                    <TextInput
                      label={`Link ${number} URL`}
                      name={`${prefix}.url`}
                      type="url"
                      required
                      value={link.url}
                      onChange={(event) =>
                        setLink(index, { url: event.currentTarget.value }, "url")
                      }
                      error={errors[`${prefix}.url`]}
                    />
                    <TextInput
                      label={`Link ${number} icon URL`}
                      name={`${prefix}.iconUrl`}
                      type="url"
                      value={link.iconUrl}
                      onChange={(event) =>
                        setLink(index, { iconUrl: event.currentTarget.value }, "iconUrl")
                      }
                      error={errors[`${prefix}.iconUrl`]}
                    />
                  </SimpleGrid>
                </Stack>
              </Paper>
            );
          })}
          {errors["customView.customSidebarLinks"] && (
            <Text size="sm" c="red" role="alert">
              {errors["customView.customSidebarLinks"]}
            </Text>
          )}
          <Group>
            <Button
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={addLink}
              disabled={values.customSidebarLinks.length >= 20}
            >
              Add link
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </Stack>
  );
}
