import type {
  DashboardWidgetDataMap,
  DashboardWidgetType,
} from "@tierwise/common/dashboards/widget-types";
import { AlertsOverTimeWidget } from "./AlertsOverTimeWidget.tsx";
import { CasesByStatusWidget } from "./CasesByStatusWidget.tsx";
import { ConcentrationWidget } from "./ConcentrationWidget.tsx";
import { ExposureMapWidget } from "./ExposureMapWidget.tsx";
import { NoteWidget } from "./NoteWidget.tsx";
import { OverdueTasksWidget } from "./OverdueTasksWidget.tsx";
import { PortfolioCoverageWidget } from "./PortfolioCoverageWidget.tsx";
import { RequestPipelineWidget } from "./RequestPipelineWidget.tsx";
import { RiskGradeDistributionWidget } from "./RiskGradeDistributionWidget.tsx";
import { SavedSearchCountWidget } from "./SavedSearchCountWidget.tsx";
import { TopAlertTopicsWidget } from "./TopAlertTopicsWidget.tsx";
import { TopRiskySuppliersWidget } from "./TopRiskySuppliersWidget.tsx";

type BuiltInType = Exclude<DashboardWidgetType, "extension">;

/** One of the twelve built-in widgets drawing the data the server answered for it. */
export function BuiltInWidget({
  type,
  data,
  height,
}: {
  type: BuiltInType;
  data: unknown;
  height: number;
}) {
  const props = <T extends BuiltInType>() => ({ data: data as DashboardWidgetDataMap[T], height });
  switch (type) {
    case "riskGradeDistribution":
      return <RiskGradeDistributionWidget {...props<typeof type>()} />;
    case "alertsOverTime":
      return <AlertsOverTimeWidget {...props<typeof type>()} />;
    case "topAlertTopics":
      return <TopAlertTopicsWidget {...props<typeof type>()} />;
    case "casesByStatus":
      return <CasesByStatusWidget {...props<typeof type>()} />;
    case "overdueTasks":
      return <OverdueTasksWidget {...props<typeof type>()} />;
    case "portfolioCoverage":
      return <PortfolioCoverageWidget {...props<typeof type>()} />;
    case "topRiskySuppliers":
      return <TopRiskySuppliersWidget {...props<typeof type>()} />;
    case "nTierExposureMap":
      return <ExposureMapWidget {...props<typeof type>()} />;
    case "nTierConcentration":
      return <ConcentrationWidget {...props<typeof type>()} />;
    case "requestPipeline":
      return <RequestPipelineWidget {...props<typeof type>()} />;
    case "note":
      return <NoteWidget {...props<typeof type>()} />;
    case "savedSearchCount":
      return <SavedSearchCountWidget {...props<typeof type>()} />;
  }
}
