import { loadavg } from "node:os";
import type pg from "pg";
import type { Config } from "../packages/server/src/config.ts";
import { hashPassword } from "../packages/server/src/features/auth/password-hash.ts";
import { type AlertsBenchData, seedAlertsWorld } from "./alerts-seed.ts";
import { benchTable, runPostgresBench } from "./bench-postgres.ts";
import { ms, percentile } from "./bench-timing.ts";
import { type BenchApp, startBenchApp } from "./companies-app.ts";
import type { BenchRow } from "./members.ts";
import { type RecordedStatement, recordStatements, replayOnPostgres } from "./sql-recorder.ts";

const sizes = {
  alerts: Number(process.env.BENCH_ALERTS ?? 20_000_000),
  companies: Number(process.env.BENCH_ALERT_COMPANIES ?? 50_000),
  users: Number(process.env.BENCH_ALERT_USERS ?? 10_000),
};
const keep = process.env.BENCH_ALERTS_KEEP === "1";
const rounds = 40;
const bulkRounds = 3;
const bulkSize = 10_000;

const load = () => `load avg ${(loadavg()[0] ?? 0).toFixed(2)}`;
const label = `PostgreSQL, ${sizes.alerts.toLocaleString("en")} alerts, ${sizes.companies.toLocaleString("en")} companies, ${sizes.users.toLocaleString("en")} users`;

// As the web sends them (the navigation's marker; the feed's cards).
const unreadQuery = `query AlertUnreadCount($filter: AlertFilterInput) {
  alertUnreadCount(filter: $filter) { count overTheThreshold } }`;
const feedQuery = `query Alerts($filter: AlertFilterInput, $first: Int, $after: String) {
  alerts(filter: $filter, first: $first, after: $after) {
    items { id title body type polarity severity publishedAt occurredAt isSingleSource topics
      companies { id slug name country confidence subscribed } mentions { name confidence }
      locations { id level name countryCode topic } commodities { id name topic } subscribedEntities
      dataPoint { provider sourceUrl newsClasses { id name severity } }
      dataset signalRuleKey variable periodInfo { pctChange timeWindow timeWindowLabel }
      timeseries { date value }
      userMetadata { read readAt archived score scoreFeedback reason relevantDisabled notRelevantDisabled } }
    pageInfo { hasNextPage endCursor } } }`;
const bulkQuery = `mutation BulkMarkAlertsRead($input: BulkMarkReadInput!) {
  bulkMarkAlertsRead(input: $input) { __typename ... on Error { message } ... on BulkMarkReadSuccess { updated } } }`;

type Viewer = { cookie: string; data: AlertsBenchData["viewers"][number]; companies: string[] };

async function signIn(app: BenchApp, email: string, password: string) {
  const login = await app.app.inject({
    method: "POST",
    url: "/graphql",
    headers: { "content-type": "application/json" },
    payload: JSON.stringify({
      query: "mutation($input: LoginInput!) { login(input: $input) { __typename } }",
      variables: { input: { email, password } },
    }),
  });
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  if (!cookie) throw new Error(`bench sign-in failed: ${login.body}`);
  return cookie;
}

async function gqlAs(app: BenchApp, cookie: string, query: string, variables: object) {
  const response = await app.app.inject({
    method: "POST",
    url: "/graphql",
    headers: { "content-type": "application/json", cookie },
    payload: JSON.stringify({ query, variables }),
  });
  const body = response.json() as { data?: Record<string, unknown>; errors?: unknown };
  if (body.errors) throw new Error(`bench query failed: ${response.body.slice(0, 400)}`);
  return body.data as Record<string, unknown>;
}

/**
 * Runs each round's request through the app, then replays the SQL it sent; the statements are
 * recorded on a warm-up call first (the session lookup is then cached, as in production).
 */
async function timedAgainstSql(
  app: BenchApp,
  pool: pg.Pool,
  requests: { cookie: string; query: string; variables: object }[],
  check: (data: Record<string, unknown>) => void,
) {
  const recorded: RecordedStatement[][] = [];
  for (const r of requests) {
    check(await gqlAs(app, r.cookie, r.query, r.variables));
    recorded.push(await recordStatements(() => gqlAs(app, r.cookie, r.query, r.variables)));
  }
  const appSamples: number[] = [];
  const sqlSamples: number[] = [];
  for (const [i, r] of requests.entries()) {
    let started = performance.now();
    await gqlAs(app, r.cookie, r.query, r.variables);
    appSamples.push(performance.now() - started);
    started = performance.now();
    await replayOnPostgres(pool, recorded[i] ?? []);
    sqlSamples.push(performance.now() - started);
  }
  const p95 = percentile(appSamples, 95);
  return {
    figure: `p50 ${ms(percentile(appSamples, 50))}, p95 ${ms(p95)} over ${requests.length} requests (${load()})`,
    baseline: `same SQL directly (${recorded[0]?.length ?? 0} statements): p50 ${ms(percentile(sqlSamples, 50))}, p95 ${ms(percentile(sqlSamples, 95))}`,
    ratio: (p95 / percentile(sqlSamples, 95)).toFixed(2),
    p95,
  };
}

