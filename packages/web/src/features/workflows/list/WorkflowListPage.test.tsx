import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { type Mock, renderAppUi } from "../../../testing/render-app-ui.tsx";
import { buildTemplateRow, buildWorkflowRow, workflowSession } from "../workflow-fixtures.ts";
import { WORKFLOW_TEMPLATES_QUERY } from "../workflow-templates.graphql.ts";
import {
  WORKFLOW_COUNT_QUERY,
  WORKFLOWS_QUERY,
  type WorkflowFiltersInput,
  type WorkflowRow,
  type WorkflowSortInput,
} from "../workflows.graphql.ts";
import { WorkflowListPage } from "./WorkflowListPage.tsx";
import { WORKFLOW_VIEWS_QUERY, type WorkflowView } from "./workflow-views.graphql.ts";

afterEach(() => window.localStorage.clear());

type Asked = { filters: WorkflowFiltersInput; sort: WorkflowSortInput; after: string | null };

/**
 * The list's server: answers every page and count, and keeps what each page request asked.
 * Rows carry the filters they were asked with in their names, so the screen shows the answer.
 */
function listServer(asked: Asked[], rows: (variables: Asked) => WorkflowRow[]): Mock[] {
  const pages: Mock = {
    request: { query: WORKFLOWS_QUERY, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: Record<string, unknown>) => {
      const request = variables as unknown as Asked;
      asked.push(request);
      return {
        data: {
          workflows: {
            __typename: "WorkflowConnection",
            items: rows(request),
            pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
          },
        },
      };
    },
  };
  const count: Mock = {
    request: { query: WORKFLOW_COUNT_QUERY, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { workflows: { __typename: "WorkflowConnection", totalCount: 1 } } },
  };
  const templates: Mock = {
    request: { query: WORKFLOW_TEMPLATES_QUERY, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { workflowTemplates: [buildTemplateRow()] } },
  };
  return [pages, count, templates];
}

const viewsMock = (views: WorkflowView[]): Mock => ({
  request: { query: WORKFLOW_VIEWS_QUERY },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { workflowViews: views } },
});

const inReview: WorkflowView = {
  __typename: "WorkflowView",
  id: "view-1",
  name: "Waiting for me",
  description: null,
  params: { filters: { status: ["in_review"] }, sort: { key: "dueDate", direction: "Asc" } },
  columns: [],
  isDefault: false,
  creator: {
    __typename: "WorkflowUserRef",
    id: "user-1",
    name: "Ada Lovelace",
    email: "ada@example.com",
  },
};

function renderList(mocks: Mock[], path = "/workflows") {
  return renderAppUi(<WorkflowListPage />, { path, session: workflowSession(), mocks });
}

describe("the workflow list", { timeout: 60_000 }, () => {
  it("asks for the chosen status and the clicked sort, and shows what came back", async () => {
    const asked: Asked[] = [];
    renderList([
      viewsMock([]),
      ...listServer(asked, (request) => [
        buildWorkflowRow({
          id: `w-${asked.length}`,
          name: `Answer ${JSON.stringify(request.filters)}`,
        }),
      ]),
    ]);
    expect(await screen.findByRole("link", { name: "Answer {}" })).toBeTruthy();
    expect(asked[0]?.sort).toEqual({ key: "updatedAt", direction: "Desc" });

    const filters = screen.getByRole("region", { name: "Workflow filters" });
    const status = within(filters).getByRole("combobox", { name: "Status" });
    fireEvent.click(status);
    const listbox = await waitFor(() => {
      const found = document.getElementById(status.getAttribute("aria-controls") ?? "");
      if (!found) throw new Error("no status options");
      return found;
    });
    fireEvent.click(within(listbox).getByRole("option", { name: "In review", hidden: true }));
    expect(
      await screen.findByRole("link", { name: 'Answer {"status":["in_review"]}' }),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Due date" }));
    await waitFor(() =>
      expect(asked.at(-1)).toMatchObject({
        filters: { status: ["in_review"] },
        sort: { key: "dueDate", direction: "Desc" },
      }),
    );
    expect(screen.getByRole("columnheader", { name: "Due date" }).getAttribute("aria-sort")).toBe(
      "descending",
    );
  });

  it("applies a saved view named in the address: its filters and sort", async () => {
    const asked: Asked[] = [];
    renderList(
      [
        viewsMock([inReview]),
        ...listServer(asked, () => [buildWorkflowRow({ name: "A workflow" })]),
      ],
      "/workflows?view=view-1",
    );
    await waitFor(() =>
      expect(asked.at(-1)).toMatchObject({
        filters: { status: ["in_review"] },
        sort: { key: "dueDate", direction: "Asc" },
      }),
    );
    expect(screen.getByRole("combobox", { name: "View" })).toHaveProperty(
      "value",
      "Waiting for me",
    );
  });

  it("opens the person's default view when the address names none", async () => {
    const asked: Asked[] = [];
    renderList([
      viewsMock([{ ...inReview, isDefault: true }]),
      ...listServer(asked, () => [buildWorkflowRow()]),
    ]);
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe("/workflows?view=view-1"),
    );
    await waitFor(() => expect(asked.at(-1)?.filters).toEqual({ status: ["in_review"] }));
  });
});
