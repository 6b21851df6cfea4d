import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { dashboardMessages, widgetNotAllowedReasons } from "@tierwise/common/dashboards/messages";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { snackbarStore } from "../../app/snackbar/show-snackbar.ts";
import { buildSession } from "../../app/testing/session-fixtures.ts";
import { renderAppUi } from "../../testing/render-app-ui.tsx";
import { DashboardPage } from "./DashboardPage.tsx";
import {
  answer,
  buildDashboard,
  dashboardMocks,
  layOutDashboard,
} from "./dashboard-test-fixtures.ts";

const gradeData = {
  configName: "Default risk",
  rows: [
    {
      portfolioId: null,
      label: "All companies",
      grades: [
        { key: "A", label: "A", count: 12 },
        { key: "B", label: "B", count: 7 },
        { key: "C", label: "C", count: 3 },
        { key: "D", label: "D", count: 1 },
        { key: "-", label: "-", count: 4 },
      ],
    },
  ],
};

function open(
  dashboard = buildDashboard(),
  answers = [answer("grades", gradeData), answer("topics", { topics: [] })],
) {
  return renderAppUi(<DashboardPage />, {
    mocks: dashboardMocks(dashboard, answers),
    path: `/dashboards/${dashboard.slug}`,
    route: "/dashboards/:slug",
    session: buildSession(),
  });
}

beforeEach(() => layOutDashboard());
afterEach(() => act(() => snackbarStore.clear()));

