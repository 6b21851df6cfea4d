import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { type CaseStatus, caseStatuses } from "@tierwise/common/cases";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { snackbarStore } from "../../../app/snackbar/show-snackbar.ts";
import { type Mock, renderAppUi } from "../../../testing/render-app-ui.tsx";
import { buildComment } from "../../comments/comment-fixtures.ts";
import { ADD_COMMENT } from "../../comments/comment-mutations.graphql.ts";
import { CaseListPage } from "./CaseListPage.tsx";
import { type CaseListRow, UPDATE_CASE_STATUS } from "./case-list.graphql.ts";
import { buildCaseRow, casesMock, casesSession, viewsMock } from "./case-list-fixtures.ts";

/**
 * jsdom has no layout: the status columns stand side by side (300 px apart) and cards one under
 * the other inside them, as a browser would place them, so dnd-kit's keyboard moves and
 * collision detection work as on screen.
 */
const originalRect = Element.prototype.getBoundingClientRect;
beforeAll(() => {
  Element.prototype.getBoundingClientRect = function rect(this: Element) {
    const column = this.closest("[data-board-column]");
    if (!column) return originalRect.call(this);
    const left = caseStatuses.indexOf(column.getAttribute("data-board-column") as CaseStatus) * 300;
    const card = this.closest("[data-case-card]");
    if (!card) return DOMRect.fromRect({ x: left, y: 0, width: 280, height: 600 });
    const index = [...column.querySelectorAll("[data-case-card]")].indexOf(card);
    return DOMRect.fromRect({ x: left + 10, y: 60 + index * 90, width: 260, height: 80 });
  };
});
afterAll(() => {
  Element.prototype.getBoundingClientRect = originalRect;
});
afterEach(() => {
  act(() => snackbarStore.clear());
  window.localStorage.clear();
});

const shipment = buildCaseRow({ id: "case-1", rowNumber: 1, title: "Late shipment" });
const audit = buildCaseRow({ id: "case-2", rowNumber: 2, title: "Audit", status: "in_progress" });

const boardMocks = (): Mock[] => [
  viewsMock([]),
  casesMock([shipment], { filters: { status: ["to_do"] }, totalCount: 7 }),
  casesMock([audit], { filters: { status: ["in_progress"] } }),
  casesMock([], { filters: { status: ["complete"] }, totalCount: 0 }),
  casesMock([], { filters: { status: ["retired"] }, totalCount: 0 }),
];

const statusUpdate = (
  row: CaseListRow,
  input: Record<string, unknown>,
  status: CaseStatus,
): Mock => ({
  request: { query: UPDATE_CASE_STATUS, variables: { input } },
  result: {
    data: {
      updateSupplierCase: { __typename: "SupplierCaseSuccess", supplierCase: { ...row, status } },
    },
  },
});

function renderBoard(mocks: Mock[]) {
  renderAppUi(<CaseListPage />, {
    path: "/cases?mode=board",
    session: casesSession(),
    mocks: [...boardMocks(), ...mocks],
  });
}

const column = (label: string) => screen.getByRole("region", { name: label });
const cardTitles = (label: string) =>
  within(column(label))
    .queryAllByRole("listitem")
    .map((card) => within(card).getByRole("link").textContent);
const count = (label: string) => within(column(label)).getByLabelText(/cases$/).textContent;

/** A key press; dnd-kit's keyboard sensor starts listening a tick after a drag starts. */
const press = async (element: Element, code: string) => {
  await act(async () => {
    fireEvent.keyDown(element, { code, key: code === "Space" ? " " : code });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
};

async function pickUp(name: string) {
  const handle = await screen.findByRole("button", { name: `Move ${name}` });
  handle.focus();
  await press(handle, "Space");
  return handle;
}

describe("the case board", { timeout: 20_000 }, () => {
  it("shows the four statuses in spec order with their counts", async () => {
    renderBoard([]);
    await screen.findByText("Late shipment");
    const headings = screen
      .getAllByRole("heading", { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(["To do", "In progress", "Complete", "Retired"]);
    expect(count("To do")).toBe("7");
    expect(count("In progress")).toBe("1");
    expect(count("Complete")).toBe("0");
  });

  it("moves a card to In progress with the keyboard and saves the status at once", async () => {
    renderBoard([statusUpdate(shipment, { id: "case-1", status: "in_progress" }, "in_progress")]);
    const handle = await pickUp("Case ID 1: Late shipment");
    await press(handle, "ArrowRight");
    await press(handle, "Space");
    expect(await screen.findByText("Status was updated successfully")).toBeTruthy();
    await waitFor(() => expect(cardTitles("In progress")).toEqual(["Late shipment", "Audit"]));
    expect(cardTitles("To do")).toEqual([]);
    expect(count("To do")).toBe("6");
    expect(count("In progress")).toBe("2");
  });

  it("asks for a resolution comment before a case goes to Complete, then saves both", async () => {
    renderBoard([
      {
        request: {
          query: ADD_COMMENT,
          variables: {
            target: { caseId: "case-1" },
            comment: [{ type: "paragraph", children: [{ text: "Delivered in full." }] }],
          },
        },
        result: {
          data: {
            addComment: {
              __typename: "AddCommentSuccess",
              comment: buildComment({ id: "comment-9" }),
              visibleByFilter: true,
            },
          },
        },
      },
      statusUpdate(
        shipment,
        { id: "case-1", status: "complete", resolutionCommentId: "comment-9" },
        "complete",
      ),
    ]);
    const handle = await pickUp("Case ID 1: Late shipment");
    await press(handle, "ArrowRight");
    await press(handle, "ArrowRight");
    await press(handle, "Space");
    const dialog = await screen.findByRole("dialog", { name: "Resolve case" });
    // Nothing is saved before the comment is given.
    expect(cardTitles("To do")).toEqual(["Late shipment"]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Resolve" }));
    expect(await within(dialog).findByText("Required.")).toBeTruthy();
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Resolution comment" }), {
      target: { value: "Delivered in full." },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Resolve" }));
    expect(await screen.findByText("Status was updated successfully")).toBeTruthy();
    await waitFor(() => expect(cardTitles("Complete")).toEqual(["Late shipment"]));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Resolve case" })).toBeNull());
  });

  it("leaves the card where it was when the resolve dialog is cancelled", async () => {
    renderBoard([]);
    const handle = await pickUp("Case ID 1: Late shipment");
    for (const _ of [1, 2, 3]) await press(handle, "ArrowRight");
    await press(handle, "Space");
    const dialog = await screen.findByRole("dialog", { name: "Resolve case" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(cardTitles("To do")).toEqual(["Late shipment"]);
    expect(cardTitles("Retired")).toEqual([]);
  });

  it("puts the card back and warns when the server refuses the move", async () => {
    renderBoard([
      {
        request: {
          query: UPDATE_CASE_STATUS,
          variables: { input: { id: "case-1", status: "in_progress" } },
        },
        result: {
          data: { updateSupplierCase: { __typename: "ForbiddenError", message: "Forbidden." } },
        },
      },
    ]);
    const handle = await pickUp("Case ID 1: Late shipment");
    await press(handle, "ArrowRight");
    await press(handle, "Space");
    expect(await screen.findByText("Something went wrong, please try again")).toBeTruthy();
    await waitFor(() => expect(cardTitles("To do")).toEqual(["Late shipment"]));
    expect(count("In progress")).toBe("1");
  });
});
