import { SegmentedControl, Stack, Text } from "@mantine/core";
import { useId, useState } from "react";
import { type PickedRecipient, RecipientPicker } from "../../../ui/RecipientPicker.tsx";
import { recipientOf } from "../../comments/recipient-options.ts";
import { useRecipientSearch } from "../../comments/use-recipient-search.ts";

type CaseAccessFieldsProps = {
  isPrivate: boolean;
  onPrivateChange: (isPrivate: boolean) => void;
  /** The case's creator: on the access list of a private case, never removable (spec 2 §5). */
  creator: PickedRecipient;
  /** Everyone else with access. */
  acl: readonly PickedRecipient[];
  onAclChange: (acl: PickedRecipient[]) => void;
  error?: string;
  disabled?: boolean;
};

/** Access (spec 2 §2): public, or private to the creator and the people and teams listed. */
export function CaseAccessFields({
  isPrivate,
  onPrivateChange,
  creator,
  acl,
  onAclChange,
  error,
  disabled = false,
}: CaseAccessFieldsProps) {
  const labelId = useId();
  const [query, setQuery] = useState("");
  const { candidates, loading } = useRecipientSearch(isPrivate ? query : null);
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id={labelId}>
        Access
      </Text>
      <SegmentedControl
        size="xs"
        aria-labelledby={labelId}
        value={isPrivate ? "private" : "public"}
        disabled={disabled}
        onChange={(value) => onPrivateChange(value === "private")}
        data={[
          { label: "Public", value: "public" },
          { label: "Private", value: "private" },
        ]}
        style={{ alignSelf: "flex-start" }}
      />
      {isPrivate ? (
        <RecipientPicker
          label="People and teams with access"
          locked={[creator]}
          value={acl.filter((entry) => !(entry.type === creator.type && entry.id === creator.id))}
          onChange={onAclChange}
          options={candidates.map(recipientOf)}
          onSearchChange={setQuery}
          loading={loading}
          error={error}
          placeholder="Add people or teams"
          disabled={disabled}
        />
      ) : null}
    </Stack>
  );
}
