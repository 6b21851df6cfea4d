import { Loader, Paper, Text, UnstyledButton } from "@mantine/core";
import type { MentionOption } from "./mention-option.ts";

type MentionSuggestionsProps = {
  id: string;
  options: readonly MentionOption[];
  activeIndex: number;
  loading: boolean;
  emptyLabel: string;
  onChoose: (option: MentionOption) => void;
};

/** The suggestion list under the editor while an "@…" query is typed. */
export function MentionSuggestions({
  id,
  options,
  activeIndex,
  loading,
  emptyLabel,
  onChoose,
}: MentionSuggestionsProps) {
  return (
    <Paper
      shadow="md"
      withBorder
      p={4}
      style={{
        position: "absolute",
        insetInline: 0,
        top: "100%",
        zIndex: 300,
        maxHeight: "20rem",
        overflowY: "auto",
      }}
    >
      <div id={id} role="listbox" aria-label="People and teams">
        {options.map((option, index) => (
          <UnstyledButton
            key={option.key}
            id={`${id}-${index}`}
            role="option"
            aria-selected={index === activeIndex}
            display="block"
            w="100%"
            px="xs"
            py={4}
            style={{
              borderRadius: "var(--mantine-radius-sm)",
              background: index === activeIndex ? "var(--mantine-primary-color-light)" : undefined,
            }}
            // Choosing must not blur the editor (its selection is where the mention goes).
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(option)}
          >
            <Text size="sm">{option.label}</Text>
            {option.description ? (
              <Text size="xs" c="dimmed">
                {option.description}
              </Text>
            ) : null}
          </UnstyledButton>
        ))}
        {options.length === 0 ? (
          <Text size="sm" c="dimmed" px="xs" py={4}>
            {loading ? <Loader size="xs" aria-label="Loading" /> : emptyLabel}
          </Text>
        ) : null}
      </div>
    </Paper>
  );
}
