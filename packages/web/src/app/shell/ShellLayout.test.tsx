import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithSession } from "../testing/render-with-session.tsx";
import { buildOrganization, buildSession } from "../testing/session-fixtures.ts";
import { ShellLayout } from "./ShellLayout.tsx";

describe("ShellLayout", () => {
  it("has header, navigation and main landmarks and a skip link to the main content", () => {
    renderWithSession(<ShellLayout />, buildSession());
    expect(screen.getByRole("banner")).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Main navigation" })).toBeTruthy();
    const main = screen.getByRole("main");
    expect(main.id).toBe("main-content");
    expect(screen.getByRole("link", { name: "Skip to content" }).getAttribute("href")).toBe(
      "#main-content",
    );
  });

  it("shows the organisation's product name and powered-by label", () => {
    const session = buildSession({
      organization: buildOrganization({
        productName: "Acme Risk",
        customView: { poweredByLabel: "Powered by Tierwise for Acme" },
      }),
    });
    renderWithSession(<ShellLayout />, session);
    expect(screen.getByRole("link", { name: "Acme Risk" }).getAttribute("href")).toBe("/");
    expect(screen.getByText("Powered by Tierwise for Acme")).toBeTruthy();
  });

  it("falls back to Tierwise and labels its icon buttons", async () => {
    renderWithSession(<ShellLayout />, buildSession());
    expect(screen.getByRole("link", { name: "Tierwise" })).toBeTruthy();
    expect(await screen.findByRole("button", { name: "User menu for Ada Lovelace" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Collapse navigation" })).toBeTruthy();
  });
});
