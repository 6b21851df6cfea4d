import { useMutation, useQuery } from "@apollo/client/react";
import {
  Badge,
  Button,
  Code,
  Drawer,
  Group,
  Loader,
  NativeSelect,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useState } from "react";
import { showSnackbar } from "../../app/snackbar/show-snackbar.ts";
import { ErrorWithRetry, retryWith } from "../../ui/forms/ErrorWithRetry.tsx";
import {
  REPLAY_WEBHOOK_DELIVERY,
  WEBHOOK_DELIVERIES_QUERY,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
} from "./webhooks.graphql.ts";

const timeFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "medium" });
const formatTime = (value: string | null) => (value ? timeFormat.format(new Date(value)) : "—");

const statusLabels: Record<WebhookDeliveryStatus, { label: string; color: string }> = {
  PENDING: { label: "Pending", color: "yellow" },
  SUCCEEDED: { label: "Succeeded", color: "green" },
  FAILED: { label: "Failed", color: "red" },
};

export function DeliveryStatusBadge({ status }: { status: WebhookDeliveryStatus }) {
  const { label, color } = statusLabels[status];
  return (
    <Badge color={color} variant="light">
      {label}
    </Badge>
  );
}

/** The request body as sent, indented for reading (the signed bytes are the compact form). */
function readableJson(body: string) {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

interface WebhookDeliveriesProps {
  endpoint: WebhookEndpoint;
}

/** An endpoint's deliveries, newest first, with a details drawer and Replay. */
export function WebhookDeliveries({ endpoint }: WebhookDeliveriesProps) {
  const [status, setStatus] = useState<WebhookDeliveryStatus | "">("");
  const { data, loading, error, refetch } = useQuery(WEBHOOK_DELIVERIES_QUERY, {
    variables: { endpointId: endpoint.id, status: status || null, first: 50 },
    fetchPolicy: "network-only",
  });
  const [shown, setShown] = useState<WebhookDelivery | null>(null);
  const [replayDelivery] = useMutation(REPLAY_WEBHOOK_DELIVERY, {
    refetchQueries: ["WebhookDeliveries"],
  });
  const deliveries = data?.webhookDeliveries.items;

  async function replay(delivery: WebhookDelivery) {
    try {
      const answer = (await replayDelivery({ variables: { id: delivery.id } })).data
        ?.replayWebhookDelivery;
      if (answer?.__typename === "WebhookDeliverySuccess")
        showSnackbar({ type: "success", message: `${delivery.eventType} queued again.` });
      else showSnackbar({ type: "error", message: answer?.message ?? "Delivery not found." });
    } catch {
      showSnackbar({ type: "error", message: "Something went wrong, please try again" });
    }
  }

  return (
    <Stack gap="sm" component="section" aria-label={`Deliveries to ${endpoint.url}`}>
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h4">
          Deliveries to {endpoint.url}
        </Title>
        <Group gap="xs" align="flex-end">
          <NativeSelect
            label="Status"
            size="xs"
            value={status}
            onChange={(event) => setStatus(event.currentTarget.value as WebhookDeliveryStatus | "")}
            data={[
              { value: "", label: "All" },
              ...Object.entries(statusLabels).map(([value, { label }]) => ({ value, label })),
            ]}
          />
          <Button size="xs" variant="default" onClick={() => refetch()}>
            Refresh
          </Button>
        </Group>
      </Group>
      {error && <ErrorWithRetry onRetry={retryWith(refetch)} />}
      {loading && !deliveries && <Loader size="sm" aria-label="Loading deliveries" />}
      {deliveries && deliveries.length === 0 && (
        <Text size="sm" c="dimmed">
          No deliveries{status ? ` with this status` : ""} yet.
        </Text>
      )}
      {deliveries && deliveries.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table aria-label="Webhook deliveries">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Event</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Response</Table.Th>
                <Table.Th>Attempts</Table.Th>
                <Table.Th>Created</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {deliveries.map((delivery) => (
                <Table.Tr key={delivery.id}>
                  <Table.Td>{delivery.eventType}</Table.Td>
                  <Table.Td>
                    <DeliveryStatusBadge status={delivery.status} />
                  </Table.Td>
                  <Table.Td>{delivery.responseStatus ?? "—"}</Table.Td>
                  <Table.Td>{delivery.attempts}</Table.Td>
                  <Table.Td>{formatTime(delivery.createdAt)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="xs"
                        variant="subtle"
                        aria-label={`Details of ${delivery.eventType} at ${formatTime(delivery.createdAt)}`}
                        onClick={() => setShown(delivery)}
                      >
                        Details
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        aria-label={`Replay ${delivery.eventType} at ${formatTime(delivery.createdAt)}`}
                        onClick={() => replay(delivery)}
                      >
                        Replay
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Drawer
        opened={shown !== null}
        onClose={() => setShown(null)}
        position="right"
        size="lg"
        title={shown ? `${shown.eventType} delivery` : "Delivery"}
      >
        {shown && <DeliveryDetails delivery={shown} />}
      </Drawer>
    </Stack>
  );
}

function DeliveryDetails({ delivery }: { delivery: WebhookDelivery }) {
  const facts: [string, string][] = [
    ["webhook-id", delivery.eventId],
    ["Attempts", String(delivery.attempts)],
    ["Last attempt", formatTime(delivery.lastAttemptAt)],
    ["Next attempt", formatTime(delivery.nextAttemptAt)],
    ["Response status", delivery.responseStatus === null ? "—" : String(delivery.responseStatus)],
    ["Duration", delivery.durationMs === null ? "—" : `${delivery.durationMs} ms`],
  ];
  return (
    <Stack gap="md">
      <DeliveryStatusBadge status={delivery.status} />
      <Table aria-label="Delivery facts">
        <Table.Tbody>
          {facts.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {delivery.lastError && (
        <Text size="sm" c="red">
          {delivery.lastError}
        </Text>
      )}
      <Title order={3} size="h5">
        Request body
      </Title>
      <Code block aria-label="Request body">
        {readableJson(delivery.requestBody)}
      </Code>
      <Title order={3} size="h5">
        Response body (first 2 KB)
      </Title>
      <Code block aria-label="Response body">
        {delivery.responseBody || "—"}
      </Code>
    </Stack>
  );
}
