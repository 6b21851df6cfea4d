import { act, fireEvent, screen, within } from "@testing-library/react";
import { caseColumnKeys, caseLimits } from "@tierwise/common/cases";
import { afterEach, describe, expect, it } from "vitest";
import { snackbarStore } from "../../../app/snackbar/show-snackbar.ts";
import { renderAppUi } from "../../../testing/render-app-ui.tsx";
import { SUPPLIER_CASE_QUERY } from "../case.graphql.ts";
import { tagsMock } from "../maker/case-fixtures.ts";
import { CaseListPage } from "./CaseListPage.tsx";
import { buildCaseRow, casesMock, casesSession, grace, viewsMock } from "./case-list-fixtures.ts";

afterEach(() => {
  act(() => snackbarStore.clear());
  window.localStorage.clear();
});

/** Every column shown, stored as the list stores its columns (version 9). */
function storeAllColumnsShown() {
  const data = caseColumnKeys.map((key) => ({
    key,
    title: "",
    disableChanging: false,
    enabled: true,
    dataType: "text",
  }));
  window.localStorage.setItem(
    "tw:user-1:cases.columns",
    JSON.stringify({ version: caseLimits.columnConfigVersion, data }),
  );
}

const allFlags = {
  riskCategoryField: true,
  caseManagementLocations: true,
  gsca: true,
  nTier: true,
};

/** The labels of spec 2 §3 "Case table columns", as written there. */
const specLabels = [
  "Assignee",
  "Case ID",
  "Country",
  "Case Name",
  "Comments",
  "Company",
  "Created By",
  "Closed Date",
  "Date Created",
  "Due Date",
  "Last Update",
  "Days Active",
  "Description",
  "Emails",
  "External Emails",
  "GSCA Case",
  "GSCA Locations",
  "GSCA Themes",
  "GSCA Sub Themes",
  "GSCA Type",
  "Tiers",
  "Last Comment",
  "Portfolio ID",
  "Portfolio Name",
  "Priority",
  "Access",
  "Progress",
  "Resolution Comment",
  "Risk Category",
  "Status",
  "Tags",
];
const flagGated = [
  "Risk Category",
  "Country",
  "GSCA Case",
  "GSCA Locations",
  "GSCA Themes",
  "GSCA Sub Themes",
  "GSCA Type",
  "Tiers",
];

const headers = () =>
  within(screen.getByRole("table", { name: "Cases" }))
    .getAllByRole("columnheader")
    .map((header) => header.textContent);

const cellOf = (caseId: string, column: string) => {
  const cell = document.querySelector(`[data-case-id="${caseId}"] [data-column="${column}"]`);
  if (!cell) throw new Error(`no ${column} cell for ${caseId}`);
  return cell.textContent;
};

