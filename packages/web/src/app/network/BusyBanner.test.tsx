import { gql } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { messages } from "@tierwise/common/messages";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAppUi } from "../../testing/render-app-ui.tsx";
import { apolloClient } from "../apollo-client.ts";
import { buildSession } from "../testing/session-fixtures.ts";
import { BusyBanner } from "./BusyBanner.tsx";
import { clearBusy } from "./busy.ts";

const PING = gql`
  query BusyPing {
    __typename
  }
`;

/** The API answers as the server does while it sheds load: 503 at once, Retry-After, JSON error. */
function answering(status: number) {
  const fetch = vi.fn(async () =>
    status === 503
      ? new Response(JSON.stringify({ error: messages.busy }), {
          status: 503,
          headers: { "content-type": "application/json; charset=utf-8", "retry-after": "5" },
        })
      : new Response(JSON.stringify({ data: { __typename: "Query" } }), {
          status: 200,
          headers: { "content-type": "application/json; charset=utf-8" },
        }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearBusy();
});

describe("the busy banner", () => {
  it("says the service is busy when the API sheds a request, and retries the page's queries", async () => {
    answering(503);
    // The app's own client, whose link reports the shed request.
    renderAppUi(
      <ApolloProvider client={apolloClient}>
        <BusyBanner />
      </ApolloProvider>,
      { path: "/portfolios", session: buildSession() },
    );
    expect(screen.queryByRole("alert")).toBeNull();
    const watched = apolloClient.watchQuery({ query: PING, fetchPolicy: "network-only" });
    const subscription = watched.subscribe({ error: () => undefined });
    try {
      const alert = await screen.findByRole("alert");
      expect(alert.textContent).toContain("The service is busy. Try again in a moment.");
      const fetch = answering(200);
      fireEvent.click(screen.getByRole("button", { name: "Try again" }));
      await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
      await waitFor(() => expect(fetch).toHaveBeenCalled());
    } finally {
      subscription.unsubscribe();
    }
  });

  it("stays away for other failures", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 500 })),
    );
    renderAppUi(<BusyBanner />, { path: "/portfolios", session: buildSession() });
    await act(async () => {
      await apolloClient.query({ query: PING, fetchPolicy: "network-only" }).catch(() => undefined);
    });
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
