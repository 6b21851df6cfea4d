/**
 * The icons a dashboard may carry (spec 1 §2: the navigation's Dashboards group shows a name and
 * an optional icon). Tabler icon names; the web maps each to its @tabler/icons-react component
 * (e.g. "layout-dashboard" → IconLayoutDashboard). A fixed list, so the server can refuse others.
 */
export const dashboardIcons = [
  "layout-dashboard",
  "chart-bar",
  "chart-pie",
  "chart-line",
  "alert-triangle",
  "bell",
  "briefcase",
  "building-factory",
  "world",
  "users",
  "clipboard-list",
  "shield-check",
  "trending-up",
  "truck",
  "star",
  "flag",
] as const;
export type DashboardIcon = (typeof dashboardIcons)[number];

export function isDashboardIcon(value: string): value is DashboardIcon {
  return (dashboardIcons as readonly string[]).includes(value);
}