describe("the case table", { timeout: 20_000 }, () => {
  it("labels every column as the spec does, flag-gated ones only with their flags", async () => {
    storeAllColumnsShown();
    renderAppUi(<CaseListPage />, {
      path: "/cases",
      session: casesSession(allFlags),
      mocks: [viewsMock([]), casesMock([buildCaseRow()])],
    });
    await screen.findByRole("table", { name: "Cases" });
    expect([...headers()].sort()).toEqual([...specLabels].sort());
  });

  it("hides the flag-gated columns from an organisation without those flags", async () => {
    storeAllColumnsShown();
    renderAppUi(<CaseListPage />, {
      path: "/cases",
      session: casesSession(),
      mocks: [viewsMock([]), casesMock([buildCaseRow()])],
    });
    await screen.findByRole("table", { name: "Cases" });
    expect([...headers()].sort()).toEqual(
      specLabels.filter((label) => !flagGated.includes(label)).sort(),
    );
  });

  it("shows the cells by the spec's rules", async () => {
    storeAllColumnsShown();
    const longComment = "Supplier confirmed the new delivery date for the parts.";
    const rows = [
      buildCaseRow({
        id: "case-1",
        rowNumber: 41,
        progress: null,
        dueDate: null,
        lastComment: longComment,
        private: true,
        resolutionComment: null,
      }),
      buildCaseRow({
        id: "case-2",
        rowNumber: 42,
        title: "Audit findings",
        status: "in_progress",
        priority: "high",
        progress: 40,
        dueDate: "2024-03-05",
        assignee: null,
        assignedTeam: { __typename: "CaseTeamRef", id: "team-1", name: "Procurement" },
        creator: { ...grace, id: "user-3", name: "Alan Turing", deactivated: true },
        counts: {
          __typename: "CaseCounts",
          emails: 3,
          comments: 5,
          externalEmails: 2,
          allTasks: 5,
          closedTasks: 2,
        },
        tags: [
          { __typename: "CaseTag", id: "t1", value: "Logistics" },
          { __typename: "CaseTag", id: "t2", value: "Urgent" },
        ],
        portfolio: { __typename: "CasePortfolioRef", id: "p-9", slug: "emea", name: "EMEA" },
      }),
    ];
    renderAppUi(<CaseListPage />, {
      path: "/cases",
      session: casesSession(),
      mocks: [viewsMock([]), casesMock(rows)],
    });
    await screen.findByRole("table", { name: "Cases" });

    expect(cellOf("case-1", "id")).toBe("41");
    expect(cellOf("case-1", "progress")).toBe("No tasks");
    expect(cellOf("case-2", "progress")).toBe("40%");
    expect(cellOf("case-1", "externalEmails")).toBe("No");
    expect(cellOf("case-2", "externalEmails")).toBe("Yes");
    expect(cellOf("case-1", "lastComment")).toBe(longComment.slice(0, 34));
    expect(cellOf("case-1", "lastComment")).toHaveLength(34);
    expect(cellOf("case-1", "dateDue")).toBe("---");
    expect(cellOf("case-1", "dateClosed")).toBe("---");
    expect(cellOf("case-1", "resolution")).toBe("---");
    expect(cellOf("case-2", "dateDue")).toBe("Tue, Mar 5, 2024");
    expect(cellOf("case-1", "private")).toBe("Private");
    expect(cellOf("case-2", "private")).toBe("Public");
    expect(cellOf("case-1", "assignees")).toBe("Grace Hopper");
    expect(cellOf("case-2", "assignees")).toBe("Procurement");
    expect(cellOf("case-2", "creators")).toBe("Alan Turing (deactivated)");
    expect(cellOf("case-2", "priority")).toBe("High");
    expect(cellOf("case-2", "status")).toBe("In progress");
    expect(cellOf("case-2", "tags")).toBe("Logistics, Urgent");
    expect(cellOf("case-2", "daysActive")).toBe("3");
    expect(cellOf("case-2", "portfolioId")).toBe("p-9");
    expect(cellOf("case-2", "portfolioName")).toBe("EMEA");
    const company = document.querySelector('[data-case-id="case-1"] [data-column="companyId"] a');
    expect(company?.textContent).toBe("Acme Steel");
    expect(company?.getAttribute("href")).toBe("/company/acme-steel");
  });

  it("opens a case in the maker from its name, the id kept in the address", async () => {
    renderAppUi(<CaseListPage />, {
      path: "/cases",
      session: casesSession(),
      mocks: [
        viewsMock([]),
        casesMock([buildCaseRow({ id: "case-7" })]),
        // Gone since the list loaded: the maker says so.
        {
          request: { query: SUPPLIER_CASE_QUERY, variables: { id: "case-7" } },
          result: { data: { supplierCase: null } },
        },
      ],
    });
    const name = await screen.findByRole("link", { name: "Late shipment from Acme Steel" });
    // Opened in a new tab, the name is the case's own page.
    expect(name.getAttribute("href")).toBe("/cases/case-7");
    fireEvent.click(name);
    expect(screen.getByTestId("location").textContent).toBe("/cases?case=case-7");
    const maker = await screen.findByRole("dialog");
    expect(await within(maker).findByText("Case not found")).toBeTruthy();
  });

  it("offers New case to those who may create cases, in the maker", async () => {
    renderAppUi(<CaseListPage />, {
      path: "/cases",
      session: casesSession(),
      mocks: [viewsMock([]), casesMock([buildCaseRow()]), tagsMock()],
    });
    fireEvent.click(await screen.findByRole("button", { name: "New case" }));
    expect(screen.getByTestId("location").textContent).toBe("/cases?case=new");
    expect(await screen.findByRole("dialog", { name: "Create Case" })).toBeTruthy();
  });
});

describe("column settings", { timeout: 20_000 }, () => {
  const open = async () => {
    renderAppUi(<CaseListPage />, {
      path: "/cases",
      session: casesSession(),
      mocks: [viewsMock([]), casesMock([buildCaseRow()])],
    });
    await screen.findByRole("table", { name: "Cases" });
    fireEvent.click(screen.getByRole("button", { name: "Columns" }));
    return screen.findByRole("group", { name: "Table columns" });
  };

  it("never lets Case Name or Access be hidden", async () => {
    const settings = await open();
    for (const label of ["Case Name", "Access"]) {
      const box = within(settings).getByRole("checkbox", { name: label });
      expect(box).toHaveProperty("disabled", true);
      expect(box).toHaveProperty("checked", true);
      fireEvent.click(box);
      expect(headers()).toContain(label);
    }
    expect(within(settings).queryByRole("button", { name: "Move Case Name up" })).toBeNull();
  });

  it("shows, hides and moves the other columns, and keeps the choice", async () => {
    const settings = await open();
    expect(headers()).not.toContain("Case ID");
    fireEvent.click(within(settings).getByRole("checkbox", { name: "Case ID" }));
    expect(headers()).toContain("Case ID");
    fireEvent.click(within(settings).getByRole("checkbox", { name: "Tags" }));
    expect(headers()).not.toContain("Tags");
    const before = headers();
    fireEvent.click(within(settings).getByRole("button", { name: "Move Company down" }));
    const after = headers();
    // Company changes places with the next changeable column (Description, hidden), so among
    // the shown ones it stays before Access; Access (locked) keeps its place.
    expect(after.indexOf("Access")).toBe(before.indexOf("Access"));
    const stored = JSON.parse(window.localStorage.getItem("tw:user-1:cases.columns") ?? "{}");
    expect(stored.version).toBe(9);
    expect(stored.data.find((entry: { key: string }) => entry.key === "id").enabled).toBe(true);
    expect(stored.data.map((entry: { key: string }) => entry.key).slice(0, 4)).toEqual([
      "id",
      "title",
      "description",
      "companyId",
    ]);
  });
});
