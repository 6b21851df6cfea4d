import { Box, CloseButton, Loader, PillsInput, Tooltip, VisuallyHidden } from "@mantine/core";
import { IconAlertCircle, IconCheck } from "@tabler/icons-react";
import { parseEmailEntries } from "@tierwise/common/email-entries";
import {
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useRef,
  useState,
} from "react";

/** Invitation chip states (spec 1 §4): added → inviting (spinner) → success | error. */
export type EmailChipStatus = "added" | "inviting" | "success" | "error";

/** One e-mail entry (spec 1 §3 "Invitation chip"). */
export type EmailChipItem = {
  email: string;
  name?: string;
  status: EmailChipStatus;
  /** Shown in the chip's tooltip instead of the address. */
  error?: string;
  /** Cannot be removed (spec 2 §5: locked recipients, e.g. a reply's original sender). */
  locked?: boolean;
};

type EmailChipsProps = {
  label: ReactNode;
  chips: readonly EmailChipItem[];
  onChange: (chips: EmailChipItem[]) => void;
  /** The text being typed (not yet a chip), e.g. for the invite check. */
  onInputChange?: (value: string) => void;
  description?: ReactNode;
  placeholder?: string;
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
};

/** Spec 1 §9: chip label max width 19.5rem when the chip has its ✕, else 20rem. */
const labelMaxWidth = { removable: "19.5rem", fixed: "20rem" } as const;

const chipColors: Record<EmailChipStatus, { background: string; color: string }> = {
  added: { background: "var(--mantine-color-gray-1)", color: "var(--mantine-color-text)" },
  inviting: { background: "var(--mantine-color-gray-1)", color: "var(--mantine-color-text)" },
  success: { background: "var(--mantine-color-teal-0)", color: "var(--mantine-color-teal-9)" },
  error: { background: "var(--mantine-color-red-0)", color: "var(--mantine-color-red-9)" },
};

const statusText: Record<EmailChipStatus, string> = {
  added: "",
  inviting: "inviting",
  success: "invited",
  error: "",
};

/** A comma typed after a space (or a space after a comma) confirms what was typed (spec 1 §5). */
const commaConfirmation = /(\s,|,\s)$/;

/** Adds one chip per new address in `text`: duplicates skipped, invalid ones in error. */
function withEntries(chips: readonly EmailChipItem[], text: string): EmailChipItem[] {
  const entries = parseEmailEntries(
    text,
    chips.map((chip) => chip.email),
  );
  if (entries.length === 0) return [...chips];
  return [
    ...chips,
    ...entries.map(
      (entry): EmailChipItem =>
        entry.valid
          ? { email: entry.email, status: "added" }
          : { email: entry.email, status: "error", error: entry.error },
    ),
  ];
}

function EmailChip({ chip, onRemove }: { chip: EmailChipItem; onRemove: (() => void) | null }) {
  const colors = chipColors[chip.status];
  const text = chip.name ?? chip.email;
  const describe = chip.error ?? statusText[chip.status];
  return (
    <Tooltip label={chip.error ?? chip.email} multiline maw="25rem" withinPortal>
      <Box
        component="span"
        data-status={chip.status}
        data-testid="email-chip"
        style={{
          display: "inline-flex",
          alignItems: "center",
          gap: 4,
          maxWidth: "100%",
          padding: "0 0.25rem 0 0.625rem",
          minHeight: "1.625rem",
          borderRadius: "1rem",
          fontSize: "var(--mantine-font-size-sm)",
          background: colors.background,
          color: colors.color,
          border: chip.status === "error" ? "1px solid var(--mantine-color-red-5)" : undefined,
        }}
      >
        {chip.status === "inviting" ? <Loader size={12} aria-hidden /> : null}
        {chip.status === "success" ? <IconCheck size={14} aria-hidden /> : null}
        {chip.status === "error" ? <IconAlertCircle size={14} aria-hidden /> : null}
        <Box
          component="span"
          style={{
            maxWidth: onRemove ? labelMaxWidth.removable : labelMaxWidth.fixed,
            overflow: "hidden",
            textOverflow: "ellipsis",
            whiteSpace: "nowrap",
            paddingRight: onRemove ? 0 : "0.375rem",
          }}
        >
          {text}
        </Box>
        {describe ? <VisuallyHidden>{`: ${describe}`}</VisuallyHidden> : null}
        {onRemove ? (
          <CloseButton
            size="xs"
            radius="xl"
            aria-label={`Remove ${chip.email}`}
            onClick={onRemove}
            // Keep focus in the field: the ✕ is a pointer affordance, Backspace the keyboard one.
            onMouseDown={(event) => event.preventDefault()}
          />
        ) : null}
      </Box>
    </Tooltip>
  );
}

/**
 * E-mail entry with chips (spec 1 §5): typed or pasted text is split on commas, whitespace,
 * semicolons and pipes; duplicates are skipped and invalid addresses flagged 'Not a valid
 * email'. Enter, Tab (when something is typed), a comma after a space, paste and blur confirm.
 * Backspace in an empty field removes the last removable chip.
 */
export function EmailChips({
  label,
  chips,
  onChange,
  onInputChange,
  description,
  placeholder,
  error,
  disabled = false,
  required = false,
}: EmailChipsProps) {
  const [text, setText] = useState("");
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const removable = (chip: EmailChipItem) =>
    !disabled && chip.status !== "inviting" && chip.locked !== true;

  const updateText = (value: string) => {
    setText(value);
    onInputChange?.(value);
  };

  const confirm = (value: string) => {
    if (value.trim() !== "") onChange(withEntries(chips, value));
    updateText("");
  };

  const remove = (index: number) => {
    onChange(chips.filter((_, position) => position !== index));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      // Never submits the surrounding form: Enter confirms the address.
      event.preventDefault();
      confirm(text);
    } else if (event.key === "Tab" && text.trim() !== "") {
      event.preventDefault();
      confirm(text);
    } else if (event.key === "Backspace" && text === "") {
      const last = chips.findLastIndex(removable);
      if (last >= 0) {
        event.preventDefault();
        remove(last);
      }
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData("text");
    if (pasted === "") return;
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? text.length;
    const end = input.selectionEnd ?? text.length;
    confirm(`${text.slice(0, start)}${pasted}${text.slice(end)}`);
  };

  return (
    <PillsInput
      id={id}
      label={label}
      description={description}
      error={error}
      disabled={disabled}
      required={required}
      onClick={() => inputRef.current?.focus()}
    >
      <Box style={{ display: "flex", flexWrap: "wrap", gap: 6, alignItems: "center" }}>
        {chips.map((chip, index) => (
          <EmailChip
            key={chip.email.toLowerCase()}
            chip={chip}
            onRemove={removable(chip) ? () => remove(index) : null}
          />
        ))}
        <PillsInput.Field
          ref={inputRef}
          value={text}
          type="visible"
          placeholder={chips.length === 0 ? placeholder : undefined}
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (commaConfirmation.test(value)) confirm(value);
            else updateText(value);
          }}
          onKeyDown={handleKeyDown}
          onPaste={handlePaste}
          onBlur={() => confirm(text)}
        />
      </Box>
    </PillsInput>
  );
}
