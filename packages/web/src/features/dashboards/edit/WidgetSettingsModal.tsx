import { Button, Group, Modal, Select, Stack, Text, TextInput } from "@mantine/core";
import {
  builtInWidgetTypes,
  type DashboardWidget,
  type DashboardWidgetType,
  dashboardWidgetTypes,
  defaultWidgetSettings,
  parseWidgetSettings,
} from "@tierwise/common/dashboards/widget-types";
import { useState } from "react";
import { addWidget, type DashboardDraft, replaceWidget } from "../dashboard-draft.ts";
import type { DashboardWidgetDefinition } from "../extensions/widget-api.ts";
import { WidgetSettingsFields } from "./WidgetSettingsFields.tsx";

const typeOptions = [...builtInWidgetTypes, "extension" as const].map((type) => ({
  value: type,
  label: dashboardWidgetTypes[type].title,
}));

/** A new widget's first settings: the type's defaults, except a saved search, which must be chosen. */
function startingSettings(type: DashboardWidgetType): Record<string, unknown> {
  if (type === "savedSearchCount" || type === "extension") return {};
  return defaultWidgetSettings(type) as Record<string, unknown>;
}

type WidgetSettingsModalProps = {
  draft: DashboardDraft;
  /** null: a new widget. */
  widget: DashboardWidget | null;
  extensionTypes: readonly DashboardWidgetDefinition[];
  onClose: () => void;
  onDone: (draft: DashboardDraft) => void;
};

/**
 * Adds a widget or configures one: its type (for a new one), title, section and settings,
 * checked with the server's own schema before the draft takes them.
 */
export function WidgetSettingsModal({
  draft,
  widget,
  extensionTypes,
  onClose,
  onDone,
}: WidgetSettingsModalProps) {
  const [type, setType] = useState<DashboardWidgetType>(widget?.type ?? "riskGradeDistribution");
  const [title, setTitle] = useState(
    widget?.title ?? dashboardWidgetTypes.riskGradeDistribution.title,
  );
  const [sectionId, setSectionId] = useState<string | null>(widget?.sectionId ?? null);
  const [settings, setSettings] = useState<Record<string, unknown>>(
    widget?.settings ?? startingSettings("riskGradeDistribution"),
  );
  const [error, setError] = useState<string | null>(null);

  const chooseType = (next: DashboardWidgetType) => {
    // A title still the old type's own follows the new type.
    if (title === dashboardWidgetTypes[type].title) setTitle(dashboardWidgetTypes[next].title);
    setType(next);
    setSettings(startingSettings(next));
    setError(null);
  };

  const submit = () => {
    const parsed = parseWidgetSettings(type, settings);
    if (!parsed.ok) return setError(parsed.error);
    if (title.trim() === "") return setError("Enter a title.");
    const fields = {
      type,
      title: title.trim(),
      sectionId,
      settings: parsed.settings as Record<string, unknown>,
    };
    if (widget) return onDone(replaceWidget(draft, { ...fields, id: widget.id }));
    const bundleSize =
      type === "extension"
        ? extensionTypes.find((each) => each.type === settings.bundleWidget)?.defaultSize
        : undefined;
    onDone(addWidget(draft, fields, bundleSize).draft);
  };

  return (
    <Modal opened onClose={onClose} title={widget ? `Configure ${widget.title}` : "Add widget"}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          {widget === null && (
            <Select
              label="Widget"
              allowDeselect={false}
              value={type}
              data={typeOptions}
              onChange={(value) => value && chooseType(value as DashboardWidgetType)}
            />
          )}
          <Text size="xs" c="dimmed">
            {dashboardWidgetTypes[type].description}
          </Text>
          <TextInput
            label="Title"
            required
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
          />
          {draft.sections.length > 0 && (
            <Select
              label="Section"
              placeholder="No section"
              clearable
              value={sectionId}
              data={draft.sections.map((section) => ({ value: section.id, label: section.title }))}
              onChange={setSectionId}
            />
          )}
          <WidgetSettingsFields
            type={type}
            settings={settings}
            onChange={(next) => {
              setSettings(next);
              setError(null);
            }}
            extensionTypes={extensionTypes}
          />
          {error && (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">{widget ? "Apply" : "Add"}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
