import type { MockLink } from "@apollo/client/testing";
import { fireEvent, screen, within } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { describe, expect, it, vi } from "vitest";
import { renderForTest } from "../../../testing/render-for-test.tsx";
import { acme, borealis } from "../graph/n-tier-test-fixtures.ts";
import { ExposurePanel } from "./ExposurePanel.tsx";
import { EXPOSURE_QUERY, type ExposureSelection, exposureVariables } from "./exposure.graphql.ts";

type Mock = MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>;

const chile: ExposureSelection = { kind: "country", code: "CL" };
const drawn: ExposureSelection = {
  kind: "region",
  how: "drawn",
  region: { west: 170, south: -30, east: -170, north: 0 },
};

function exposureMock(
  selection: ExposureSelection,
  hasRisks: boolean | null,
  answer: unknown[] | Error | GraphQLError,
): Mock {
  return {
    request: { query: EXPOSURE_QUERY, variables: exposureVariables(selection, hasRisks) },
    ...(answer instanceof GraphQLError
      ? { result: { errors: [answer] } }
      : answer instanceof Error
        ? { error: answer }
        : { result: { data: { nTierExposure: answer } } }),
  };
}

describe("ExposurePanel", () => {
  it("lists the selected country's exposed tier-1 suppliers with links to their profiles", async () => {
    const onClose = vi.fn();
    renderForTest(<ExposurePanel selection={chile} hasRisks={null} onClose={onClose} />, [
      exposureMock(chile, null, [borealis, acme]),
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

  it("names a drawn region and its edges, and lists what the region's question answers", async () => {
    renderForTest(<ExposurePanel selection={drawn} hasRisks={null} onClose={() => undefined} />, [
      exposureMock(drawn, null, [acme]),
    ]);
    const heading = screen.getByRole("heading", {
      name: "Tier-1 suppliers exposed to the drawn region",
    });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText("30.0°S to 0.0°N, 170.0°E to 170.0°W")).toBeTruthy();
    const list = await screen.findByRole("list", {
      name: "Tier-1 suppliers exposed to the drawn region",
    });
    expect(within(list).getByRole("link", { name: "Acme Metals" })).toBeTruthy();
  });

  it("shows the server's reason when it refuses a region, with no retry", async () => {
    const message = "The region's north edge must be a latitude from -90 to 90.";
    renderForTest(<ExposurePanel selection={drawn} hasRisks={null} onClose={() => undefined} />, [
      exposureMock(drawn, null, new GraphQLError(message)),
    ]);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });

  it("takes focus to its heading, so a panel opened far down the list comes into view", () => {
    renderForTest(<ExposurePanel selection={chile} hasRisks={null} onClose={() => undefined} />, [
      exposureMock(chile, null, [acme]),
    ]);
    expect(document.activeElement).toBe(
      screen.getByRole("heading", { name: "Tier-1 suppliers exposed to Chile" }),
    );
  });

  it("asks only for risky suppliers when the filter wants companies with risks", async () => {
    renderForTest(<ExposurePanel selection={chile} hasRisks={true} onClose={() => undefined} />, [
      exposureMock(chile, true, [borealis]),
    ]);
    const list = await screen.findByRole("list", { name: "Tier-1 suppliers exposed to Chile" });
    expect(
      within(list)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Borealis Parts"]);
  });

  it("says so when no tier-1 supplier is exposed", async () => {
    const iceland: ExposureSelection = { kind: "country", code: "IS" };
    renderForTest(<ExposurePanel selection={iceland} hasRisks={null} onClose={() => undefined} />, [
      exposureMock(iceland, null, []),
    ]);
    expect(await screen.findByText("No exposed tier-1 suppliers")).toBeTruthy();
  });

  it("offers to try again when the question fails", async () => {
    const germany: ExposureSelection = { kind: "country", code: "DE" };
    renderForTest(<ExposurePanel selection={germany} hasRisks={null} onClose={() => undefined} />, [
      exposureMock(germany, null, new Error("network down")),
    ]);
    expect(await screen.findByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
