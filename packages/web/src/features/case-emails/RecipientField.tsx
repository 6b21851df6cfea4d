import { Box, Paper, Text, UnstyledButton } from "@mantine/core";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { type EmailChipItem, EmailChips } from "../../ui/EmailChips.tsx";
import type { CaseMailRecipient } from "./case-emails.graphql.ts";
import { useCaseMailRecipients } from "./use-case-mail-recipients.ts";

type RecipientFieldProps = {
  label: string;
  chips: readonly EmailChipItem[];
  onChange: (chips: EmailChipItem[]) => void;
  /** The text typed and not yet confirmed as an address; it blocks sending (spec 2 §5). */
  onPendingChange: (text: string) => void;
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  autoFocus?: boolean;
};

/**
 * Clears the text EmailChips keeps to itself, the way typing would (React sees an input event
 * with the new value), after a suggestion took its place as a chip.
 */
function clearTypedText(input: HTMLInputElement) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
  setValue?.call(input, "");
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * One recipient list of the composer: the shared e-mail chips (confirm on Enter, Tab, comma,
 * paste, blur; 'Not a valid email'; locked chips), with addresses suggested by
 * caseMailRecipients while typing. Arrow keys move through the suggestions, Enter picks one,
 * Escape closes them; the field is announced as a combobox controlling the list.
 */
export function RecipientField({
  label,
  chips,
  onChange,
  onPendingChange,
  error,
  disabled = false,
  required = false,
  autoFocus = false,
}: RecipientFieldProps) {
  const [text, setText] = useState("");
  const [activeIndex, setActiveIndex] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const listId = useId();
  const query = text.trim() === "" ? null : text.trim();
  const search = useCaseMailRecipients(query);
  const chosen = new Set(chips.map((chip) => chip.email.toLowerCase()));
  const suggestions =
    query === null || dismissed
      ? []
      : search.recipients.filter((recipient) => !chosen.has(recipient.email.toLowerCase()));
  const open = suggestions.length > 0;

  const input = () => wrapper.current?.querySelector("input") ?? null;

  // EmailChips renders the input; the combobox semantics are added to it here.
  useEffect(() => {
    const field = input();
    if (!field) return;
    field.setAttribute("role", "combobox");
    field.setAttribute("aria-autocomplete", "list");
    field.setAttribute("aria-expanded", String(open));
    field.setAttribute("aria-controls", listId);
    if (open && activeIndex >= 0)
      field.setAttribute("aria-activedescendant", `${listId}-${activeIndex}`);
    else field.removeAttribute("aria-activedescendant");
  });

  useEffect(() => {
    if (autoFocus) wrapper.current?.querySelector("input")?.focus();
  }, [autoFocus]);

  const changeText = (value: string) => {
    setText(value);
    setActiveIndex(-1);
    setDismissed(false);
    onPendingChange(value);
  };

  const pick = (recipient: CaseMailRecipient) => {
    onChange([
      ...chips,
      { email: recipient.email, name: recipient.name ?? undefined, status: "added" },
    ]);
    const field = input();
    if (field) clearTypedText(field);
    changeText("");
  };

  // Runs before EmailChips' own keys, so Enter picks the highlighted suggestion instead of
  // confirming the typed text.
  const handleKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    const move = (step: number) => {
      event.preventDefault();
      event.stopPropagation();
      setActiveIndex((index) => (index + step + suggestions.length) % suggestions.length);
    };
    if (event.key === "ArrowDown") move(1);
    else if (event.key === "ArrowUp") move(-1);
    else if (event.key === "Enter" && activeIndex >= 0) {
      event.preventDefault();
      event.stopPropagation();
      const recipient = suggestions[activeIndex];
      if (recipient) pick(recipient);
    } else if (event.key === "Escape") {
      event.stopPropagation();
      setDismissed(true);
    }
  };

  return (
    <Box ref={wrapper} pos="relative" onKeyDownCapture={handleKeyDownCapture}>
      <EmailChips
        label={label}
        chips={chips}
        onChange={onChange}
        onInputChange={changeText}
        error={error}
        disabled={disabled}
        required={required}
      />
      <div id={listId} role="listbox" aria-label={`${label} suggestions`} hidden={!open}>
        {open ? (
          <Paper
            shadow="md"
            withBorder
            p={4}
            style={{
              position: "absolute",
              insetInline: 0,
              top: "100%",
              zIndex: 300,
              maxHeight: "16rem",
              overflowY: "auto",
            }}
          >
            {suggestions.map((recipient, index) => (
              <UnstyledButton
                key={recipient.email}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                display="block"
                w="100%"
                px="xs"
                py={4}
                style={{
                  borderRadius: "var(--mantine-radius-sm)",
                  background:
                    index === activeIndex ? "var(--mantine-primary-color-light)" : undefined,
                }}
                // Choosing must not blur the field: blur would confirm the typed text as a chip.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(recipient)}
              >
                <Text size="sm">{recipient.name ?? recipient.email}</Text>
                {recipient.name ? (
                  <Text size="xs" c="dimmed">
                    {recipient.email}
                  </Text>
                ) : null}
              </UnstyledButton>
            ))}
          </Paper>
        ) : null}
      </div>
    </Box>
  );
}
