import { dashboardTemplates } from "@tierwise/common/dashboards/templates";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildOrganization, buildUser } from "../../test/factories.ts";
import { createHarness, type Harness, type TestClient } from "../../test/harness.ts";
import { ask, createDashboard, dashboardOps, must } from "./dashboards-test-support.ts";

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
type Any = any;

let h: Harness;
let organizationId: string;
let admin: TestClient;
let colleague: TestClient;
let colleagueName: string;

beforeAll(async () => {
  h = await createHarness({
    PUBLIC_URL: "https://portal.test",
    CDN_URL: "https://cdn.tierwise.test",
  });
  organizationId = (await buildOrganization(h.database.db)).id;
  const sign = async (role: "organization_admin" | "user") => {
    const user = await buildUser(h.database.db, h.config, {
      memberships: [{ organizationId, role }],
    });
    return { user, client: await h.signIn(user.email, user.password) };
  };
  admin = (await sign("organization_admin")).client;
  const second = await sign("organization_admin");
  colleague = second.client;
  colleagueName = `${second.user.firstName} ${second.user.lastName}`;
}, 60_000);
afterAll(() => h?.close());

const twoWidgets = [
  { id: "a", type: "alertsOverTime", title: "Alerts over time", settings: {} },
  { id: "b", type: "topAlertTopics", title: "Top alert topics", settings: {} },
];
const side = (w: number, columns: number) => [
  { i: "a", x: 0, y: 0, w, h: 4 },
  { i: "b", x: columns - w, y: columns >= 2 * w ? 0 : 4, w, h: 4 },
];
const goodLayouts = () => ({
  lg: side(6, 12),
  md: side(5, 10),
  sm: side(6, 6),
  xs: side(4, 4),
  xxs: side(2, 2),
});

async function save(dashboard: Any, changes: Record<string, unknown>) {
  return ask(admin, dashboardOps.update, {
    input: { id: dashboard.id, version: dashboard.version, ...changes },
  });
}

describe("saving a dashboard", () => {
  it("keeps widgets, layouts and toolbar, fills settings' defaults and counts versions", async () => {
    const dashboard = await createDashboard(admin, "Weekly review");
    expect(dashboard).toMatchObject({
      slug: "weekly-review",
      version: 1,
      widgets: [],
      canWrite: true,
    });
    const saved = await save(dashboard, {
      widgets: twoWidgets,
      layouts: goodLayouts(),
      toolbar: { dateRange: { preset: "7d" }, portfolioIds: [] },
      name: "Weekly review (renamed)",
      icon: "bell",
    });
    expect(saved.code).toBeNull();
    expect(saved.data).toMatchObject({
      version: 2,
      slug: "weekly-review",
      name: "Weekly review (renamed)",
      icon: "bell",
      layouts: goodLayouts(),
    });
    expect(saved.data.widgets[0].settings).toEqual({ groupBy: "severity", interval: "week" });
  });

  it.each(["lg", "md", "sm", "xs", "xxs"] as const)(
    "refuses overlapping and out-of-grid positions in the %s layout, naming them",
    async (breakpoint) => {
      const dashboard = await createDashboard(admin, `Layout ${breakpoint}`);
      const overlapping: Any = goodLayouts();
      overlapping[breakpoint] = [
        overlapping[breakpoint][0],
        { ...overlapping[breakpoint][0], i: "b" },
      ];
      const overlap = await save(dashboard, { widgets: twoWidgets, layouts: overlapping });
      expect(overlap.code).toBe("BAD_USER_INPUT");
      expect(overlap.extensions.messages).toEqual([
        `“Top alert topics” overlaps “Alerts over time” in the ${breakpoint} layout.`,
      ]);
      const outside = goodLayouts();
      const [first, second] = outside[breakpoint] as Any[];
      const columns = { lg: 12, md: 10, sm: 6, xs: 4, xxs: 2 }[breakpoint];
      outside[breakpoint] = [{ ...first, x: columns - 1, w: 2 }, second];
      const out = await save(dashboard, { widgets: twoWidgets, layouts: outside });
      expect(out.extensions.messages).toContain(
        `“Alerts over time” does not fit the ${columns} columns of the ${breakpoint} layout.`,
      );
      const missing = goodLayouts();
      missing[breakpoint] = [missing[breakpoint][1]] as Any;
      const absent = await save(dashboard, { widgets: twoWidgets, layouts: missing });
      expect(absent.extensions.messages).toEqual([
        `The ${breakpoint} layout has no position for “Alerts over time”.`,
      ]);
      expect((await must(admin, dashboardOps.bySlug, { slug: dashboard.slug })).version).toBe(1);
    },
  );

  it("refuses bad widget settings with the widget's title", async () => {
    const dashboard = await createDashboard(admin, "Settings");
    const answer = await save(dashboard, {
      widgets: [
        { id: "n", type: "note", title: "Read me", settings: { markdown: "x".repeat(10_001) } },
      ],
      layouts: { lg: [], md: [], sm: [], xs: [], xxs: [] },
    });
    expect(answer.extensions.messages).toContain(
      "The settings of “Read me” are not valid: markdown: A note holds at most 10,000 characters.",
    );
  });

  it("refuses a stale version with who saved and when, and keeps their change", async () => {
    const dashboard = await createDashboard(admin, "Contested");
    const theirs = await must(colleague, dashboardOps.update, {
      input: { id: dashboard.id, version: 1, name: "Theirs" },
    });
    const mine = await save(dashboard, { name: "Mine" });
    expect(mine.code).toBe("DASHBOARD_CONFLICT");
    expect(mine.extensions.updatedByName).toBe(colleagueName);
    expect(mine.extensions.updatedAt).toBe(new Date(theirs.updatedAt).toISOString());
    expect(mine.message).toMatch(
      new RegExp(
        `^Someone else saved this dashboard \\(${colleagueName}, .+ UTC\\)\\. Reload to see their changes, then make yours again\\.$`,
      ),
    );
    expect((await must(admin, dashboardOps.bySlug, { slug: dashboard.slug })).name).toBe("Theirs");
  });
});

