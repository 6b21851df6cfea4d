/**
 * The alerts benchmark's data (issue 13), made with INSERT … SELECT generate_series: `companies`
 * companies, `users` people in organisations of 100 (each with the alerts flag, 500 company
 * subscriptions, a portfolio of 400 of them shared with the organisation and a sub-portfolio of
 * 50 more; every tenth also follows a country; two have all_alerts_access), and `alerts`
 * alerts over the last year, newest first by number. An alert links one company (10% two, 5%
 * none), a third a country, one in twenty a commodity; companies are picked with a skew, as
 * news follows big companies. Titles and bodies come from a small vocabulary, so keywords
 * match a few per cent. Every person has read their organisation's newest 0–900 alerts.
 *
 * For speed the alert tables' indexes and keys are dropped during the load and made again after
 * it, and the visibility triggers are off: alert_visibility is then filled once with the
 * backfill's own statement, as the alerts_read_side migration does.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { type SQL, sql } from "drizzle-orm";
import type { Config } from "../packages/server/src/config.ts";
import type { Database, DatabaseHandle } from "../packages/server/src/db/client.ts";
import { migrationsFolder } from "../packages/server/src/db/migrate.ts";
import { hashPassword } from "../packages/server/src/features/auth/password-hash.ts";

export type AlertsBenchSizes = { alerts: number; companies: number; users: number };

export type AlertsBenchData = {
  sizes: AlertsBenchSizes;
  password: string;
  /** People signed in by the bench: one per organisation, with 0 to 900 alerts read. */
  viewers: { email: string; organizationId: string; read: number }[];
  /** Per viewer: companies their organisation subscribes to (for the company filter). */
  viewerCompanies: string[][];
};

const orgSize = 100;
const subscriptionsPerOrg = 500;
const chunk = 1_000_000;
const password = "Bench-Password-2026!";
const readSideMigration = "20261126015024_alerts_read_side";
const backfillMarker = "-- The subscriptions and alerts that exist already.";
const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;

const subjects = ["Plant", "Warehouse", "Supplier", "Board", "Subsidiary", "Factory", "Port"];
const events = [
  "strike halts production",
  "product recall announced",
  "data breach disclosed",
  "credit rating downgrade",
  "sanctions listing",
  "court filing for fraud",
  "flood damages site",
  "quarterly liquidity drop",
  "merger talks confirmed",
  "leadership change at the top",
  "environmental fine imposed",
  "labour violations reported",
  "site closure planned",
  "cyber attack on systems",
  "insolvency proceedings opened",
];
const bodies = [
  "Local reports say operations are affected.",
  "Analysts expect the impact to last several weeks.",
  "The company has not commented yet.",
  "Regulators are reviewing the case.",
  "Customers were informed on Monday.",
  "Shares fell after the announcement.",
];
const types = ["news", "news", "news", "financial", "cyber", "sanctions", "legal", "data_breach"];
const countries = ["DE", "US", "CN", "FR", "GB", "IT", "ES", "NL", "JP", "IN"];

const arrayText = (values: readonly string[]) =>
  `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(",")}]`;
const list = (values: readonly string[]) => sql.raw(arrayText(values));
/** A deterministic pick from `values` for row n. */
const pick = (values: readonly string[], salt: string) =>
  sql.raw(`(${arrayText(values)})[1 + abs(hashtext('${salt}' || n)) % ${values.length}]`);
const companyId = (index: string) => sql.raw(`md5('company:' || (${index}))::uuid`);
const alertId = sql.raw("md5('alert:' || n)::uuid");
/** A number written into the statement (generate_series cannot type two parameters). */
const int = (value: number) => sql.raw(String(Math.trunc(value)));

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

