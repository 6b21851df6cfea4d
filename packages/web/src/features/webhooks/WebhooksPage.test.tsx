import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildSession } from "../../app/testing/session-fixtures.ts";
import { type Mock, renderAppUi } from "../../testing/render-app-ui.tsx";
import { WebhooksPage } from "./WebhooksPage.tsx";
import {
  CREATE_WEBHOOK_ENDPOINT,
  REPLAY_WEBHOOK_DELIVERY,
  WEBHOOK_DELIVERIES_QUERY,
  WEBHOOK_ENDPOINTS_QUERY,
  type WebhookDelivery,
  type WebhookEndpoint,
} from "./webhooks.graphql.ts";

const secret = `whsec_${"A".repeat(43)}=`;
const endpoint: WebhookEndpoint = {
  __typename: "WebhookEndpoint",
  id: "5f1c0e1e-0000-4000-8000-000000000001",
  url: "https://hooks.example.com/tierwise",
  description: "Ticketing",
  eventTypes: ["case.created"],
  enabled: true,
  secretPrefix: "whsec_AAAAAA",
  consecutiveFailures: 0,
  disabledAt: null,
  disabledReason: null,
  createdAt: "2026-11-28T10:00:00.000Z",
};
const delivery: WebhookDelivery = {
  __typename: "WebhookDelivery",
  id: "5f1c0e1e-0000-4000-8000-000000000002",
  eventId: "5f1c0e1e-0000-4000-8000-000000000003",
  eventType: "case.created",
  requestBody: '{"id":"x","type":"case.created","data":{"case":{"number":7}}}',
  status: "FAILED",
  attempts: 8,
  nextAttemptAt: null,
  lastAttemptAt: "2026-11-28T11:00:00.000Z",
  responseStatus: 500,
  responseBody: "receiver exploded",
  durationMs: 12,
  lastError: "The receiver answered HTTP 500.",
  replayOf: null,
  createdAt: "2026-11-28T10:00:00.000Z",
};

const admin = buildSession({ roles: ["organization_admin"] });
const endpoints = (list: WebhookEndpoint[]): Mock => ({
  request: { query: WEBHOOK_ENDPOINTS_QUERY, variables: {} },
  result: { data: { webhookEndpoints: list } },
});
const deliveries = (items: WebhookDelivery[]): Mock => ({
  request: {
    query: WEBHOOK_DELIVERIES_QUERY,
    variables: { endpointId: endpoint.id, status: null, first: 50 },
  },
  result: { data: { webhookDeliveries: { itemsCount: items.length, items } } },
  maxUsageCount: 5,
});
const create: Mock = {
  request: {
    query: CREATE_WEBHOOK_ENDPOINT,
    variables: {
      input: { url: endpoint.url, description: "Ticketing", eventTypes: ["case.created"] },
    },
  },
  result: {
    data: {
      createWebhookEndpoint: { __typename: "CreateWebhookEndpointSuccess", secret, endpoint },
    },
  },
};

describe("the webhooks page", () => {
  it("validates the address, creates an endpoint and shows its secret once", async () => {
    renderAppUi(<WebhooksPage />, {
      session: admin,
      mocks: [endpoints([]), create, endpoints([endpoint]), deliveries([])],
    });
    expect(await screen.findByText("No webhook endpoints yet.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "New endpoint" }));
    fireEvent.change(screen.getByLabelText(/^Endpoint URL/), {
      target: { value: "http://hooks.example.com/tierwise" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Create endpoint" }));
    expect(await screen.findByText(/must use https/)).toBeTruthy();
    expect(screen.getByText("Choose at least one event.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Endpoint URL/), { target: { value: endpoint.url } });
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: "Ticketing" } });
    fireEvent.click(screen.getByRole("checkbox", { name: /^case\.created/ }));
    fireEvent.click(screen.getByRole("button", { name: "Create endpoint" }));

    expect(await screen.findByText(secret)).toBeTruthy();
    const table = await screen.findByRole("table", { name: "Webhook endpoints" });
    expect(within(table).getByText(endpoint.url)).toBeTruthy();
    expect(within(table).queryByText(secret)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(document.body.textContent).not.toContain(secret));
    expect(await screen.findByText("No deliveries yet.")).toBeTruthy();
  });

  it("lists deliveries with status and response, opens the details and replays", async () => {
    const replay: Mock = {
      request: { query: REPLAY_WEBHOOK_DELIVERY, variables: { id: delivery.id } },
      result: {
        data: {
          replayWebhookDelivery: {
            __typename: "WebhookDeliverySuccess",
            delivery: {
              ...delivery,
              id: "5f1c0e1e-0000-4000-8000-000000000009",
              status: "PENDING",
            },
          },
        },
      },
    };
    renderAppUi(<WebhooksPage />, {
      session: admin,
      mocks: [endpoints([endpoint]), deliveries([delivery]), replay, endpoints([endpoint])],
    });
    const table = await screen.findByRole("table", { name: "Webhook deliveries" });
    const row = within(table).getByText("case.created").closest("tr") as HTMLElement;
    expect(within(row).getByText("Failed")).toBeTruthy();
    expect(within(row).getByText("500")).toBeTruthy();
    expect(within(row).getByText("8")).toBeTruthy();
    fireEvent.click(within(row).getByRole("button", { name: /^Details of case\.created/ }));
    const drawer = await screen.findByRole("dialog", { name: "case.created delivery" });
    expect(within(drawer).getByLabelText("Request body").textContent).toContain('"number": 7');
    expect(within(drawer).getByLabelText("Response body").textContent).toBe("receiver exploded");
    expect(within(drawer).getByText("The receiver answered HTTP 500.")).toBeTruthy();
    fireEvent.click(
      within(row).getByRole("button", { name: /^Replay case\.created/, hidden: true }),
    );
    expect(await screen.findByText("case.created queued again.")).toBeTruthy();
  });

  it("shows an error with a retry when the endpoints cannot be read", async () => {
    renderAppUi(<WebhooksPage />, {
      session: admin,
      mocks: [
        { request: { query: WEBHOOK_ENDPOINTS_QUERY, variables: {} }, error: new Error("down") },
      ],
    });
    expect(await screen.findByRole("button", { name: /try again|retry/i })).toBeTruthy();
  });
});
