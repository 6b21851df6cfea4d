import { useRef, useState } from "react";
import { type PickedRecipient, RecipientPicker } from "../../../ui/RecipientPicker.tsx";
import { useRecipientSearch } from "../../comments/use-recipient-search.ts";
import {
  parseRecipientKey,
  type RecipientKey,
  recipientKey,
  useRecipientNames,
} from "./use-recipient-names.ts";

type PeopleFilterProps = {
  label: string;
  /** "user:{id}" / "team:{id}" keys. */
  value: readonly RecipientKey[];
  onChange: (value: RecipientKey[]) => void;
  /** Whether teams can be chosen (assignees: people or teams; creators: people). */
  withTeams: boolean;
};

/** Picks people (and teams) for the Created By and Assignee filters, searching as one types. */
export function PeopleFilter({ label, value, onChange, withTeams }: PeopleFilterProps) {
  const [query, setQuery] = useState<string | null>(null);
  const { candidates, loading } = useRecipientSearch(query);
  // Names learnt from search results, so chosen entries need no extra request.
  const learnt = useRef(new Map<RecipientKey, string>());
  const options: PickedRecipient[] = candidates
    .filter((candidate) => withTeams || candidate.__typename === "MentionUser")
    .map((candidate) => {
      const team = candidate.__typename === "MentionTeam";
      learnt.current.set(recipientKey(team ? "team" : "user", candidate.id), candidate.name);
      return {
        type: team ? "Team" : "User",
        id: candidate.id,
        name: candidate.name,
        email: candidate.__typename === "MentionUser" ? candidate.email : null,
      };
    });
  const names = useRecipientNames(value, learnt.current);
  const chosen: PickedRecipient[] = value.flatMap((key) => {
    const parsed = parseRecipientKey(key);
    return parsed
      ? [
          {
            type: parsed.type === "team" ? "Team" : "User",
            id: parsed.id,
            name: names.get(key) ?? "…",
            email: null,
          },
        ]
      : [];
  });

  return (
    <RecipientPicker
      label={label}
      value={chosen}
      options={options}
      loading={loading && query !== null}
      onSearchChange={(text) => setQuery(text.trim() === "" ? null : text)}
      onChange={(next) =>
        onChange(
          next.map((recipient) =>
            recipientKey(recipient.type === "Team" ? "team" : "user", recipient.id),
          ),
        )
      }
    />
  );
}
