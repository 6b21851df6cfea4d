import { widgetNotAllowedReasons } from "@tierwise/common/dashboards/messages";
import { builtInWidgetTypes } from "@tierwise/common/dashboards/widget-types";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedId } from "../../core/deterministic-id.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import { seedDemoRest, seedDemoToSignIn } from "../../seed/seed.ts";
import { createHarness, type Harness, type TestClient } from "../../test/harness.ts";
import { everyBuiltInWidget } from "./dashboards-every-widget.ts";
import { ask, createDashboard, dashboardOps, must } from "./dashboards-test-support.ts";

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
type Any = any;

const password = "Seed-Password-2026!";
let h: Harness;
let admin: TestClient;
let member: TestClient;
let manager: TestClient;

beforeAll(async () => {
  h = await createHarness({ SEED_PASSWORD: password, LOG_LEVEL: "error", SEED_ALERTS: "3000" });
  await seedDemoToSignIn(h.database.db, h.config, { count: 600 });
  await seedDemoRest(h.database.db, h.config);
  admin = await h.signIn("admin@acme.test", password);
  member = await h.signIn("member@acme.test", password);
  manager = await h.signIn("manager@tierwise.test", password);
}, 240_000);
afterAll(() => h?.close());

const yearAgo = () => new Date(Date.now() - 365 * 86_400_000).toISOString();

/** A dashboard of every built-in widget (the saved search given), made by `client`. */
async function everyWidget(client: TestClient, savedSearchId: string) {
  const dashboard = await createDashboard(client, `Everything ${Math.random()}`);
  const { widgets, layouts } = everyBuiltInWidget(savedSearchId, "Hello");
  return must(client, dashboardOps.update, {
    input: { id: dashboard.id, version: dashboard.version, widgets, layouts },
  });
}

async function savedSearch(client: TestClient) {
  const answer = await client.gql<Any>(
    `mutation($input: SavedSearchInput!) { createSavedSearch(input: $input) {
      __typename ... on SavedSearchSuccess { savedSearch { id } } } }`,
    { input: { name: "Everything", searchParams: {} } },
  );
  return answer.data.createSavedSearch.savedSearch.id as string;
}

const byWidget = (answers: Any[]) =>
  Object.fromEntries(answers.map((answer) => [answer.widgetId, answer]));

/** What "not empty" means for each widget's data. */
const nonEmpty: Record<string, (data: Any) => boolean> = {
  riskGradeDistribution: (d) => d.rows[0].grades.some((g: Any) => g.count > 0),
  alertsOverTime: (d) =>
    d.series.length > 0 && d.points.some((p: Any) => Object.values(p.values).some((n) => n)),
  topAlertTopics: (d) => d.topics.length > 0 && d.topics[0].count > 0,
  casesByStatus: (d) => d.rows.some((r: Any) => r.total > 0),
  overdueTasks: (d) => d.total > 0 && d.tasks[0].caseTitle.length > 0,
  portfolioCoverage: (d) => d.companies > 0 && d.withScores > 0 && d.requestsPending !== null,
  topRiskySuppliers: (d) => d.companies.length > 0 && d.companies[0].slug.length > 0,
  nTierExposureMap: (d) => d.countries.length > 0 && d.countries[0].byTier.length === 3,
  nTierConcentration: (d) => d.subSuppliers.length > 0 && d.subSuppliers[0].sharedBy > 1,
  requestPipeline: (d) => d.single.some((s: Any) => s.count > 0),
  note: (d) => d.markdown === "Hello",
  savedSearchCount: (d) => d.count > 0 && d.name === "Everything",
};

