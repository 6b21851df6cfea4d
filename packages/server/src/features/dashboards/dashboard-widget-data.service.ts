import { widgetNotAllowedReasons } from "@tierwise/common/dashboards/messages";
import {
  type DashboardWidget,
  type DashboardWidgetDataMap,
  type DashboardWidgetSettingsMap,
  type DashboardWidgetType,
  isDashboardWidgetType,
  parseWidgetSettings,
} from "@tierwise/common/dashboards/widget-types";
import { dashboardWidgetBlock } from "@tierwise/common/policy/dashboards.policy";
import type { TenantActor } from "../../core/actor.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { DomainError, ForbiddenCodeError } from "../../core/errors.ts";
import { searchCompanies } from "../companies/search/advanced-search.service.ts";
import { findOwned, savedSearchKind } from "../saved-items/saved-item-store.ts";
import { dashboardInvalid } from "./dashboard-errors.ts";
import { findReadable } from "./dashboard-lookup.ts";
import { alertsOverTime, topAlertTopics } from "./widgets/alert-widgets.ts";
import { casesByStatus, overdueTasks } from "./widgets/case-widgets.ts";
import {
  portfolioCoverage,
  riskGradeDistribution,
  topRiskySuppliers,
} from "./widgets/risk-widgets.ts";
import { nTierConcentration, nTierExposureMap, requestPipeline } from "./widgets/supply-widgets.ts";
import { type WidgetContext, widgetContext } from "./widgets/widget-filters.ts";

export type WidgetDataAnswer = {
  widgetId: string;
  status: "ok" | "notAllowed" | "error";
  reason: string | null;
  data: unknown;
};

/** Thrown by a loader when the viewer may not see what the widget's settings name. */
class WidgetNotAllowed extends Error {}

type Loaders = {
  [T in DashboardWidgetType]: (
    ctx: WidgetContext,
    settings: DashboardWidgetSettingsMap[T],
  ) => Promise<DashboardWidgetDataMap[T]>;
};

/** Each built-in type's data, read by the feature that owns it with the viewer's rights. */
const loaders: Loaders = {
  riskGradeDistribution,
  alertsOverTime,
  topAlertTopics,
  casesByStatus,
  overdueTasks,
  portfolioCoverage: (ctx) => portfolioCoverage(ctx),
  topRiskySuppliers,
  nTierExposureMap,
  nTierConcentration,
  requestPipeline,
  note: async (_ctx, settings) => ({ markdown: settings.markdown }),
  savedSearchCount: async (ctx, settings) => {
    // Saved searches are their owner's alone (spec 3 §6): anyone else gets the one-liner.
    const saved = await findOwned(ctx.db, savedSearchKind, ctx.actor, settings.savedSearchId).catch(
      () => {
        throw new WidgetNotAllowed(widgetNotAllowedReasons.savedSearchNotYours);
      },
    );
    const results = await searchCompanies(ctx.deps, ctx.actor, {
      params: saved.searchParams,
      page: { first: 0 },
      withCount: true,
    });
    return { name: saved.name, count: await results.itemsCount(), path: "/search" };
  },
  // Extension widgets query through /graphql themselves, in the browser.
  extension: async () => null,
};

export const maxWidgetsPerCall = 50;

/**
 * dashboardWidgetData: the data of some of a dashboard's widgets, each read on the server with
 * the viewer's rights and flags. A widget the viewer may not see answers notAllowed with the
 * one-line reason (the one policy's dashboardWidgetBlock, or the object it names being out of
 * reach); one that fails answers error, and the others still answer.
 */
export async function dashboardWidgetData(
  deps: ServiceDeps,
  actor: TenantActor,
  input: {
    dashboardId: string;
    widgetIds: readonly string[];
    from?: Date | null;
    to?: Date | null;
    portfolioIds?: readonly string[] | null;
  },
): Promise<WidgetDataAnswer[]> {
  const dashboard = await findReadable(deps.db, actor, input.dashboardId);
  if (input.widgetIds.length > maxWidgetsPerCall) {
    throw dashboardInvalid([`Ask for at most ${maxWidgetsPerCall} widgets at once.`]);
  }
  const ctx = await widgetContext(deps, actor, {
    toolbar: dashboard.toolbar,
    from: input.from,
    to: input.to,
    portfolioIds: input.portfolioIds,
  });
  const widgets = new Map(dashboard.widgets.map((widget) => [widget.id, widget]));
  return Promise.all(
    [...new Set(input.widgetIds)].map((widgetId) => answer(ctx, widgetId, widgets.get(widgetId))),
  );
}

async function answer(
  ctx: WidgetContext,
  widgetId: string,
  widget: DashboardWidget | undefined,
): Promise<WidgetDataAnswer> {
  const notAllowed = (reason: string) => ({
    widgetId,
    status: "notAllowed" as const,
    reason,
    data: null,
  });
  if (!widget || !isDashboardWidgetType(widget.type)) {
    return {
      widgetId,
      status: "error",
      reason: "This widget is not on the dashboard.",
      data: null,
    };
  }
  const block = dashboardWidgetBlock(ctx.actor, widget.type);
  if (block) return notAllowed(widgetNotAllowedReasons[block]);
  const settings = parseWidgetSettings(widget.type, widget.settings);
  if (!settings.ok) return { widgetId, status: "error", reason: settings.error, data: null };
  const load = loaders[widget.type] as (ctx: WidgetContext, settings: unknown) => Promise<unknown>;
  try {
    return { widgetId, status: "ok", reason: null, data: await load(ctx, settings.settings) };
  } catch (error) {
    if (error instanceof WidgetNotAllowed) return notAllowed(error.message);
    // A configuration or portfolio the settings name that the viewer cannot see.
    if (error instanceof ForbiddenCodeError || error instanceof DomainError)
      return notAllowed(error.message);
    ctx.deps.log.error({ err: error, widgetId, type: widget.type }, "dashboard widget failed");
    return { widgetId, status: "error", reason: "This widget could not be loaded.", data: null };
  }
}
