import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { alertMessages } from "@tierwise/common/alerts";
import { afterEach, describe, expect, it } from "vitest";
import { snackbarStore } from "../../../app/snackbar/show-snackbar.ts";
import type { Mock } from "../../../testing/render-app-ui.tsx";
import type { AlertItem } from "../alert.graphql.ts";
import {
  alertChangeMock,
  alertsSession,
  buildAlert,
  renderAlertUi,
  withMetadata,
} from "../alert-fixtures.tsx";
import { alertActionMessages } from "../alert-messages.ts";
import { REPLAY_UNDO_ALERT_ARCHIVE } from "../alert-undo.graphql.ts";
import { AlertCard } from "./AlertCard.tsx";
import { chooseReasonMessage } from "./NotRelevantDialog.tsx";

afterEach(() => {
  act(() => snackbarStore.clear());
});

const read = withMetadata(buildAlert(), { read: true, readAt: "2026-03-05T11:00:00.000Z" });

function renderCard(alert: AlertItem, mocks: Mock[] = [], flags = {}) {
  renderAlertUi(<AlertCard alert={alert} />, { mocks, session: alertsSession("user", flags) });
  return screen.getByRole("article", { name: alert.title });
}

describe("an alert card", () => {
  it("shows what the alert is about: company links, mentions apart, places, commodities, source", () => {
    const card = renderCard(read);
    expect(within(card).getByRole("link", { name: "Acme Steel" }).getAttribute("href")).toBe(
      "/company/acme-steel",
    );
    // A name found in the news is no company link.
    expect(within(card).queryByRole("link", { name: /Acme Holdings/ })).toBeNull();
    expect(within(card).getByText(/Acme Holdings/).textContent).toContain("(not confirmed)");
    expect(within(card).getByText("Hamburg, DE")).toBeTruthy();
    expect(within(card).getByText("Steel")).toBeTruthy();
    expect(within(card).getByText("Negative")).toBeTruthy();
    expect(within(card).getByText("Bankruptcy and insolvency")).toBeTruthy();
    const source = within(card).getByRole("link", { name: /Source: GDELT/ });
    expect(source.getAttribute("href")).toBe("https://news.example/acme");
    expect(source.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("expands with 'See more' and collapses with 'See less', saying so to screen readers", () => {
    const card = renderCard(read);
    const toggle = within(card).getByRole("button", { name: alertMessages.seeMore });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(within(card).queryByText(/district court/)).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(toggle.textContent).toBe(alertMessages.seeLess);
    expect(document.getElementById(toggle.getAttribute("aria-controls") ?? "")?.hidden).toBe(false);
    expect(within(card).getByText(/district court/)).toBeTruthy();
    expect(
      within(card).getByRole("link", { name: alertMessages.viewOriginal }).getAttribute("href"),
    ).toBe("/alerts/everything?alertId=alert-1");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(within(card).queryByText(/district court/)).toBeNull();
  });

  it("marks an unread alert read when it is opened", async () => {
    let asked = 0;
    const markRead = alertChangeMock({ alertId: "alert-1", read: true }, read);
    const answer = markRead.result;
    markRead.result = () => {
      asked += 1;
      return answer as never;
    };
    renderCard(buildAlert(), [markRead]);
    expect(screen.getByText("Unread")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: alertMessages.seeMore }));
    await waitFor(() => expect(asked).toBe(1));
    // Closing and opening again asks nothing more of an alert the card knew unread.
    fireEvent.click(screen.getByRole("button", { name: alertMessages.seeLess }));
    expect(screen.queryByText(/Something went wrong/)).toBeNull();
  });

  it.each([
    ["unscored", { score: 0, archived: false }, false, false],
    ["relevant", { score: 1, archived: false }, true, false],
    ["archived", { score: 0, archived: true }, false, true],
    ["relevant and archived", { score: 1, archived: true }, true, true],
  ])(
    "disables the feedback buttons as spec 3 §4 says when %s",
    (_state, metadata, relevant, notRelevant) => {
      const card = renderCard(withMetadata(read, metadata));
      const isDisabled = (name: string) =>
        (within(card).getByRole("button", { name }) as HTMLButtonElement).disabled;
      expect(isDisabled("Relevant")).toBe(relevant);
      expect(isDisabled("Not relevant")).toBe(notRelevant);
    },
  );

  it("asks why an alert is not relevant and needs a comment for 'Other'", async () => {
    const verdict = { reason: "other" as const, scoreFeedback: "Old news, reposted." };
    renderCard(read, [
      alertChangeMock(
        { alertId: "alert-1", score: 0, archived: true, ...verdict, companyId: null },
        withMetadata(read, { archived: true, ...verdict }),
        "undo-1",
      ),
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Not relevant" }));
    const dialog = await screen.findByRole("dialog", { name: "Why is this alert not relevant?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Mark not relevant" }));
    expect(await within(dialog).findByText(chooseReasonMessage)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole("radio", { name: "Other" }));
    expect(within(dialog).getByText("Required for this reason")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Mark not relevant" }));
    expect(await within(dialog).findByText(alertMessages.commentRequired)).toBeTruthy();

    fireEvent.change(within(dialog).getByRole("textbox", { name: /Comment/ }), {
      target: { value: verdict.scoreFeedback },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Mark not relevant" }));
    expect(await screen.findByText(alertActionMessages.notRelevant)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Undo" })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("archives with an Undo in the snackbar that takes it back", async () => {
    const archived = withMetadata(read, { archived: true });
    renderCard(read, [
      alertChangeMock({ alertId: "alert-1", archived: true }, archived, "undo-7"),
      {
        request: { query: REPLAY_UNDO_ALERT_ARCHIVE, variables: { undoId: "undo-7" } },
        result: {
          data: {
            undoAlertArchive: {
              __typename: "AlertSuccess",
              alert: {
                __typename: "Alert",
                id: read.id,
                companies: read.companies,
                userMetadata: read.userMetadata,
              },
            },
          },
        },
      },
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Archive" }));
    expect(await screen.findByText(alertActionMessages.archived)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(await screen.findByText(alertActionMessages.undone)).toBeTruthy();
  });

  it("asks which company is wrong when the alert names several", async () => {
    const beta = { ...read.companies[0], id: "company-2", slug: "beta", name: "Beta Forge" };
    renderCard({ ...read, companies: [...read.companies, beta] } as AlertItem);
    fireEvent.click(screen.getByRole("button", { name: "Not relevant" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("radio", { name: "False data: wrong company" }));
    expect(
      await within(dialog).findByRole("combobox", { name: /Which company is wrong/ }),
    ).toBeTruthy();
  });

  it("leads with the dataset and the change over the period in the analytics variant", () => {
    const analytics = withMetadata(
      buildAlert({
        type: "financial",
        dataset: "liquidity",
        variable: "Current ratio",
        periodInfo: {
          __typename: "AlertPeriodInfo",
          pctChange: -12.34,
          timeWindow: "3m",
          timeWindowLabel: "over 3 months",
        },
      }),
      { read: true },
    );
    const card = renderCard(analytics, [], { alertServiceEnabled: false });
    expect(within(card).getByText("Liquidity")).toBeTruthy();
    expect(within(card).getByText(/Current ratio: -12\.3% over 3 months/)).toBeTruthy();
  });
});
