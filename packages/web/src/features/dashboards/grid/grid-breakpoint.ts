import { type DashboardBreakpoint, dashboardBreakpoints } from "@tierwise/common/dashboards/layout";
import { getBreakpointFromWidth } from "react-grid-layout";

/**
 * The breakpoint whose layout a grid this wide shows, by react-grid-layout's own rule (the
 * widest breakpoint the width is above), so the page can say which layout it shows and edits.
 */
export function breakpointOfWidth(width: number): DashboardBreakpoint {
  return getBreakpointFromWidth(dashboardBreakpoints, width) as DashboardBreakpoint;
}
