import { Combobox, Group, Loader, Pill, PillsInput, Text, useCombobox } from "@mantine/core";
import { IconLock, IconUsers } from "@tabler/icons-react";
import { messages } from "@tierwise/common/messages";
import { type ReactNode, useState } from "react";

/** A person ("User") or a team ("Team") chosen as a recipient. */
export type PickedRecipient = { type: string; id: string; name: string; email: string | null };

type RecipientPickerProps = {
  label: ReactNode;
  /** Recipients chosen by hand; removable. */
  value: readonly PickedRecipient[];
  /** Recipients that come from elsewhere (e.g. mentions): shown first, never removable. */
  locked?: readonly PickedRecipient[];
  onChange: (value: PickedRecipient[]) => void;
  /** Search results for the text typed; the owner runs the search. */
  options: readonly PickedRecipient[];
  onSearchChange: (query: string) => void;
  loading?: boolean;
  error?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
};

const keyOf = (recipient: PickedRecipient) => `${recipient.type}:${recipient.id}`;

/**
 * Picks people and teams (spec 1 §5: locked recipients in a recipient picker cannot be
 * removed). Typing searches; Backspace in an empty field removes the last removable one.
 */
export function RecipientPicker({
  label,
  value,
  locked = [],
  onChange,
  options,
  onSearchChange,
  loading = false,
  error,
  placeholder,
  disabled = false,
}: RecipientPickerProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState("");
  const lockedKeys = new Set(locked.map(keyOf));
  const chosen = new Set([...lockedKeys, ...value.map(keyOf)]);
  const removable = value.filter((recipient) => !lockedKeys.has(keyOf(recipient)));
  const available = options.filter((option) => !chosen.has(keyOf(option)));

  const updateSearch = (text: string) => {
    setSearch(text);
    onSearchChange(text);
  };
  const add = (key: string) => {
    const option = options.find((candidate) => keyOf(candidate) === key);
    if (option) onChange([...value, option]);
    updateSearch("");
  };
  const remove = (recipient: PickedRecipient) => {
    if (lockedKeys.has(keyOf(recipient))) return;
    onChange(value.filter((candidate) => keyOf(candidate) !== keyOf(recipient)));
  };

  return (
    <Combobox store={combobox} onOptionSubmit={add} withinPortal>
      <Combobox.DropdownTarget>
        <PillsInput
          label={label}
          error={error}
          disabled={disabled}
          onClick={() => combobox.openDropdown()}
        >
          <Pill.Group>
            {locked.map((recipient) => (
              <Pill
                key={keyOf(recipient)}
                data-testid="recipient"
                data-locked="true"
                title={recipient.email ?? recipient.name}
              >
                <Group gap={4} wrap="nowrap">
                  <IconLock size={12} aria-label="Locked" />
                  {recipient.name}
                </Group>
              </Pill>
            ))}
            {removable.map((recipient) => (
              <Pill
                key={keyOf(recipient)}
                data-testid="recipient"
                data-locked="false"
                withRemoveButton={!disabled}
                // Mantine hides the remove button from assistive technology; it is the only way
                // to remove one chosen recipient with a screen reader, so it is exposed.
                removeButtonProps={{
                  "aria-label": `Remove ${recipient.name}`,
                  "aria-hidden": false,
                }}
                onRemove={() => remove(recipient)}
                title={recipient.email ?? recipient.name}
              >
                {recipient.name}
              </Pill>
            ))}
            <Combobox.EventsTarget>
              <PillsInput.Field
                value={search}
                placeholder={locked.length + value.length === 0 ? placeholder : undefined}
                disabled={disabled}
                onFocus={() => combobox.openDropdown()}
                onBlur={() => combobox.closeDropdown()}
                onChange={(event) => {
                  combobox.openDropdown();
                  combobox.updateSelectedOptionIndex();
                  updateSearch(event.currentTarget.value);
                }}
                onKeyDown={(event) => {
                  if (event.key === "Backspace" && search === "") {
                    const last = removable.at(-1);
                    if (last) {
                      event.preventDefault();
                      remove(last);
                    }
                  }
                }}
              />
            </Combobox.EventsTarget>
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>
      <Combobox.Dropdown>
        <Combobox.Options mah="20rem" style={{ overflowY: "auto" }}>
          {available.map((option) => (
            <Combobox.Option value={keyOf(option)} key={keyOf(option)}>
              <Group gap="xs" wrap="nowrap">
                {option.type === "Team" ? <IconUsers size={14} aria-label="Team" /> : null}
                <div>
                  <Text size="sm">{option.name}</Text>
                  {option.email ? (
                    <Text size="xs" c="dimmed">
                      {option.email}
                    </Text>
                  ) : null}
                </div>
              </Group>
            </Combobox.Option>
          ))}
          {available.length === 0 ? (
            <Combobox.Empty>{loading ? <Loader size="xs" /> : messages.noResults}</Combobox.Empty>
          ) : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
