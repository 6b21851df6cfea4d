import { MantineProvider } from "@mantine/core";
import { render, screen, waitFor } from "@testing-library/react";
import { dashboardColumns } from "@tierwise/common/dashboards/layout";
import { describe, expect, it } from "vitest";
import { buildDashboard, layOutDashboard } from "../dashboard-test-fixtures.ts";
import { DashboardGrid, gridRowHeight } from "./DashboardGrid.tsx";

const dashboard = buildDashboard();

function renderGrid(width: number) {
  layOutDashboard(width);
  render(
    <MantineProvider env="test">
      <DashboardGrid
        widgets={dashboard.widgets}
        layouts={dashboard.layouts}
        editing={false}
        onLayoutEdited={() => undefined}
        onConfigure={() => undefined}
        onRemove={() => undefined}
        onNudge={() => undefined}
        renderBody={(widget) => widget.title}
      />
    </MantineProvider>,
  );
}

/** A widget's rendered width and height (react-grid-layout sets them in pixels). */
const sizeOf = (id: string) => {
  const element = document.querySelector<HTMLElement>(`[data-widget-id="${id}"]`);
  return {
    width: Number.parseFloat(element?.style.width ?? ""),
    height: Number.parseFloat(element?.style.height ?? ""),
  };
};

describe("the dashboard grid's breakpoints", () => {
  it.each([
    [1300, "lg"],
    [1000, "md"],
    [800, "sm"],
    [500, "xs"],
    [300, "xxs"],
  ] as const)("a %i px wide grid shows the %s layout", async (width, breakpoint) => {
    renderGrid(width);
    await waitFor(() =>
      expect(screen.getByTestId("dashboard-grid").dataset.breakpoint).toBe(breakpoint),
    );
    const item = dashboard.layouts[breakpoint].find((each) => each.i === "grades");
    const columns = dashboardColumns[breakpoint];
    const column = (width - 12 * (columns - 1)) / columns;
    await waitFor(() => {
      const size = sizeOf("grades");
      expect(size.width).toBeCloseTo(column * (item?.w ?? 0) + 12 * ((item?.w ?? 1) - 1), 0);
      expect(size.height).toBe(gridRowHeight * (item?.h ?? 0) + 12 * ((item?.h ?? 1) - 1));
    });
  });
});