function unreadRow(app: BenchApp, pool: pg.Pool, viewers: Viewer[]) {
  const requests = Array.from({ length: rounds }, (_, i) => ({
    cookie: (viewers[i % viewers.length] as Viewer).cookie,
    query: unreadQuery,
    variables: { filter: {} },
  }));
  return timedAgainstSql(app, pool, requests, (data) => {
    if (typeof (data.alertUnreadCount as { count?: number }).count !== "number")
      throw new Error("no unread count");
  }).then(
    (timed): BenchRow => ({
      name: `Unread count of a person (scope user, counted up to 101; people who read 0–900 of the newest) (${label})`,
      figure: timed.figure,
      baseline: timed.baseline,
      ratio: timed.ratio,
      target: "p95 ≤ 20 ms",
    }),
  );
}

/**
 * People of the organisations with all_alerts_access (they read the alerts table itself, not
 * alert_visibility): the unread count and the first page, organisation scope (their
 * portfolios hold no companies in this data).
 */
async function allAccessRow(
  app: BenchApp,
  pool: pg.Pool,
  config: Config,
  password: string,
): Promise<BenchRow> {
  const { rows: people } = await pool.query<{ email: string }>(
    `select u.email from users u join memberships m on m.user_id = u.id
     join organization_alert_configs c on c.organization_id = m.organization_id and c.all_alerts_access
     order by u.email limit 5`,
  );
  await pool.query("update users set password_hash = $1 where email = any($2)", [
    await hashPassword(config, password),
    people.map((p) => p.email),
  ]);
  const cookies: string[] = [];
  for (const person of people) cookies.push(await signIn(app, person.email, password));
  const filter = { scope: "organization" };
  const requests = Array.from({ length: rounds }, (_, i) => ({
    cookie: cookies[i % cookies.length] as string,
    query: i % 2 ? unreadQuery : feedQuery,
    variables: i % 2 ? { filter } : { filter, first: 30 },
  }));
  const timed = await timedAgainstSql(app, pool, requests, () => {});
  return {
    name: `all_alerts_access organisations: unread count and first page alternately, organisation scope (${label})`,
    figure: timed.figure,
    baseline: timed.baseline,
    ratio: timed.ratio,
    target: "—",
  };
}

const day = (offset: number) =>
  new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);

async function feedRows(app: BenchApp, pool: pg.Pool, viewers: Viewer[]): Promise<BenchRow[]> {
  const keywordSets = [["recall"], ["breach", "cyber"], ["strike"], ["sanctions", "fraud"]];
  const filtered = Array.from({ length: rounds }, (_, i) => {
    const viewer = viewers[i % viewers.length] as Viewer;
    return {
      cookie: viewer.cookie,
      query: feedQuery,
      variables: {
        first: 30,
        filter: {
          scope: "organization",
          companies: [viewer.companies[Math.floor(i / viewers.length) % viewer.companies.length]],
          startDate: day(270 - (i % 4) * 30),
          endDate: day(i % 3),
          keywords: keywordSets[i % keywordSets.length],
        },
      },
    };
  });
  let matched = 0;
  const timed = await timedAgainstSql(app, pool, filtered, (data) => {
    matched += (data.alerts as { items: unknown[] }).items.length;
  });
  const plain = await timedAgainstSql(
    app,
    pool,
    viewers.map((viewer) => ({
      cookie: viewer.cookie,
      query: feedQuery,
      variables: { first: 30 },
    })),
    (data) => {
      if ((data.alerts as { items: unknown[] }).items.length !== 30) throw new Error("short page");
    },
  );
  return [
    {
      name: `Feed page filtered by company + dates + keywords, every card field (${(matched / filtered.length).toFixed(1)} alerts a page on average) (${label})`,
      figure: timed.figure,
      baseline: timed.baseline,
      ratio: timed.ratio,
      target: "p95 ≤ 100 ms",
    },
    {
      name: `Feed first page, no filter (scope user), every card field (${label})`,
      figure: plain.figure,
      baseline: plain.baseline,
      ratio: plain.ratio,
      target: "—",
    },
  ];
}

/**
 * Bulk mark-as-read, both forms: by filter (the newest whole days of the viewer's organisation
 * holding at most 10,000 alerts, so the filter matches just under the maximum) and 10,000
 * alerts named by id (the maximum a call takes). Each round's marks are
 * deleted again (outside the timing) before the next, for the app and for the replay alike.
 */
