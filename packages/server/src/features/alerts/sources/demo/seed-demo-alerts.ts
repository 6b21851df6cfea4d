/**
 * The demo's alert history (issue 13 "Demo data"): a year of it for the seeded companies,
 * raised by the rules engine over generated company data (companyHistory) and from generated
 * news (demoNewsItem), which also go through the rules. Rule alerts come first; news fills up
 * to the asked count. The metric history is stored too, so changes recorded later are
 * measured against it. Everything is written set-based, a chunk of companies at a time.
 */
import { and, asc, isNotNull, notInArray, sql } from "drizzle-orm";
import type { Database } from "../../../../db/client.ts";
import { companies } from "../../../companies/company.table.ts";
import { Random } from "../../../companies/demo-data/prng.ts";
import { withoutConstraints } from "../../../companies/demo-data/seed-companies.ts";
import { dropHistoryAreasOfDemoCompanies } from "../../../companies/profile/profile-areas.service.ts";
import { insertAlerts, type NewAlert } from "../../alert-write.ts";
import type { CompanyContext } from "../rules/build-alerts.ts";
import { rulesProvider } from "../rules/build-alerts.ts";
import { isoDay, longestWindowDays, type SeriesPoint } from "../rules/evaluate-metric.ts";
import { type HistoryPoint, storeMetricHistory } from "../rules/metric-history.ts";
import type { MetricVariable } from "../rules/rule-variables.ts";
import { alertsFor, type NewCompanyDataChange, seriesKey } from "../rules/run-rules.ts";
import { companyHistory, type DemoCompany } from "./company-history.ts";
import { demoNewsItem } from "./demo-news.ts";

/** The demo's size when nobody asks for another (issue 13: at least 200,000). */
export const defaultDemoAlertCount = 200_000;
export const defaultDemoAlertSeed = 20_261_126;

export type SeedAlertsOptions = {
  /** Alerts wanted in all (0: none); rule alerts count first, news makes up the rest. */
  count?: number;
  seed?: number;
  /** The end of the year of history (default: today's UTC midnight). */
  today?: Date;
  log?: (line: string) => void;
};

export type SeedAlertsSummary = {
  companies: number;
  ruleAlerts: number;
  newsAlerts: number;
  historyPoints: number;
  seconds: number;
};

/** Companies per chunk: their changes, history and alerts are generated and written together. */
const companiesPerChunk = 500;
const alertsPerInsert = 2_000;

export async function seedDemoAlerts(
  db: Database,
  options: SeedAlertsOptions = {},
): Promise<SeedAlertsSummary> {
  const started = performance.now();
  const target = options.count ?? defaultDemoAlertCount;
  const summary: SeedAlertsSummary = {
    companies: 0,
    ruleAlerts: 0,
    newsAlerts: 0,
    historyPoints: 0,
    seconds: 0,
  };
  const demo = target > 0 ? await demoCompanies(db) : [];
  summary.companies = demo.length;
  if (demo.length === 0) return summary;
  await withBulkLoadSetAside(db, options.log, () => generate(db, demo, target, options, summary));
  summary.seconds = Math.round(performance.now() - started) / 1000;
  options.log?.(
    `${(summary.ruleAlerts + summary.newsAlerts).toLocaleString("en-US")} demo alerts (${summary.newsAlerts.toLocaleString("en-US")} from news) for ${demo.length.toLocaleString("en-US")} companies in ${summary.seconds} s`,
  );
  return summary;
}

