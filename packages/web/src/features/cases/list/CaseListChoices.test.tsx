import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { defaultCaseSort } from "@tierwise/common/cases";
import { afterEach, describe, expect, it } from "vitest";
import { snackbarStore } from "../../../app/snackbar/show-snackbar.ts";
import { renderAppUi } from "../../../testing/render-app-ui.tsx";
import { COMMENT_RECIPIENT_QUERY } from "../../comments/recipients.graphql.ts";
import { grace, recipientsMock } from "../maker/case-fixtures.ts";
import { CaseListPage } from "./CaseListPage.tsx";
import { SUPPLIER_CASES_QUERY } from "./case-list.graphql.ts";
import { buildCaseRow, casesMock, casesSession, viewsMock } from "./case-list-fixtures.ts";

afterEach(() => {
  act(() => snackbarStore.clear());
  window.localStorage.clear();
});

/** Each answer names its own case, so the title on screen tells which variables were sent. */
const defaultRows = [buildCaseRow({ id: "case-default", title: "Sorted by last update" })];
const byPriority = [buildCaseRow({ id: "case-priority", title: "Sorted by priority, ascending" })];
const byPriorityDesc = [
  buildCaseRow({ id: "case-priority-desc", title: "Sorted by priority, descending" }),
];

const prioritySort = { key: "priority", direction: "Asc" } as const;

function renderList(mocks = [casesMock(defaultRows)], path = "/cases") {
  return renderAppUi(<CaseListPage />, {
    path,
    session: casesSession(),
    mocks: [
      viewsMock([]),
      ...mocks,
      casesMock(byPriority, { sort: prioritySort }),
      casesMock(byPriorityDesc, { sort: { key: "priority", direction: "Desc" } }),
    ],
  });
}

const stored = (key: string) => window.localStorage.getItem(`tw:user-1:${key}`);
const store = (key: string, value: unknown) =>
  window.localStorage.setItem(`tw:user-1:${key}`, JSON.stringify(value));

describe("sorting the case list", { timeout: 20_000 }, () => {
  it("asks for the clicked column ascending, then descending", async () => {
    renderList();
    await screen.findByText("Sorted by last update");
    fireEvent.click(screen.getByRole("button", { name: "Priority" }));
    expect(await screen.findByText("Sorted by priority, ascending")).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: "Priority" }).getAttribute("aria-sort")).toBe(
      "ascending",
    );
    fireEvent.click(screen.getByRole("button", { name: "Priority" }));
    expect(await screen.findByText("Sorted by priority, descending")).toBeTruthy();
  });
});

describe("stored choices", { timeout: 20_000 }, () => {
  it("come back after the page is left and opened again", async () => {
    renderList();
    await screen.findByText("Sorted by last update");
    fireEvent.click(screen.getByRole("button", { name: "Priority" }));
    await screen.findByText("Sorted by priority, ascending");
    expect(JSON.parse(stored("cases.sort") ?? "null")).toEqual({ version: 2, data: prioritySort });
    cleanup();

    // Only the priority answer exists now: the list must ask for it first.
    renderList([]);
    expect(await screen.findByText("Sorted by priority, ascending")).toBeTruthy();
  });

  it("keep filters (version 2) and send them again", async () => {
    store("cases.filters", { version: 2, data: { status: ["in_progress"], private: true } });
    renderList([
      casesMock([buildCaseRow({ title: "Private work in progress" })], {
        filters: { status: ["in_progress"], private: true },
      }),
    ]);
    expect(await screen.findByText("Private work in progress")).toBeTruthy();
  });

  it.each([
    ["an older version", { version: 1, data: prioritySort }],
    ["data that fails the schema", { version: 2, data: { key: "shoeSize", direction: "Asc" } }],
    ["no version", prioritySort],
  ])("are ignored when the stored sort has %s", async (_case, value) => {
    store("cases.sort", value);
    renderList();
    expect(await screen.findByText("Sorted by last update")).toBeTruthy();
  });

  it("ignore stored filters that fail the schema", async () => {
    store("cases.filters", { version: 2, data: { status: ["lost"] } });
    renderList();
    expect(await screen.findByText("Sorted by last update")).toBeTruthy();
  });

  it("ignore columns stored at another version than 9", async () => {
    const columns = [
      { key: "id", title: "Case ID", disableChanging: false, enabled: true, dataType: "number" },
    ];
    store("cases.columns", { version: 8, data: columns });
    renderList();
    await screen.findByText("Sorted by last update");
    expect(screen.queryByRole("columnheader", { name: "Case ID" })).toBeNull();
    cleanup();

    store("cases.columns", { version: 9, data: columns });
    renderList();
    await screen.findByText("Sorted by last update");
    expect(screen.getByRole("columnheader", { name: "Case ID" })).toBeTruthy();
  });
});

