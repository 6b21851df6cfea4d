import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { caseMessages } from "@tierwise/common/cases";
import { afterEach, describe, expect, it, vi } from "vitest";
import { modalStore } from "../../../app/modals/modal-store.ts";
import { snackbarStore } from "../../../app/snackbar/show-snackbar.ts";
import { type Mock, renderAppUi } from "../../../testing/render-app-ui.tsx";
import { buildComment } from "../../comments/comment-fixtures.ts";
import { ADD_COMMENT } from "../../comments/comment-mutations.graphql.ts";
import { DELETE_SUPPLIER_CASE, type SupplierCase } from "../case.graphql.ts";
import { CaseMakerFromUrl } from "./CaseMakerFromUrl.tsx";
import {
  buildCase,
  caseQueryMock,
  casesSession,
  caseWallSummaryMock,
  paragraphOf,
  tagsMock,
  updateMock,
} from "./case-fixtures.ts";

afterEach(() => {
  act(() => {
    snackbarStore.clear();
    modalStore.closeAll();
  });
  vi.useRealTimers();
});

const location = () => screen.getByTestId("location").textContent;

async function openCase(supplierCase: SupplierCase, mocks: Mock[], flags = {}) {
  renderAppUi(<CaseMakerFromUrl target={{ companyId: "company-1" }} />, {
    mocks: [
      caseQueryMock(supplierCase),
      tagsMock(),
      caseWallSummaryMock(supplierCase.id),
      ...mocks,
    ],
    path: `/company/acme?tab=case&case=${supplierCase.id}`,
    session: casesSession(flags),
  });
  return screen.findByRole("dialog", { name: new RegExp(`Case ID ${supplierCase.rowNumber}`) });
}

describe("case maker: an existing case", { timeout: 30_000 }, () => {
  it("saves a new priority at once and says so", async () => {
    const dialog = await openCase(buildCase(), [
      updateMock({ id: "case-1", priority: "high" }, buildCase({ priority: "high" })),
    ]);
    const priority = within(dialog).getByLabelText("Priority") as HTMLSelectElement;
    fireEvent.change(priority, { target: { value: "high" } });
    expect(await screen.findByText("Priority was updated successfully")).toBeTruthy();
    expect(caseMessages.fieldUpdated("Priority")).toBe("Priority was updated successfully");
    expect(priority.value).toBe("high");
  });

  it("saves the countries once editing has paused for a second", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const saved = vi.fn();
    const dialog = await openCase(
      buildCase(),
      [
        updateMock(
          { id: "case-1", locations: ["FR", "DE"] },
          buildCase({ locations: ["FR", "DE"] }),
          saved,
        ),
      ],
      { caseManagementLocations: true },
    );
    const country = within(dialog).getByRole("combobox", { name: "Country" });
    fireEvent.focus(country);
    fireEvent.click(country);
    fireEvent.click(await screen.findByRole("option", { name: "France", hidden: true }));
    fireEvent.click(await screen.findByRole("option", { name: "Germany", hidden: true }));
    await act(async () => {
      vi.advanceTimersByTime(900);
    });
    expect(saved).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(await screen.findByText("Country was updated successfully")).toBeTruthy();
  });

  it("asks for a resolution comment before completing, then saves both", async () => {
    const resolution = buildComment({ id: "c-9", comment: paragraphOf("Supplier fixed it.") });
    const addComment: Mock = {
      request: {
        query: ADD_COMMENT,
        variables: {
          target: { caseId: "case-1" },
          comment: paragraphOf("Supplier fixed it."),
          parentId: null,
          permission: { type: "public", recipients: [] },
          attachmentKeys: [],
          filter: null,
        },
      },
      result: {
        data: {
          addComment: {
            __typename: "AddCommentSuccess",
            comment: resolution,
            visibleByFilter: true,
          },
        },
      },
    };
    const dialog = await openCase(buildCase(), [
      addComment,
      updateMock(
        { id: "case-1", status: "complete", resolutionCommentId: "c-9" },
        buildCase({ status: "complete", resolutionCommentId: "c-9" }),
      ),
    ]);
    fireEvent.change(within(dialog).getByLabelText("Status"), { target: { value: "complete" } });
    const resolve = await screen.findByRole("dialog", { name: "Resolve case as Complete" });
    expect((within(dialog).getByLabelText("Status") as HTMLSelectElement).value).toBe("to_do");
    const confirm = within(resolve).getByRole("button", { name: "Resolve" });
    expect(confirm).toHaveProperty("disabled", true);
    fireEvent.change(within(resolve).getByLabelText(/Resolution comment/), {
      target: { value: "Supplier fixed it." },
    });
    fireEvent.click(confirm);
    expect(await screen.findByText("Status was updated successfully")).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Resolve case as Complete" })).toBeNull(),
    );
    await waitFor(() =>
      expect((within(dialog).getByLabelText("Status") as HTMLSelectElement).value).toBe("complete"),
    );
  });

  it("deletes the case after 'Delete Case?' and closes the maker", async () => {
    const deleted: Mock = {
      request: { query: DELETE_SUPPLIER_CASE, variables: { id: "case-1" } },
      result: {
        data: {
          deleteSupplierCase: {
            __typename: "DeleteSupplierCaseSuccess",
            id: "case-1",
            rowNumber: 7,
            title: "Late deliveries",
          },
        },
      },
    };
    const dialog = await openCase(buildCase(), [deleted]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("dialog", { name: caseMessages.deleteCaseTitle });
    expect(within(confirm).getByText(caseMessages.deleteCaseBody)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(
      await screen.findByText("Case ID 7: Late deliveries was successfully deleted."),
    ).toBeTruthy();
    await waitFor(() => expect(location()).toBe("/company/acme?tab=case"));
  });

  it("offers Delete only to those who may delete", async () => {
    const dialog = await openCase(buildCase({ canDelete: false }), []);
    expect(within(dialog).getByLabelText("Priority")).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Delete" })).toBeNull();
  });
});
