import { checkDashboardContent } from "@tierwise/common/dashboards/content";
import {
  addWidgetToLayouts,
  type DashboardBreakpoint,
  type DashboardLayoutItem,
  type DashboardLayouts,
  dashboardBreakpointKeys,
  dashboardColumns,
  removeWidgetFromLayouts,
} from "@tierwise/common/dashboards/layout";
import {
  type DashboardSection,
  type DashboardToolbar,
  type DashboardWidget,
  type DashboardWidgetType,
  dashboardWidgetTypes,
} from "@tierwise/common/dashboards/widget-types";
import { verticalCompactor } from "react-grid-layout/core";
import type { Dashboard } from "./dashboards.graphql.ts";

/** What Edit mode changes before Save: everything of a dashboard that updateDashboard takes. */
export type DashboardDraft = {
  name: string;
  icon: string | null;
  layouts: DashboardLayouts;
  toolbar: DashboardToolbar;
  sections: DashboardSection[];
  widgets: DashboardWidget[];
  bundles: string[];
};

export function draftOf(dashboard: Dashboard): DashboardDraft {
  return {
    name: dashboard.name,
    icon: dashboard.icon,
    layouts: dashboard.layouts,
    toolbar: dashboard.toolbar,
    sections: dashboard.sections,
    widgets: dashboard.widgets,
    bundles: dashboard.bundles,
  };
}

/** Same content (what Save would send), whatever the order of keys. */
export function sameDraft(a: DashboardDraft, b: DashboardDraft): boolean {
  return JSON.stringify(normalized(a)) === JSON.stringify(normalized(b));
}

function normalized(draft: DashboardDraft) {
  const layouts = Object.fromEntries(
    dashboardBreakpointKeys.map((breakpoint) => [
      breakpoint,
      [...(draft.layouts[breakpoint] ?? [])]
        .map(({ i, x, y, w, h }) => ({ i, x, y, w, h }))
        .sort((a, b) => a.i.localeCompare(b.i)),
    ]),
  );
  return { ...draft, layouts };
}

/** A fresh id for a widget or section, unique within the dashboard. */
export function newItemId(prefix: string, taken: readonly { id: string }[]): string {
  const ids = new Set(taken.map((item) => item.id));
  for (;;) {
    const id = `${prefix}-${crypto.randomUUID().slice(0, 8)}`;
    if (!ids.has(id)) return id;
  }
}

/** Adds a widget below the others on every breakpoint, in its type's default size. */
export function addWidget(
  draft: DashboardDraft,
  widget: Omit<DashboardWidget, "id">,
  size: { w: number; h: number } = dashboardWidgetTypes[widget.type].defaultSize,
): { draft: DashboardDraft; id: string } {
  const id = newItemId("widget", draft.widgets);
  return {
    id,
    draft: {
      ...draft,
      widgets: [...draft.widgets, { ...widget, id }],
      layouts: addWidgetToLayouts(draft.layouts, id, size),
    },
  };
}

export function removeWidget(draft: DashboardDraft, id: string): DashboardDraft {
  return {
    ...draft,
    widgets: draft.widgets.filter((widget) => widget.id !== id),
    layouts: removeWidgetFromLayouts(draft.layouts, id),
  };
}

export function replaceWidget(draft: DashboardDraft, widget: DashboardWidget): DashboardDraft {
  return {
    ...draft,
    widgets: draft.widgets.map((each) => (each.id === widget.id ? widget : each)),
  };
}

/**
 * The grid's positions for the breakpoint it shows, as the server stores them. Only that one:
 * a drag or resize changes the layout on screen, and the grid's copies of the other
 * breakpoints may be older than the draft (a widget removed since). Items of widgets the draft
 * no longer has are dropped for the same reason.
 */
export function withGridLayout(
  draft: DashboardDraft,
  breakpoint: DashboardBreakpoint,
  reported: readonly DashboardLayoutItem[],
): DashboardDraft {
  const ids = new Set(draft.widgets.map((widget) => widget.id));
  const items = reported
    .filter((item) => ids.has(item.i))
    .map(({ i, x, y, w, h }) => ({ i, x, y, w, h }));
  return { ...draft, layouts: { ...draft.layouts, [breakpoint]: items } };
}

/** The smallest a widget may be, in grid units (its type's minimum, within the columns). */
export function minimumSize(type: DashboardWidgetType, columns: number) {
  const { minSize } = dashboardWidgetTypes[type];
  return { w: Math.min(minSize.w, columns), h: minSize.h };
}

/**
 * Keyboard moving and resizing (the grid's own dragging needs a pointer): shifts one widget on
 * one breakpoint by whole grid units, kept inside the columns and above its minimum size.
 * Widgets it lands on are pushed down by the grid's own compaction, applied here so that the
 * draft holds the layout the grid shows (the grid stores only a person's drags and resizes).
 */
export function nudgeWidget(
  draft: DashboardDraft,
  breakpoint: DashboardBreakpoint,
  id: string,
  change: { dx?: number; dy?: number; dw?: number; dh?: number },
): DashboardDraft {
  const widget = draft.widgets.find((each) => each.id === id);
  if (!widget) return draft;
  const columns = dashboardColumns[breakpoint];
  const min = minimumSize(widget.type, columns);
  const items = draft.layouts[breakpoint].map((item) => {
    if (item.i !== id) return item;
    const w = clamp(item.w + (change.dw ?? 0), min.w, columns);
    const h = clamp(item.h + (change.dh ?? 0), min.h, 1000);
    const x = clamp(item.x + (change.dx ?? 0), 0, columns - w);
    const y = clamp(item.y + (change.dy ?? 0), 0, 1000);
    return { i: item.i, x, y, w, h };
  });
  const compacted = verticalCompactor
    .compact(items, columns)
    .map(({ i, x, y, w, h }) => ({ i, x, y, w, h }));
  return { ...draft, layouts: { ...draft.layouts, [breakpoint]: compacted } };
}

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(max, value));

export function addSection(draft: DashboardDraft, title: string): DashboardDraft {
  return {
    ...draft,
    sections: [...draft.sections, { id: newItemId("section", draft.sections), title }],
  };
}

export function renameSection(draft: DashboardDraft, id: string, title: string): DashboardDraft {
  return {
    ...draft,
    sections: draft.sections.map((section) =>
      section.id === id ? { ...section, title } : section,
    ),
  };
}

/** Removes a section; its widgets stay on the dashboard, in no section. */
export function removeSection(draft: DashboardDraft, id: string): DashboardDraft {
  return {
    ...draft,
    sections: draft.sections.filter((section) => section.id !== id),
    widgets: draft.widgets.map((widget) =>
      widget.sectionId === id ? { ...widget, sectionId: null } : widget,
    ),
  };
}

/**
 * The problems Save would meet, in the server's own words (common/dashboards/content): widget
 * settings, sections and layouts. Bundle addresses are left to the server, which alone knows
 * its CDN origin.
 */
export function draftProblems(draft: DashboardDraft): string[] {
  return checkDashboardContent({ ...draft, bundles: [] }, []).errors;
}
