import { flowLayouts } from "@tierwise/common/dashboards/layout";
import { builtInWidgetTypes, dashboardWidgetTypes } from "@tierwise/common/dashboards/widget-types";

/**
 * Every built-in widget once (its id is its type), flowed on every breakpoint: the tests' and
 * the benchmark's dashboard. The saved search and the note's text are the caller's.
 */
export function everyBuiltInWidget(savedSearchId: string, note: string) {
  const widgets = builtInWidgetTypes.map((type) => ({
    id: type,
    type,
    title: dashboardWidgetTypes[type].title,
    settings:
      type === "savedSearchCount" ? { savedSearchId } : type === "note" ? { markdown: note } : {},
  }));
  const layouts = flowLayouts(
    widgets.map((w) => ({ id: w.id, ...dashboardWidgetTypes[w.type].defaultSize })),
  );
  return { widgets, layouts };
}
