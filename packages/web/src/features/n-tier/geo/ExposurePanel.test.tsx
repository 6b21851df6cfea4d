import type { MockLink } from "@apollo/client/testing";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderForTest } from "../../../testing/render-for-test.tsx";
import { acme, borealis } from "../graph/n-tier-test-fixtures.ts";
import { N_TIER_EXPOSURE_QUERY } from "../n-tier.graphql.ts";
import { ExposurePanel } from "./ExposurePanel.tsx";

type Mock = MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>;

function exposureMock(
  countries: string[],
  hasRisks: boolean | null,
  answer: unknown[] | Error,
): Mock {
  return {
    request: { query: N_TIER_EXPOSURE_QUERY, variables: { countries, hasRisks } },
    ...(answer instanceof Error
      ? { error: answer }
      : { result: { data: { nTierExposure: answer } } }),
  };
}

describe("ExposurePanel", () => {
  it("lists the selected country's exposed tier-1 suppliers with links to their profiles", async () => {
    const onClose = vi.fn();
    renderForTest(<ExposurePanel country="CL" hasRisks={null} onClose={onClose} />, [
      exposureMock(["CL"], null, [borealis, acme]),
    ]);
    expect(screen.getByRole("heading", { name: "Tier-1 suppliers exposed to Chile" })).toBeTruthy();
    const list = await screen.findByRole("list", { name: "Tier-1 suppliers exposed to Chile" });
    const links = within(list).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Acme Metals", "/company/acme-metals"],
      ["Borealis Parts", "/company/borealis-parts"],
    ]);
    expect(within(list).getAllByText("Risks")).toHaveLength(1);
    expect(screen.getByText("2 tier-1 suppliers depend on companies here.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Close exposure panel" }));
    expect(onClose).toHaveBeenCalled();
  });

  it("takes focus to its heading, so a panel opened far down the list comes into view", () => {
    renderForTest(<ExposurePanel country="CL" hasRisks={null} onClose={() => undefined} />, [
      exposureMock(["CL"], null, [acme]),
    ]);
    expect(document.activeElement).toBe(
      screen.getByRole("heading", { name: "Tier-1 suppliers exposed to Chile" }),
    );
  });

  it("asks only for risky suppliers when the filter wants companies with risks", async () => {
    renderForTest(<ExposurePanel country="CL" hasRisks={true} onClose={() => undefined} />, [
      exposureMock(["CL"], true, [borealis]),
    ]);
    const list = await screen.findByRole("list", { name: "Tier-1 suppliers exposed to Chile" });
    expect(
      within(list)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Borealis Parts"]);
  });

  it("says so when no tier-1 supplier is exposed", async () => {
    renderForTest(<ExposurePanel country="IS" hasRisks={null} onClose={() => undefined} />, [
      exposureMock(["IS"], null, []),
    ]);
    expect(await screen.findByText("No exposed tier-1 suppliers")).toBeTruthy();
  });

  it("offers to try again when the question fails", async () => {
    renderForTest(<ExposurePanel country="DE" hasRisks={null} onClose={() => undefined} />, [
      exposureMock(["DE"], null, new Error("network down")),
    ]);
    expect(await screen.findByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
