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
import { verticalCompactor } from "react-grid-layout/core";
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
  /** The shown breakpoint's layout as the grid holds it after a person's drag or resize. */
  onLayoutEdited: (breakpoint: DashboardBreakpoint, layout: Layout) => void;
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
  onLayoutEdited,
  onConfigure,
  onRemove,
  onNudge,
  renderBody,
}: DashboardGridProps) {
  // The grid mounts once its container is measured wider than 0 px, so it never starts from a
  // guessed width (1280) nor passes through the narrowest layout on its way to the real one:
  // a container not yet laid out (jsdom, a hidden tab) measures 0 px first, and after that
  // 1280 → 0 → real sequence the grid's two layers (react-grid-layout 2.3's responsive one and
  // the grid inside it) were seen handing the wide and the narrow layout back and forth for ever.
  const { width, containerRef, mounted } = useContainerWidth({ measureBeforeMount: true });
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

  // Only what a person did is stored: the grid also reports layouts it derives itself (a change
  // of width, a new layouts prop, compaction), and while its own breakpoint lags the page's it
  // reported one breakpoint's layout as another's, which, stored, was fed back to it. Compaction
  // needs no storing: the grid compacts any stored layout the same way when it shows it.
  const storeEdit = (layout: Layout) => {
    if (editing) onLayoutEdited(breakpoint, layout);
  };

  return (
    <div ref={containerRef} data-breakpoint={breakpoint} data-testid="dashboard-grid">
      {mounted && width > 0 && (
        <ResponsiveGridLayout
          width={width}
          breakpoints={dashboardBreakpoints}
          cols={dashboardColumns}
          // The grid shows the breakpoint the page names (data-breakpoint, the arrow-key nudges):
          // left to itself it keeps its own, one effect behind a change of width.
          breakpoint={breakpoint}
          layouts={sizedLayouts}
          rowHeight={gridRowHeight}
          margin={gridMargin}
          containerPadding={[0, 0]}
          // The compaction the keyboard's nudges apply too (nudgeWidget), named to keep them one.
          compactor={verticalCompactor}
          dragConfig={{ enabled: editing, handle: `.${dragHandleClass}` }}
          resizeConfig={{ enabled: editing }}
          onDragStop={storeEdit}
          onResizeStop={storeEdit}
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
