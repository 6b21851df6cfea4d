import { flowLayouts } from "@tierwise/common/dashboards/layout";
import {
  type DashboardWidgetType,
  dashboardWidgetTypes,
} from "@tierwise/common/dashboards/widget-types";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/raw-rows.ts";
import { createHarness, type Harness, type TestClient } from "../../test/harness.ts";
import type { NewAlert } from "../alerts/alert-write.ts";
import { insertAlerts } from "../alerts/alert-write.ts";
import {
  type AlertsWorld,
  alertOps,
  buildAlertsWorld,
  call,
  setAllAlertsAccess,
} from "../alerts/alerts-test-support.ts";
import { createDashboard, dashboardOps, must } from "./dashboards-test-support.ts";

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
type Any = any;

/*
 * An organisation that sees every alert reads its alert widgets from day counts kept by
 * triggers (alert_day_counts) plus the partial first and last day counted live. Their figures
 * must stay those of counting the alerts one by one, and the alert feed's, however alerts are
 * added, changed or removed.
 */

let h: Harness;
let world: AlertsWorld;
let member: TestClient;
let dashboardId: string;
let sequence = 0;

const day = 86_400_000;
const midnight = Math.floor(Date.now() / day) * day;
const at = (days: number, hours = 0) => new Date(midnight + days * day + hours * 3_600_000);
// Partial first and last days on both sides, whole days between.
const from = at(-6, 7);
const to = at(-1, 17);

const widgets = [
  { id: "bySeverity", type: "alertsOverTime", settings: { groupBy: "severity", interval: "day" } },
  { id: "byClass", type: "alertsOverTime", settings: { groupBy: "class", interval: "week" } },
  { id: "topics", type: "topAlertTopics", settings: { limit: 25 } },
] as const;

/** The widgets' counts: per severity and day, per class, per topic. */
async function widgetCounts(range: { from: Date; to: Date }) {
  const answers = await must(member, dashboardOps.data, {
    dashboardId,
    widgetIds: widgets.map((w) => w.id),
    from: range.from.toISOString(),
    to: range.to.toISOString(),
  });
  const data = Object.fromEntries(answers.map((a: Any) => [a.widgetId, a.data]));
  const perDay: Record<string, number> = {};
  for (const point of data.bySeverity.points)
    for (const [key, n] of Object.entries(point.values as Record<string, number>))
      perDay[`${point.date} ${key}`] = n;
  const totals = (points: Any[]) => {
    const out: Record<string, number> = {};
    for (const point of points)
      for (const [key, n] of Object.entries(point.values as Record<string, number>))
        out[key] = (out[key] ?? 0) + n;
    return out;
  };
  return {
    perDay,
    classes: totals(data.byClass.points),
    topics: Object.fromEntries(data.topics.topics.map((t: Any) => [t.topic, t.count])),
  };
}

/** The same, counting the range's alerts one by one (the widgets' rules written out again). */
async function directCounts(range: { from: Date; to: Date }) {
  const inRange = sql`published_at >= ${range.from.toISOString()}::timestamptz
    and published_at < ${range.to.toISOString()}::timestamptz`;
  const grouped = async (query: ReturnType<typeof sql>) =>
    Object.fromEntries(
      rowsOf<{ key: string; n: number }>(await h.database.db.execute(query)).map((r) => [
        r.key,
        Number(r.n),
      ]),
    );
  return {
    perDay: await grouped(sql`select to_char(published_at at time zone 'UTC', 'YYYY-MM-DD')
        || ' ' || coalesce(severity, 'none') as key, count(*) as n
      from alerts where ${inRange} group by 1`),
    classes: await grouped(sql`select c as key, count(*) as n from alerts,
        unnest(case when cardinality(news_classes) = 0 then array['none'] else news_classes end) c
      where ${inRange} group by 1`),
    topics: await grouped(sql`select t as key, count(*) as n from alerts, unnest(topics) t
      where ${inRange} and (t like 'class:%' or t like 'keyword:%' or t like 'location.country:%'
        or t like 'location.region:%' or t like 'resource:%' or t like 'variable:%'
        or t like 'dataset:%') group by 1`),
  };
}

