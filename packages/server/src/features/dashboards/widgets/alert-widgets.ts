import { alertSeverities, newsClasses } from "@tierwise/common/alerts";
import { countryName } from "@tierwise/common/countries";
import type {
  DashboardWidgetDataMap,
  DashboardWidgetSettingsMap,
} from "@tierwise/common/dashboards/widget-types";
import { type SQL, sql } from "drizzle-orm";
import { rowsOf } from "../../../db/raw-rows.ts";
import {
  type AlertViewer,
  alertSource,
  alertViewerOf,
  linkedToCompanies,
  sourceCondition,
} from "../../alerts/alert-visibility.ts";
import { isoDay, type WidgetContext } from "./widget-filters.ts";

type Data = DashboardWidgetDataMap;
type Settings = DashboardWidgetSettingsMap;

type CountKind = "severity" | "class" | "topic";
type AlertsScope = { viewer: AlertViewer; companyIds: string[] | null };

/**
 * Alert widgets read the organisation's alerts (the feed's organisation scope, which every
 * member may choose) published in the toolbar's range, linked to the chosen portfolios'
 * companies when there is a portfolio filter. Visibility is the alerts feature's own
 * (alert-visibility.ts): subscriptions or all_alerts_access. What an alert counts under (its
 * severity, news classes and topics per UTC day) is the SQL function alert_day_keys, for the
 * stored counts and the live ones alike.
 */
const scopeOf = (ctx: WidgetContext): Promise<AlertsScope> =>
  ctx.once("alerts scope", async () => ({
    viewer: await alertViewerOf(ctx.db, ctx.actor),
    companyIds: await ctx.companyIds(),
  }));

/** Alerts counted one by one, per day and key, published in [from, to). */
function liveCounts(scope: AlertsScope, kind: CountKind, from: Date, to: Date): SQL {
  const { viewer, companyIds } = scope;
  const source = alertSource(viewer, true);
  const conditions = [
    sourceCondition(viewer),
    sql`${source.publishedAt} >= ${from.toISOString()}::timestamptz`,
    sql`${source.publishedAt} < ${to.toISOString()}::timestamptz`,
    companyIds ? linkedToCompanies(viewer, source.id, companyIds) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  return sql`select k.day, k.key, count(*)::int as n from ${source.from}
    cross join lateral alert_day_keys(a.published_at, a.severity, a.news_classes, a.topics) k
    where ${sql.join(conditions, sql` and `)} and k.kind = ${sql.raw(`'${kind}'`)}
    group by 1, 2`;
}

const dayMs = 86_400_000;

/**
 * The range's alerts per UTC day and key, as rows (day, key, n). An organisation that sees every
 * alert, without a portfolio filter, adds up the stored counts of the range's whole days
 * (alert_day_counts, kept by triggers) and counts only the partial first and last day live;
 * anything narrower (subscriptions, portfolios) is counted live.
 */
async function dailyCounts(ctx: WidgetContext, kind: CountKind): Promise<SQL> {
  const scope = await scopeOf(ctx);
  const firstDay = new Date(Math.ceil(ctx.from.getTime() / dayMs) * dayMs);
  const endDay = new Date(Math.floor(ctx.to.getTime() / dayMs) * dayMs);
  if (!scope.viewer.allAlertsAccess || scope.companyIds || firstDay >= endDay)
    return liveCounts(scope, kind, ctx.from, ctx.to);
  const parts = [
    sql`select day, key, count as n from alert_day_counts
      where kind = ${sql.raw(`'${kind}'`)} and day >= ${isoDay(firstDay)}::date
        and day < ${isoDay(endDay)}::date and count <> 0`,
    ctx.from < firstDay ? liveCounts(scope, kind, ctx.from, firstDay) : undefined,
    endDay < ctx.to ? liveCounts(scope, kind, endDay, ctx.to) : undefined,
  ].filter((part): part is SQL => part !== undefined);
  return sql.join(parts, sql` union all `);
}

const classNames = new Map<string, string>(newsClasses.map((c) => [c.id, c.name]));

/** The start (UTC, ISO day) of the day's week (Monday, as date_trunc) or month. */
function bucketOf(day: string, interval: "day" | "week" | "month"): string {
  if (interval === "day") return day;
  if (interval === "month") return `${day.slice(0, 8)}01`;
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return isoDay(date);
}

/** Alerts per day, week or month of the range, by news class or by severity. */
export async function alertsOverTime(
  ctx: WidgetContext,
  settings: Settings["alertsOverTime"],
): Promise<Data["alertsOverTime"]> {
  const counts = await dailyCounts(ctx, settings.groupBy === "class" ? "class" : "severity");
  const rows = rowsOf<{ day: string; key: string; n: number }>(
    await ctx.db.execute(sql`select to_char(day, 'YYYY-MM-DD') as day, key, sum(n)::int as n
      from (${counts}) counted group by day, key`),
  );
  const points = new Map<string, Record<string, number>>();
  for (const day of bucketsOf(ctx.from, ctx.to, settings.interval)) points.set(day, {});
  const keys = new Set<string>();
  for (const row of rows) {
    const bucket = bucketOf(row.day, settings.interval);
    const values = points.get(bucket) ?? {};
    values[row.key] = (values[row.key] ?? 0) + Number(row.n);
    keys.add(row.key);
    points.set(bucket, values);
  }
  const known =
    settings.groupBy === "class"
      ? newsClasses.map((c) => ({ key: c.id, label: c.name }))
      : alertSeverities.map((severity) => ({ key: severity, label: severity }));
  const series = [
    ...known.filter((entry) => keys.has(entry.key)),
    ...(keys.has("none")
      ? [{ key: "none", label: settings.groupBy === "class" ? "No class" : "No severity" }]
      : []),
  ];
  return {
    interval: settings.interval,
    series,
    points: [...points.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, values]) => ({ date, values })),
  };
}

/** Every bucket start (UTC) of the range, so quiet days show as zeros. At most 400. */
function bucketsOf(from: Date, to: Date, interval: "day" | "week" | "month"): string[] {
  const days: string[] = [];
  let at = new Date(`${bucketOf(isoDay(from), interval)}T00:00:00Z`);
  while (at < to && days.length < 400) {
    days.push(isoDay(at));
    at = new Date(at);
    if (interval === "day") at.setUTCDate(at.getUTCDate() + 1);
    if (interval === "week") at.setUTCDate(at.getUTCDate() + 7);
    if (interval === "month") at.setUTCMonth(at.getUTCMonth() + 1);
  }
  return days;
}

function topicLabel(topic: string): string {
  const at = topic.indexOf(":");
  const prefix = topic.slice(0, at);
  const value = topic.slice(at + 1);
  if (prefix === "class") return classNames.get(value) ?? value;
  if (prefix === "location.country") return countryName(value) ?? value;
  return value;
}

/** The topics most of the range's alerts carry. */
export async function topAlertTopics(
  ctx: WidgetContext,
  settings: Settings["topAlertTopics"],
): Promise<Data["topAlertTopics"]> {
  const counts = await dailyCounts(ctx, "topic");
  const rows = rowsOf<{ topic: string; n: number }>(
    await ctx.db.execute(sql`select key as topic, sum(n)::int as n from (${counts}) counted
      group by key order by n desc, key limit ${settings.limit}`),
  );
  return {
    topics: rows.map((row) => ({
      topic: row.topic,
      label: topicLabel(row.topic),
      count: Number(row.n),
    })),
  };
}
