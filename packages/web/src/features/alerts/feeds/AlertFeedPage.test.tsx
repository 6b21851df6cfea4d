import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { alertMessages } from "@tierwise/common/alerts";
import { afterEach, describe, expect, it } from "vitest";
import { snackbarStore } from "../../../app/snackbar/show-snackbar.ts";
import type { Mock } from "../../../testing/render-app-ui.tsx";
import { sampleNodes, treeQueryData } from "../../portfolios/portfolio-fixtures.ts";
import { PORTFOLIO_TREE_QUERY } from "../../portfolios/portfolio-tree.graphql.ts";
import { AVAILABLE_ALERT_FILTERS_QUERY } from "../alert.graphql.ts";
import {
  acme,
  alertsMock,
  buildAlert,
  buildFeed,
  defaultFeedList,
  feedsMock,
  followingMock,
  renderAlertUi,
} from "../alert-fixtures.tsx";
import { morePossible } from "../list/AlertList.tsx";
import { AlertFeedPage } from "./AlertFeedPage.tsx";
import { CREATE_ALERT_FEED, UPSERT_FEED_USER_CONFIG } from "./alert-feeds.graphql.ts";

afterEach(() => {
  act(() => snackbarStore.clear());
});

const location = () => screen.getByTestId("location").textContent ?? "";

/** What the filter bar asks for besides the list: the entities to choose and the portfolios. */
const filterBarMocks: Mock[] = [
  {
    request: { query: AVAILABLE_ALERT_FILTERS_QUERY, variables: { search: null } },
    result: {
      data: {
        availableAlertFilters: {
          __typename: "AvailableAlertFilters",
          companies: [
            { __typename: "AlertCompanyRef", id: acme.id, slug: acme.slug, name: acme.name },
          ],
          locations: [],
          commodities: [],
          newsClasses: [],
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: PORTFOLIO_TREE_QUERY, variables: {} },
    result: { data: treeQueryData(sampleNodes) },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  // An empty list asks what the organisation follows: here, something.
  followingMock({ companies: 3 }),
];

function renderPage(path: string, mocks: Mock[], feeds = defaultFeedList) {
  return renderAlertUi(<AlertFeedPage />, {
    path,
    route: "/alerts/:feed",
    mocks: [feedsMock(feeds), ...filterBarMocks, ...mocks],
  });
}

describe("the alert feed page", () => {
  it("lists the alerts of the address's filters, drops bad ones and writes changes back", async () => {
    const dated = { companies: [acme.id], startDate: "2026-03-01", endDate: "2026-03-31" };
    renderPage("/alerts/everything?companies=company-1&dates=2026-03-01,2026-03-31&types=bogus", [
      alertsMock(dated, [buildAlert()]),
      alertsMock({ ...dated, unread: true }, []),
    ]);
    expect(
      await screen.findByRole("article", { name: "Acme Steel files for insolvency" }),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Everything" })).toBeTruthy();
    expect((screen.getByLabelText("From") as HTMLInputElement).value).toBe("2026-03-01");
    expect((screen.getByLabelText("To") as HTMLInputElement).value).toBe("2026-03-31");

    fireEvent.click(screen.getByRole("switch", { name: "Unread only" }));
    await waitFor(() =>
      expect(location()).toBe(
        "/alerts/everything?companies=company-1&unread=true&dates=2026-03-01%2C2026-03-31",
      ),
    );
    expect(await screen.findByText(alertMessages.noAlerts)).toBeTruthy();
  });

  it("shows a feed's own filter and marks the current feed in the side column", async () => {
    renderPage("/alerts/unread", [alertsMock({ unread: true }, [buildAlert()])]);
    expect(await screen.findByRole("article")).toBeTruthy();
    const feeds = screen.getByRole("navigation", { name: "Alert feeds" });
    expect(within(feeds).getByRole("link", { name: "Unread" }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect((screen.getByRole("switch", { name: "Unread only" }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it("says when a feed does not exist", async () => {
    renderPage("/alerts/gone", []);
    expect(await screen.findByText("Feed not found")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Show all alerts" }).getAttribute("href")).toBe(
      "/alerts/everything",
    );
  });

  it("saves the filters as a feed and shows the server's refusals", async () => {
    const input = { name: "Steel", description: null, filter: { types: ["news"] } };
    const refusal = (error: Record<string, unknown>): Mock => ({
      request: { query: CREATE_ALERT_FEED, variables: { input } },
      result: { data: { createAlertFeed: error } },
    });
    renderPage("/alerts/everything?types=news", [
      alertsMock({ types: ["news"] }, [buildAlert()]),
      refusal({ __typename: "AlreadyExistsError", message: "exists" }),
      refusal({ __typename: "LimitReachedError", message: "limit", limit: 50 }),
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "Save as feed" }));
    const dialog = await screen.findByRole("dialog", { name: "Save filters as a feed" });
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Name/ }), {
      target: { value: "Steel" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save feed" }));
    expect(await within(dialog).findByText(alertMessages.feedExists)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Save feed" }));
    expect(await within(dialog).findByText(alertMessages.feedLimitReached(50))).toBeTruthy();
  });

  it("opens a new feed's page and still says it was saved there", async () => {
    const input = { name: "Steel", description: null, filter: { types: ["news"] } };
    const saved = buildFeed({ id: "feed-steel", slug: null, name: "Steel", isDefault: false });
    renderPage("/alerts/everything?types=news", [
      alertsMock({ types: ["news"] }, [buildAlert()]),
      {
        request: { query: CREATE_ALERT_FEED, variables: { input } },
        result: { data: { createAlertFeed: { __typename: "AlertFeedSuccess", feed: saved } } },
      },
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "Save as feed" }));
    const dialog = await screen.findByRole("dialog", { name: "Save filters as a feed" });
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Name/ }), {
      target: { value: "Steel" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save feed" }));
    await waitFor(() => expect(location()).toMatch(/^\/alerts\/feed-steel/));
    const snackbars = screen.getAllByRole("status").map((status) => status.textContent);
    expect(snackbars.some((text) => text?.includes('Feed "Steel" saved.'))).toBe(true);
  });

  it("favourites a feed for the viewer", async () => {
    const mine = buildFeed({
      id: "f-9",
      name: "Steel",
      isDefault: false,
      slug: null,
      canModify: true,
    });
    const favourite = { ...mine, userConfig: { ...mine.userConfig, favorite: true } };
    renderPage(
      "/alerts/everything",
      [
        alertsMock({}, [buildAlert()]),
        {
          request: {
            query: UPSERT_FEED_USER_CONFIG,
            variables: { input: { feedId: "f-9", favorite: true } },
          },
          result: {
            data: { upsertFeedUserConfig: { __typename: "AlertFeedSuccess", feed: favourite } },
          },
        },
      ],
      [...defaultFeedList, mine],
    );
    const button = await screen.findByRole("button", { name: "Favourite Steel" });
    expect(button.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute("aria-pressed")).toBe("true"));
    expect(screen.getByRole("button", { name: "More actions for Steel" })).toBeTruthy();
  });
});

describe("alert paging", () => {
  it("offers more while the last page was full (spec 3 §4)", () => {
    expect(morePossible(30, null, "a")).toBe(true);
    expect(morePossible(12, null, "a")).toBe(false);
    expect(morePossible(30, { key: "a", size: 30 }, "a")).toBe(true);
    expect(morePossible(30, { key: "a", size: 4 }, "a")).toBe(false);
    // A page fetched under other filters says nothing about these.
    expect(morePossible(30, { key: "b", size: 4 }, "a")).toBe(true);
  });
});
