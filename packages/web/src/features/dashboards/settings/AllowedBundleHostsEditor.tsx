import { useMutation } from "@apollo/client/react";
import { ActionIcon, Alert, Button, Group, List, Stack, Text, TextInput } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import {
  maxBundleHostsPerOrganization,
  parseBundleHost,
} from "@tierwise/common/dashboards/bundle-hosts";
import { useState } from "react";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { saveFailureOf } from "../dashboard-errors.ts";
import { SET_ALLOWED_DASHBOARD_BUNDLE_HOSTS } from "../dashboards.graphql.ts";
import { markBundleHostsChanged } from "../extensions/dashboard-document.ts";

type AllowedBundleHostsEditorProps = {
  organizationId: string;
  organizationName: string;
  /** The stored list. */
  hosts: readonly string[];
  /** The query that reads the stored list, asked again after a save. */
  refetchQuery: string;
};

/**
 * The origins an organisation's dashboards may load extension bundles from, besides the portal
 * and its CDN (spec 1 §3, §9). Each entry is checked as the server checks it (an origin, https
 * except loopback); the server builds the dashboard page's Content-Security-Policy from exactly
 * the saved list and answers its own refusals, shown below.
 */
export function AllowedBundleHostsEditor({
  organizationId,
  organizationName,
  hosts: stored,
  refetchQuery,
}: AllowedBundleHostsEditorProps) {
  const [hosts, setHosts] = useState<string[]>([...stored]);
  const [entry, setEntry] = useState("");
  const [entryError, setEntryError] = useState<string | null>(null);
  const [saveErrors, setSaveErrors] = useState<string[]>([]);
  const [save, { loading: saving }] = useMutation(SET_ALLOWED_DASHBOARD_BUNDLE_HOSTS, {
    refetchQueries: [refetchQuery],
    awaitRefetchQueries: true,
  });

  const add = () => {
    const parsed = parseBundleHost(entry);
    if (!parsed.ok) return setEntryError(parsed.error);
    setEntryError(null);
    if (!hosts.includes(parsed.origin)) setHosts([...hosts, parsed.origin]);
    setEntry("");
  };

  const submit = async () => {
    setSaveErrors([]);
    try {
      await save({ variables: { input: { organizationId, hosts } } });
      markBundleHostsChanged();
      showSnackbar({ type: "success", message: "Allowed bundle hosts saved." });
    } catch (error) {
      setSaveErrors(saveFailureOf(error).messages);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Dashboards of {organizationName} may load extension bundles from the portal itself, its CDN
        and these origins only; the browser refuses scripts from anywhere else. At most{" "}
        {maxBundleHostsPerOrganization}.
      </Text>
      {hosts.length === 0 ? (
        <Text size="sm">No other origins are allowed.</Text>
      ) : (
        <List listStyleType="none" spacing={4} aria-label="Allowed origins">
          {hosts.map((host) => (
            <List.Item key={host}>
              <Group gap="xs">
                <Text size="sm" ff="monospace">
                  {host}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${host}`}
                  onClick={() => setHosts(hosts.filter((each) => each !== host))}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <Group align="flex-start" gap="xs">
          <TextInput
            label="Origin"
            placeholder="https://widgets.example.com"
            value={entry}
            error={entryError}
            onChange={(event) => setEntry(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit" variant="default" mt={25} disabled={entry.trim() === ""}>
            Add
          </Button>
        </Group>
      </form>
      {saveErrors.length > 0 && (
        <Alert color="red" title="Not saved" role="alert">
          {saveErrors.map((message) => (
            <Text key={message} size="sm">
              {message}
            </Text>
          ))}
        </Alert>
      )}
      <Group>
        <Button onClick={() => void submit()} loading={saving} disabled={sameList(hosts, stored)}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);
