import { useMutation, useQuery } from "@apollo/client/react";
import {
  Badge,
  Button,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useState } from "react";
import { usePageTitle } from "../../app/page-title.ts";
import { sessionCan } from "../../app/session/session-policy.ts";
import { useSession } from "../../app/session/use-session.ts";
import { showSnackbar } from "../../app/snackbar/show-snackbar.ts";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { ErrorWithRetry, retryWith } from "../../ui/forms/ErrorWithRetry.tsx";
import { CreateWebhookEndpointForm } from "./CreateWebhookEndpointForm.tsx";
import { NewWebhookSecret } from "./NewWebhookSecret.tsx";
import { WebhookDeliveries } from "./WebhookDeliveries.tsx";
import {
  DELETE_WEBHOOK_ENDPOINT,
  ROTATE_WEBHOOK_SECRET,
  SEND_TEST_WEBHOOK,
  UPDATE_WEBHOOK_ENDPOINT,
  WEBHOOK_ENDPOINTS_QUERY,
  type WebhookEndpoint,
} from "./webhooks.graphql.ts";

const pageTitle = "Webhooks";
const somethingWentWrong = "Something went wrong, please try again";

/** Runs a mutation and tells the person how it went, in the snackbar. */
async function withSnackbar<Answer extends { __typename: string }>(
  run: () => Promise<Answer | undefined>,
  success: string,
): Promise<Answer | undefined> {
  try {
    const answer = await run();
    if (answer && !answer.__typename.endsWith("Error"))
      showSnackbar({ type: "success", message: success });
    else {
      const message = answer && "message" in answer ? String(answer.message) : somethingWentWrong;
      showSnackbar({ type: "error", message });
    }
    return answer;
  } catch {
    showSnackbar({ type: "error", message: somethingWentWrong });
    return undefined;
  }
}

/** /settings/webhooks: endpoints that receive the organisation's events, and their deliveries. */
export function WebhooksPage() {
  usePageTitle(pageTitle);
  const session = useSession();
  const mayManage = sessionCan(session, "webhooks.manage");
  const { data, loading, error, refetch } = useQuery(WEBHOOK_ENDPOINTS_QUERY, {
    fetchPolicy: "network-only",
  });
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<{ secret: string; url: string } | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const refetchQueries = ["WebhookEndpoints", "WebhookDeliveries"];
  const [updateEndpoint] = useMutation(UPDATE_WEBHOOK_ENDPOINT, { refetchQueries });
  const [deleteEndpoint] = useMutation(DELETE_WEBHOOK_ENDPOINT, { refetchQueries });
  const [rotateSecret] = useMutation(ROTATE_WEBHOOK_SECRET, { refetchQueries });
  const [sendTest] = useMutation(SEND_TEST_WEBHOOK, { refetchQueries });
  const endpoints = data?.webhookEndpoints;
  const selected = endpoints?.find((endpoint) => endpoint.id === selectedId) ?? endpoints?.[0];

  const toggle = (endpoint: WebhookEndpoint) =>
    withSnackbar(
      async () =>
        (
          await updateEndpoint({
            variables: { id: endpoint.id, input: { enabled: !endpoint.enabled } },
          })
        ).data?.updateWebhookEndpoint,
      endpoint.enabled ? "Endpoint turned off." : "Endpoint turned on.",
    );
  const rotate = async (endpoint: WebhookEndpoint) => {
    const answer = await withSnackbar(
      async () =>
        (await rotateSecret({ variables: { id: endpoint.id } })).data?.rotateWebhookSecret,
      "New signing secret made; the old one no longer signs.",
    );
    if (answer?.__typename === "RotateWebhookSecretSuccess")
      setSecret({ secret: answer.secret, url: endpoint.url });
  };
  const test = (endpoint: WebhookEndpoint) =>
    withSnackbar(
      async () =>
        (await sendTest({ variables: { endpointId: endpoint.id } })).data?.sendTestWebhook,
      "Test event queued.",
    );
  const remove = async (endpoint: WebhookEndpoint) => {
    await withSnackbar(
      async () =>
        (await deleteEndpoint({ variables: { id: endpoint.id } })).data?.deleteWebhookEndpoint,
      "Endpoint deleted.",
    );
    setDeleting(null);
  };

  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1}>{pageTitle}</Title>
      <Text size="sm" c="dimmed">
        Tierwise posts the events you choose to your endpoints as signed JSON (Standard Webhooks
        headers), retrying for about a day. Private cases and notes are never sent.
      </Text>
      {secret && <NewWebhookSecret {...secret} onDone={() => setSecret(null)} />}
      {mayManage &&
        (creating ? (
          <CreateWebhookEndpointForm
            onCancel={() => setCreating(false)}
            onCreated={(value, url) => {
              setCreating(false);
              setSecret({ secret: value, url });
            }}
          />
        ) : (
          <Group>
            <Button onClick={() => setCreating(true)}>New endpoint</Button>
          </Group>
        ))}
      {error && <ErrorWithRetry onRetry={retryWith(refetch)} />}
      {loading && !endpoints && <Loader size="sm" aria-label="Loading webhook endpoints" />}
      {endpoints && endpoints.length === 0 && (
        <Text size="sm" c="dimmed">
          No webhook endpoints yet.
        </Text>
      )}
      {endpoints && endpoints.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table aria-label="Webhook endpoints">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Endpoint</Table.Th>
                <Table.Th>Events</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {endpoints.map((endpoint) => (
                <Table.Tr key={endpoint.id} aria-selected={endpoint.id === selected?.id}>
                  <Table.Td>
                    <Text size="sm" fw={500} style={{ wordBreak: "break-all" }}>
                      {endpoint.url}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {endpoint.description || "No description"} · secret {endpoint.secretPrefix}…
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {endpoint.eventTypes.map((type) => (
                        <Badge key={type} variant="light" tt="none">
                          {type}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={endpoint.enabled ? "green" : "gray"} variant="light">
                      {endpoint.enabled ? "On" : "Off"}
                    </Badge>
                    {endpoint.disabledReason && (
                      <Text size="xs" c="red">
                        {endpoint.disabledReason}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="xs"
                        variant="subtle"
                        aria-label={`Deliveries to ${endpoint.url}`}
                        onClick={() => setSelectedId(endpoint.id)}
                      >
                        Deliveries
                      </Button>
                      {mayManage && (
                        <>
                          <Button
                            size="xs"
                            variant="subtle"
                            aria-label={`Send a test event to ${endpoint.url}`}
                            onClick={() => test(endpoint)}
                          >
                            Test
                          </Button>
                          <Button
                            size="xs"
                            variant="subtle"
                            aria-label={`${endpoint.enabled ? "Turn off" : "Turn on"} ${endpoint.url}`}
                            onClick={() => toggle(endpoint)}
                          >
                            {endpoint.enabled ? "Turn off" : "Turn on"}
                          </Button>
                          <Button
                            size="xs"
                            variant="subtle"
                            aria-label={`New signing secret for ${endpoint.url}`}
                            onClick={() => rotate(endpoint)}
                          >
                            New secret
                          </Button>
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            aria-label={`Delete ${endpoint.url}`}
                            onClick={() => setDeleting(endpoint)}
                          >
                            Delete
                          </Button>
                        </>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {selected && <WebhookDeliveries key={selected.id} endpoint={selected} />}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete webhook endpoint"
        message={`Delete ${deleting?.url ?? "this endpoint"} and its deliveries? Queued attempts stop.`}
        confirmLabel="Delete"
        danger
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
