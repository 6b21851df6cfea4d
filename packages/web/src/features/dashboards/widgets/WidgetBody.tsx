import { Loader, Text } from "@mantine/core";
import type { DashboardWidget } from "@tierwise/common/dashboards/widget-types";
import { dashboardWords } from "../dashboard-words.ts";
import type { DashboardWidgetDataAnswer } from "../dashboards.graphql.ts";
import { ExtensionWidget } from "../extensions/ExtensionWidget.tsx";
import type {
  DashboardWidgetDefinition,
  DashboardWidgetFilters,
} from "../extensions/widget-api.ts";
import { BuiltInWidget } from "./BuiltInWidget.tsx";
import { isEmptyWidgetData } from "./widget-data.ts";

export type WidgetBodyProps = {
  widget: DashboardWidget;
  /** The server's answer for this widget; undefined while loading or when it has none yet. */
  answer: DashboardWidgetDataAnswer | undefined;
  loading: boolean;
  /** Failed to load the widgets' data (the whole request). */
  failed: boolean;
  filters: DashboardWidgetFilters;
  extensions: { widgets: ReadonlyMap<string, DashboardWidgetDefinition>; loading: boolean };
  height: number;
};

/**
 * What a widget shows in each state: loading, the one-line reason it is not allowed, the
 * request's failure, nothing for the period, or its drawing. A note needs no answer (its text is
 * its settings, so Edit mode shows changes at once); an extension widget asks its bundle.
 */
export function WidgetBody({
  widget,
  answer,
  loading,
  failed,
  filters,
  extensions,
  height,
}: WidgetBodyProps) {
  if (widget.type === "extension") {
    if (extensions.loading) return <Loader size="sm" aria-label="Loading widget" />;
    const type = String(widget.settings.bundleWidget ?? "");
    return (
      <ExtensionWidget
        definition={extensions.widgets.get(type)}
        settings={widget.settings}
        filters={filters}
      />
    );
  }
  if (widget.type === "note")
    return (
      <BuiltInWidget
        type="note"
        data={{ markdown: String(widget.settings.markdown ?? "") }}
        height={height}
      />
    );
  // notAllowed: the one-line reason the viewer may not see it; error: what went wrong.
  if (answer && answer.status !== "ok")
    return (
      <Text size="sm" c={answer.status === "error" ? "red" : "dimmed"}>
        {answer.reason}
      </Text>
    );
  if (!answer) {
    if (loading) return <Loader size="sm" aria-label="Loading widget" />;
    return (
      <Text size="sm" c={failed ? "red" : "dimmed"}>
        {failed ? "The data could not be loaded." : dashboardWords.saveToSeeData}
      </Text>
    );
  }
  if (isEmptyWidgetData(widget.type, answer.data))
    return (
      <Text size="sm" c="dimmed">
        {dashboardWords.noData}
      </Text>
    );
  return <BuiltInWidget type={widget.type} data={answer.data} height={height} />;
}
