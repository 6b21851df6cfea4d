import { validateDashboardLayout } from "@tierwise/common/dashboards/layout";
import { describe, expect, it } from "vitest";
import {
  addSection,
  addWidget,
  draftOf,
  draftProblems,
  nudgeWidget,
  removeSection,
  removeWidget,
  sameDraft,
  withGridLayout,
} from "./dashboard-draft.ts";
import { buildDashboard } from "./dashboard-test-fixtures.ts";

const start = () => draftOf(buildDashboard());

describe("a dashboard draft", () => {
  it("places a new widget below the others on every breakpoint, valid for the server", () => {
    const { draft, id } = addWidget(start(), {
      type: "portfolioCoverage",
      title: "Coverage",
      sectionId: null,
      settings: {},
    });
    expect(id).toMatch(/^widget-[0-9a-f]{8}$/);
    expect(draft.layouts.xxs.find((item) => item.i === id)).toMatchObject({ x: 0, w: 2 });
    expect(draft.layouts.lg.find((item) => item.i === id)).toMatchObject({ x: 0, w: 4, h: 3 });
    expect(validateDashboardLayout(draft.widgets, draft.layouts)).toEqual([]);
  });

  it("removes a widget from the widgets and from every layout", () => {
    const draft = removeWidget(start(), "topics");
    expect(draft.widgets.map((widget) => widget.id)).toEqual(["grades", "note"]);
    for (const items of Object.values(draft.layouts))
      expect(items.map((item) => item.i)).not.toContain("topics");
    expect(draftProblems(draft)).toEqual([]);
  });

  it("moves and resizes with the keyboard inside the columns and above the minimum size", () => {
    let draft = start();
    draft = nudgeWidget(draft, "sm", "grades", { dx: -1, dw: 10 });
    expect(draft.layouts.sm.find((item) => item.i === "grades")).toMatchObject({ x: 0, w: 6 });
    draft = nudgeWidget(draft, "sm", "grades", { dw: -10, dh: -10 });
    // riskGradeDistribution's minimum is 2 × 3.
    expect(draft.layouts.sm.find((item) => item.i === "grades")).toMatchObject({ w: 2, h: 3 });
    draft = nudgeWidget(draft, "sm", "grades", { dx: 10 });
    expect(draft.layouts.sm.find((item) => item.i === "grades")).toMatchObject({ x: 4, w: 2 });
    // Other breakpoints keep their positions.
    expect(draft.layouts.lg).toEqual(start().layouts.lg);
  });

  it("pushes down the widget a nudge lands on, as the grid shows it, so Save is not refused", () => {
    // lg: grades at x 0 (4 wide), topics at x 4; widening grades covers topics' first column.
    const draft = nudgeWidget(start(), "lg", "grades", { dw: 1 });
    const lg = draft.layouts.lg;
    expect(lg.find((item) => item.i === "grades")).toMatchObject({ x: 0, y: 0, w: 5 });
    expect(lg.find((item) => item.i === "topics")).toMatchObject({ x: 4, y: 3 });
    expect(draftProblems(draft)).toEqual([]);
  });

  it("takes the shown breakpoint's positions from the grid, without its extra fields", () => {
    const draft = withGridLayout(start(), "md", [
      { i: "grades", x: 1, y: 2, w: 3, h: 4, minW: 2, moved: false } as never,
      // The grid's copy may still hold a widget removed since.
      { i: "removed", x: 0, y: 9, w: 1, h: 1 },
    ]);
    expect(draft.layouts.md).toEqual([{ i: "grades", x: 1, y: 2, w: 3, h: 4 }]);
    expect(draft.layouts.lg).toEqual(start().layouts.lg);
  });

  it("keeps a removed section's widgets, in no section", () => {
    let draft = addSection(start(), "Risk");
    const section = draft.sections[0]?.id as string;
    draft = {
      ...draft,
      widgets: draft.widgets.map((widget) => ({ ...widget, sectionId: section })),
    };
    draft = removeSection(draft, section);
    expect(draft.sections).toEqual([]);
    expect(draft.widgets.every((widget) => widget.sectionId === null)).toBe(true);
  });

  it("says what Save would refuse, in the server's words", () => {
    const draft = start();
    const overlapping = {
      ...draft,
      layouts: { ...draft.layouts, md: draft.layouts.md.map((item) => ({ ...item, x: 0, y: 0 })) },
    };
    expect(draftProblems(overlapping)).toContain("“Topics” overlaps “Grades” in the md layout.");
  });

  it("compares drafts by content, whatever the order of layout items", () => {
    const draft = start();
    const reordered = {
      ...draft,
      layouts: { ...draft.layouts, lg: [...draft.layouts.lg].reverse() },
    };
    expect(sameDraft(draft, reordered)).toBe(true);
    expect(sameDraft(draft, removeWidget(draft, "note"))).toBe(false);
  });
});
