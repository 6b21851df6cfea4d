import { useMutation } from "@apollo/client/react";
import { Button, Group, Modal, Stack, Switch, Text } from "@mantine/core";
import { useState } from "react";
import { useSession } from "../../../app/session/use-session.ts";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { FormAlert } from "../../../ui/forms/FormAlert.tsx";
import { RecipientPicker } from "../../../ui/RecipientPicker.tsx";
import { saveFailureOf } from "../dashboard-errors.ts";
import { type Dashboard, SET_DASHBOARD_ACCESS } from "../dashboards.graphql.ts";
import { type AccessDraft, accessDraftOf, accessInputOf } from "./access-draft.ts";
import { useEditorCandidates } from "./use-editor-candidates.ts";

type DashboardAccessModalProps = { dashboard: Dashboard; opened: boolean; onClose: () => void };

/**
 * "Who may edit" (the dashboard's aclWrite): the whole organisation, or the people and teams
 * chosen. Everyone in the organisation sees the dashboard whatever this says, and its
 * administrators may always edit it. The server's refusals are shown as it words them.
 */
export function DashboardAccessModal({ dashboard, opened, onClose }: DashboardAccessModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Who may edit" size="lg">
      {/* A fresh form from the stored list each time it opens. */}
      {opened && <AccessForm dashboard={dashboard} onDone={onClose} />}
    </Modal>
  );
}

function AccessForm({ dashboard, onDone }: { dashboard: Dashboard; onDone: () => void }) {
  const session = useSession();
  const organization = session.organization;
  const [draft, setDraft] = useState<AccessDraft>(() => accessDraftOf(dashboard.aclWrite));
  const [query, setQuery] = useState("");
  const { candidates, loading } = useEditorCandidates(query);
  const [errors, setErrors] = useState<string[]>([]);
  const [save, { loading: saving }] = useMutation(SET_DASHBOARD_ACCESS);

  const submit = async () => {
    if (!organization) return;
    setErrors([]);
    try {
      await save({
        variables: { input: { id: dashboard.id, entries: accessInputOf(draft, organization.id) } },
      });
      showSnackbar({ type: "success", message: `Who may edit "${dashboard.name}" saved.` });
      onDone();
    } catch (failure) {
      setErrors(saveFailureOf(failure).messages);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Everyone in {organization?.name ?? "your organisation"} can see this dashboard.
        Administrators can always edit it.
      </Text>
      <Switch
        label={`Everyone in ${organization?.name ?? "your organisation"} may edit`}
        checked={draft.everyone}
        onChange={(event) => {
          const everyone = event.currentTarget.checked;
          setDraft((current) => ({ ...current, everyone }));
        }}
      />
      <RecipientPicker
        label="People and teams who may edit"
        value={draft.recipients}
        onChange={(recipients) => setDraft((current) => ({ ...current, recipients }))}
        options={candidates}
        onSearchChange={setQuery}
        loading={loading}
        placeholder="Add people or teams"
        disabled={draft.everyone}
      />
      <FormAlert messages={errors} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <Button onClick={() => void submit()} loading={saving}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
