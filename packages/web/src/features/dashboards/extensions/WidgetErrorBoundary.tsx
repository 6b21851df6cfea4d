import { Text } from "@mantine/core";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { reportError } from "../../../app/errors/error-reporter.ts";
import { dashboardWords } from "../dashboard-words.ts";

type Props = { title: string; children: ReactNode };

/**
 * Keeps one widget's failure inside its frame: the rest of the dashboard goes on working.
 * Extension widgets are other people's code, and built-in ones may meet data they did not
 * expect; either way the failure is reported and the frame says so in one line.
 */
export class WidgetErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportError(error, { widget: this.props.title, componentStack: info.componentStack });
  }

  override render(): ReactNode {
    if (this.state.failed)
      return (
        <Text size="sm" c="red" role="alert">
          {dashboardWords.widgetFailed}
        </Text>
      );
    return this.props.children;
  }
}
