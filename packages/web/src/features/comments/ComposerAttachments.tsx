import { ActionIcon, Box, Button, FileButton, Group, Stack, Text } from "@mantine/core";
import { IconPaperclip, IconX } from "@tabler/icons-react";
import { attachmentExtensions } from "@tierwise/common/comments";
import { useFileDrop } from "../../ui/use-file-drop.ts";
import { checkAttachmentFiles } from "./attachment-upload.ts";

type ComposerAttachmentsProps = {
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** The spec's rejection messages for files that were refused, or none. */
  onRejected: (messages: string[]) => void;
  disabled?: boolean;
};

const accept = attachmentExtensions.map((extension) => `.${extension}`).join(",");

function sizeLabel(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * Files waiting to go with a note: picked with the button or dropped on the area, checked here
 * first (type and size), uploaded when the note is saved.
 */
export function ComposerAttachments({
  files,
  onChange,
  onRejected,
  disabled = false,
}: ComposerAttachmentsProps) {
  const add = (added: readonly File[]) => {
    const { accepted, errors } = checkAttachmentFiles(added);
    onRejected(errors);
    const names = new Set(files.map((file) => file.name));
    onChange([...files, ...accepted.filter((file) => !names.has(file.name))]);
  };
  const { dragging, dropProps } = useFileDrop(add, disabled);
  return (
    <Box
      {...dropProps}
      style={{
        borderRadius: "var(--mantine-radius-sm)",
        outline: dragging ? "2px dashed var(--mantine-primary-color-filled)" : undefined,
      }}
    >
      <Stack gap={4}>
        <Group gap="xs">
          <FileButton
            onChange={(picked) => add(picked)}
            accept={accept}
            multiple
            disabled={disabled}
          >
            {(props) => (
              <Button
                {...props}
                variant="subtle"
                size="compact-sm"
                leftSection={<IconPaperclip size={14} aria-hidden />}
              >
                Attach files
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            or drop them here
          </Text>
        </Group>
        {files.length > 0 ? (
          <Stack gap={2} aria-label="Files to attach" role="list">
            {files.map((file) => (
              <Group key={file.name} gap="xs" wrap="nowrap" role="listitem">
                <Text size="sm" truncate>
                  {file.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {sizeLabel(file.size)}
                </Text>
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="gray"
                  aria-label={`Remove ${file.name}`}
                  disabled={disabled}
                  onClick={() => onChange(files.filter((candidate) => candidate !== file))}
                >
                  <IconX size={14} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}
