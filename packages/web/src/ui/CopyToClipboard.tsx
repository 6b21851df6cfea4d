import { ActionIcon, Tooltip } from "@mantine/core";
import { IconCopy } from "@tabler/icons-react";
import { limits } from "@tierwise/common/limits";
import { messages } from "@tierwise/common/messages";
import { showSnackbar } from "../app/snackbar/show-snackbar.ts";

type CopyToClipboardProps = {
  value: string;
  /** What is copied, for the button's accessible name: "Copy {label}". */
  label: string;
};

async function copyText(value: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error("Clipboard API unavailable");
  await navigator.clipboard.writeText(value);
}

/** Icon button copying a value, with the spec's 'Copied to clipboard' toast (3 s). */
export function CopyToClipboard({ value, label }: CopyToClipboardProps) {
  const copy = async () => {
    try {
      await copyText(value);
      showSnackbar({
        type: "success",
        message: messages.copied,
        durationMs: limits.copyToastMs,
        closeOnNewer: true,
      });
    } catch {
      showSnackbar({ type: "error", message: messages.copyFailed, closeOnNewer: true });
    }
  };
  return (
    <Tooltip label={`Copy ${label}`}>
      <ActionIcon variant="subtle" aria-label={`Copy ${label}`} onClick={copy}>
        <IconCopy size={16} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
