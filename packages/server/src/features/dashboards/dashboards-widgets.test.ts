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

  it("counts the overdue tasks of the cases each viewer sees, with and without portfolios", async () => {
    const db = h.database.db;
    const org = seedId("org:acme");
    const [admin_, member_] = rowsOf<{ id: string }>(
      await db.execute(sql`select id from users where email in ('admin@acme.test', 'member@acme.test')
        order by email`),
    );
    // A private case only the administrator is listed on, one listing the member, a public one;
    // each with an overdue task.
    const cases = rowsOf<{ id: string }>(
      await db.execute(sql`insert into supplier_cases (organization_id, row_number, title,
          description, description_text, status, priority, creator_id, private)
        select ${org}::uuid, 900000 + n, 'Overdue check ' || n, '[]'::jsonb, '', 'to_do', 'low',
          ${admin_?.id}::uuid, n < 3
        from generate_series(1, 3) n returning id`),
    );
    await db.execute(sql`insert into case_access (case_id, organization_id, actor_type, actor_id)
      values (${cases[0]?.id}, ${org}, 'user', ${admin_?.id}), (${cases[1]?.id}, ${org}, 'user', ${member_?.id})`);
    await db.execute(sql`insert into case_tasks (organization_id, case_id, title, due_at, created_by)
      select ${org}::uuid, id, 'Overdue', current_date - 3, ${admin_?.id}::uuid
      from supplier_cases where title like 'Overdue check %' or id = ${cases[1]?.id}`);
    const expected = async (
      userId: string | undefined,
      scope: { companyIds: string[]; portfolioId: string } | null,
    ) => {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from case_tasks t
          join supplier_cases c on c.id = t.case_id
          where t.organization_id = ${org}::uuid and t.status = 'to_do' and t.due_at < current_date
            and (not c.private or exists (select 1 from case_access a where a.case_id = c.id
              and ((a.actor_type = 'user' and a.actor_id = ${userId}::uuid) or (a.actor_type = 'team'
                and a.actor_id in (select team_id from team_memberships where user_id = ${userId}::uuid)))))
            ${scope ? sql`and (c.company_id = any(${sql.param(scope.companyIds)}::uuid[]) or c.portfolio_id = ${scope.portfolioId})` : sql``}`),
      );
      return row?.n;
    };
    const dashboard = await everyWidget(admin, await savedSearch(admin));
    const total = async (client: TestClient, portfolioIds: string[] | null) =>
      (
        await must(client, dashboardOps.data, {
          dashboardId: dashboard.id,
          widgetIds: ["overdueTasks"],
          portfolioIds,
        })
      )[0].data.total;
    expect(await total(admin, null)).toBe(await expected(admin_?.id, null));
    expect(await total(member, null)).toBe(await expected(member_?.id, null));
    const [all] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from case_tasks where organization_id = ${org}
        and status = 'to_do' and due_at < current_date`),
    );
    // Each misses the private case the other is listed on.
    expect(await total(admin, null)).toBeLessThan(all?.n ?? 0);
    expect(await total(member, null)).toBeLessThan(all?.n ?? 0);
    // A portfolio of the demo's: only cases about its companies or naming it (the new cases do
    // neither).
    const tree = await admin.gql<Any>("{ portfolioTree { id } }");
    const portfolioId = tree.data.portfolioTree[0].id as string;
    const companyIds = rowsOf<{ company_id: string }>(
      await db.execute(sql`select distinct pc.company_id from portfolio_companies pc
        join portfolios p on p.id = pc.portfolio_id
        where p.id = ${portfolioId} or ${portfolioId}::uuid = any(p.path)`),
    ).map((r) => r.company_id);
    expect(await total(admin, [portfolioId])).toBe(
      await expected(admin_?.id, { companyIds, portfolioId }),
    );
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
