import { SegmentedControl, Stack } from "@mantine/core";
import type { CommentAccess } from "@tierwise/common/comments";
import { useState } from "react";
import { type PickedRecipient, RecipientPicker } from "../../ui/RecipientPicker.tsx";
import { recipientOf } from "./recipient-options.ts";
import { useRecipientSearch } from "./use-recipient-search.ts";

type AccessFieldsProps = {
  access: CommentAccess;
  onAccessChange: (access: CommentAccess) => void;
  /** The mentioned people and teams: locked recipients of a private note. */
  mentioned: readonly PickedRecipient[];
  picked: readonly PickedRecipient[];
  onPickedChange: (picked: PickedRecipient[]) => void;
  error?: string;
  disabled?: boolean;
};

/** Public or private, and a private note's recipients (spec 2 §4). */
export function AccessFields({
  access,
  onAccessChange,
  mentioned,
  picked,
  onPickedChange,
  error,
  disabled = false,
}: AccessFieldsProps) {
  const [query, setQuery] = useState("");
  const { candidates, loading } = useRecipientSearch(access === "private" ? query : null);
  return (
    <Stack gap="xs">
      <SegmentedControl
        size="xs"
        aria-label="Access"
        value={access}
        disabled={disabled}
        onChange={(value) => onAccessChange(value === "private" ? "private" : "public")}
        data={[
          { label: "Public", value: "public" },
          { label: "Private", value: "private" },
        ]}
        style={{ alignSelf: "flex-start" }}
      />
      {access === "private" ? (
        <RecipientPicker
          label="Recipients"
          locked={mentioned}
          value={picked}
          onChange={onPickedChange}
          options={candidates.map(recipientOf)}
          onSearchChange={(text) => setQuery(text)}
          loading={loading}
          error={error}
          placeholder="Add people or teams"
          disabled={disabled}
        />
      ) : null}
    </Stack>
  );
}
