import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildOrganization, buildSession } from "../../app/testing/session-fixtures.ts";
import { renderAppUi } from "../../testing/render-app-ui.tsx";
import { NTierTable } from "./NTierTable.tsx";
import { emptyNTierFilter } from "./n-tier-filter.ts";
import { companiesMock, layOutTheTable, nTierNode } from "./n-tier-test-fixtures.ts";

layOutTheTable();

function renderRows(caseManagementEnabled: boolean) {
  const session = buildSession({
    organization: buildOrganization({ featureFlags: { nTier: true, caseManagementEnabled } }),
  });
  return renderAppUi(<NTierTable filter={emptyNTierFilter} />, {
    mocks: [companiesMock([nTierNode(1, "Alpha Foods", { tier: 2 })])],
    path: "/n-tier/table",
    session,
  });
}

async function openRowMenu() {
  fireEvent.click(await screen.findByRole("button", { name: "Actions for Alpha Foods" }));
  return screen.findByRole("menu");
}

describe("a company's actions from the n-tier table", () => {
  it("open the profile, add to a portfolio and start a case about the company", async () => {
    renderRows(true);
    await openRowMenu();
    expect(screen.getByRole("menuitem", { name: "Open company" }).getAttribute("href")).toBe(
      "/company/alpha-foods",
    );
    fireEvent.click(screen.getByRole("menuitem", { name: "Add to portfolio" }));
    expect(
      await screen.findByRole("dialog", { name: "Add Alpha Foods to portfolios" }),
    ).toBeTruthy();
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await openRowMenu();
    fireEvent.click(screen.getByRole("menuitem", { name: "Create case" }));
    expect(await screen.findByRole("dialog", { name: "Create Case" })).toBeTruthy();
  });

  it("offer no case without case management", async () => {
    renderRows(false);
    await openRowMenu();
    expect(screen.getByRole("menuitem", { name: "Add to portfolio" })).toBeTruthy();
    expect(screen.queryByRole("menuitem", { name: "Create case" })).toBeNull();
  });
});
