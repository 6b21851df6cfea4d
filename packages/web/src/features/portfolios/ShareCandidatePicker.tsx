import { useQuery } from "@apollo/client/react";
import { Button, Checkbox, Group, Select, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { limits } from "@tierwise/common/limits";
import { useMemo, useState } from "react";
import { useSession } from "../../app/session/use-session.ts";
import { type AccessDraft, accessKey } from "./access-entries.ts";
import { SHARE_CANDIDATES_QUERY } from "./share-candidates.graphql.ts";

const candidateSuggestions = 25;

type ShareCandidatePickerProps = {
  /** Actors already on the list are not offered again. */
  taken: ReadonlySet<string>;
  onAdd: (entry: AccessDraft) => void;
};

/** Choose the whole organisation, a team or a person, read-only or editable, and add them. */
export function ShareCandidatePicker({ taken, onAdd }: ShareCandidatePickerProps) {
  const session = useSession();
  const [search, setSearch] = useState("");
  const [query] = useDebouncedValue(search.trim(), limits.selectSearchDebounceMs);
  const [chosen, setChosen] = useState<AccessDraft | null>(null);
  const [editable, setEditable] = useState(false);

  const found = useQuery(SHARE_CANDIDATES_QUERY, {
    variables: { query: query || null, first: candidateSuggestions },
  });

  const candidates = useMemo(() => {
    const all: AccessDraft[] = [];
    if (session.organization) {
      all.push({
        actorType: "org",
        actorId: session.organization.id,
        name: `Everyone in ${session.organization.name}`,
        editable: false,
      });
    }
    for (const candidate of found.data?.portfolioShareCandidates ?? []) {
      all.push({
        actorType: candidate.actorType,
        actorId: candidate.actorId,
        name: candidate.email ? `${candidate.name} (${candidate.email})` : candidate.name,
        editable: false,
      });
    }
    // The chosen one stays offered while the search text (now its label) finds nothing else.
    if (chosen && !all.some((candidate) => accessKey(candidate) === accessKey(chosen))) {
      all.push(chosen);
    }
    return all.filter((candidate) => !taken.has(accessKey(candidate)));
  }, [session, found.data, taken, chosen]);

  const groups = (["org", "team", "user"] as const)
    .map((type) => ({
      group: { org: "Organisation", team: "Teams", user: "People" }[type],
      items: candidates
        .filter((candidate) => candidate.actorType === type)
        .map((candidate) => ({ value: accessKey(candidate), label: candidate.name })),
    }))
    .filter((group) => group.items.length > 0);

  const add = () => {
    if (!chosen) return;
    onAdd({ ...chosen, editable });
    setChosen(null);
    setSearch("");
  };

  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <Select
        label="Share with"
        placeholder="Organisation, team or person"
        searchable
        clearable
        data={groups}
        value={chosen ? accessKey(chosen) : null}
        onChange={(value) =>
          setChosen(candidates.find((candidate) => accessKey(candidate) === value) ?? null)
        }
        searchValue={search}
        onSearchChange={setSearch}
        nothingFoundMessage="No one found"
        style={{ flex: 1, minWidth: 240 }}
      />
      <Checkbox
        label="Can edit"
        checked={editable}
        onChange={(event) => setEditable(event.currentTarget.checked)}
        mb={8}
      />
      <Button variant="default" onClick={add} disabled={chosen === null}>
        Add
      </Button>
      {found.error ? (
        <Text size="xs" c="red" w="100%">
          The list of people and teams could not be loaded.
        </Text>
      ) : null}
    </Group>
  );
}
