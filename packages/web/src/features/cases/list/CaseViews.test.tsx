import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { defaultCaseColumns, defaultCaseSort } from "@tierwise/common/cases";
import { afterEach, describe, expect, it } from "vitest";
import { snackbarStore } from "../../../app/snackbar/show-snackbar.ts";
import { type Mock, renderAppUi } from "../../../testing/render-app-ui.tsx";
import { CaseListPage } from "./CaseListPage.tsx";
import {
  buildCaseRow,
  buildCaseView,
  casesMock,
  casesSession,
  viewsMock,
} from "./case-list-fixtures.ts";
import { type CaseView, CREATE_CASE_VIEW, SET_DEFAULT_CASE_VIEW } from "./case-views.graphql.ts";
import { rememberDefaultCaseView, storedDefaultCaseView } from "./default-case-view.ts";

afterEach(() => {
  act(() => snackbarStore.clear());
  window.localStorage.clear();
});

const highPriority = buildCaseView();

/** The server's own entry for the built-in view, listed first. */
const builtInView = (overrides: Partial<CaseView>) =>
  buildCaseView({
    id: "default",
    name: "Default View",
    params: { filters: {}, sort: defaultCaseSort },
    columns: defaultCaseColumns(),
    ...overrides,
  });

function renderList(mocks: Mock[], path = "/cases") {
  return renderAppUi(<CaseListPage />, {
    path,
    session: casesSession(),
    mocks: [casesMock([buildCaseRow({ title: "Every case" })]), ...mocks],
  });
}

describe("saved case views", { timeout: 20_000 }, () => {
  it("says so when a view with that name already exists", async () => {
    renderList([
      viewsMock([highPriority]),
      {
        request: {
          query: CREATE_CASE_VIEW,
          variables: {
            input: {
              name: "High priority",
              description: null,
              params: { filters: {}, sort: defaultCaseSort },
              columns: defaultCaseColumns(),
            },
          },
        },
        result: {
          data: {
            createCaseView: {
              __typename: "AlreadyExistsError",
              message: "A case view with this name exists.",
            },
          },
        },
      },
    ]);
    await screen.findByText("Every case");
    fireEvent.click(screen.getByRole("button", { name: "View actions" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Save as new view" }));
    const dialog = await screen.findByRole("dialog", { name: "Save view" });
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Name" }), {
      target: { value: " High priority " },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Case view name already exists.")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Save view" })).toBeTruthy();
  });

  it("applies the view named in the address: its filters, sort and columns", async () => {
    const view = buildCaseView({
      columns: defaultCaseColumns().map((column) =>
        column.key === "id" ? { ...column, enabled: true } : column,
      ),
    });
    renderList(
      [
        viewsMock([view]),
        casesMock([buildCaseRow({ title: "High priority, soonest due first" })], {
          filters: { priority: ["high"] },
          sort: { key: "dateDue", direction: "Asc" },
        }),
      ],
      "/cases?view=view-1",
    );
    expect(await screen.findByText("High priority, soonest due first")).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: "Case ID" })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "View" })).toHaveProperty("value", "High priority");
  });

  it("keeps the default view for the navigation's Cases link, and changes it", async () => {
    const view = buildCaseView();
    const nowDefault = { ...view, isDefault: true };
    let answeredDefault = false;
    renderList(
      [
        {
          request: { query: viewsMock([]).request.query, variables: {} },
          result: () => ({ data: { caseViews: [answeredDefault ? nowDefault : view] } }),
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
        casesMock([buildCaseRow({ title: "High priority only" })], {
          filters: { priority: ["high"] },
          sort: { key: "dateDue", direction: "Asc" },
        }),
        {
          request: { query: SET_DEFAULT_CASE_VIEW, variables: { id: "view-1" } },
          result: () => {
            answeredDefault = true;
            return {
              data: { setDefaultCaseView: { __typename: "CaseViewSuccess", view: nowDefault } },
            };
          },
        },
      ],
      "/cases?view=view-1",
    );
    await screen.findByText("High priority only");
    expect(storedDefaultCaseView("user-1")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "View actions" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Set as default" }));
    await waitFor(() => expect(storedDefaultCaseView("user-1")).toBe("view-1"));
    expect(await screen.findByText("Default")).toBeTruthy();
  });

  it("learns the default view from the list of views", async () => {
    renderList([
      viewsMock([
        builtInView({ isDefault: false }),
        buildCaseView({ id: "view-5", name: "Mine", isDefault: true }),
      ]),
    ]);
    await waitFor(() => expect(storedDefaultCaseView("user-1")).toBe("view-5"));
  });

  it("lists the built-in Default View once, and a link needs no view when it is the default", async () => {
    rememberDefaultCaseView("user-1", "view-5");
    renderList([viewsMock([builtInView({ isDefault: true }), buildCaseView()])]);
    await waitFor(() => expect(storedDefaultCaseView("user-1")).toBeNull());
    fireEvent.click(screen.getByRole("combobox", { name: "View" }));
    const options = within(await screen.findByRole("listbox")).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["Default View", "High priority"]);
  });
});
