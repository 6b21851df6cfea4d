import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { messages } from "@tierwise/common/messages";
import { afterEach, describe, expect, it } from "vitest";
import { snackbarStore } from "../../app/snackbar/show-snackbar.ts";
import { buildSession } from "../../app/testing/session-fixtures.ts";
import { AddToPortfolioButton } from "./AddToPortfolioButton.tsx";
import { ADD_COMPANIES_TO_PORTFOLIOS } from "./portfolio-companies.graphql.ts";
import { sampleNodes, treeNode, treeQueryData } from "./portfolio-fixtures.ts";
import { UNDO_PORTFOLIO_ACTION } from "./portfolio-mutations.graphql.ts";
import { type Mock, renderPortfolioUi } from "./portfolio-test-render.tsx";
import { PORTFOLIO_TREE_QUERY } from "./portfolio-tree.graphql.ts";

afterEach(() => {
  act(() => snackbarStore.clear());
});

const nodes = [
  ...sampleNodes,
  treeNode("read-only", { name: "Shared with me", order: 2, fullAclWrite: false }),
];
const treeMock = (): Mock => ({
  request: { query: PORTFOLIO_TREE_QUERY, variables: {} },
  result: { data: treeQueryData(nodes) },
});
const addMock = (portfolioIds: string[], answer: unknown): Mock => ({
  request: {
    query: ADD_COMPANIES_TO_PORTFOLIOS,
    variables: { portfolioIds, companyIds: ["acme"] },
  },
  result: { data: { addCompaniesToPortfolios: answer } },
});

const link = (id: string, name: string) => ({ __typename: "Portfolio", id, slug: id, name });
const undoMock = (undoId: string): Mock => ({
  request: { query: UNDO_PORTFOLIO_ACTION, variables: { undoId } },
  result: {
    data: {
      undoPortfolioAction: { __typename: "PortfolioActionSuccess", undoId: null, portfolio: null },
    },
  },
});

async function openModal(mocks: Mock[]) {
  renderPortfolioUi(<AddToPortfolioButton companyIds={["acme"]} subject="Acme Corp" />, {
    mocks: [treeMock(), treeMock(), treeMock(), ...mocks],
  });
  fireEvent.click(screen.getByRole("button", { name: "Add to portfolio" }));
  const dialog = await screen.findByRole("dialog", { name: "Add Acme Corp to portfolios" });
  await within(dialog).findByRole("checkbox", { name: /Suppliers/ });
  return dialog;
}

describe("Add to portfolio", { timeout: 20_000 }, () => {
  it("is not offered to someone whose role may not add companies to portfolios", () => {
    renderPortfolioUi(<AddToPortfolioButton companyIds={["acme"]} subject="Acme Corp" />, {
      mocks: [],
      session: buildSession({ permissions: ["read:portfolio"] }),
    });
    expect(screen.queryByRole("button", { name: "Add to portfolio" })).toBeNull();
  });

  it("offers only portfolios the viewer may change, with their path, and searches them", async () => {
    const dialog = await openModal([]);
    const group = within(dialog).getByRole("group", { name: "Portfolios" });
    const boxes = within(group).getAllByRole("checkbox");
    expect(boxes.map((box) => (box as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      "Suppliers",
      "EMEA",
      "Tier 1",
      "Americas",
      "Logistics",
    ]);
    expect(within(group).queryByRole("checkbox", { name: "Shared with me" })).toBeNull();
    expect(within(group).getByText("Suppliers / EMEA")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Search portfolios"), {
      target: { value: "tier" },
    });
    await waitFor(() => expect(within(group).getAllByRole("checkbox")).toHaveLength(1));
    fireEvent.change(within(dialog).getByLabelText("Search portfolios"), {
      target: { value: "shared" },
    });
    expect(await within(dialog).findByText('No portfolios match "shared".')).toBeTruthy();
  });

  it("adds to the chosen portfolios and offers the server's undo", async () => {
    const dialog = await openModal([
      addMock(["emea", "logistics"], {
        __typename: "PortfolioCompaniesSuccess",
        added: 2,
        undoId: "undo-1",
        portfolios: [link("emea", "EMEA"), link("logistics", "Logistics")],
        alreadyIn: [],
      }),
      undoMock("undo-1"),
    ]);
    const add = within(dialog).getByRole("button", { name: "Add" });
    expect(add.hasAttribute("disabled")).toBe(true);
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "EMEA" }));
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Logistics" }));
    expect(within(dialog).getByText("2 portfolios chosen")).toBeTruthy();
    fireEvent.click(add);
    expect(await screen.findByText('Added to "EMEA" and "Logistics".')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(await screen.findByText("Undone.")).toBeTruthy();
  });

  it("adds where the company is missing and says where it already was, with undo", async () => {
    const dialog = await openModal([
      addMock(["emea", "tier-1", "logistics"], {
        __typename: "PortfolioCompaniesSuccess",
        added: 2,
        undoId: "undo-2",
        portfolios: [link("emea", "EMEA"), link("logistics", "Logistics")],
        alreadyIn: [link("tier-1", "Tier 1")],
      }),
      undoMock("undo-2"),
    ]);
    for (const name of ["EMEA", "Tier 1", "Logistics"])
      fireEvent.click(within(dialog).getByRole("checkbox", { name }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(
      await screen.findByText('Added to "EMEA" and "Logistics"; already in "Tier 1".'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(await screen.findByText("Undone.")).toBeTruthy();
  });

  it("shows the server's refusal verbatim and keeps the modal open", async () => {
    const dialog = await openModal([
      addMock(["emea"], {
        __typename: "AlreadyExistsError",
        message: messages.portfolioItemExists,
      }),
    ]);
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "EMEA" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toBe("Item already exists within destination portfolio.");
    expect(screen.getByRole("dialog")).toBeTruthy();
  });
});
