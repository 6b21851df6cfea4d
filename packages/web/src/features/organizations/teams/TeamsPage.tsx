import { useMutation, useQuery } from "@apollo/client/react";
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Menu,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconDots, IconPlus, IconUsers } from "@tabler/icons-react";
import { teamInputSchema } from "@tierwise/common/inputs/teams";
import { messages } from "@tierwise/common/messages";
import type { ReactNode } from "react";
import { type FormEvent, useState } from "react";
import { usePageTitle } from "../../../app/page-title.ts";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { ConfirmDialog } from "../../../ui/ConfirmDialog.tsx";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { ErrorWithRetry, retryWith } from "../../../ui/forms/ErrorWithRetry.tsx";
import { FormAlert } from "../../../ui/forms/FormAlert.tsx";
import { schemaError } from "../../../ui/forms/form-errors.ts";
import { submitMutation } from "../../../ui/forms/submit-mutation.ts";
import { TeamMembersModal } from "./TeamMembersModal.tsx";
import { teamMemberLabel } from "./team-label.ts";
import {
  CREATE_TEAM,
  DEACTIVATE_TEAM,
  DELETE_TEAM,
  REACTIVATE_TEAM,
  RENAME_TEAM,
  TEAMS_QUERY,
  type Team,
} from "./teams.graphql.ts";

const pageTitle = "Groups";
/** The server's own check of a group name (common/inputs/teams.ts). */
function nameError(name: string): string | undefined {
  return schemaError(teamInputSchema.shape.name, name);
}

function CreateTeamForm() {
  const [name, setName] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [createTeam] = useMutation(CREATE_TEAM, { refetchQueries: ["Teams"] });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const invalid = nameError(name);
    setFormErrors([]);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    const { result, errors: failed } = await submitMutation(
      async () => (await createTeam({ variables: { name: name.trim() } })).data?.createTeam,
      {
        fields: ["name"],
        success: "TeamChangeSuccess",
        errorFields: { AlreadyExistsError: "name" },
      },
    );
    if (result?.__typename === "TeamChangeSuccess") {
      showSnackbar({ type: "success", message: `Group ${result.team.name} created.` });
      setName("");
    } else if (failed) {
      setError(failed.fields.name);
      setFormErrors(failed.form);
    }
    setBusy(false);
  }

  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group align="flex-start" gap="sm">
          <TextInput
            label="New group name"
            name="name"
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(undefined);
            }}
            error={error}
            style={{ flex: 1, maxWidth: 360 }}
          />
          <Button
            type="submit"
            mt={25}
            loading={busy}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            Create group
          </Button>
        </Group>
        <FormAlert messages={formErrors} />
      </Stack>
    </Paper>
  );
}

