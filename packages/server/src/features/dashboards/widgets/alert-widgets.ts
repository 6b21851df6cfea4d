import { alertSeverities, newsClasses } from "@tierwise/common/alerts";
import { countryName } from "@tierwise/common/countries";
import type {
  DashboardWidgetDataMap,
  DashboardWidgetSettingsMap,
} from "@tierwise/common/dashboards/widget-types";
import { type SQL, sql } from "drizzle-orm";
import { rowsOf } from "../../../db/raw-rows.ts";
import {
  alertSource,
  alertViewerOf,
  linkedToCompanies,
  sourceCondition,
} from "../../alerts/alert-visibility.ts";
import { isoDay, type WidgetContext } from "./widget-filters.ts";

type Data = DashboardWidgetDataMap;
type Settings = DashboardWidgetSettingsMap;

/** Topics that say what alerts were about; company ids, polarity and the like do not. */
const topicPrefixes = [
  "class",
  "keyword",
  "location.country",
  "location.region",
  "resource",
  "variable",
  "dataset",
];

/**
 * Alert widgets read the organisation's alerts (the feed's organisation scope, which every
 * member may choose) published in the toolbar's range, linked to the chosen portfolios'
 * companies when there is a portfolio filter. Visibility is the alerts feature's own
 * (alert-visibility.ts): subscriptions or all_alerts_access. Each widget runs its own
 * aggregate (measured: one shared pass grouping by day, severity, classes and topics cost as
 * much as both, and the two run side by side on two connections).
 */
function alertsWhere(ctx: WidgetContext): Promise<{ from: SQL; where: SQL }> {
  return ctx.once("alerts where", async () => {
    const viewer = await alertViewerOf(ctx.db, ctx.actor);
    const source = alertSource(viewer, true);
    const companyIds = await ctx.companyIds();
    const conditions = [
      sourceCondition(viewer),
      sql`${source.publishedAt} >= ${ctx.from.toISOString()}::timestamptz`,
      sql`${source.publishedAt} < ${ctx.to.toISOString()}::timestamptz`,
      companyIds ? linkedToCompanies(viewer, source.id, companyIds) : undefined,
    ].filter((condition): condition is SQL => condition !== undefined);
    return { from: source.from, where: sql.join(conditions, sql` and `) };
  });
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
  const { from, where } = await alertsWhere(ctx);
  const bucket = sql.raw(`'${settings.interval}'`);
  const key =
    settings.groupBy === "class"
      ? sql`unnest(case when cardinality(a.news_classes) = 0 then array['none'] else a.news_classes end)`
      : sql`coalesce(a.severity, 'none')`;
  // Grouped by the truncated time itself (a hash of a few dozen groups), formatted after.
  const rows = rowsOf<{ bucket: string; key: string; n: number }>(
    await ctx.db.execute(sql`select to_char(bucket, 'YYYY-MM-DD') as bucket, key, n from (
        select date_trunc(${bucket}, published_at at time zone 'UTC') as bucket, key, count(*)::int as n
        from (select a.published_at, ${key} as key from ${from} where ${where}) keyed
        group by 1, 2) grouped`),
  );
  const points = new Map<string, Record<string, number>>();
  for (const day of bucketsOf(ctx.from, ctx.to, settings.interval)) points.set(day, {});
  const keys = new Set<string>();
  for (const row of rows) {
    const values = points.get(row.bucket) ?? {};
    values[row.key] = (values[row.key] ?? 0) + Number(row.n);
    keys.add(row.key);
    points.set(row.bucket, values);
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
  const { from, where } = await alertsWhere(ctx);
  const prefixes = sql.join(
    topicPrefixes.map((prefix) => sql`${`${prefix}:%`}`),
    sql`, `,
  );
  const rows = rowsOf<{ topic: string; n: number }>(
    await ctx.db.execute(sql`select topic, count(*)::int as n
      from (select unnest(a.topics) as topic from ${from} where ${where}) t
      where topic like any (array[${prefixes}])
      group by topic order by n desc, topic limit ${settings.limit}`),
  );
  return {
    topics: rows.map((row) => ({
      topic: row.topic,
      label: topicLabel(row.topic),
      count: Number(row.n),
    })),
  };
}
