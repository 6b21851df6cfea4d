import { gql } from "@apollo/client";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAppUi } from "../../testing/render-app-ui.tsx";
import { apolloClient } from "../apollo-client.ts";
import { buildSession } from "../testing/session-fixtures.ts";
import { RequestLimitPage } from "./RequestLimitPage.tsx";
import { RequestLimitRedirect } from "./RequestLimitRedirect.tsx";
import { requestLimitPath } from "./request-limit.ts";

const location = () => screen.getByTestId("location").textContent;

const PING = gql`
  query RequestLimitPing {
    __typename
  }
`;

/** The API answers every request as the server does past its request limit: 429, JSON error. */
function limitReached() {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify({ error: "Too many requests. Try again in a minute." }), {
          status: 429,
          headers: { "content-type": "application/json; charset=utf-8", "retry-after": "42" },
        }),
    ),
  );
}

async function askTheApi() {
  await act(async () => {
    await apolloClient.query({ query: PING, fetchPolicy: "network-only" }).catch(() => undefined);
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the request limit", () => {
  it("sends the visitor to /request-limit-exceeded when the API answers 429, with the way back", async () => {
    limitReached();
    renderAppUi(<RequestLimitRedirect />, {
      path: "/portfolios/emea?mode=all",
      session: buildSession(),
    });
    await askTheApi();
    await waitFor(() =>
      expect(location()).toBe(
        `${requestLimitPath}?next=${encodeURIComponent("/portfolios/emea?mode=all")}`,
      ),
    );
  });

  it("leaves sign-in pages alone", async () => {
    limitReached();
    renderAppUi(<RequestLimitRedirect />, { path: "/login", session: buildSession() });
    await askTheApi();
    expect(location()).toBe("/login");
  });

  it("has a page that says so and goes back to the interrupted page", async () => {
    renderAppUi(<RequestLimitPage />, {
      path: `${requestLimitPath}?next=${encodeURIComponent("/portfolios/emea?mode=all")}`,
      session: buildSession(),
    });
    expect(screen.getByRole("heading", { name: "Request limit exceeded" })).toBeTruthy();
    expect(screen.getByText(/Too many requests were made from your account/)).toBeTruthy();
    expect(document.title).toContain("Request limit exceeded");
    fireEvent.click(screen.getByRole("link", { name: "Try again" }));
    expect(location()).toBe("/portfolios/emea?mode=all");
  });

  it("goes home when the way back is not a path of this site", () => {
    renderAppUi(<RequestLimitPage />, {
      path: `${requestLimitPath}?next=${encodeURIComponent("//evil.example")}`,
      session: buildSession(),
    });
    expect(screen.getByRole("link", { name: "Try again" }).getAttribute("href")).toBe("/");
    expect(screen.queryByRole("link", { name: "Go to the home page" })).toBeNull();
  });
});
