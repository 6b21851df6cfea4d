import { InMemoryCache } from "@apollo/client";
import { MockedProvider } from "@apollo/client/testing/react";
import { MantineProvider } from "@mantine/core";
import { cleanup, render, screen } from "@testing-library/react";
import { messages } from "@tierwise/common/messages";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { possibleTypes } from "../../../app/apollo/possible-types.generated.ts";
import { feedDigestStoppedMessage, UnsubscribeAlertFeedPage } from "./UnsubscribeAlertFeedPage.tsx";
import { UNSUBSCRIBE_ALERT_FEED_DIGEST } from "./unsubscribe-alert-feed.graphql.ts";

afterEach(cleanup);

function renderPage(token: string, result: Record<string, unknown>) {
  render(
    <MockedProvider
      mocks={[
        {
          request: { query: UNSUBSCRIBE_ALERT_FEED_DIGEST, variables: { input: { token } } },
          result: { data: { unsubscribeAlertFeedDigest: result } },
        },
      ]}
      cache={new InMemoryCache({ possibleTypes })}
    >
      <MantineProvider>
        <MemoryRouter
          initialEntries={[`/unsubscribe/alert-feed?token=${encodeURIComponent(token)}`]}
        >
          <UnsubscribeAlertFeedPage />
        </MemoryRouter>
      </MantineProvider>
    </MockedProvider>,
  );
}

describe("UnsubscribeAlertFeedPage", () => {
  it("names the feed whose digests stop", async () => {
    renderPage("good.token", { __typename: "UnsubscribeAlertFeedSuccess", feedName: "Sanctions" });
    expect(await screen.findByText(feedDigestStoppedMessage("Sanctions"))).toBeTruthy();
    expect(screen.getByRole("link", { name: "the alert feeds" }).getAttribute("href")).toBe(
      "/alerts",
    );
  });

  it("says the link has expired or is invalid", async () => {
    renderPage("forged", { __typename: "LinkExpiredError", message: messages.linkExpired });
    expect((await screen.findByRole("alert")).textContent).toBe(messages.linkExpired);
  });

  it("refuses a link without a token without asking the server", async () => {
    renderPage("", { __typename: "UnsubscribeAlertFeedSuccess", feedName: "never" });
    expect((await screen.findByRole("alert")).textContent).toBe(messages.linkExpired);
  });
});
