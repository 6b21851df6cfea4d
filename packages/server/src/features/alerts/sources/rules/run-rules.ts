/**
 * The rules engine over the database: pending company_data_changes are read in batches (FOR
 * UPDATE SKIP LOCKED, so several workers share the work), metric values are added to
 * company_metric_history, each change is evaluated, the alerts are stored with insertAlerts
 * and the changes are marked processed — all of a batch in one transaction, so a batch that
 * fails leaves its changes pending for the next run. Raising again is harmless: alerts are
 * unique by sourceKey.
 */
import { asc, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../../../db/client.ts";
import { enqueueJob } from "../../../../jobs/queue.ts";
import { companies } from "../../../companies/company.table.ts";
import { insertAlerts, type NewAlert } from "../../alert-write.ts";
import { companyDataChanges } from "../company-data.table.ts";
import { type CompanyContext, eventAlert, metricAlert } from "./build-alerts.ts";
import { evaluateMetric, isoDay, longestWindowDays, type SeriesPoint } from "./evaluate-metric.ts";
import { type HistoryPoint, storeMetricHistory } from "./metric-history.ts";
import {
  type EventDetail,
  type EventVariable,
  isMetricVariable,
  type MetricVariable,
} from "./rule-variables.ts";

export const alertRulesQueue = "alerts.rules";

/** Changes per transaction: large enough to amortise round trips, small enough to lock briefly. */
export const defaultRulesBatchSize = 5_000;
/** Alerts per insertAlerts call: about 20 bound values a row stays under PostgreSQL's 65,535. */
const alertsPerInsert = 2_000;

export type NewCompanyDataChange = typeof companyDataChanges.$inferInsert;

/**
 * Records changes in company data and queues the rules job (one waiting job at most). Call it
 * with the transaction that writes the data, so the changes exist exactly when the data does.
 */
export async function recordCompanyDataChanges(
  db: Database,
  changes: readonly NewCompanyDataChange[],
): Promise<void> {
  if (changes.length === 0) return;
  for (let start = 0; start < changes.length; start += alertsPerInsert)
    await db.insert(companyDataChanges).values(changes.slice(start, start + alertsPerInsert));
  await enqueueJob(db, alertRulesQueue, {}, { singletonKey: alertRulesQueue });
}

export type RulesRunSummary = {
  changes: number;
  alerts: number;
  batches: number;
  skipped: number;
  seconds: number;
};

export type RulesRunOptions = {
  batchSize?: number;
  maxBatches?: number;
  /** Stops between batches (the job's lease was lost). */
  signal?: AbortSignal;
  onBatch?: (summary: RulesRunSummary) => Promise<void> | void;
};

/** Processes pending changes until none are left (or maxBatches); returns what it did. */
export async function runRulesOnPendingChanges(
  db: Database,
  options: RulesRunOptions = {},
): Promise<RulesRunSummary> {
  const started = performance.now();
  const summary: RulesRunSummary = { changes: 0, alerts: 0, batches: 0, skipped: 0, seconds: 0 };
  while (
    summary.batches < (options.maxBatches ?? Number.POSITIVE_INFINITY) &&
    !options.signal?.aborted
  ) {
    const batch = await db.transaction((tx) =>
      processBatch(tx, options.batchSize ?? defaultRulesBatchSize),
    );
    if (batch.changes === 0) break;
    summary.batches += 1;
    summary.changes += batch.changes;
    summary.alerts += batch.alerts;
    summary.skipped += batch.skipped;
    summary.seconds = Math.round(performance.now() - started) / 1000;
    await options.onBatch?.(summary);
  }
  summary.seconds = Math.round(performance.now() - started) / 1000;
  return summary;
}

type Pending = typeof companyDataChanges.$inferSelect;
/** What evaluating a change reads of it: a stored row, or one generated in memory. */
export type ChangeFacts = Pick<
  NewCompanyDataChange,
  "companyId" | "variable" | "observedAt" | "newValue" | "detail"
>;

async function processBatch(db: Database, size: number) {
  const pending = await db
    .select()
    .from(companyDataChanges)
    .where(isNull(companyDataChanges.processedAt))
    .orderBy(asc(companyDataChanges.id))
    .limit(size)
    .for("update", { skipLocked: true });
  if (pending.length === 0) return { changes: 0, alerts: 0, skipped: 0 };
  const series = await addAndReadHistory(db, pending);
  const known = await companyContexts(db, [...new Set(pending.map((change) => change.companyId))]);
  const { alerts, skipped } = alertsFor(pending, series, known);
  let stored = 0;
  for (let start = 0; start < alerts.length; start += alertsPerInsert)
    stored += (await insertAlerts(db, alerts.slice(start, start + alertsPerInsert))).length;
  // One array parameter rather than one parameter an id (5,000 a batch).
  const ids = `{${pending.map((change) => change.id).join(",")}}`;
  await db
    .update(companyDataChanges)
    .set({ processedAt: sql`now()` })
    .where(sql`${companyDataChanges.id} = any(${ids}::bigint[])`);
  return { changes: pending.length, alerts: stored, skipped };
}

/**
 * Evaluates a batch against the history read for it. Exported for the demo generator, which
 * hands over history generated in memory.
 */
export function alertsFor(
  changes: readonly ChangeFacts[],
  series: ReadonlyMap<string, readonly SeriesPoint[]>,
  known: ReadonlyMap<string, CompanyContext>,
): { alerts: NewAlert[]; skipped: number } {
  const alerts = new Map<string, NewAlert>();
  let skipped = 0;
  for (const change of changes) {
    const company = known.get(change.companyId);
    if (!company) {
      skipped += 1;
      continue;
    }
    const raised = isMetricVariable(change.variable)
      ? metricAlerts(change.variable, change, series, company)
      : eventAlerts(change.variable, change, company);
    if (raised.length === 0 && !isMetricVariable(change.variable)) skipped += 1;
    for (const alert of raised)
      if (!alerts.has(alert.sourceKey)) alerts.set(alert.sourceKey, alert);
  }
  return { alerts: [...alerts.values()], skipped };
}

export const seriesKey = (companyId: string, variable: string) => `${companyId}|${variable}`;

function metricAlerts(
  variable: MetricVariable,
  change: ChangeFacts,
  series: ReadonlyMap<string, readonly SeriesPoint[]>,
  company: CompanyContext,
): NewAlert[] {
  if (change.newValue === null || change.newValue === undefined) return [];
  const points = series.get(seriesKey(change.companyId, variable)) ?? [];
  return evaluateMetric(variable, isoDay(change.observedAt), points).map((hit) =>
    metricAlert(company, variable, change.observedAt, hit),
  );
}

/** Event facts each kind needs; a change without them is skipped (and counted). */
const requiredDetail: Record<EventVariable, readonly string[]> = {
  sanctions_match: ["listName", "matchedName"],
  court_filing: ["court", "caseNumber", "kind"],
  data_breach: ["kind"],
  news_item: ["headline"],
};

function eventAlerts(
  variable: EventVariable,
  change: ChangeFacts,
  company: CompanyContext,
): NewAlert[] {
  const detail = change.detail ?? {};
  const complete = requiredDetail[variable].every(
    (field) => typeof detail[field] === "string" && (detail[field] as string).trim() !== "",
  );
  if (!complete) return [];
  return [eventAlert(company, variable, change.observedAt, detail as EventDetail[typeof variable])];
}

/**
 * Adds the batch's metric values to the history (the last change of a company, variable and
 * day wins) and reads back, per company and variable, the history the longest watched window
 * needs: twice its length before the batch's earliest change (see evaluateMetric).
 */
async function addAndReadHistory(db: Database, pending: readonly Pending[]) {
  const points = new Map<string, HistoryPoint>();
  const ranges = new Map<
    string,
    { company_id: string; variable: string; from_on: string; to_on: string }
  >();
  for (const change of pending) {
    if (!isMetricVariable(change.variable) || change.newValue === null) continue;
    const day = isoDay(change.observedAt);
    const key = seriesKey(change.companyId, change.variable);
    points.set(`${key}|${day}`, {
      companyId: change.companyId,
      variable: change.variable,
      on: day,
      value: change.newValue,
    });
    const from = isoDay(
      new Date(change.observedAt.getTime() - 2 * longestWindowDays(change.variable) * 86_400_000),
    );
    const range = ranges.get(key);
    if (!range)
      ranges.set(key, {
        company_id: change.companyId,
        variable: change.variable,
        from_on: from,
        to_on: day,
      });
    else {
      if (from < range.from_on) range.from_on = from;
      if (day > range.to_on) range.to_on = day;
    }
  }
  const series = new Map<string, SeriesPoint[]>();
  if (points.size === 0) return series;
  await storeMetricHistory(db, [...points.values()], "replace");
  const rows = await db.execute(sql`
    select h.company_id as "companyId", h.variable, h.observed_on::text as "on", h.value
    from jsonb_to_recordset(${JSON.stringify([...ranges.values()])}::jsonb)
      as w(company_id uuid, variable text, from_on date, to_on date)
    join company_metric_history h on h.company_id = w.company_id and h.variable = w.variable
      and h.observed_on between w.from_on and w.to_on
    order by h.company_id, h.variable, h.observed_on`);
  for (const row of rows.rows as {
    companyId: string;
    variable: string;
    on: string;
    value: number;
  }[]) {
    const key = seriesKey(row.companyId, row.variable);
    const list = series.get(key);
    const point = { on: row.on, value: Number(row.value) };
    if (list) list.push(point);
    else series.set(key, [point]);
  }
  return series;
}

async function companyContexts(db: Database, ids: readonly string[]) {
  const rows = await db
    .select({ id: companies.id, name: companies.displayName, countryCode: companies.countryCode })
    .from(companies)
    .where(inArray(companies.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}
