import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { snackbarStore } from "../../app/snackbar/show-snackbar.ts";
import { PortfoliosPage } from "./PortfoliosPage.tsx";
import { portfolioFields, sampleNodes, treeQueryData } from "./portfolio-fixtures.ts";
import {
  MOVE_PORTFOLIO,
  REORDER_PORTFOLIO,
  UNDO_PORTFOLIO_ACTION,
} from "./portfolio-mutations.graphql.ts";
import { type Mock, renderPortfolioUi } from "./portfolio-test-render.tsx";
import { PORTFOLIO_TREE_QUERY } from "./portfolio-tree.graphql.ts";
import { treeRowHeight } from "./tree-layout.ts";

/**
 * jsdom has no layout: rows get the places a browser would give them (one under the other), so
 * dnd-kit's keyboard sensor and collision detection work as they do on screen.
 */
const originalRect = Element.prototype.getBoundingClientRect;
beforeAll(() => {
  Element.prototype.getBoundingClientRect = function rect(this: Element) {
    // A row, or the drag overlay holding a copy of one: the overlay starts where its row is.
    const row = this.closest("[data-portfolio-id]") ?? this.querySelector("[data-portfolio-id]");
    if (!row) return originalRect.call(this);
    const rows = [...document.querySelectorAll("[role=list] [data-portfolio-id]")];
    const id = row.getAttribute("data-portfolio-id");
    const top =
      rows.findIndex((candidate) => candidate.getAttribute("data-portfolio-id") === id) *
      treeRowHeight;
    return DOMRect.fromRect({ x: 0, y: top, width: 800, height: treeRowHeight });
  };
});
afterAll(() => {
  Element.prototype.getBoundingClientRect = originalRect;
});
afterEach(() => {
  act(() => snackbarStore.clear());
});

const treeMock = (): Mock => ({
  request: { query: PORTFOLIO_TREE_QUERY, variables: {} },
  result: { data: treeQueryData(sampleNodes) },
});
const success = (undoId: string | null) => ({
  __typename: "PortfolioActionSuccess",
  undoId,
  portfolio: portfolioFields(),
});

async function expandedTree(mocks: Mock[]) {
  renderPortfolioUi(<PortfoliosPage />, {
    mocks: [treeMock(), treeMock(), treeMock(), treeMock(), ...mocks],
  });
  const tree = await screen.findByRole("list", { name: "All portfolios" });
  fireEvent.click(within(tree).getByRole("button", { name: "Expand Suppliers" }));
  return tree;
}

/** A key press; dnd-kit's keyboard sensor starts listening a tick after a drag starts. */
const press = async (element: Element, code: string) => {
  await act(async () => {
    fireEvent.keyDown(element, { code, key: code === "Space" ? " " : code });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
};

describe("moving portfolios with the keyboard", { timeout: 20_000 }, () => {
  it("puts a portfolio inside the one above with the right arrow, announced, and undoes it", async () => {
    const tree = await expandedTree([
      {
        request: {
          query: MOVE_PORTFOLIO,
          variables: { id: "americas", parentId: "emea", index: 0 },
        },
        result: { data: { movePortfolio: success("undo-move") } },
      },
      {
        request: { query: UNDO_PORTFOLIO_ACTION, variables: { undoId: "undo-move" } },
        result: { data: { undoPortfolioAction: success(null) } },
      },
    ]);
    const handle = within(tree).getByRole("button", { name: "Move Americas" });
    handle.focus();
    await press(handle, "Space");
    expect(await screen.findByText(/^Picked up Americas\./)).toBeTruthy();
    await press(handle, "ArrowRight");
    expect(await screen.findByText("Americas would go inside EMEA, position 1.")).toBeTruthy();
    await press(handle, "Space");
    expect(await screen.findByText('Portfolio "Americas" moved.')).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(await screen.findByText("Undone.")).toBeTruthy();
  });

  it("reorders siblings with the arrow keys", async () => {
    const tree = await expandedTree([
      {
        request: { query: REORDER_PORTFOLIO, variables: { id: "americas", index: 0 } },
        result: { data: { reorderPortfolio: success("undo-order") } },
      },
    ]);
    const handle = within(tree).getByRole("button", { name: "Move Americas" });
    handle.focus();
    await press(handle, "Space");
    await press(handle, "ArrowUp");
    expect(await screen.findByText("Americas would go inside Suppliers, position 1.")).toBeTruthy();
    await press(handle, "Space");
    expect(await screen.findByText('Portfolio "Americas" moved.')).toBeTruthy();
  });

  it("leaves everything in place when the move is cancelled", async () => {
    const tree = await expandedTree([]);
    const handle = within(tree).getByRole("button", { name: "Move EMEA" });
    handle.focus();
    await press(handle, "Space");
    await press(handle, "ArrowLeft");
    await press(handle, "Escape");
    expect(
      await screen.findByText("Moving EMEA was cancelled. It stays where it was."),
    ).toBeTruthy();
    await waitFor(() =>
      expect(
        within(tree)
          .getAllByRole("link")
          .map((link) => link.textContent),
      ).toEqual(["Suppliers", "EMEA", "Americas", "Logistics"]),
    );
  });
});
