import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithSession } from "../../app/testing/render-with-session.tsx";
import { buildOrganization, buildSession } from "../../app/testing/session-fixtures.ts";
import { SettingsPage } from "./SettingsPage.tsx";

const sessionWith = (riskDashboardAccess: boolean) =>
  buildSession({ organization: buildOrganization({ featureFlags: { riskDashboardAccess } }) });

describe("the settings index", () => {
  it("links the risk configurations when the organisation has the risk hub", () => {
    renderWithSession(<SettingsPage />, sessionWith(true));
    expect(screen.getByRole("link", { name: /Risk hub/ }).getAttribute("href")).toBe(
      "/settings/risk-hub",
    );
  });

  it("leaves them out without risk dashboard access", () => {
    renderWithSession(<SettingsPage />, sessionWith(false));
    expect(screen.getByRole("link", { name: /Account settings/ })).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Risk hub/ })).toBeNull();
  });
});
