import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithSession } from "../testing/render-with-session.tsx";
import { buildOrganization, buildSession } from "../testing/session-fixtures.ts";
import { HomePage } from "./HomePage.tsx";

describe("HomePage", () => {
  it("falls back to the product welcome and sets the page title", () => {
    renderWithSession(<HomePage />, buildSession());
    expect(screen.getByRole("heading", { level: 1, name: "Welcome to Tierwise" })).toBeTruthy();
    expect(document.title).toBe("Home | Tierwise");
  });

  it("shows the organisation's homepage title and message", () => {
    const session = buildSession({
      organization: buildOrganization({
        customView: { homepageTitle: "Acme supplier portal", homepageMessage: "Read the policy." },
      }),
    });
    renderWithSession(<HomePage />, session);
    expect(screen.getByRole("heading", { level: 1, name: "Acme supplier portal" })).toBeTruthy();
    expect(screen.getByText("Read the policy.")).toBeTruthy();
  });

  it("links to each part of the account page", () => {
    renderWithSession(<HomePage />, buildSession());
    for (const [name, href] of [
      ["Profile", "/account#profile"],
      ["Password", "/account#password"],
      ["Two-factor authentication", "/account#two-factor"],
      ["Notifications", "/account#notifications"],
    ]) {
      // The card's whole text names the link: its title, then its description.
      expect(screen.getByRole("link", { name: new RegExp(`^${name} `) }).getAttribute("href")).toBe(
        href,
      );
    }
  });

  it("shows the role label, the groups and the organisation switch for several organisations", () => {
    const session = buildSession({
      roles: ["organization_admin"],
      teams: [{ id: "t1", name: "Procurement", membershipCreatedAt: "2026-01-01T00:00:00Z" }],
      organizations: [buildOrganization(), buildOrganization({ id: "org-2", name: "Beta" })],
    });
    renderWithSession(<HomePage />, session);
    expect(screen.getByText("Administrator")).toBeTruthy();
    expect(screen.getByText("Procurement")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Switch organisation" }).getAttribute("href")).toBe(
      "/choose",
    );
  });

  it("offers no organisation switch with a single organisation", () => {
    renderWithSession(<HomePage />, buildSession());
    expect(screen.queryByRole("link", { name: "Switch organisation" })).toBeNull();
  });
});