async function generate(
  db: Database,
  demo: readonly DemoCompany[],
  target: number,
  options: SeedAlertsOptions,
  summary: SeedAlertsSummary,
) {
  const seed = options.seed ?? defaultDemoAlertSeed;
  // Raised, not stored: seeding again stores nothing new and must draw the same news.
  let ruleAlertsRaised = 0;
  const today = options.today ?? new Date(`${isoDay(new Date())}T00:00:00Z`);
  const streamOf = (index: number, purpose: number) =>
    (seed ^ Math.imul(index * 4 + purpose + 1, 0x9e3779b1)) >>> 0;
  // A line at every tenth of the way, so a first start never sits silent for minutes.
  const step = Math.max(1, Math.ceil(target / 10));
  let nextReport = step;
  const reportProgress = () => {
    const stored = summary.ruleAlerts + summary.newsAlerts;
    if (!options.log || stored < nextReport) return;
    nextReport = (Math.floor(stored / step) + 1) * step;
    options.log(`alerts ${stored.toLocaleString("en-US")}/${target.toLocaleString("en-US")}`);
  };

  for (let start = 0; start < demo.length; start += companiesPerChunk) {
    const chunk = demo.slice(start, start + companiesPerChunk);
    const series = new Map<string, SeriesPoint[]>();
    const changes: NewCompanyDataChange[] = [];
    chunk.forEach((company, i) => {
      const history = companyHistory(company, streamOf(start + i, 0), today);
      for (const [variable, points] of history.series)
        series.set(
          seriesKey(company.id, variable),
          points.map((p) => ({ on: isoDay(p.on), value: p.value })),
        );
      changes.push(...history.changes);
    });
    summary.historyPoints += await storeHistory(db, series, today);
    const raised = alertsFor(changes, series, contexts(chunk)).alerts;
    ruleAlertsRaised += raised.length;
    summary.ruleAlerts += await store(db, raised);
    reportProgress();
  }
  options.log?.(
    `${summary.ruleAlerts.toLocaleString("en-US")} alerts from the rules over company data`,
  );
  // Profiles read before the history was stored show credit scores it does not hold: they are
  // generated again, from the history, on their next read.
  await dropHistoryAreasOfDemoCompanies(db);

  // News for the rest, more of it about larger companies.
  const newsPerCompany = allocate(
    Math.max(0, target - ruleAlertsRaised),
    demo,
    new Random(streamOf(0, 3)),
  );
  for (let start = 0; start < demo.length; start += companiesPerChunk) {
    const chunk = demo.slice(start, start + companiesPerChunk);
    const news = chunk.flatMap((company, i) => {
      const random = new Random(streamOf(start + i, 1));
      return Array.from({ length: newsPerCompany[start + i] ?? 0 }, (_, k) =>
        demoNewsItem(company, random, today, `demo-news:${start + i}:${k}`),
      );
    });
    summary.newsAlerts += await store(db, alertsFor(news, new Map(), contexts(chunk)).alerts);
    reportProgress();
  }
}

/**
 * Loads into an empty alerts table as PostgreSQL's manual advises for populating a database:
 * the link and history tables without their foreign keys and secondary indexes
 * (withoutConstraints, as the company seed does), the alerts without their secondary indexes
 * (the keyword-search GIN index alone made inserting three times slower), each built once
 * after the load. Unique indexes on alerts stay: insertAlerts relies on source_key's.
 */
async function withBulkLoadSetAside(
  db: Database,
  log: SeedAlertsOptions["log"],
  load: () => Promise<void>,
) {
  const [state] = (await db.execute(sql`select exists (select 1 from alerts) as "hasAlerts"`))
    .rows as { hasAlerts: boolean }[];
  if (state?.hasAlerts) return load();
  const indexes = (
    await db.execute(sql`
      select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
      from pg_index x join pg_class i on i.oid = x.indexrelid
      where x.indrelid = 'alerts'::regclass and not x.indisunique and not x.indisprimary`)
  ).rows as { name: string; definition: string }[];
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  try {
    await withoutConstraints(db, setAsideTables, load, log);
  } finally {
    log?.(`Building ${indexes.length} alert indexes…`);
    for (const index of indexes) await db.execute(sql.raw(index.definition));
  }
}

