import { useMutation, useQuery } from "@apollo/client/react";
import {
  ActionIcon,
  Box,
  Button,
  Group,
  Modal,
  MultiSelect,
  ScrollArea,
  Stack,
  Text,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconUserMinus } from "@tabler/icons-react";
import { messages } from "@tierwise/common/messages";
import { useRef, useState } from "react";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { membersToAdd, teamMemberLabel } from "./team-label.ts";
import {
  ADD_TEAM_MEMBERS,
  MEMBER_CANDIDATES_QUERY,
  type MemberCandidate,
  REMOVE_TEAM_MEMBER,
  type Team,
} from "./teams.graphql.ts";

interface TeamMembersModalProps {
  team: Team | null;
  onClose: () => void;
}

/** Spec 1 §9: the group member modal's grid is 30rem wide with a max-height of 25rem. */
export const memberGridWidth = "30rem";
export const memberGridMaxHeight = "25rem";

/** Adds organisation members to a team and removes them. */
export function TeamMembersModal({ team, onClose }: TeamMembersModalProps) {
  return (
    <Modal
      opened={team !== null}
      onClose={onClose}
      title={team ? `Members of ${team.name}` : "Members"}
      size="auto"
      centered
    >
      {team && <TeamMembersBody team={team} />}
    </Modal>
  );
}

function TeamMembersBody({ team }: { team: Team }) {
  const [search, setSearch] = useState("");
  const [query] = useDebouncedValue(search.trim(), 250);
  const [selected, setSelected] = useState<string[]>([]);
  const known = useRef(new Map<string, MemberCandidate>());
  const [busy, setBusy] = useState(false);
  const { data, loading } = useQuery(MEMBER_CANDIDATES_QUERY, {
    variables: { query: query || null },
    fetchPolicy: "cache-and-network",
  });
  const [addMembers] = useMutation(ADD_TEAM_MEMBERS);
  const [removeMember] = useMutation(REMOVE_TEAM_MEMBER);

  const candidates = membersToAdd(
    (data?.members.items ?? []).filter((member) => member.active),
    team.members.map((member) => member.id),
  );
  for (const candidate of candidates) known.current.set(candidate.id, candidate);
  // Selected people stay in the list while the search changes.
  const options = [
    ...selected.flatMap((id) => {
      const member = known.current.get(id);
      return member && !candidates.some((candidate) => candidate.id === id) ? [member] : [];
    }),
    ...candidates,
  ].map((member) => ({ value: member.id, label: `${member.name} (${member.email})` }));

  async function add() {
    if (selected.length === 0 || busy) return;
    setBusy(true);
    try {
      const { data: answer } = await addMembers({
        variables: { teamId: team.id, userIds: selected },
      });
      const result = answer?.addTeamMembers;
      if (result?.__typename === "TeamChangeSuccess") {
        showSnackbar({ type: "success", message: `Added ${selected.length} member(s).` });
        setSelected([]);
        setSearch("");
      } else {
        showSnackbar({ type: "error", message: result?.message ?? messages.somethingWentWrong });
      }
    } catch {
      showSnackbar({ type: "error", message: messages.somethingWentWrong });
    }
    setBusy(false);
  }

  async function remove(userId: string, name: string) {
    try {
      const { data: answer } = await removeMember({ variables: { teamId: team.id, userId } });
      const result = answer?.removeTeamMember;
      if (result?.__typename === "TeamChangeSuccess") {
        showSnackbar({
          type: "success",
          message: `${name} removed from ${team.name}.`,
          undo: {
            onUndo: () =>
              void addMembers({ variables: { teamId: team.id, userIds: [userId] } }).catch(
                () => undefined,
              ),
          },
        });
      } else {
        showSnackbar({ type: "error", message: result?.message ?? messages.somethingWentWrong });
      }
    } catch {
      showSnackbar({ type: "error", message: messages.somethingWentWrong });
    }
  }

  return (
    <Stack gap="md" w={memberGridWidth} maw="100%">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <MultiSelect
          style={{ flex: 1 }}
          label="Add members"
          placeholder="Search by name or e-mail"
          data={options}
          value={selected}
          onChange={setSelected}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          nothingFoundMessage={loading ? "Searching…" : messages.noResults}
          disabled={!team.active}
        />
        <Button onClick={add} loading={busy} disabled={selected.length === 0}>
          Add
        </Button>
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {teamMemberLabel(team.memberCount)}
      </Text>
      <ScrollArea.Autosize mah={memberGridMaxHeight} type="auto">
        {team.members.length === 0 ? (
          <EmptyState title="No members yet" />
        ) : (
          <Box
            component="ul"
            role="list"
            aria-label={`Members of ${team.name}`}
            p={0}
            m={0}
            style={{
              listStyle: "none",
              display: "grid",
              gridTemplateColumns: "1fr auto",
              gap: "var(--mantine-spacing-xs)",
            }}
          >
            {team.members.map((member) => (
              <Box component="li" key={member.id} style={{ display: "contents" }}>
                <div>
                  <Text size="sm" fw={500}>
                    {member.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {member.email}
                  </Text>
                </div>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${member.name}`}
                  onClick={() => void remove(member.id, member.name)}
                >
                  <IconUserMinus size={18} aria-hidden />
                </ActionIcon>
              </Box>
            ))}
          </Box>
        )}
      </ScrollArea.Autosize>
    </Stack>
  );
}