describe("the dashboard page", () => {
  it("shows each widget in its frame with its data, empty state and the filters it follows", async () => {
    open();
    expect(await screen.findByRole("heading", { level: 1, name: "Risk overview" })).toBeTruthy();
    const grades = await screen.findByRole("region", { name: "Grades" });
    // The chart's numbers, as screen readers get them.
    const table = await within(grades).findByRole("table", { name: "Default risk" });
    expect(within(table).getByRole("row", { name: /A · minimal 12/ })).toBeTruthy();
    expect(
      await within(screen.getByRole("region", { name: "Topics" })).findByText(
        "No data for this period.",
      ),
    ).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Read me" })).getByText("team").tagName).toBe(
      "STRONG",
    );
    expect(screen.getByTestId("dashboard-caption").textContent).toMatch(
      /^Last 30 days \(.+ – .+\) · All portfolios$/,
    );
  });

  it("says in one line why the viewer may not see a widget, instead of hiding it", async () => {
    open(buildDashboard(), [
      answer("grades", null, "notAllowed", widgetNotAllowedReasons.riskHub),
      answer("topics", { topics: [{ topic: "fire", label: "Fire", count: 3 }] }),
    ]);
    const grades = await screen.findByRole("region", { name: "Grades" });
    expect(
      await within(grades).findByText("You need access to the risk hub to see this widget."),
    ).toBeTruthy();
  });

  it("offers Edit only to those who may write", async () => {
    open(buildDashboard({ canWrite: false }));
    await screen.findByRole("heading", { level: 1, name: "Risk overview" });
    expect(screen.queryByRole("button", { name: "Edit" })).toBeNull();
    expect(screen.getByRole("button", { name: "Export" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Dashboard actions" }));
    expect(await screen.findByRole("menuitem", { name: "Duplicate" })).toBeTruthy();
    expect(screen.queryByRole("menuitem", { name: "Who may edit" })).toBeNull();
  });

  it("lets a writer open who may edit from the menu", async () => {
    open();
    await screen.findByRole("heading", { level: 1, name: "Risk overview" });
    fireEvent.click(screen.getByRole("button", { name: "Dashboard actions" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Who may edit" }));
    expect(await screen.findByRole("dialog", { name: "Who may edit" })).toBeTruthy();
  });

  it("answers an unknown dashboard with the not-found page", async () => {
    renderAppUi(<DashboardPage />, {
      mocks: [
        {
          request: {
            query: (await import("./dashboards.graphql.ts")).DASHBOARD_QUERY,
            variables: { slug: "nope" },
          },
          result: { data: { dashboard: null } },
        },
      ],
      path: "/dashboards/nope",
      route: "/dashboards/:slug",
      session: buildSession(),
    });
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeTruthy();
  });

  it("keeps the rest of the dashboard working when a bundle fails, and warns once", async () => {
    const dashboard = buildDashboard({
      bundles: ["https://bundles.invalid/widgets.js"],
      widgets: [
        {
          id: "ext",
          type: "extension",
          title: "Weather",
          sectionId: null,
          settings: { bundleWidget: "acme.weather" },
        },
        {
          id: "note",
          type: "note",
          title: "Read me",
          sectionId: null,
          settings: { markdown: "Still here" },
        },
      ],
    });
    open(dashboard, []);
    expect(await screen.findByText(dashboardMessages.bundlesFailed)).toBeTruthy();
    // The grid's widgets appear once it has measured its width, not with the warning.
    expect(
      within(await screen.findByRole("region", { name: "Weather" })).getByText(
        /bundle that is not loaded/,
      ),
    ).toBeTruthy();
    expect(
      within(await screen.findByRole("region", { name: "Read me" })).getByText("Still here"),
    ).toBeTruthy();
  });

  it("contains a bundle widget that throws in its own frame", async () => {
    const source = `export default function (api) {
      api.registerWidget({ type: "acme.broken", title: "Broken", defaultSize: { w: 3, h: 2 },
        mount() { throw new Error("boom"); } });
      api.registerWidget({ type: "acme.fine", title: "Fine", defaultSize: { w: 3, h: 2 },
        mount(element, props) { element.textContent = "fine at " + props.size.width + "px"; } });
    }`;
    const dashboard = buildDashboard({
      bundles: [`data:text/javascript,${encodeURIComponent(source)}`],
      widgets: [
        {
          id: "broken",
          type: "extension",
          title: "Broken one",
          sectionId: null,
          settings: { bundleWidget: "acme.broken" },
        },
        {
          id: "fine",
          type: "extension",
          title: "Fine one",
          sectionId: null,
          settings: { bundleWidget: "acme.fine" },
        },
      ],
    });
    open(dashboard, []);
    const broken = await screen.findByRole("region", { name: "Broken one" });
    expect(await within(broken).findByText(/This widget stopped working/)).toBeTruthy();
    expect(
      await within(screen.getByRole("region", { name: "Fine one" })).findByText("fine at 400px"),
    ).toBeTruthy();
    expect(screen.queryByText(dashboardMessages.bundlesFailed)).toBeNull();
  });
});

describe("editing a dashboard", () => {
  it("removes a widget and saves from the loaded version, with Undo", async () => {
    const dashboard = buildDashboard();
    const { UPDATE_DASHBOARD } = await import("./dashboards.graphql.ts");
    let sent: Record<string, unknown> | null = null;
    renderAppUi(<DashboardPage />, {
      mocks: [
        ...dashboardMocks(dashboard, [
          answer("grades", gradeData),
          answer("topics", { topics: [] }),
        ]),
        {
          request: {
            query: UPDATE_DASHBOARD,
            variables: (variables: Record<string, unknown>) => {
              sent = variables.input as Record<string, unknown>;
              return true;
            },
          },
          result: () => ({
            data: {
              updateDashboard: {
                ...dashboard,
                widgets: (sent?.widgets as unknown[]) ?? dashboard.widgets,
                layouts: sent?.layouts ?? dashboard.layouts,
                version: (sent?.version as number) + 1,
              },
            },
          }),
          maxUsageCount: 2,
        },
      ],
      path: "/dashboards/risk-overview",
      route: "/dashboards/:slug",
      session: buildSession(),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Edit" }));
    fireEvent.click(await screen.findByRole("button", { name: "Remove Topics" }));
    expect(screen.queryByRole("region", { name: "Topics" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Dashboard saved.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Undo" })).toBeTruthy();
    const input = sent as unknown as {
      version: number;
      widgets: { id: string }[];
      layouts: Record<string, { i: string }[]>;
    };
    expect(input.version).toBe(3);
    expect(input.widgets.map((widget) => widget.id)).toEqual(["grades", "note"]);
    expect(input.layouts.sm?.map((item) => item.i)).toEqual(["grades", "note"]);

    // A second save starts from the version the first made, and its confirmation replaces the
    // first's (whose Undo would now meet a newer version). The first is held open meanwhile,
    // as a pointer resting on it would.
    const saved = () =>
      snackbarStore.getSnapshot().filter((item) => item.message === "Dashboard saved.");
    const first = saved()[0]?.id as number;
    snackbarStore.hold(first);
    let most = 0;
    const stop = snackbarStore.subscribe(() => {
      most = Math.max(most, saved().length);
    });
    fireEvent.click(await screen.findByRole("button", { name: "Edit" }));
    fireEvent.click(await screen.findByRole("button", { name: "Remove Read me" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect((sent as unknown as { version: number }).version).toBe(4));
    await waitFor(() => expect(saved().map((item) => item.id)).not.toContain(first));
    stop();
    expect(saved()).toHaveLength(1);
    expect(most).toBe(1);
  });
});

describe("arranging widgets with the keyboard", () => {
  it("moves with the arrow keys and resizes with Shift, on the layout shown", async () => {
    const dashboard = buildDashboard();
    const { UPDATE_DASHBOARD } = await import("./dashboards.graphql.ts");
    type Layouts = Record<string, { i: string; x: number; w: number; h: number }[]>;
    const sent: { layouts: Layouts | null } = { layouts: null };
    renderAppUi(<DashboardPage />, {
      mocks: [
        ...dashboardMocks(dashboard, [
          answer("grades", gradeData),
          answer("topics", { topics: [] }),
        ]),
        {
          request: {
            query: UPDATE_DASHBOARD,
            variables: (variables: Record<string, unknown>) => {
              sent.layouts = (variables.input as { layouts: Layouts }).layouts;
              return true;
            },
          },
          result: { data: { updateDashboard: { ...dashboard, version: 4 } } },
        },
      ],
      path: "/dashboards/risk-overview",
      route: "/dashboards/:slug",
      session: buildSession(),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Edit" }));
    const handle = await screen.findByRole("button", { name: "Move or resize Grades" });
    // The grid measures its width a frame after it mounts: the keys go to the layout shown
    // once it has, the wide one.
    await waitFor(() =>
      expect(screen.getByTestId("dashboard-grid").getAttribute("data-breakpoint")).toBe("lg"),
    );
    fireEvent.keyDown(handle, { key: "ArrowRight", shiftKey: true });
    fireEvent.keyDown(handle, { key: "ArrowDown", shiftKey: true });
    fireEvent.keyDown(handle, { key: "ArrowRight" });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent.layouts).not.toBeNull());
    const before = dashboard.layouts.lg.find((item) => item.i === "grades");
    const after = sent.layouts?.lg?.find((item) => item.i === "grades");
    expect(after).toMatchObject({
      x: (before?.x ?? 0) + 1,
      w: (before?.w ?? 0) + 1,
      h: (before?.h ?? 0) + 1,
    });
    // The other breakpoints keep their own layouts.
    expect(sent.layouts?.sm).toEqual(dashboard.layouts.sm);
  });
});

describe("a save that meets someone else's", () => {
  it("shows the conflict with a Reload, never overwriting, and Reload brings their version", async () => {
    const dashboard = buildDashboard();
    const theirs = buildDashboard({ version: 4, name: "Risk overview", updatedByName: "Grace" });
    const { DASHBOARD_QUERY, UPDATE_DASHBOARD } = await import("./dashboards.graphql.ts");
    renderAppUi(<DashboardPage />, {
      mocks: [
        {
          request: { query: DASHBOARD_QUERY, variables: { slug: dashboard.slug } },
          result: { data: { dashboard } },
        },
        {
          request: { query: DASHBOARD_QUERY, variables: { slug: dashboard.slug } },
          result: { data: { dashboard: theirs } },
        },
        ...dashboardMocks(dashboard, [
          answer("grades", gradeData),
          answer("topics", { topics: [] }),
        ]).slice(1),
        {
          request: { query: UPDATE_DASHBOARD, variables: () => true },
          result: {
            errors: [
              {
                message:
                  "Someone else saved this dashboard (Grace, 2026-11-28 09:00 UTC). Reload to see their changes, then make yours again.",
                extensions: {
                  code: "DASHBOARD_CONFLICT",
                  updatedByName: "Grace",
                  updatedAt: "2026-11-28T09:00:00.000Z",
                },
              },
            ],
          },
        },
      ],
      path: "/dashboards/risk-overview",
      route: "/dashboards/:slug",
      session: buildSession(),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Edit" }));
    fireEvent.click(await screen.findByRole("button", { name: "Remove Topics" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    const message = await screen.findByText(
      /^Someone else saved this dashboard \(Grace, 28 Nov 2026, \d\d:\d\d\)\. Reload to see their changes, then make yours again\.$/,
    );
    const alert = message.closest<HTMLElement>('[role="alert"]') as HTMLElement;
    // The edit is still there, unsaved.
    expect(screen.queryByRole("region", { name: "Topics" })).toBeNull();
    fireEvent.click(within(alert).getByRole("button", { name: "Reload" }));
    expect(await screen.findByText(/by Grace$/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect(await screen.findByRole("region", { name: "Topics" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Edit" })).toBeTruthy();
  });
});
