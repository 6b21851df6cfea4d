import type { DashboardIcon } from "./icons.ts";
import { type DashboardLayouts, flowLayouts } from "./layout.ts";
import {
  type DashboardSection,
  type DashboardToolbar,
  type DashboardWidget,
  type DashboardWidgetType,
  defaultWidgetSettings,
} from "./widget-types.ts";

/**
 * The four dashboards one can start from (issue 30). Widgets are listed in reading order with
 * their lg width and height; `flowLayouts` places them on every breakpoint.
 */
export type DashboardTemplate = {
  key: string;
  name: string;
  icon: DashboardIcon;
  description: string;
  toolbar: DashboardToolbar;
  sections: DashboardSection[];
  widgets: DashboardWidget[];
  layouts: DashboardLayouts;
};

type TemplateWidget = {
  id: string;
  type: DashboardWidgetType;
  w: number;
  h: number;
  title?: string;
  sectionId?: string;
  settings?: Record<string, unknown>;
};

const titles: Partial<Record<DashboardWidgetType, string>> = {
  riskGradeDistribution: "Risk grade distribution",
  alertsOverTime: "Alerts over time",
  topAlertTopics: "Top alert topics",
  casesByStatus: "Cases by status",
  overdueTasks: "Overdue tasks",
  portfolioCoverage: "Portfolio coverage",
  topRiskySuppliers: "Top risky suppliers",
  nTierExposureMap: "N-tier exposure by country",
  nTierConcentration: "N-tier concentration",
  requestPipeline: "Request pipeline",
  note: "Note",
};

function template(
  base: Omit<DashboardTemplate, "widgets" | "layouts">,
  widgets: TemplateWidget[],
): DashboardTemplate {
  return {
    ...base,
    widgets: widgets.map((widget) => ({
      id: widget.id,
      type: widget.type,
      title: widget.title ?? titles[widget.type] ?? widget.type,
      sectionId: widget.sectionId ?? null,
      settings: { ...defaultWidgetSettings(widget.type), ...widget.settings },
    })),
    layouts: flowLayouts(widgets),
  };
}

const thirtyDays: DashboardToolbar = { dateRange: { preset: "30d" }, portfolioIds: [] };

export const dashboardTemplates: DashboardTemplate[] = [
  template(
    {
      key: "risk-overview",
      name: "Risk overview",
      icon: "layout-dashboard",
      description: "Grades, the riskiest suppliers, alerts and supply-chain exposure on one page.",
      toolbar: thirtyDays,
      sections: [
        { id: "risk", title: "Risk" },
        { id: "alerts", title: "Alerts" },
      ],
    },
    [
      { id: "risk-grades", type: "riskGradeDistribution", w: 6, h: 4, sectionId: "risk" },
      { id: "coverage", type: "portfolioCoverage", w: 6, h: 4, sectionId: "risk" },
      { id: "risky-suppliers", type: "topRiskySuppliers", w: 6, h: 5, sectionId: "risk" },
      { id: "exposure-map", type: "nTierExposureMap", w: 6, h: 5, sectionId: "risk" },
      { id: "alerts-over-time", type: "alertsOverTime", w: 8, h: 4, sectionId: "alerts" },
      { id: "alert-topics", type: "topAlertTopics", w: 4, h: 4, sectionId: "alerts" },
    ],
  ),
  template(
    {
      key: "alerts-this-week",
      name: "Alerts this week",
      icon: "bell",
      description: "The week's alerts by day and topic, and the suppliers they touch.",
      toolbar: { dateRange: { preset: "7d" }, portfolioIds: [] },
      sections: [],
    },
    [
      {
        id: "alerts-per-day",
        type: "alertsOverTime",
        w: 8,
        h: 4,
        title: "Alerts per day",
        settings: { interval: "day", groupBy: "severity" },
      },
      { id: "alert-topics", type: "topAlertTopics", w: 4, h: 4 },
      { id: "risky-suppliers", type: "topRiskySuppliers", w: 6, h: 5 },
      {
        id: "week-note",
        type: "note",
        w: 6,
        h: 5,
        title: "This week",
        settings: { markdown: "Notes for this week's review." },
      },
    ],
  ),
  template(
    {
      key: "case-work",
      name: "Case work",
      icon: "briefcase",
      description: "Cases by status and priority, and the tasks that are overdue.",
      toolbar: { dateRange: { preset: "90d" }, portfolioIds: [] },
      sections: [],
    },
    [
      { id: "cases-by-status", type: "casesByStatus", w: 6, h: 4 },
      { id: "overdue-tasks", type: "overdueTasks", w: 6, h: 4 },
      {
        id: "alerts-by-class",
        type: "alertsOverTime",
        w: 12,
        h: 4,
        settings: { groupBy: "class" },
      },
    ],
  ),
  template(
    {
      key: "supplier-onboarding",
      name: "Supplier onboarding",
      icon: "truck",
      description: "Requests in flight, portfolio coverage and where the supply chain reaches.",
      toolbar: { dateRange: { preset: "90d" }, portfolioIds: [] },
      sections: [],
    },
    [
      { id: "request-pipeline", type: "requestPipeline", w: 6, h: 4 },
      { id: "coverage", type: "portfolioCoverage", w: 6, h: 4 },
      { id: "concentration", type: "nTierConcentration", w: 6, h: 4 },
      { id: "exposure-map", type: "nTierExposureMap", w: 6, h: 4 },
    ],
  ),
];

export function findDashboardTemplate(key: string): DashboardTemplate | undefined {
  return dashboardTemplates.find((candidate) => candidate.key === key);
}
