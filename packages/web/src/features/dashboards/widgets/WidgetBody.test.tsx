import { screen, within } from "@testing-library/react";
import type { DashboardWidget } from "@tierwise/common/dashboards/widget-types";
import { describe, expect, it } from "vitest";
import { renderForTest } from "../../../testing/render-for-test.tsx";
import { answer } from "../dashboard-test-fixtures.ts";
import type { DashboardWidgetDataAnswer } from "../dashboards.graphql.ts";
import { WidgetBody } from "./WidgetBody.tsx";

const filters = {
  from: "2026-10-29T00:00:00.000Z",
  to: "2026-11-28T00:00:00.000Z",
  portfolioIds: [],
};
const noExtensions = { widgets: new Map(), loading: false };

function show(
  widget: DashboardWidget,
  state: { answer?: DashboardWidgetDataAnswer; loading?: boolean; failed?: boolean },
) {
  renderForTest(
    <WidgetBody
      widget={widget}
      answer={state.answer}
      loading={state.loading ?? false}
      failed={state.failed ?? false}
      filters={filters}
      extensions={noExtensions}
      height={300}
    />,
  );
}

const suppliers: DashboardWidget = {
  id: "top",
  type: "topRiskySuppliers",
  title: "Top",
  settings: {},
};

describe("a built-in widget's body", () => {
  it("waits with a labelled loader, then says when the request failed", () => {
    show(suppliers, { loading: true });
    expect(screen.getByLabelText("Loading widget")).toBeTruthy();
  });

  it("tells a failed request apart from a widget not saved yet", () => {
    show(suppliers, { failed: true });
    expect(screen.getByText("The data could not be loaded.")).toBeTruthy();
  });

  it("shows the server's reason for an error in one line", () => {
    show(suppliers, {
      answer: answer("top", null, "error", "The risk configuration no longer exists."),
    });
    expect(screen.getByText("The risk configuration no longer exists.")).toBeTruthy();
  });

  it("lists the riskiest suppliers, each name opening the company's profile", () => {
    show(suppliers, {
      answer: answer("top", {
        configName: "Default",
        companies: [
          {
            id: "c1",
            slug: "globex-logistics",
            name: "Globex Logistics",
            country: "DE",
            grade: "D",
            score: 91.6,
          },
          { id: "c2", slug: "initech", name: "Initech", country: null, grade: "-", score: null },
        ],
      }),
    });
    const table = screen.getByRole("table", { name: "Top risky suppliers (Default)" });
    const link = within(table).getByRole("link", { name: "Globex Logistics" });
    expect(link.getAttribute("href")).toBe("/company/globex-logistics");
    expect(
      within(table).getByRole("row", { name: /Globex Logistics Germany D · high 92/ }),
    ).toBeTruthy();
    expect(within(table).getByRole("row", { name: /Initech — — · no score —/ })).toBeTruthy();
  });

  it("draws a note's Markdown from its settings, with only harmless links", () => {
    show(
      {
        id: "n",
        type: "note",
        title: "Note",
        settings: {
          markdown:
            "## Plan\n- see [cases](/cases)\n- [bad](javascript:alert(1)) and [site](https://acme.example)",
        },
      },
      {},
    );
    expect(screen.getByRole("heading", { name: "Plan" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "cases" }).getAttribute("href")).toBe("/cases");
    expect(screen.queryByRole("link", { name: "bad" })).toBeNull();
    expect(screen.getByText(/bad/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "site" }).getAttribute("target")).toBe("_blank");
  });
});
