import { describe, expect, it } from "vitest";
import {
  activeWorkflowFilterCount,
  compactWorkflowFilters,
  defaultSort,
  nextWorkflowSort,
  viewParams,
  workflowFiltersInput,
} from "./workflow-filters.ts";

describe("workflow list filters", () => {
  it("send only the filters that are set, the search trimmed", () => {
    expect(
      workflowFiltersInput({
        status: ["in_review"],
        stepKind: [],
        templateIds: undefined,
        dueFrom: "2026-12-01",
        dueTo: null,
        overdue: false,
        search: "  northwind ",
      }),
    ).toEqual({
      status: ["in_review"],
      dueFrom: "2026-12-01",
      overdue: false,
      search: "northwind",
    });
  });

  it("count what is set, and compact empty values away", () => {
    const filters = compactWorkflowFilters({
      status: [],
      companyIds: ["c1"],
      search: "",
      overdue: true,
    });
    expect(filters).toEqual({ companyIds: ["c1"], overdue: true });
    expect(activeWorkflowFilterCount(filters)).toBe(2);
  });

  it("flip the direction on the same column and start a new one descending (names ascending)", () => {
    expect(nextWorkflowSort({ key: "dueDate", direction: "Desc" }, "dueDate")).toEqual({
      key: "dueDate",
      direction: "Asc",
    });
    expect(nextWorkflowSort(defaultSort, "score")).toEqual({ key: "score", direction: "Desc" });
    expect(nextWorkflowSort(defaultSort, "companyName")).toEqual({
      key: "companyName",
      direction: "Asc",
    });
  });

  it("read a saved view's params, and fall back to the defaults for parts that no longer fit", () => {
    expect(
      viewParams({ filters: { status: ["approved"] }, sort: { key: "score", direction: "Asc" } }),
    ).toEqual({ filters: { status: ["approved"] }, sort: { key: "score", direction: "Asc" } });
    expect(
      viewParams({ filters: { status: ["approved"] }, sort: { key: "colour", direction: "Up" } }),
    ).toEqual({
      filters: { status: ["approved"] },
      sort: defaultSort,
    });
    expect(viewParams("nonsense")).toEqual({ filters: {}, sort: defaultSort });
  });
});