/** The tables a first load writes most rows to, besides alerts. */
const setAsideTables = ["alert_companies", "alert_location_links", "company_metric_history"];

/** The seeded companies (they carry a profile seed), in their stable order. */
async function demoCompanies(db: Database): Promise<DemoCompany[]> {
  const rows = await db
    .select({
      id: companies.id,
      name: companies.displayName,
      countryCode: companies.countryCode,
      city: companies.city,
      employeeCount: companies.employeeCount,
      current_ratio: companies.currentRatio,
      quick_ratio: companies.quickRatio,
      altman_z_score: companies.altmanZScore,
      credit_score: companies.creditScore,
      security_rating: companies.securityRating,
      esg_score: companies.esgScore,
    })
    .from(companies)
    .where(
      and(isNotNull(companies.profileSeed), notInArray(companies.statusCode, ["draft", "deleted"])),
    )
    .orderBy(asc(companies.searchRow));
  return rows.map(({ id, name, countryCode, city, employeeCount, ...metrics }) => ({
    id,
    name,
    countryCode,
    city,
    employeeCount,
    metrics,
  }));
}

const contexts = (chunk: readonly DemoCompany[]) =>
  new Map<string, CompanyContext>(
    chunk.map((c) => [c.id, { id: c.id, name: c.name, countryCode: c.countryCode }]),
  );

/** How many news items each company gets: `total` draws, weighted by the log of its headcount. */
function allocate(total: number, demo: readonly DemoCompany[], random: Random): number[] {
  const counts = new Array<number>(demo.length).fill(0);
  const cumulative: number[] = [];
  let sum = 0;
  for (const company of demo) {
    sum += 1 + Math.log10((company.employeeCount ?? 10) + 10);
    cumulative.push(sum);
  }
  for (let k = 0; k < total; k++) {
    const r = random.next() * sum;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] as number) > r) high = middle;
      else low = middle + 1;
    }
    counts[low] = (counts[low] ?? 0) + 1;
  }
  return counts;
}

async function store(db: Database, alerts: readonly NewAlert[]): Promise<number> {
  let stored = 0;
  for (let start = 0; start < alerts.length; start += alertsPerInsert)
    stored += (await insertAlerts(db, alerts.slice(start, start + alertsPerInsert))).length;
  return stored;
}

/**
 * Days of a series the company profile reads besides the rules: its credit-score history shows
 * the year's quarters, the oldest read at or just before a year ago.
 */
const profileDays: Partial<Record<MetricVariable, number>> = { credit_score: 365 + 91 };

/**
 * Stores what later changes can be measured against and the profile reads: each series from
 * twice its variable's longest watched window before today (older points no window will read
 * again), or further back if the profile reads further.
 */
async function storeHistory(
  db: Database,
  series: ReadonlyMap<string, readonly SeriesPoint[]>,
  today: Date,
): Promise<number> {
  const points: HistoryPoint[] = [];
  for (const [key, list] of series) {
    const [companyId = "", variable = ""] = key.split("|");
    const days = Math.max(
      2 * longestWindowDays(variable as MetricVariable),
      profileDays[variable as MetricVariable] ?? 0,
    );
    const from = isoDay(new Date(today.getTime() - days * 86_400_000));
    for (const point of list)
      if (point.on >= from) points.push({ companyId, variable, on: point.on, value: point.value });
  }
  return storeMetricHistory(db, points, "keep");
}

/**
 * Removes the demo's alerts and metric history (set-based, before the demo companies go: a
 * cascade would delete their rows one by one).
 */
export async function removeDemoAlerts(db: Database): Promise<void> {
  await db.execute(sql`
    delete from alerts a using alert_companies ac, companies c
    where ac.alert_id = a.id and c.id = ac.company_id and c.profile_seed is not null
      and a.provider = ${rulesProvider}`);
  await db.execute(sql`
    delete from company_metric_history h using companies c
    where c.id = h.company_id and c.profile_seed is not null`);
}