describe("dashboard widget data", () => {
  it("gives the demo organisation its Risk overview dashboard", async () => {
    const dashboards = await must(member, dashboardOps.list);
    expect(dashboards.map((d: Any) => [d.name, d.slug, d.canWrite])).toEqual([
      ["Risk overview", "risk-overview", false],
    ]);
    const overview = await must(admin, dashboardOps.bySlug, { slug: "risk-overview" });
    expect(overview.canWrite).toBe(true);
    const data = await must(member, dashboardOps.data, {
      dashboardId: overview.id,
      widgetIds: overview.widgets.map((w: Any) => w.id),
    });
    expect(data.map((d: Any) => d.status)).toEqual(overview.widgets.map(() => "ok"));
  });

  it("reads every built-in widget on the seeded data", async () => {
    const dashboard = await everyWidget(admin, await savedSearch(admin));
    const answers = byWidget(
      await must(admin, dashboardOps.data, {
        dashboardId: dashboard.id,
        widgetIds: builtInWidgetTypes,
        from: yearAgo(),
      }),
    );
    for (const type of builtInWidgetTypes) {
      expect({ type, status: answers[type].status, reason: answers[type].reason }).toEqual({
        type,
        status: "ok",
        reason: null,
      });
      expect({ type, nonEmpty: nonEmpty[type]?.(answers[type].data) }).toEqual({
        type,
        nonEmpty: true,
      });
    }
  });

  it("counts every alert of the range once by severity, and by week as by day", async () => {
    const dashboard = await everyWidget(admin, await savedSearch(admin));
    const from = new Date(Date.now() - 90 * 86_400_000);
    const to = new Date();
    const [visible] = rowsOf<{ n: number }>(
      await h.database.db.execute(sql`select count(*)::int as n from alert_visibility
        where organization_id = ${seedId("org:acme")}::uuid
          and published_at >= ${from.toISOString()}::timestamptz and published_at < ${to.toISOString()}::timestamptz`),
    );
    const total = async (interval: string) => {
      await must(admin, dashboardOps.update, {
        input: {
          id: dashboard.id,
          version: (await must(admin, dashboardOps.bySlug, { slug: dashboard.slug })).version,
          widgets: dashboard.widgets.map((w: Any) =>
            w.type === "alertsOverTime" ? { ...w, settings: { groupBy: "severity", interval } } : w,
          ),
        },
      });
      const [answer] = await must(admin, dashboardOps.data, {
        dashboardId: dashboard.id,
        widgetIds: ["alertsOverTime"],
        from: from.toISOString(),
        to: to.toISOString(),
      });
      return answer.data.points.reduce(
        (sum: number, p: Any) =>
          sum + Object.values(p.values as Record<string, number>).reduce((a, b) => a + b, 0),
        0,
      );
    };
    expect(visible?.n).toBeGreaterThan(0);
    expect(await total("day")).toBe(visible?.n);
    expect(await total("week")).toBe(visible?.n);
    expect(await total("month")).toBe(visible?.n);
  });

  it("narrows to the toolbar's portfolios", async () => {
    const dashboard = await everyWidget(admin, await savedSearch(admin));
    const tree = await admin.gql<Any>("{ portfolioTree { id name descendantCompaniesCount } }");
    const smallest = [...tree.data.portfolioTree].sort(
      (a: Any, b: Any) => a.descendantCompaniesCount - b.descendantCompaniesCount,
    )[0];
    const ask = (portfolioIds: string[] | null) =>
      must(admin, dashboardOps.data, {
        dashboardId: dashboard.id,
        widgetIds: ["portfolioCoverage", "riskGradeDistribution"],
        portfolioIds,
      });
    const [all] = await ask(null);
    const [one, grades] = await ask([smallest.id]);
    expect(one.data.companies).toBeLessThan(all.data.companies);
    expect(one.data.portfolios).toBe(1);
    expect(grades.data.rows.map((r: Any) => r.label)).toEqual([smallest.name]);
  });

  it("says in one line why a widget is not shown when a flag or a right is missing", async () => {
    // The provider's own organisation has none of the features the widgets read.
    const dashboard = await everyWidget(manager, await savedSearch(manager));
    const answers = byWidget(
      await must(manager, dashboardOps.data, {
        dashboardId: dashboard.id,
        widgetIds: builtInWidgetTypes,
      }),
    );
    const reasons = Object.fromEntries(
      builtInWidgetTypes.map((type) => [
        type,
        answers[type].status === "ok" ? "ok" : answers[type].reason,
      ]),
    );
    expect(reasons).toEqual({
      riskGradeDistribution: widgetNotAllowedReasons.riskHub,
      alertsOverTime: widgetNotAllowedReasons.alerts,
      topAlertTopics: widgetNotAllowedReasons.alerts,
      casesByStatus: widgetNotAllowedReasons.cases,
      overdueTasks: widgetNotAllowedReasons.cases,
      portfolioCoverage: "ok",
      topRiskySuppliers: widgetNotAllowedReasons.riskHub,
      nTierExposureMap: widgetNotAllowedReasons.nTier,
      nTierConcentration: widgetNotAllowedReasons.nTier,
      requestPipeline: widgetNotAllowedReasons.requestsFlag,
      note: "ok",
      savedSearchCount: "ok",
    });
    for (const type of builtInWidgetTypes.filter((t) => answers[t].status !== "ok")) {
      expect(answers[type]).toMatchObject({ status: "notAllowed", data: null });
    }
  });

  it("keeps a saved search's count to its owner", async () => {
    const dashboard = await everyWidget(admin, await savedSearch(admin));
    const [count] = await must(member, dashboardOps.data, {
      dashboardId: dashboard.id,
      widgetIds: ["savedSearchCount"],
    });
    expect(count).toEqual({
      widgetId: "savedSearchCount",
      status: "notAllowed",
      reason: widgetNotAllowedReasons.savedSearchNotYours,
      data: null,
    });
    expect(
      (
        await ask(member, dashboardOps.data, {
          dashboardId: dashboard.id,
          widgetIds: Array(51).fill("x"),
        })
      ).code,
    ).toBe("BAD_USER_INPUT");
  });
});