function alert(publishedAt: Date, fields: Partial<NewAlert> = {}): NewAlert {
  sequence += 1;
  return {
    title: `Counted alert ${sequence}`,
    type: "news",
    provider: "test-news",
    publishedAt,
    sourceKey: `dashboard-counts:${sequence}`,
    ...fields,
  };
}

const severities = ["Critical", "High", "Elevated", null] as const;
const classes = [[], ["fraud"], ["sanctions", "strike"], ["fraud", "litigation"]];
const topics = [
  [],
  ["class:fraud", "location.country:DE"],
  ["keyword:flood", "company:x", "resource:copper"],
];

/** Alerts every few hours over the range and a day either side, with varied keys. */
function alertsAround(salt: number): NewAlert[] {
  const out: NewAlert[] = [];
  for (let hours = -24 - 7; hours <= 6 * 24; hours += 5 + (salt % 3)) {
    const i = out.length + salt;
    out.push(
      alert(new Date(from.getTime() + hours * 3_600_000), {
        severity: severities[i % severities.length],
        newsClasses: classes[i % classes.length],
        topics: topics[(i * 7) % topics.length],
      }),
    );
  }
  // On the bounds themselves: `from` counts, `to` does not; midnight starts its day.
  out.push(alert(from, { severity: "High" }), alert(to, { severity: "High" }));
  out.push(alert(at(-3), { newsClasses: ["strike"], topics: ["class:strike"] }));
  return out;
}

async function expectEqualCounts() {
  expect(await widgetCounts({ from, to })).toEqual(await directCounts({ from, to }));
}

beforeAll(async () => {
  h = await createHarness();
  world = await buildAlertsWorld(h);
  member = world.people.member.client;
  await setAllAlertsAccess(h.database.db, world.acme.id, true);
  const dashboard = await createDashboard(member, "Alert counts");
  const typed = widgets.map((w) => ({
    ...w,
    title: dashboardWidgetTypes[w.type as DashboardWidgetType].title,
  }));
  const layouts = flowLayouts(
    typed.map((w) => ({ id: w.id, ...dashboardWidgetTypes[w.type].defaultSize })),
  );
  dashboardId = (
    await must(member, dashboardOps.update, {
      input: { id: dashboard.id, version: dashboard.version, widgets: typed, layouts },
    })
  ).id;
}, 120_000);
afterAll(() => h?.close());

describe("alert widgets of an organisation that sees every alert", () => {
  it("equal counting the alerts one by one, as alerts are added, changed and removed", async () => {
    const db = h.database.db;
    await insertAlerts(db, alertsAround(0));
    await insertAlerts(db, alertsAround(1));
    await expectEqualCounts();
    // Changed keys and publication times, some moved into the range, some out of it.
    await db.execute(sql`update alerts set severity = 'Critical', news_classes = '{strike}',
        topics = '{class:strike,keyword:walkout}'
      where title like 'Counted alert %' and right(title, 1) in ('1', '4')`);
    await db.execute(sql`update alerts set published_at = published_at + interval '30 hours'
      where title like 'Counted alert %' and right(title, 1) in ('2', '7')`);
    await expectEqualCounts();
    await db.execute(sql`delete from alerts
      where title like 'Counted alert %' and right(title, 1) in ('3', '8')`);
    await expectEqualCounts();
    const stored = () =>
      db.execute(sql`select kind, day::text, key, count from alert_day_counts
        where count <> 0 order by 1, 2, 3`);
    const kept = rowsOf(await stored());
    await db.execute(sql`select alert_day_counts_rebuild()`);
    expect(rowsOf(await stored())).toEqual(kept);
  });

  it("count what the alert feed counts for the same days", async () => {
    const startDate = from.toISOString().slice(0, 10);
    const endDate = new Date(to.getTime() - day).toISOString().slice(0, 10);
    const wholeDays = { from: new Date(`${startDate}T00:00:00Z`), to: at(-1) };
    const feed = await call(member, alertOps.aggregate, {
      scope: "organization",
      where: { startDate, endDate },
      limit: 101,
    });
    const counted = await widgetCounts(wholeDays);
    const total = Object.values(counted.perDay).reduce((sum, n) => sum + n, 0);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(101);
    expect(feed.aggregate?.count).toBe(total);
  });
});