/** Runs one statement with more memory than a request gets (sorts and index builds of millions). */
async function withMemory(db: Database, setting: "work_mem" | "maintenance_work_mem", query: SQL) {
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local ${setting} = '1GB'`));
    await tx.execute(query);
  });
}

/**
 * The alert tables, loaded without their indexes, keys and triggers: each is made again after
 * the load, in one sort, instead of row by row (a key check alone locks the referenced row).
 */
const loadedTables = [
  "alert_subscriptions",
  "alerts",
  "alert_companies",
  "alert_location_links",
  "alert_commodity_links",
  "alert_visibility",
  "alert_user_metadata",
];

async function withoutIndexesAndKeys(db: Database, load: () => Promise<void>) {
  const tables = list(loadedTables);
  const constraints = await rows<{ table: string; name: string; def: string; type: string }>(
    db,
    sql`select conrelid::regclass::text as table, conname as name,
        pg_get_constraintdef(oid) as def, contype as type
      from pg_constraint where contype in ('p', 'u', 'f')
        and (conrelid::regclass::text = any(${tables}) or confrelid::regclass::text = any(${tables}))
      order by contype = 'f' desc`,
  );
  const indexes = await rows<{ indexname: string; indexdef: string }>(
    db,
    sql`select i.indexname, i.indexdef from pg_indexes i
      where i.schemaname = 'public' and i.tablename = any(${tables})
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  for (const c of constraints)
    await db.execute(sql.raw(`alter table ${c.table} drop constraint ${c.name}`));
  for (const index of indexes) await db.execute(sql.raw(`drop index ${index.indexname}`));
  for (const table of loadedTables)
    await db.execute(sql.raw(`alter table ${table} disable trigger user`));
  await load();
  const remade = [
    ...[...constraints].reverse().map((c) => ({
      name: c.name,
      ddl: `alter table ${c.table} add constraint ${c.name} ${c.def}`,
    })),
    ...indexes.map((index) => ({ name: index.indexname, ddl: index.indexdef })),
  ];
  for (const item of remade) {
    const started = performance.now();
    await withMemory(db, "maintenance_work_mem", sql.raw(item.ddl));
    console.log(`  alerts: ${item.name} in ${seconds(performance.now() - started)}`);
  }
  for (const table of loadedTables)
    await db.execute(sql.raw(`alter table ${table} enable trigger user`));
}

async function seedAlertRows(db: Database, sizes: AlertsBenchSizes, newest: string) {
  // Link rows copy the alert's publishedAt: one base time for every statement, not now().
  const published = sql.raw(
    `'${newest}'::timestamptz - interval '365 days' * (n::float8 / ${sizes.alerts})`,
  );
  // Skewed company pick: u^1.6 puts more alerts on the first companies.
  const company = (salt: string) =>
    `1 + floor(${sizes.companies} * power((abs(hashtext('${salt}' || n)) % 1000000) / 1000000.0, 1.6))::int`;
  for (let from = 1; from <= sizes.alerts; from += chunk) {
    const to = Math.min(sizes.alerts, from + chunk - 1);
    const started = performance.now();
    await db.execute(sql`
      insert into alerts (id, title, body, type, polarity, severity, published_at, occurred_at,
        news_classes, provider, source_url, is_single_source, topics, source_key)
      select ${alertId},
        ${pick(subjects, "s")} || ' ' || ${pick(events, "e")},
        ${pick(bodies, "b1")} || ' ' || ${pick(bodies, "b2")},
        ${pick(types, "t")},
        (array['NEGATIVE','NEGATIVE','neutral','POSITIVE'])[1 + abs(hashtext('p' || n)) % 4],
        (array['Critical','Elevated','High',null])[1 + abs(hashtext('v' || n)) % 4],
        ${published},
        ${published} - interval '6 hours',
        '{}'::text[], (array['gdelt','rules','provider-x'])[1 + abs(hashtext('r' || n)) % 3],
        'https://news.example/' || n, true, '{}'::text[], 'bench:' || n
      from generate_series(${int(from)}, ${int(to)}) as n`);
    await db.execute(sql`
      insert into alert_companies (alert_id, company_id, confidence, published_at)
      select ${alertId}, ${companyId(company("c1"))}, 1, ${published}
      from generate_series(${int(from)}, ${int(to)}) as n where n % 20 <> 0
      union all
      select ${alertId}, ${companyId(company("c2"))}, 0.9, ${published}
      from generate_series(${int(from)}, ${int(to)}) as n
      where n % 10 = 1 and ${sql.raw(company("c2"))} <> ${sql.raw(company("c1"))}`);
    await db.execute(sql`
      insert into alert_location_links (alert_id, location_id, published_at)
      select ${alertId}, l.id, ${published}
      from generate_series(${int(from)}, ${int(to)}) as n
      join alert_locations l on l.topic = 'location.country:' || ${pick(countries, "l")}
      where n % 3 = 0`);
    await db.execute(sql`
      insert into alert_commodity_links (alert_id, commodity_id, published_at)
      select ${alertId}, k.id, ${published}
      from generate_series(${int(from)}, ${int(to)}) as n
      join commodities k on k.topic = 'resource:' || ${pick(["copper", "lithium", "cotton"], "k")}
      where n % 20 = 7`);
    console.log(
      `  alerts: ${to.toLocaleString("en")} of ${sizes.alerts.toLocaleString("en")} (${seconds(performance.now() - started)})`,
    );
  }
}

