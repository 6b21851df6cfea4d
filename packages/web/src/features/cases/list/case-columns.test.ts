import { defaultCaseColumns } from "@tierwise/common/cases";
import { describe, expect, it } from "vitest";
import {
  availableColumns,
  moveColumn,
  normalizeColumns,
  shownColumns,
  toggleColumn,
} from "./case-columns.ts";

const keys = (entries: { key: string }[]) => entries.map((entry) => entry.key);

describe("case table columns", () => {
  it("drops unknown and repeated keys, adds missing ones where the defaults have them", () => {
    const stored = [
      { key: "status", enabled: true },
      { key: "shoeSize", enabled: true },
      { key: "title", enabled: true },
      { key: "status", enabled: false },
    ];
    const columns = normalizeColumns(stored);
    expect(keys(columns)).toHaveLength(defaultCaseColumns().length);
    // The stored order wins; id (first in the defaults) goes first, dateDue after status.
    expect(keys(columns)[0]).toBe("id");
    expect(keys(columns).indexOf("status")).toBeLessThan(keys(columns).indexOf("title"));
    expect(keys(columns).indexOf("dateDue")).toBe(keys(columns).indexOf("status") + 1);
    expect(keys(columns)).not.toContain("shoeSize");
    expect(columns.find((column) => column.key === "status")?.enabled).toBe(true);
  });

  it("takes titles and locks from the definitions, and keeps locked columns shown", () => {
    const columns = normalizeColumns([
      { key: "title", enabled: false },
      { key: "private", enabled: false },
    ]);
    const title = columns.find((column) => column.key === "title");
    expect(title).toMatchObject({ title: "Case Name", disableChanging: true, enabled: true });
    expect(columns.find((column) => column.key === "private")?.enabled).toBe(true);
    expect(toggleColumn(columns, "title")).toEqual(columns);
  });

  it("hides flag-gated columns without their flag", () => {
    const all = defaultCaseColumns();
    expect(keys(availableColumns(all, {}))).not.toContain("gscaType");
    expect(keys(availableColumns(all, { gsca: true }))).toContain("gscaType");
    expect(keys(shownColumns(all, {}))).toEqual([
      "title",
      "companyId",
      "tags",
      "private",
      "assignees",
      "creators",
      "priority",
      "status",
      "dateDue",
      "dateUpdated",
      "lastComment",
    ]);
  });

  it("moves a column past locked ones, which keep their places", () => {
    const all = defaultCaseColumns();
    // id is first and title (locked) second: id moving down changes places with companyId.
    const moved = keys(moveColumn(all, "id", 1, {}));
    expect(moved.slice(0, 3)).toEqual(["companyId", "title", "id"]);
    expect(keys(moveColumn(all, "id", -1, {}))).toEqual(keys(all));
  });
});
