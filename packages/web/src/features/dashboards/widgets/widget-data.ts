import type {
  DashboardWidgetDataMap,
  DashboardWidgetType,
} from "@tierwise/common/dashboards/widget-types";

/** What a built-in widget component gets: its data as the server answered, and its room. */
export type WidgetViewProps<T extends DashboardWidgetType> = {
  data: DashboardWidgetDataMap[T];
  /** Height of the widget's body in CSS pixels (charts fill it). */
  height: number;
};

/** Whether an answer holds nothing to draw (the widget then says so instead of an empty chart). */
export function isEmptyWidgetData(type: DashboardWidgetType, data: unknown): boolean {
  if (data === null || data === undefined) return type !== "extension";
  const value = data as Record<string, unknown>;
  const none = (list: unknown) => !Array.isArray(list) || list.length === 0;
  switch (type) {
    case "riskGradeDistribution":
      return none(value.rows);
    case "alertsOverTime":
      return none(value.points);
    case "topAlertTopics":
      return none(value.topics);
    case "casesByStatus":
      return none(value.rows);
    case "overdueTasks":
      return none(value.tasks);
    case "topRiskySuppliers":
      return none(value.companies);
    case "nTierExposureMap":
      return none(value.countries);
    case "nTierConcentration":
      return none(value.subSuppliers);
    case "requestPipeline":
      return none(value.single) && none(value.bulk);
    default:
      return false;
  }
}