/** 500 companies an organisation (none for the all-access ones), a country for every tenth. */
async function seedSubscriptions(db: Database, sizes: AlertsBenchSizes, orgCount: number) {
  await db.execute(sql`
    insert into alert_subscriptions (organization_id, kind, company_id)
    select distinct md5('org:' || o)::uuid, 'company',
      ${companyId(`1 + abs(hashtext(o || ':' || j)) % ${sizes.companies}`)}
    from generate_series(1, ${int(orgCount)}) as o, generate_series(1, ${int(subscriptionsPerOrg)}) as j
    where o % 50 <> 1`);
  await db.execute(sql`
    insert into alert_subscriptions (organization_id, kind, location_id)
    select md5('org:' || o)::uuid, 'location', l.id
    from generate_series(1, ${int(orgCount)}) as o
    join alert_locations l on l.topic = 'location.country:' || (${list(countries)})[1 + o % 10]
    where o % 10 = 5`);
}

export async function seedAlertsWorld(
  handle: DatabaseHandle,
  config: Config,
  sizes: AlertsBenchSizes,
): Promise<AlertsBenchData> {
  const db = handle.db;
  const orgCount = Math.max(1, Math.ceil(sizes.users / orgSize));
  await db.execute(sql`
    insert into organizations (id, name, type, settings)
    select md5('org:' || n)::uuid, 'Bench Alerts ' || n, 'customer', '{"featureFlags":{"alerts":true}}'::jsonb
    from generate_series(1, ${int(orgCount)}) as n`);
  await db.execute(sql`
    insert into users (id, email, first_name, last_name, verified)
    select md5('user:' || n)::uuid, 'alerts-bench-' || n || '@bench.test', 'First' || n, 'Last' || n, true
    from generate_series(1, ${int(sizes.users)}) as n`);
  await db.execute(sql`
    insert into memberships (user_id, organization_id, role)
    select md5('user:' || n)::uuid, md5('org:' || (1 + (n - 1) / ${int(orgSize)}))::uuid, 'user'
    from generate_series(1, ${int(sizes.users)}) as n`);
  await db.execute(sql`
    insert into companies (id, slug, display_name, duns, status_code, country_code)
    select ${companyId("n")}, 'alerts-bench-co-' || n, 'Bench Company ' || n, lpad(n::text, 9, '0'),
      'active', ${pick(countries, "cc")}
    from generate_series(1, ${int(sizes.companies)}) as n`);
  await db.execute(sql`
    insert into alert_locations (level, name, country_code, topic)
    select 'Country', c, c, 'location.country:' || c from unnest(${list(countries)}) as c`);
  await db.execute(sql`
    insert into commodities (name, topic)
    select initcap(c), 'resource:' || c from unnest(array['copper','lithium','cotton']) as c`);
  await withoutIndexesAndKeys(db, async () => {
    await seedAlertRows(db, sizes, new Date().toISOString());
    await seedSubscriptions(db, sizes, orgCount);
    // Visibility as the alerts_read_side migration backfills it: its very statement.
    const migration = await readFile(
      path.join(migrationsFolder, readSideMigration, "migration.sql"),
      "utf8",
    );
    const started = performance.now();
    await withMemory(db, "work_mem", sql.raw(migration.slice(migration.indexOf(backfillMarker))));
    console.log(`  alerts: alert_visibility filled in ${seconds(performance.now() - started)}`);
  });
  await db.execute(sql`
    insert into organization_alert_configs (organization_id, all_alerts_access)
    select md5('org:' || o)::uuid, true from generate_series(1, ${int(orgCount)}) as o where o % 50 = 1`);
  await db.execute(sql`
    insert into portfolios (id, organization_id, slug, name, parent_id, path, level)
    select md5('portfolio:' || o)::uuid, md5('org:' || o)::uuid, 'suppliers', 'Suppliers', null, '{}', 1
    from generate_series(1, ${int(orgCount)}) as o
    union all
    select md5('portfolio:' || o || ':2')::uuid, md5('org:' || o)::uuid, 'tier-2', 'Tier 2',
      md5('portfolio:' || o)::uuid, array[md5('portfolio:' || o)::uuid], 2
    from generate_series(1, ${int(orgCount)}) as o`);
  await db.execute(sql`
    insert into portfolio_access (organization_id, portfolio_id, actor_type, actor_id)
    select md5('org:' || o)::uuid, md5('portfolio:' || o)::uuid, 'org', md5('org:' || o)::uuid::text
    from generate_series(1, ${int(orgCount)}) as o`);
  await db.execute(sql`
    insert into portfolio_companies (organization_id, portfolio_id, company_id)
    select s.organization_id,
      case when r <= 400 then md5('portfolio:' || o)::uuid else md5('portfolio:' || o || ':2')::uuid end,
      s.company_id
    from generate_series(1, ${int(orgCount)}) as o
    cross join lateral (select organization_id, company_id, row_number() over (order by company_id) as r
      from alert_subscriptions where organization_id = md5('org:' || o)::uuid and company_id is not null) s
    where r <= 450`);
  // Each person has read their organisation's newest alerts, 0 to 900 of them.
  await db.execute(sql`
    insert into alert_user_metadata (user_id, alert_id, organization_id, read, read_at)
    select m.user_id, v.alert_id, m.organization_id, true, now()
    from memberships m
    cross join lateral (select alert_id from alert_visibility
      where organization_id = m.organization_id order by published_at desc
      limit 100 * (abs(hashtext(m.user_id::text)) % 10)) v`);
  await db.execute(sql`vacuum analyze`);

  const hash = await hashPassword(config, password);
  const viewers = await rows<{ email: string; organization_id: string; read: number }>(
    db,
    sql`select u.email, m.organization_id, (select count(*)::int from alert_user_metadata a where a.user_id = u.id) as read
    from users u join memberships m on m.user_id = u.id
    where u.email like 'alerts-bench-%' and m.organization_id in
      (select organization_id from alert_subscriptions group by organization_id)
    order by (abs(hashtext(u.email)) % 1000) limit 20`,
  );
  await db.execute(
    sql`update users set password_hash = ${hash} where email = any(${sql.param(viewers.map((v) => v.email))}::text[])`,
  );
  const viewerCompanies: string[][] = [];
  for (const viewer of viewers)
    viewerCompanies.push(
      (
        await rows<{ company_id: string }>(
          db,
          sql`select company_id from alert_subscriptions
            where organization_id = ${viewer.organization_id}::uuid and company_id is not null
            order by company_id limit 50`,
        )
      ).map((row) => row.company_id),
    );
  return {
    sizes,
    password,
    viewers: viewers.map((v) => ({
      email: v.email,
      organizationId: v.organization_id,
      read: v.read,
    })),
    viewerCompanies,
  };
}
