import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { PortfolioTreeNode } from "@tierwise/common/portfolio-tree";
import { afterEach, describe, expect, it } from "vitest";
import { modalStore } from "../../app/modals/modal-store.ts";
import { snackbarStore } from "../../app/snackbar/show-snackbar.ts";
import { PortfoliosPage } from "./PortfoliosPage.tsx";
import { portfolioFields, sampleNodes, treeNode, treeQueryData } from "./portfolio-fixtures.ts";
import {
  ARCHIVE_PORTFOLIO,
  TOGGLE_PORTFOLIO_FAVORITE,
  UNDO_PORTFOLIO_ACTION,
} from "./portfolio-mutations.graphql.ts";
import { type Mock, renderPortfolioUi } from "./portfolio-test-render.tsx";
import { PORTFOLIO_TREE_QUERY } from "./portfolio-tree.graphql.ts";

afterEach(() => {
  act(() => {
    snackbarStore.clear();
    modalStore.closeAll();
  });
});

const treeMock = (nodes: PortfolioTreeNode[]): Mock => ({
  request: { query: PORTFOLIO_TREE_QUERY, variables: {} },
  result: { data: treeQueryData(nodes) },
});
const actionSuccess = (undoId: string | null) => ({
  __typename: "PortfolioActionSuccess",
  undoId,
  portfolio: portfolioFields(),
});
const undoMock = (undoId: string): Mock => ({
  request: { query: UNDO_PORTFOLIO_ACTION, variables: { undoId } },
  result: { data: { undoPortfolioAction: actionSuccess(null) } },
});

const withReadOnly = [
  ...sampleNodes,
  treeNode("shared", { name: "Shared with me", order: 2, fullAclWrite: false }),
];

async function renderTree(mocks: Mock[], nodes = withReadOnly) {
  renderPortfolioUi(<PortfoliosPage />, {
    mocks: [treeMock(nodes), treeMock(nodes), treeMock(nodes), ...mocks],
  });
  return screen.findByRole("list", { name: "All portfolios" });
}

describe("/portfolios", { timeout: 20_000 }, () => {
  it("lists favourites first in favourite order, then the top level of the tree with counts", async () => {
    const tree = await renderTree([]);
    const favourites = screen.getByRole("list", { name: "Favourite portfolios" });
    expect(
      within(favourites)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Suppliers", "Logistics"]);
    expect(
      within(tree)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Suppliers", "Logistics", "Shared with me"]);
    const suppliers = within(tree).getAllByRole("listitem")[0] as HTMLElement;
    expect(within(suppliers).getByText("12 companies · 2 sub-portfolios")).toBeTruthy();
    expect(within(tree).getByRole("link", { name: "Suppliers" }).getAttribute("href")).toBe(
      "/portfolios/suppliers",
    );
  });

  it("expands and collapses a portfolio's children", async () => {
    const tree = await renderTree([]);
    const expand = within(tree).getByRole("button", { name: "Expand Suppliers" });
    expect(expand.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(expand);
    expect(
      within(tree)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Suppliers", "EMEA", "Americas", "Logistics", "Shared with me"]);
    const emea = within(tree).getAllByRole("listitem")[1] as HTMLElement;
    expect(emea.getAttribute("aria-level")).toBe("2");
    fireEvent.click(within(tree).getByRole("button", { name: "Collapse Suppliers" }));
    expect(within(tree).queryByRole("link", { name: "EMEA" })).toBeNull();
  });

  it("offers moving and the actions only where the access list lets the viewer write", async () => {
    const tree = await renderTree([]);
    expect(within(tree).getByRole("button", { name: "Move Suppliers" })).toBeTruthy();
    expect(within(tree).getByRole("button", { name: "Actions for Suppliers" })).toBeTruthy();
    expect(within(tree).queryByRole("button", { name: "Move Shared with me" })).toBeNull();
    expect(within(tree).queryByRole("button", { name: "Actions for Shared with me" })).toBeNull();
    // Favourites are the viewer's own: reading is enough.
    expect(within(tree).getByRole("button", { name: "Favourite Shared with me" })).toBeTruthy();
  });

  it("keeps a system portfolio's name and place: no move handle, no Edit, sub-portfolios allowed", async () => {
    const system = treeNode("bulk", { name: "Bulk upload", order: 2, isSystem: true });
    const tree = await renderTree([], [...sampleNodes, system]);
    expect(within(tree).queryByRole("button", { name: "Move Bulk upload" })).toBeNull();
    fireEvent.click(within(tree).getByRole("button", { name: "Actions for Bulk upload" }));
    expect(await screen.findByRole("menuitem", { name: "Add sub-portfolio" })).toBeTruthy();
    expect(screen.queryByRole("menuitem", { name: "Edit" })).toBeNull();
  });

  it("archives a portfolio and takes it back with the snackbar's undo", async () => {
    const tree = await renderTree([
      {
        request: { query: ARCHIVE_PORTFOLIO, variables: { id: "logistics" } },
        result: { data: { archivePortfolio: actionSuccess("undo-archive") } },
      },
      undoMock("undo-archive"),
    ]);
    fireEvent.click(within(tree).getByRole("button", { name: "Actions for Logistics" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Archive" }));
    expect(await screen.findByText('Portfolio "Logistics" archived.')).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(await screen.findByText("Undone.")).toBeTruthy();
  });

  it("unfavourites from the favourites list, with undo", async () => {
    await renderTree([
      {
        request: { query: TOGGLE_PORTFOLIO_FAVORITE, variables: { id: "logistics" } },
        result: { data: { togglePortfolioFavorite: actionSuccess("undo-fav") } },
      },
      undoMock("undo-fav"),
    ]);
    const favourites = screen.getByRole("list", { name: "Favourite portfolios" });
    const star = within(favourites).getByRole("button", { name: "Favourite Logistics" });
    expect(star.getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(star);
    expect(await screen.findByText('"Logistics" removed from favourites.')).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(await screen.findByText("Undone.")).toBeTruthy();
  });

  it("says there are no portfolios yet and offers to create the first", async () => {
    renderPortfolioUi(<PortfoliosPage />, { mocks: [treeMock([]), treeMock([])] });
    expect(await screen.findByText("No portfolios yet")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "New portfolio" }));
    expect(await screen.findByRole("dialog", { name: "New portfolio" })).toBeTruthy();
  });

  it("shows a failed load with a retry that loads the tree", async () => {
    renderPortfolioUi(<PortfoliosPage />, {
      mocks: [
        { request: { query: PORTFOLIO_TREE_QUERY, variables: {} }, error: new Error("down") },
        treeMock(sampleNodes),
        treeMock(sampleNodes),
      ],
    });
    expect(await screen.findByRole("alert")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.getByRole("list", { name: "All portfolios" })).toBeTruthy());
  });
});