describe("the creation-date filter", { timeout: 20_000 }, () => {
  it("sends the end date one day earlier than picked", async () => {
    renderList([
      casesMock(defaultRows),
      casesMock([buildCaseRow({ title: "From March 1" })], { filters: { dateFrom: "2024-03-01" } }),
      casesMock([buildCaseRow({ title: "Created in the first ten days of March" })], {
        filters: { dateFrom: "2024-03-01", dateTo: "2024-03-09" },
      }),
    ]);
    await screen.findByText("Sorted by last update");
    fireEvent.change(screen.getByLabelText("Created from"), { target: { value: "2024-03-01" } });
    await screen.findByText("From March 1");
    fireEvent.change(screen.getByLabelText("Created to"), { target: { value: "2024-03-10" } });
    expect(await screen.findByText("Created in the first ten days of March")).toBeTruthy();
    // The picked date is what the person sees and what is kept.
    expect(screen.getByLabelText("Created to")).toHaveProperty("value", "2024-03-10");
    expect(JSON.parse(stored("cases.filters") ?? "null").data.dateTo).toBe("2024-03-10");
  });
});

describe("the people filters", { timeout: 20_000 }, () => {
  it("filter by an assigned team and by a creator, and name them after a reload", async () => {
    const procurement = {
      __typename: "MentionTeam" as const,
      id: "team-1",
      name: "Procurement",
      members: [],
    };
    const mocks = [
      recipientsMock("Proc", [procurement, grace]),
      casesMock([buildCaseRow({ title: "Assigned to Procurement" })], {
        filters: { assignees: ["team:team-1"] },
      }),
      {
        request: { query: COMMENT_RECIPIENT_QUERY, variables: { type: "Team", id: "team-1" } },
        result: { data: { commentRecipient: procurement } },
      },
    ];
    renderList([casesMock(defaultRows), ...mocks]);
    await screen.findByText("Sorted by last update");
    fireEvent.change(screen.getByRole("textbox", { name: "Assignee" }), {
      target: { value: "Proc" },
    });
    fireEvent.click(await screen.findByRole("option", { name: /Procurement/ }));
    expect(await screen.findByText("Assigned to Procurement")).toBeTruthy();
    cleanup();

    // Stored filters keep ids only: the team's name is asked for again.
    renderList(mocks);
    expect(await screen.findByText("Assigned to Procurement")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Remove Procurement" })).toBeTruthy();
  });
});

describe("the list's states", { timeout: 20_000 }, () => {
  it("says No results when no case matches", async () => {
    renderList([casesMock([])]);
    await waitFor(() =>
      expect(
        screen.getAllByText("No results").filter((text) => !text.closest('[role="listbox"]')),
      ).toHaveLength(1),
    );
    expect(screen.queryByRole("table", { name: "Cases" })).toBeNull();
  });

  it("offers to try again when the cases cannot be loaded", async () => {
    renderList([
      {
        request: {
          query: SUPPLIER_CASES_QUERY,
          variables: { filters: {}, sort: defaultCaseSort, first: 25, offset: 0 },
        },
        error: new Error("The server is unreachable."),
      },
      casesMock(defaultRows),
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Sorted by last update")).toBeTruthy();
  });

  it("pages by 25", async () => {
    const firstPage = Array.from({ length: 25 }, (_, index) =>
      buildCaseRow({ id: `case-${index}`, rowNumber: index + 1, title: `Case ${index + 1}` }),
    );
    renderList([
      casesMock(firstPage, { totalCount: 26 }),
      casesMock([buildCaseRow({ id: "case-26", title: "Case 26" })], {
        offset: 25,
        totalCount: 26,
      }),
    ]);
    await screen.findByText("Case 25");
    fireEvent.click(screen.getByRole("button", { name: "Page 2" }));
    expect(await screen.findByText("Case 26")).toBeTruthy();
  });
});
