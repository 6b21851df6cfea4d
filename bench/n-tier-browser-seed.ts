/**
 * The browser benchmark's network (issue 29): one organisation whose supply network is
 * `tierSizes` companies deep in tiers 1–3 (10,000 by default), each company with
 * `sitesPerCompany` sites (50,000) scattered around real industrial cities. Made with
 * INSERT … SELECT generate_series, so it is the same on every run; the network itself is
 * computed by the app's own computeNTier, as a first read would.
 */
import { sql } from "drizzle-orm";
import type { Config } from "../packages/server/src/config.ts";
import type { DatabaseHandle } from "../packages/server/src/db/client.ts";
import { computeNTier } from "../packages/server/src/features/n-tier/n-tier-compute.ts";
import { buildOrganization, buildUser } from "../packages/server/src/test/factories.ts";

export const tierSizes = { 1: 100, 2: 1_500, 3: 8_400 } as const;
export const sitesPerCompany = 5;
export const benchEmail = "n-tier-browser@bench.test";
export const benchPassword = "Bench-Password-2026!";

/** Cities the sites gather around: country, latitude, longitude. */
const cities: [string, number, number][] = [
  ["DE", 48.78, 9.18],
  ["DE", 51.45, 7.01],
  ["US", 42.33, -83.05],
  ["US", 29.76, -95.37],
  ["US", 37.34, -121.89],
  ["CN", 22.54, 114.06],
  ["CN", 31.23, 121.47],
  ["CN", 39.9, 116.4],
  ["JP", 35.18, 136.91],
  ["KR", 35.54, 129.31],
  ["IN", 12.97, 77.59],
  ["IN", 19.08, 72.88],
  ["VN", 10.82, 106.63],
  ["BD", 23.81, 90.41],
  ["TR", 40.98, 29.03],
  ["PL", 51.76, 19.46],
  ["IT", 45.46, 9.19],
  ["FR", 45.76, 4.84],
  ["GB", 52.49, -1.89],
  ["MX", 25.69, -100.32],
  ["BR", -23.55, -46.63],
  ["ZA", -26.2, 28.05],
  ["TH", 13.75, 100.5],
  ["ID", -6.2, 106.85],
];

export type NTierBrowserSeed = { organizationId: string; nodes: number; sites: number };

const sqlArray = (values: readonly (string | number)[]) =>
  sql.raw(`array[${values.map((v) => (typeof v === "number" ? String(v) : `'${v}'`)).join(",")}]`);

/**
 * Companies n = 1…N: the first `tierSizes[1]` are the organisation's portfolio (tier 1), the
 * next `tierSizes[2]` supply two tier-1 companies each, the rest supply two tier-2 companies
 * each; a fifth of tiers 2 and 3 also supply a company of their own tier (cycles, diamonds),
 * which moves no tier.
 */
export async function seedNTierBrowser(
  handle: DatabaseHandle,
  config: Config,
): Promise<NTierBrowserSeed> {
  const { db } = handle;
  const one = tierSizes[1];
  const two = tierSizes[2];
  const total = one + two + tierSizes[3];
  const organization = await buildOrganization(db, {
    name: "Bench N-Tier",
    settings: {
      featureFlags: { nTier: true, nTierCentralityScore: true, nTierImpact: true },
    },
  });
  const org = organization.id;
  await buildUser(db, config, {
    email: benchEmail,
    password: benchPassword,
    memberships: [{ organizationId: org, role: "organization_admin" }],
  });
  await db.execute(sql`
    insert into companies (slug, display_name, status_code, country_code, city, sector)
    select 'bench-nt-' || n, 'Bench Supplier ' || lpad(n::text, 5, '0'), 'active',
      (${sqlArray(cities.map((c) => c[0]))})[1 + n % ${cities.length}], 'City ' || (n % 97),
      (array['Manufacturing','Chemicals','Electronics','Logistics','Agriculture'])[1 + n % 5]
    from generate_series(1, ${total}::int) as n`);
  await db.execute(sql`
    create unlogged table bench_nt as
    select c.id, substring(c.slug from 10)::int as n from companies c where c.slug like 'bench-nt-%'`);
  const [portfolio] = (
    (await db.execute(sql`
      insert into portfolios (organization_id, slug, name) values (${org}, 'bench', 'Bench suppliers')
      returning id`)) as unknown as { rows: { id: string }[] }
  ).rows;
  await db.execute(sql`
    insert into portfolio_access (organization_id, portfolio_id, actor_type, actor_id, editable)
    values (${org}, ${portfolio?.id}, 'org', ${org}, true)`);
  await db.execute(sql`
    insert into portfolio_companies (organization_id, portfolio_id, company_id)
    select ${org}, ${portfolio?.id}, id from bench_nt where n <= ${one}`);
  // Supplier n → customer m, for two customers of the tier below and (one in five) a peer.
  await db.execute(sql`
    with pairs as (
      select n, case when n <= ${one + two} then 1 + (n * k) % ${one}
                     else ${one} + 1 + (n * k) % ${two} end as m
      from generate_series(${one + 1}::int, ${total}::int) as n, unnest(array[7, 13]) as k
      union
      select n, case when n <= ${one + two} then ${one} + 1 + (n * 17) % ${two}
                     else ${one + two} + 1 + (n * 17) % ${tierSizes[3]} end
      from generate_series(${one + 1}::int, ${total}::int) as n where n % 5 = 0)
    insert into company_relations (supplier_company_id, customer_company_id, parts, source)
    select s.id, c.id, array[(array['steel','resin','chips','cartons','grain'])[1 + p.n % 5]], 'bench'
    from pairs p join bench_nt s on s.n = p.n join bench_nt c on c.n = p.m
    where p.n <> p.m
    on conflict do nothing`);
  await db.execute(sql`
    with city as (select ${sqlArray(cities.map((c) => c[0]))} as codes,
      ${sqlArray(cities.map((c) => c[1]))}::float8[] as lats,
      ${sqlArray(cities.map((c) => c[2]))}::float8[] as lngs)
    insert into company_sites (company_id, name, address, country_code, latitude, longitude, source)
    select b.id, 'Plant ' || k, 'Street ' || (b.n % 300) || ', City ' || (b.n % 97),
      city.codes[i], city.lats[i] + (abs(hashtext('lat' || b.n || k)) % 400 - 200) / 100.0,
      city.lngs[i] + (abs(hashtext('lng' || b.n || k)) % 400 - 200) / 100.0, 'bench'
    from bench_nt b, generate_series(1, ${sitesPerCompany}::int) as k, city,
      lateral (select 1 + (b.n + k * 5) % ${cities.length} as i) pick`);
  await db.execute(sql`drop table bench_nt`);
  const computed = await computeNTier(db, org);
  return { organizationId: org, nodes: computed.nodes, sites: total * sitesPerCompany };
}
