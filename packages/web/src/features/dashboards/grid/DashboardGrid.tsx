import "react-grid-layout/css/styles.css";
import "react-resizable/css/styles.css";
import {
  type DashboardBreakpoint,
  type DashboardLayouts,
  dashboardBreakpoints,
  dashboardColumns,
} from "@tierwise/common/dashboards/layout";
import type { DashboardWidget } from "@tierwise/common/dashboards/widget-types";
import { useMemo } from "react";
import { type Layout, ResponsiveGridLayout, useContainerWidth } from "react-grid-layout";
import { minimumSize } from "../dashboard-draft.ts";
import { breakpointOfWidth } from "./grid-breakpoint.ts";
import { dragHandleClass, WidgetFrame, type WidgetNudge } from "./WidgetFrame.tsx";

/** One grid row in CSS pixels; widget heights in the layouts are counted in these rows. */
export const gridRowHeight = 60;
const gridMargin = [12, 12] as const;

type DashboardGridProps = {
  widgets: readonly DashboardWidget[];
  layouts: DashboardLayouts;
  editing: boolean;
  /** The shown breakpoint's layout as the grid holds it after a drag, resize or compaction. */
  onLayoutChange: (breakpoint: DashboardBreakpoint, layout: Layout) => void;
  onConfigure: (widget: DashboardWidget) => void;
  onRemove: (widget: DashboardWidget) => void;
  onNudge: (widget: DashboardWidget, breakpoint: DashboardBreakpoint, nudge: WidgetNudge) => void;
  renderBody: (widget: DashboardWidget, height: number) => React.ReactNode;
};

/**
 * The dashboard's responsive grid (react-grid-layout): the breakpoint follows the width of the
 * grid itself (lg 1200, md 996, sm 768, xs 480, xxs 0 pixels; 12/10/6/4/2 columns), each with
 * its own stored layout. Dragging (by the handle) and resizing only in Edit mode.
 */
export function DashboardGrid({
  widgets,
  layouts,
  editing,
  onLayoutChange,
  onConfigure,
  onRemove,
  onNudge,
  renderBody,
}: DashboardGridProps) {
  const { width, containerRef, mounted } = useContainerWidth();
  const breakpoint = breakpointOfWidth(width);
  // Minimum sizes travel with the layout items, so a resize never goes below them.
  const sizedLayouts = useMemo(() => {
    const types = new Map(widgets.map((widget) => [widget.id, widget.type]));
    return Object.fromEntries(
      Object.entries(layouts).map(([key, items]) => {
        const columns = dashboardColumns[key as DashboardBreakpoint];
        return [
          key,
          items.map((item) => {
            const type = types.get(item.i);
            const min = type ? minimumSize(type, columns) : { w: 1, h: 1 };
            return {
              ...item,
              minW: min.w,
              minH: min.h,
              isDraggable: editing,
              isResizable: editing,
            };
          }),
        ];
      }),
    );
  }, [layouts, widgets, editing]);

  return (
    <div ref={containerRef} data-breakpoint={breakpoint} data-testid="dashboard-grid">
      {mounted && (
        <ResponsiveGridLayout
          width={width}
          breakpoints={dashboardBreakpoints}
          cols={dashboardColumns}
          // The grid shows the breakpoint the page names (data-breakpoint, the arrow-key nudges):
          // left to itself it keeps its own, one effect behind a change of width, and a layout
          // it reported for one breakpoint was stored under the other, back and forth for ever.
          breakpoint={breakpoint}
          layouts={sizedLayouts}
          rowHeight={gridRowHeight}
          margin={gridMargin}
          containerPadding={[0, 0]}
          dragConfig={{ enabled: editing, handle: `.${dragHandleClass}` }}
          resizeConfig={{ enabled: editing }}
          onLayoutChange={(current, all) => {
            // A grid not yet measured (0 px wide) shows no layout anyone edits: jsdom measures
            // 0 px first, and its reports then fed a loop between the narrow and wide layouts.
            if (editing && width > 0)
              onLayoutChange(shownBreakpoint(all, current) ?? breakpoint, current);
          }}
        >
          {widgets.map((widget) => (
            <div key={widget.id} data-widget-id={widget.id}>
              <WidgetFrame
                widget={widget}
                editing={editing}
                onConfigure={() => onConfigure(widget)}
                onRemove={() => onRemove(widget)}
                onNudge={(nudge) => onNudge(widget, breakpoint, nudge)}
              >
                {(height) => renderBody(widget, height)}
              </WidgetFrame>
            </div>
          ))}
        </ResponsiveGridLayout>
      )}
    </div>
  );
}

/** The breakpoint whose layout the grid reported: the one it holds under that very layout. */
function shownBreakpoint(
  all: Partial<Record<string, Layout>>,
  current: Layout,
): DashboardBreakpoint | undefined {
  return Object.keys(all).find((key) => all[key] === current) as DashboardBreakpoint | undefined;
}
