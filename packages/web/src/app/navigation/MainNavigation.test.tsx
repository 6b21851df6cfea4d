import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NAVIGATION_DASHBOARDS_QUERY } from "../../features/dashboards/navigation-dashboards.graphql.ts";
import { renderAppUi } from "../../testing/render-app-ui.tsx";
import { renderWithSession } from "../testing/render-with-session.tsx";
import { buildOrganization, buildSession } from "../testing/session-fixtures.ts";
import { MainNavigation } from "./MainNavigation.tsx";

const withLinks = buildSession({
  organization: buildOrganization({
    customView: {
      customSidebarLinks: [
        {
          enabled: true,
          title: "Supplier handbook",
          url: "https://handbook.example/suppliers",
          iconUrl: "https://handbook.example/icon.png",
        },
        { enabled: false, title: "Hidden", url: "https://hidden.example", iconUrl: null },
      ],
    },
  }),
});

const noop = () => undefined;

describe("MainNavigation", () => {
  it("marks the current page with aria-current", () => {
    renderWithSession(<MainNavigation compact={false} onNavigate={noop} />, withLinks, "/");
    expect(screen.getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBe("page");
  });

  it("does not mark Home on another page", () => {
    renderWithSession(<MainNavigation compact={false} onNavigate={noop} />, withLinks, "/account");
    expect(screen.getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBeNull();
  });

  it("opens enabled custom links in a new tab without opener or referrer", () => {
    renderWithSession(<MainNavigation compact={false} onNavigate={noop} />, withLinks);
    const group = screen.getByRole("region", { name: "Links" });
    const links = within(group).getAllByRole("link");
    expect(links).toHaveLength(1);
    const link = within(group).getByRole("link", {
      name: "Supplier handbook (opens in a new tab)",
    });
    expect(link.getAttribute("href")).toBe("https://handbook.example/suppliers");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("lists the organisation's dashboards as pages of the app, the current one marked", async () => {
    const dashboard = { __typename: "Dashboard", id: "d1", slug: "risk-overview", icon: "bell" };
    renderAppUi(<MainNavigation compact={false} onNavigate={noop} />, {
      mocks: [
        {
          request: { query: NAVIGATION_DASHBOARDS_QUERY },
          result: { data: { dashboards: [{ ...dashboard, name: "Risk overview" }] } },
        },
      ],
      path: "/dashboards/risk-overview",
      session: buildSession(),
    });
    const group = await screen.findByRole("region", { name: "Dashboards" });
    const link = within(group).getByRole("link", { name: "Risk overview" });
    expect(link.getAttribute("href")).toBe("/dashboards/risk-overview");
    expect(link.getAttribute("target")).toBeNull();
    expect(link.getAttribute("aria-current")).toBe("page");
  });

  it("has no links group when the organisation has no enabled links", () => {
    renderWithSession(<MainNavigation compact={false} onNavigate={noop} />, buildSession());
    expect(screen.queryByRole("region", { name: "Links" })).toBeNull();
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Home",
      "Portfolios",
    ]);
  });

  it("keeps accessible names on icon-only links when compact", () => {
    renderWithSession(<MainNavigation compact onNavigate={noop} />, withLinks);
    expect(screen.getByRole("link", { name: "Home" })).toBeTruthy();
    expect(screen.queryByText("Home")).toBeNull();
  });
});
