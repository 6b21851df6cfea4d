import { describe, expect, it } from "vitest";
import { boardColumns } from "./board-columns.ts";
import { buildCaseRow } from "./case-list-fixtures.ts";

describe("board columns", () => {
  it("follow a card to its new status and move the counts with it", () => {
    const moved = buildCaseRow({ id: "a", status: "in_progress" });
    const stayed = buildCaseRow({ id: "b", status: "to_do" });
    const columns = boardColumns({
      to_do: { items: [moved, stayed], totalCount: 30 },
      in_progress: { items: [], totalCount: 4 },
      complete: null,
      retired: { items: [], totalCount: 0 },
    });
    expect(columns.map((column) => column.status)).toEqual([
      "to_do",
      "in_progress",
      "complete",
      "retired",
    ]);
    const [toDoColumn, inProgress, complete] = columns;
    expect(toDoColumn?.cards.map((card) => card.id)).toEqual(["b"]);
    expect(toDoColumn?.count).toBe(29);
    expect(toDoColumn?.hasMore).toBe(true);
    expect(inProgress?.cards.map((card) => card.id)).toEqual(["a"]);
    expect(inProgress?.count).toBe(5);
    expect(complete).toMatchObject({ cards: [], count: 0, hasMore: false });
  });
});
