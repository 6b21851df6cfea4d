import { Text } from "@mantine/core";
import { useElementSize } from "@mantine/hooks";
import { useEffect, useRef, useState } from "react";
import { dashboardWords } from "../dashboard-words.ts";
import { extensionQuery } from "./extension-query.ts";
import type { DashboardWidgetDefinition, DashboardWidgetFilters } from "./widget-api.ts";

type ExtensionWidgetProps = {
  definition: DashboardWidgetDefinition | undefined;
  settings: Record<string, unknown>;
  filters: DashboardWidgetFilters;
};

/**
 * A widget a bundle registered, mounted into an element of its own. It is mounted again (after
 * its unmount) when its settings, filters or size change: version 1 of the API has no update
 * call, so a widget only ever meets one set of props per mount. A mount or unmount that throws
 * is caught here (the error boundary around it cannot see code that runs outside React).
 */
export function ExtensionWidget({ definition, settings, filters }: ExtensionWidgetProps) {
  const { ref: sizeRef, width, height } = useElementSize();
  const host = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const propsKey = JSON.stringify([settings, filters, Math.round(width), Math.round(height)]);
  // The props of the mount, read inside the effect, which reruns when their key changes.
  const latest = useRef({ settings, filters, width, height });
  latest.current = { settings, filters, width, height };

  // biome-ignore lint/correctness/useExhaustiveDependencies: propsKey stands for the props read through `latest`.
  useEffect(() => {
    const element = host.current;
    if (!definition || !element || latest.current.width === 0) return;
    let unmount: (() => void) | undefined;
    try {
      const result = definition.mount(element, {
        settings: latest.current.settings,
        filters: latest.current.filters,
        size: { width: latest.current.width, height: latest.current.height },
        query: (document, variables) => extensionQuery(document, variables),
      });
      unmount = typeof result === "function" ? result : undefined;
      setFailure(null);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
    return () => {
      try {
        unmount?.();
      } catch {
        // A widget that fails to clean up is still removed with its element.
      }
      element.replaceChildren();
    };
  }, [definition, propsKey]);

  if (!definition)
    return (
      <Text size="sm" c="dimmed">
        {dashboardWords.bundleWidgetMissing}
      </Text>
    );
  return (
    <div ref={sizeRef} style={{ width: "100%", height: "100%", position: "relative" }}>
      {failure && (
        <Text size="sm" c="red" role="alert">
          {dashboardWords.widgetFailed}
        </Text>
      )}
      <div ref={host} hidden={failure !== null} style={{ width: "100%", height: "100%" }} />
    </div>
  );
}
