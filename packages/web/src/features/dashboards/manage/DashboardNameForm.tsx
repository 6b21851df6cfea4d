import { Button, Group, Stack, TextInput } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * The form of New, Rename and Duplicate: the name (with the server's refusal under it), the
 * dialog's own fields, Cancel and the action. Enter submits.
 */
export function DashboardNameForm({
  name,
  onName,
  error,
  busy,
  submitLabel,
  onSubmit,
  onCancel,
  children,
}: {
  name: string;
  onName: (name: string) => void;
  error: string | null;
  busy: boolean;
  submitLabel: string;
  onSubmit: () => void;
  onCancel: () => void;
  children?: ReactNode;
}) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack>
        <TextInput
          label="Name"
          required
          data-autofocus
          value={name}
          error={error}
          onChange={(event) => onName(event.currentTarget.value)}
        />
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={busy} disabled={name.trim() === ""}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
