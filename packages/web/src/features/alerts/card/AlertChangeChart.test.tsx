import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildAlert, renderAlertUi, withMetadata } from "../alert-fixtures.tsx";
import { AlertCard } from "./AlertCard.tsx";
import { AlertChangeChart } from "./AlertChangeChart.tsx";
import { chartDayDate, chartTickDate, seriesValueFormatter } from "./alert-chart-format.ts";
import { alertProviderLabel, alertVariableLabel } from "./alert-display.ts";

const periodInfo = {
  __typename: "AlertPeriodInfo" as const,
  pctChange: -31,
  timeWindow: "3m",
  timeWindowLabel: "over 3 months",
};
const point = (date: string, value: number) => ({
  __typename: "AlertTimeseriesPoint" as const,
  date,
  value,
});

function renderChart(values: number[]) {
  const days = ["2026-01-05", "2026-02-05", "2026-03-05", "2026-04-05"];
  const timeseries = values.map((value, index) => point(days[index] ?? "2026-05-05", value));
  renderAlertUi(
    <AlertChangeChart periodInfo={periodInfo} timeseries={timeseries} variable="credit_score" />,
  );
  return screen.getByRole("table", { name: "Credit score over 3 months" });
}

describe("the before/after chart of an alert", () => {
  it("titles itself with the variable's name, not its key", () => {
    const table = renderChart([100, 90, 69]);
    expect(screen.getByText("Credit score over 3 months", { selector: "figcaption" })).toBeTruthy();
    expect(screen.queryByText(/credit_score/)).toBeNull();
    expect(within(table).getByRole("columnheader", { name: "Credit score" })).toBeTruthy();
  });

  it("writes every value with the same decimals and the dates apart", () => {
    const table = renderChart([100, 90, 69]);
    const cells = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => [...row.querySelectorAll("td")].map((cell) => cell.textContent));
    expect(cells).toEqual([
      ["Jan 5, 2026", "100"],
      ["Feb 5, 2026", "90"],
      ["Mar 5, 2026", "69"],
    ]);
    expect(
      screen.getByText(
        /Before 100 \(Jan 5, 2026\), after 69 \(Mar 5, 2026\): -31.0% over 3 months/,
      ),
    ).toBeTruthy();
  });

  it("gives a series with fractions two decimals throughout", () => {
    const table = renderChart([100, 69.5]);
    expect(within(table).getByText("100.00")).toBeTruthy();
    expect(within(table).getByText("69.50")).toBeTruthy();
    const format = seriesValueFormatter([2, 1.2, 1.25]);
    expect([2, 1.2, 1.25].map(format)).toEqual(["2.00", "1.20", "1.25"]);
    expect(seriesValueFormatter([100, 69])(69)).toBe("69");
  });

  it("labels axis ticks briefly, so that five fit side by side", () => {
    expect(chartTickDate("2026-03-05")).toBe("Mar 5");
    expect(chartDayDate("2026-03-05T00:00:00.000Z")).toBe("Mar 5, 2026");
  });
});

describe("an alert's source and variable", () => {
  it("are named as people know them", () => {
    expect(alertProviderLabel("tierwise-rules")).toBe("Tierwise rules");
    expect(alertProviderLabel("GDELT")).toBe("GDELT");
    expect(alertVariableLabel("credit_score")).toBe("Credit score");
    expect(alertVariableLabel("esg_score")).toBe("ESG score");
    expect(alertVariableLabel("Current ratio")).toBe("Current ratio");
  });

  it("shows 'Source: Tierwise rules' on a rules alert's card", () => {
    const base = buildAlert();
    const alert = withMetadata(
      buildAlert({ dataPoint: { ...base.dataPoint, provider: "tierwise-rules", sourceUrl: null } }),
      { read: true },
    );
    renderAlertUi(<AlertCard alert={alert} />);
    const card = screen.getByRole("article", { name: alert.title });
    expect(within(card).getByText("Source: Tierwise rules")).toBeTruthy();
    expect(within(card).queryByText(/tierwise-rules/)).toBeNull();
  });
});
