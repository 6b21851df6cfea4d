import {
  IconAlertTriangle,
  IconBell,
  IconBriefcase,
  IconBuildingFactory,
  IconChartBar,
  IconChartLine,
  IconChartPie,
  IconClipboardList,
  IconFlag,
  IconLayoutDashboard,
  IconShieldCheck,
  IconStar,
  IconTrendingUp,
  IconTruck,
  IconUsers,
  IconWorld,
  type TablerIcon,
} from "@tabler/icons-react";
import { type DashboardIcon, isDashboardIcon } from "@tierwise/common/dashboards/icons";

/** Common's icon names (the server refuses others) as the Tabler components the web draws. */
export const dashboardIconComponents: Record<DashboardIcon, TablerIcon> = {
  "layout-dashboard": IconLayoutDashboard,
  "chart-bar": IconChartBar,
  "chart-pie": IconChartPie,
  "chart-line": IconChartLine,
  "alert-triangle": IconAlertTriangle,
  bell: IconBell,
  briefcase: IconBriefcase,
  "building-factory": IconBuildingFactory,
  world: IconWorld,
  users: IconUsers,
  "clipboard-list": IconClipboardList,
  "shield-check": IconShieldCheck,
  "trending-up": IconTrendingUp,
  truck: IconTruck,
  star: IconStar,
  flag: IconFlag,
};

/** A dashboard's icon, or null when it has none (or one this build does not know). */
export function dashboardIconOf(name: string | null | undefined): TablerIcon | null {
  return name && isDashboardIcon(name) ? dashboardIconComponents[name] : null;
}

/** "layout-dashboard" → "Layout dashboard", for the icon picker. */
export function dashboardIconLabel(name: DashboardIcon): string {
  const words = name.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