function TeamRow({ team, onOpenMembers }: { team: Team; onOpenMembers: () => void }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(team.name);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [renameTeam] = useMutation(RENAME_TEAM);
  const [deactivateTeam] = useMutation(DEACTIVATE_TEAM);
  const [reactivateTeam] = useMutation(REACTIVATE_TEAM);
  const [deleteTeam] = useMutation(DELETE_TEAM, { refetchQueries: ["Teams"] });

  async function rename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (name.trim() === team.name) {
      setEditing(false);
      return;
    }
    const invalid = nameError(name);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    const { result, errors: failed } = await submitMutation(
      async () =>
        (await renameTeam({ variables: { id: team.id, name: name.trim() } })).data?.renameTeam,
      {
        fields: ["name"],
        success: "TeamChangeSuccess",
        errorFields: { AlreadyExistsError: "name" },
      },
    );
    if (result?.__typename === "TeamChangeSuccess") {
      setEditing(false);
      showSnackbar({ type: "success", message: "Group renamed." });
    } else if (failed) {
      // The row has room for one message: the field's, else the form's.
      setError(failed.fields.name ?? failed.form[0]);
    }
    setBusy(false);
  }

  async function setActive(active: boolean) {
    try {
      const variables = { id: team.id };
      const result = active
        ? (await reactivateTeam({ variables })).data?.reactivateTeam
        : (await deactivateTeam({ variables })).data?.deactivateTeam;
      if (result?.__typename === "TeamChangeSuccess") {
        showSnackbar({
          type: "success",
          message: active ? `${team.name} reactivated.` : `${team.name} deactivated.`,
          undo: active
            ? undefined
            : { onUndo: () => void reactivateTeam({ variables }).catch(() => undefined) },
        });
      } else {
        showSnackbar({ type: "error", message: result?.message ?? messages.somethingWentWrong });
      }
    } catch {
      showSnackbar({ type: "error", message: messages.somethingWentWrong });
    }
  }

  async function remove() {
    try {
      const { data } = await deleteTeam({ variables: { id: team.id } });
      if (data?.deleteTeam.__typename === "DeleteTeamSuccess") {
        showSnackbar({ type: "success", message: `${team.name} deleted.` });
      } else {
        showSnackbar({
          type: "error",
          message: data?.deleteTeam.message ?? messages.somethingWentWrong,
        });
      }
    } catch {
      showSnackbar({ type: "error", message: messages.somethingWentWrong });
    }
    setConfirmDelete(false);
  }

  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        {editing ? (
          <form onSubmit={rename} noValidate style={{ flex: 1 }}>
            <Group align="flex-start" gap="xs">
              <TextInput
                label={`Rename ${team.name}`}
                name="name"
                value={name}
                onChange={(event) => {
                  setName(event.currentTarget.value);
                  setError(undefined);
                }}
                onKeyDown={(event) => {
                  if (event.key === "Escape") {
                    setEditing(false);
                    setName(team.name);
                    setError(undefined);
                  }
                }}
                error={error}
                data-autofocus
                autoFocus
                style={{ flex: 1, maxWidth: 360 }}
              />
              <Button type="submit" mt={25} loading={busy}>
                Save
              </Button>
              <Button
                variant="default"
                mt={25}
                onClick={() => {
                  setEditing(false);
                  setName(team.name);
                  setError(undefined);
                }}
              >
                Cancel
              </Button>
            </Group>
          </form>
        ) : (
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={600}>{team.name}</Text>
              {!team.active && (
                <Badge color="gray" variant="light">
                  Deactivated
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {teamMemberLabel(team.memberCount)}
            </Text>
          </Stack>
        )}
        {!editing && (
          <Group gap="xs" wrap="nowrap">
            <Button
              variant="light"
              size="xs"
              leftSection={<IconUsers size={14} aria-hidden />}
              onClick={onOpenMembers}
            >
              Members
            </Button>
            <Menu position="bottom-end">
              <Menu.Target>
                <ActionIcon variant="subtle" aria-label={`Actions for ${team.name}`}>
                  <IconDots size={18} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => setEditing(true)}>Rename</Menu.Item>
                <Menu.Item onClick={() => void setActive(!team.active)}>
                  {team.active ? "Deactivate" : "Reactivate"}
                </Menu.Item>
                <Menu.Item color="red" onClick={() => setConfirmDelete(true)}>
                  Delete
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        )}
      </Group>
      <ConfirmDialog
        opened={confirmDelete}
        title="Delete group?"
        message={`${team.name} and its ${teamMemberLabel(team.memberCount)} list will be deleted. The people stay in the organisation.`}
        confirmLabel="Delete"
        danger
        onConfirm={remove}
        onClose={() => setConfirmDelete(false)}
      />
    </Paper>
  );
}

/** /groups: the organisation's teams, for organisation administrators (spec 1 §2.2, §6.4). */
export function TeamsPage() {
  usePageTitle(pageTitle);
  const { data, error, refetch } = useQuery(TEAMS_QUERY, {
    variables: { query: null },
    fetchPolicy: "cache-and-network",
  });
  const [membersOf, setMembersOf] = useState<string | null>(null);
  const teams = data?.teams;
  const openTeam = teams?.find((team) => team.id === membersOf) ?? null;

  let body: ReactNode;
  if (teams) {
    body =
      teams.length === 0 ? (
        <EmptyState
          title="No groups yet"
          description="Create a group to mention or share with several people at once."
        />
      ) : (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: "none" }}
          aria-label="Groups"
        >
          {teams.map((team) => (
            <TeamRow key={team.id} team={team} onOpenMembers={() => setMembersOf(team.id)} />
          ))}
        </Stack>
      );
  } else if (error) {
    body = <ErrorWithRetry onRetry={retryWith(refetch)} />;
  } else {
    body = (
      <Stack gap="sm">
        {Array.from({ length: 4 }, (_, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
          <Skeleton key={row} height={64} radius="md" />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={860} aria-busy={!teams && !error}>
      <Title order={1}>{pageTitle}</Title>
      <CreateTeamForm />
      {body}
      <TeamMembersModal team={openTeam} onClose={() => setMembersOf(null)} />
    </Stack>
  );
}