describe("bundles and allowed hosts", () => {
  const hosts = (list: string[]) =>
    ask(admin, dashboardOps.hosts, { input: { organizationId, hosts: list } });

  it("stores origins, https only except loopback, and refuses anything else with the message", async () => {
    const stored = await hosts([
      "https://widgets.example.com/",
      "http://127.0.0.1:5174",
      "https://widgets.example.com",
    ]);
    expect(stored.data.allowedDashboardBundleHosts).toEqual([
      "https://widgets.example.com",
      "http://127.0.0.1:5174",
    ]);
    for (const bad of [
      "http://widgets.example.com",
      "https://widgets.example.com/x.js",
      "ftp://a.test",
    ]) {
      const answer = await hosts([bad]);
      expect(answer.code).toBe("BAD_USER_INPUT");
      expect(answer.message).toBe(
        `${bad}: Enter an origin such as https://widgets.example.com. Only https is allowed, except for localhost.`,
      );
    }
  });

  it("accepts bundles from the portal, the CDN and the organisation's hosts only", async () => {
    await hosts(["https://widgets.example.com"]);
    let dashboard = await createDashboard(admin, "Bundles");
    const allowed = [
      "/examples/bundle.js",
      "https://portal.test/b.js",
      "https://cdn.tierwise.test/w.js",
      "https://widgets.example.com/w.js",
    ];
    const saved = await save(dashboard, { bundles: allowed });
    expect(saved.data.bundles).toEqual(allowed);
    dashboard = saved.data;
    const refused = await save(dashboard, { bundles: [...allowed, "https://evil.test/x.js"] });
    expect(refused.extensions.messages).toEqual([
      "The bundle https://evil.test/x.js is not on an allowed host. Add its origin to the organisation's allowed dashboard bundle hosts first.",
    ]);
  });
});

describe("templates, slugs and duplicates", () => {
  it("offers the four templates and builds each one valid", async () => {
    const templates = await must(admin, dashboardOps.templates);
    expect(templates.map((t: Any) => t.name)).toEqual(dashboardTemplates.map((t) => t.name));
    for (const template of templates) {
      const dashboard = await createDashboard(admin, `From ${template.name}`, template.key);
      expect(dashboard.widgets.length).toBeGreaterThan(0);
      // Saved again unchanged: the server's own check accepts what the template made.
      expect(
        (await save(dashboard, { widgets: dashboard.widgets, layouts: dashboard.layouts })).code,
      ).toBeNull();
    }
    expect(
      (await ask(admin, dashboardOps.create, { input: { name: "x", templateKey: "nope" } }))
        .message,
    ).toBe("Choose one of the dashboard templates.");
  });

  it("makes slugs unique in the organisation and keeps them on rename", async () => {
    const first = await createDashboard(admin, "Same name");
    const second = await createDashboard(admin, "Same name");
    expect([first.slug, second.slug]).toEqual(["same-name", "same-name-2"]);
    const list = await must(admin, dashboardOps.list);
    expect(list.map((d: Any) => d.name)).toEqual([...list.map((d: Any) => d.name)].sort());
  });
});
