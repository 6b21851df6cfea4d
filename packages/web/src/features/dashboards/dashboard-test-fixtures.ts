import { flowLayouts } from "@tierwise/common/dashboards/layout";
import type { DashboardWidget } from "@tierwise/common/dashboards/widget-types";
import { vi } from "vitest";
import type { Mock } from "../../testing/render-app-ui.tsx";
import {
  DASHBOARD_PORTFOLIO_OPTIONS_QUERY,
  DASHBOARD_QUERY,
  DASHBOARD_WIDGET_DATA_QUERY,
  type Dashboard,
  type DashboardWidgetDataAnswer,
} from "./dashboards.graphql.ts";

/** Dashboards shaped like the server's answers (schema.graphql), for the page's tests. */
export function buildDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  const widgets: DashboardWidget[] = overrides.widgets ?? [
    {
      id: "grades",
      type: "riskGradeDistribution",
      title: "Grades",
      sectionId: null,
      settings: { groupBy: "grade" },
    },
    {
      id: "topics",
      type: "topAlertTopics",
      title: "Topics",
      sectionId: null,
      settings: { limit: 10 },
    },
    {
      id: "note",
      type: "note",
      title: "Read me",
      sectionId: null,
      settings: { markdown: "Hello **team**" },
    },
  ];
  return {
    __typename: "Dashboard",
    id: "dashboard-1",
    slug: "risk-overview",
    name: "Risk overview",
    icon: "layout-dashboard",
    bundles: [],
    aclWrite: [],
    canWrite: true,
    layouts: flowLayouts(widgets.map((widget) => ({ id: widget.id, w: 4, h: 3 }))),
    toolbar: { dateRange: { preset: "30d" }, portfolioIds: [] },
    sections: [],
    version: 3,
    updatedAt: "2026-11-20T10:00:00.000Z",
    updatedByName: "Ada Admin",
    ...overrides,
    widgets,
  };
}

export const answer = (
  widgetId: string,
  data: unknown,
  status: DashboardWidgetDataAnswer["status"] = "ok",
  reason: string | null = null,
): DashboardWidgetDataAnswer => ({
  __typename: "DashboardWidgetData",
  widgetId,
  status,
  reason,
  data,
});

export function dashboardMocks(dashboard: Dashboard, answers: DashboardWidgetDataAnswer[]): Mock[] {
  return [
    {
      request: { query: DASHBOARD_QUERY, variables: { slug: dashboard.slug } },
      result: { data: { dashboard } },
      maxUsageCount: 5,
    },
    {
      request: { query: DASHBOARD_WIDGET_DATA_QUERY, variables: () => true },
      result: { data: { dashboardWidgetData: answers } },
      maxUsageCount: 10,
    },
    {
      request: { query: DASHBOARD_PORTFOLIO_OPTIONS_QUERY },
      result: {
        data: {
          portfolios: {
            __typename: "PortfolioConnection",
            items: [{ __typename: "Portfolio", id: "p-1", name: "Strategic suppliers" }],
          },
        },
      },
      maxUsageCount: 10,
    },
  ];
}

/**
 * jsdom lays nothing out; this observer reports a size as a browser would on observe: the grid
 * `gridWidth` wide, everything else (widget bodies) 400 × 300, so charts and bundle widgets mount.
 */
export function layOutDashboard(gridWidth = 1300) {
  class SizedResizeObserver {
    readonly callback: ResizeObserverCallback;
    constructor(callback: ResizeObserverCallback) {
      this.callback = callback;
    }
    observe(target: Element) {
      const width = target.getAttribute("data-testid") === "dashboard-grid" ? gridWidth : 400;
      const entry = {
        target,
        contentRect: { x: 0, y: 0, top: 0, left: 0, bottom: 300, right: width, width, height: 300 },
        borderBoxSize: [{ inlineSize: width, blockSize: 300 }],
        contentBoxSize: [{ inlineSize: width, blockSize: 300 }],
      } as unknown as ResizeObserverEntry;
      queueMicrotask(() => this.callback([entry], this as unknown as ResizeObserver));
    }
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal("ResizeObserver", SizedResizeObserver);
}
