import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { messages } from "@tierwise/common/messages";
import { afterEach, describe, expect, it, vi } from "vitest";
import { enableAnalytics, setAnalyticsSink } from "../../app/analytics/analytics.ts";
import { modalStore } from "../../app/modals/modal-store.ts";
import { snackbarStore } from "../../app/snackbar/show-snackbar.ts";
import { EditPortfolioModal, type EditPortfolioTarget } from "./EditPortfolioModal.tsx";
import { portfolioFields } from "./portfolio-fixtures.ts";
import { CREATE_PORTFOLIO, UPDATE_PORTFOLIO } from "./portfolio-mutations.graphql.ts";
import { type Mock, renderPortfolioUi } from "./portfolio-test-render.tsx";

afterEach(() => {
  act(() => {
    snackbarStore.clear();
    modalStore.closeAll();
  });
});

function open(target: EditPortfolioTarget, mocks: Mock[], onCreated = vi.fn()) {
  renderPortfolioUi(<EditPortfolioModal onCreated={onCreated} />, { mocks });
  act(() => modalStore.open("edit_portfolio", target));
  return onCreated;
}

const createMock = (name: string, parentId: string | null, answer: unknown): Mock => ({
  request: {
    query: CREATE_PORTFOLIO,
    variables: { input: { name, description: null }, parentId },
  },
  result: { data: { createPortfolio: answer } },
});

async function submit(dialog: HTMLElement, name: string, button = "Create portfolio") {
  fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: name } });
  fireEvent.click(within(dialog).getByRole("button", { name: button }));
}

describe("edit_portfolio modal", { timeout: 20_000 }, () => {
  it("checks the name with the server's own rules before sending anything", async () => {
    open({ mode: "create", parent: null }, []);
    const dialog = await screen.findByRole("dialog", { name: "New portfolio" });
    await submit(dialog, "   ");
    expect(await within(dialog).findByText(messages.required)).toBeTruthy();
    await submit(dialog, "x".repeat(101));
    expect(await within(dialog).findByText(messages.tooLong(100))).toBeTruthy();
    expect(within(dialog).getByLabelText(/^Name/).getAttribute("aria-invalid")).toBe("true");
  });

  it("creates a sub-portfolio inside its parent and hands it on for the share prompt", async () => {
    const tracked: [string, Record<string, unknown>][] = [];
    setAnalyticsSink({
      track: (event, properties) => tracked.push([event, properties]),
      identify: () => undefined,
      page: () => undefined,
    });
    enableAnalytics(true);
    const created = portfolioFields({ id: "emea", slug: "emea", name: "EMEA", level: 2 });
    const onCreated = open({ mode: "create", parent: { id: "suppliers", name: "Suppliers" } }, [
      createMock("EMEA", "suppliers", { __typename: "PortfolioChangeSuccess", portfolio: created }),
    ]);
    const dialog = await screen.findByRole("dialog", { name: "New sub-portfolio" });
    expect(within(dialog).getByText("Inside Suppliers")).toBeTruthy();
    await submit(dialog, "  EMEA ");
    await waitFor(() =>
      expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: "emea" })),
    );
    expect(await screen.findByText('Portfolio "EMEA" created.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(tracked).toEqual([["Portfolio Created", { portfolioId: "emea" }]]);
    enableAnalytics(false);
  });

  it("puts the server's field messages under their fields", async () => {
    open({ mode: "create", parent: null }, [
      createMock("Dup", null, {
        __typename: "ValidationError",
        message: "Invalid input",
        fieldErrors: [{ __typename: "FieldError", path: "input.name", message: "Name is taken." }],
      }),
    ]);
    const dialog = await screen.findByRole("dialog", { name: "New portfolio" });
    await submit(dialog, "Dup");
    const message = await within(dialog).findByText("Name is taken.");
    const field = within(dialog).getByLabelText(/^Name/);
    expect(field.getAttribute("aria-describedby")).toContain(message.id);
  });

  it("shows a same-named sibling under the name and a limit as the form's message", async () => {
    open({ mode: "create", parent: null }, [
      createMock("Twin", null, {
        __typename: "AlreadyExistsError",
        message: messages.portfolioItemExists,
      }),
      createMock("More", null, {
        __typename: "LimitReachedError",
        message: messages.portfolioUserLimit,
        limit: 5000,
      }),
    ]);
    const dialog = await screen.findByRole("dialog", { name: "New portfolio" });
    await submit(dialog, "Twin");
    const exists = await within(dialog).findByText(messages.portfolioItemExists);
    expect(within(dialog).getByLabelText(/^Name/).getAttribute("aria-describedby")).toContain(
      exists.id,
    );
    await submit(dialog, "More");
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toContain("You have reached your active portfolio limit.");
  });

  it("edits a portfolio opened from the tree after loading its description", async () => {
    const { PORTFOLIOS_BY_IDS_QUERY } = await import("./portfolio.graphql.ts");
    const stored = portfolioFields({ description: "Tier-one vendors" });
    open({ mode: "edit", portfolio: { id: "suppliers", name: "Suppliers" } }, [
      {
        request: { query: PORTFOLIOS_BY_IDS_QUERY, variables: { ids: ["suppliers"] } },
        result: { data: { portfoliosByIds: [stored] } },
      },
      {
        request: {
          query: UPDATE_PORTFOLIO,
          variables: {
            id: "suppliers",
            input: { name: "Key suppliers", description: "Tier-one vendors" },
          },
        },
        result: {
          data: {
            updatePortfolio: {
              __typename: "PortfolioChangeSuccess",
              portfolio: { ...stored, name: "Key suppliers" },
            },
          },
        },
      },
    ]);
    const dialog = await screen.findByRole("dialog", { name: "Edit portfolio" });
    const description = (await within(dialog).findByLabelText(
      "Description",
    )) as HTMLTextAreaElement;
    expect(description.value).toBe("Tier-one vendors");
    await submit(dialog, "Key suppliers", "Save");
    expect(await screen.findByText('Portfolio "Key suppliers" saved.')).toBeTruthy();
  });
});
