import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import {
  addSection,
  type DashboardDraft,
  removeSection,
  renameSection,
} from "../dashboard-draft.ts";

/**
 * Edit mode's panel: add a widget, the sections widgets can be grouped in, and the extension
 * bundles the dashboard loads (each must be on an allowed host: the server refuses others).
 */
export function EditPanel({
  draft,
  onChange,
  onAddWidget,
}: {
  draft: DashboardDraft;
  onChange: (draft: DashboardDraft) => void;
  onAddWidget: () => void;
}) {
  const [sectionTitle, setSectionTitle] = useState("");
  const [bundleUrl, setBundleUrl] = useState("");
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Edit dashboard">
      <Stack gap="md">
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            Drag widgets by their handle and resize them from the corner, or focus the handle and
            use the arrow keys (Shift + arrows resize). Each window width has its own layout.
          </Text>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAddWidget}>
            Add widget
          </Button>
        </Group>
        <Stack gap="xs" role="group" aria-label="Sections">
          <Text fw={600} size="sm">
            Sections
          </Text>
          {draft.sections.map((section) => (
            <Group key={section.id} gap="xs" wrap="nowrap">
              <TextInput
                aria-label="Section title"
                value={section.title}
                onChange={(event) =>
                  onChange(renameSection(draft, section.id, event.currentTarget.value))
                }
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove section ${section.title}`}
                onClick={() => onChange(removeSection(draft, section.id))}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          <AddLine
            label="New section"
            value={sectionTitle}
            onValue={setSectionTitle}
            onAdd={() => {
              onChange(addSection(draft, sectionTitle.trim()));
              setSectionTitle("");
            }}
          />
        </Stack>
        <Stack gap="xs" role="group" aria-label="Bundles">
          <Text fw={600} size="sm">
            Extension bundles
          </Text>
          {draft.bundles.map((url) => (
            <Group key={url} gap="xs" wrap="nowrap">
              <Text size="sm" style={{ flex: 1, wordBreak: "break-all" }}>
                {url}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove bundle ${url}`}
                onClick={() =>
                  onChange({ ...draft, bundles: draft.bundles.filter((each) => each !== url) })
                }
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          <AddLine
            label="Bundle address"
            placeholder="https://widgets.example.com/bundle.js"
            value={bundleUrl}
            onValue={setBundleUrl}
            onAdd={() => {
              const url = bundleUrl.trim();
              if (!draft.bundles.includes(url))
                onChange({ ...draft, bundles: [...draft.bundles, url] });
              setBundleUrl("");
            }}
          />
        </Stack>
      </Stack>
    </Paper>
  );
}

/** A text field with an Add button (Enter adds too). */
function AddLine({
  label,
  placeholder,
  value,
  onValue,
  onAdd,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onValue: (value: string) => void;
  onAdd: () => void;
}) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <TextInput
        label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onValue(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && value.trim() !== "") {
            event.preventDefault();
            onAdd();
          }
        }}
        style={{ flex: 1 }}
      />
      <Button variant="default" disabled={value.trim() === ""} onClick={onAdd}>
        Add
      </Button>
    </Group>
  );
}