async function bulkRows(app: BenchApp, pool: pg.Pool, viewer: Viewer): Promise<BenchRow[]> {
  const { rows: days } = await pool.query<{ day: string; n: number }>(
    `select to_char(published_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as n
     from alert_visibility where organization_id = $1 and published_at > now() - interval '120 days'
     group by 1 order by 1 desc`,
    [viewer.data.organizationId],
  );
  let total = 0;
  let startDate = days[0]?.day ?? day(0);
  for (const d of days) {
    if (total + d.n > bulkSize) break;
    total += d.n;
    startDate = d.day;
  }
  const { rows: users } = await pool.query<{ id: string }>(
    "select id from users where email = $1",
    [viewer.data.email],
  );
  const userId = users[0]?.id;
  const runStarted = new Date();
  const reset = () =>
    pool.query("delete from alert_user_metadata where user_id = $1 and read_at >= $2", [
      userId,
      runStarted,
    ]);
  const byFilter = { input: { filter: { scope: "organization", startDate } } };
  const filtered = await timedBulkRead(app, pool, viewer, byFilter, reset);
  // The maximum exactly: the newest 10,000 of the organisation's alerts unread by the viewer,
  // named by id.
  const { rows: newest } = await pool.query<{ alert_id: string }>(
    `select v.alert_id from alert_visibility v where v.organization_id = $1
       and not exists (select 1 from alert_user_metadata m
         where m.user_id = $3 and m.alert_id = v.alert_id and m.read)
     order by v.published_at desc, v.alert_id desc limit $2`,
    [viewer.data.organizationId, bulkSize, userId],
  );
  const byIds = { input: { alertIds: newest.map((row) => row.alert_id) } };
  const named = await timedBulkRead(app, pool, viewer, byIds, reset);
  await reset();
  const row = (what: string, timed: BulkTimed): BenchRow => ({
    name: `Bulk mark-as-read ${what}: ${timed.updated.toLocaleString("en")} alerts marked (${label})`,
    figure: `median ${ms(percentile(timed.app, 50))}, worst ${ms(Math.max(...timed.app))} over ${bulkRounds} rounds (${load()})`,
    baseline: `same SQL directly (${timed.statements} statements): median ${ms(percentile(timed.sql, 50))}`,
    ratio: (Math.max(...timed.app) / 2000).toFixed(2),
    target: "< 1.00 (2 s)",
  });
  return [
    row(`by filter (of ${total.toLocaleString("en")} in ${startDate}…today)`, filtered),
    row(`of ${bulkSize.toLocaleString("en")} alerts named by id`, named),
  ];
}

type BulkTimed = { app: number[]; sql: number[]; updated: number; statements: number };

/** Marks as read through the app and by replaying its SQL, bulkRounds times, reset between. */
async function timedBulkRead(
  app: BenchApp,
  pool: pg.Pool,
  viewer: Viewer,
  variables: object,
  reset: () => Promise<unknown>,
): Promise<BulkTimed> {
  const appSamples: number[] = [];
  const sqlSamples: number[] = [];
  let updated = 0;
  let recorded: RecordedStatement[] = [];
  for (let round = 0; round < bulkRounds; round += 1) {
    await reset();
    let started = performance.now();
    const data = await gqlAs(app, viewer.cookie, bulkQuery, variables);
    appSamples.push(performance.now() - started);
    const answer = data.bulkMarkAlertsRead as {
      __typename: string;
      updated?: number;
      message?: string;
    };
    if (answer.__typename !== "BulkMarkReadSuccess") throw new Error(JSON.stringify(answer));
    updated = answer.updated ?? 0;
    await reset();
    if (recorded.length === 0) {
      recorded = await recordStatements(() => gqlAs(app, viewer.cookie, bulkQuery, variables));
      await reset();
    }
    started = performance.now();
    await replayOnPostgres(pool, recorded);
    sqlSamples.push(performance.now() - started);
  }
  return { app: appSamples, sql: sqlSamples, updated, statements: recorded.length };
}

export function alertsBench(): Promise<BenchRow[]> {
  const keepAs = keep ? `${sizes.alerts}_${sizes.companies}_${sizes.users}` : null;
  return runPostgresBench<AlertsBenchData>("alerts", keepAs, async (bench) => {
    const { database, config, handle, pool, report } = bench;
    let data = database.seeded;
    if (data) console.log(`  alerts: reusing the kept database ${database.name}`);
    else {
      const started = performance.now();
      data = await seedAlertsWorld(handle, config, sizes);
      await database.remember(data);
      console.log(`  alerts: seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
    const first = data.viewers[0];
    if (!first) throw new Error("no bench viewers");
    const app = await startBenchApp(handle, config, {
      email: first.email,
      password: data.password,
    });
    const viewers: Viewer[] = [];
    for (const [i, viewer] of data.viewers.entries())
      viewers.push({
        cookie: await signIn(app, viewer.email, data.password),
        data: viewer,
        companies: data.viewerCompanies[i] ?? [],
      });
    report(await unreadRow(app, pool, viewers));
    for (const row of await feedRows(app, pool, viewers)) report(row);
    report(await allAccessRow(app, pool, config, data.password));
    for (const row of await bulkRows(app, pool, viewers[0] as Viewer)) report(row);
    await app.close();
  });
}

if (import.meta.main) console.log(benchTable(await alertsBench()));
