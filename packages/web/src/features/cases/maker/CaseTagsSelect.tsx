import { useQuery } from "@apollo/client/react";
import { Anchor, MultiSelect, Stack } from "@mantine/core";
import { caseMessages } from "@tierwise/common/cases";
import { limits } from "@tierwise/common/limits";
import { Link } from "react-router";
import { sessionCan } from "../../../app/session/session-policy.ts";
import { useSession } from "../../../app/session/use-session.ts";
import { TAGS_QUERY } from "../../tags/tags.graphql.ts";

type CaseTagsSelectProps = {
  value: readonly string[];
  /** Tags the case has already, named even before the list has loaded. */
  known?: readonly { id: string; value: string }[];
  onChange: (ids: string[]) => void;
  disabled?: boolean;
};

/**
 * The case's tags from the organisation's tag list, with 'Manage Tags' (to /settings/tags) for
 * those who may create tags (spec 2 §2, §6); 'No tags to display' when the organisation has
 * none (or none matches the search), 'Choose tags' otherwise.
 */
export function CaseTagsSelect({
  value,
  known = [],
  onChange,
  disabled = false,
}: CaseTagsSelectProps) {
  const session = useSession();
  const { data, loading, error } = useQuery(TAGS_QUERY, {
    variables: { query: null, first: limits.pageSizeMaximum, after: null },
  });
  const options = new Map<string, string>(known.map((tag) => [tag.id, tag.value]));
  for (const tag of data?.tags.items ?? []) options.set(tag.id, tag.value);
  // 'No tags to display' is the empty state: only once the list has come back empty. Used as
  // the placeholder of every case without tags, it told people the organisation had none.
  const placeholder = !data
    ? loading
      ? "Loading tags…"
      : error
        ? "Tags could not be loaded"
        : undefined
    : options.size === 0
      ? caseMessages.noTags
      : "Choose tags";
  return (
    <Stack gap={2}>
      <MultiSelect
        label="Tags"
        placeholder={value.length === 0 ? placeholder : undefined}
        searchable
        clearable
        disabled={disabled}
        data={[...options].map(([id, label]) => ({ value: id, label }))}
        value={[...value]}
        onChange={onChange}
        nothingFoundMessage={caseMessages.noTags}
        comboboxProps={{ withinPortal: true }}
      />
      {sessionCan(session, "tags.create") ? (
        <Anchor component={Link} to="/settings/tags" size="xs" style={{ alignSelf: "flex-start" }}>
          {caseMessages.manageTags}
        </Anchor>
      ) : null}
    </Stack>
  );
}
