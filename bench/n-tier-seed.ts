/**
 * The n-tier benchmark's data (issue 29). Companies come from INSERT … SELECT generate_series;
 * the catalogue relations are drawn in JS with a seeded generator (so every run has the same
 * graph) and written through unnest:
 * - a customer's suppliers: about three on average, any company;
 * - a supplier's customers: power-law (a supplier is drawn as n = N·u², so company n supplies
 *   about 1/√n of the relations: the first few are hubs with hundreds of customers, most have
 *   two or three), which gives the shared sub-suppliers, diamonds and cycles of real chains;
 * - the lower a company's number, the further upstream its industry (metals and chemicals
 *   first, retail last), and a relation's part follows the supplier's industry;
 * - sites: one in the company's country, every other company a second one elsewhere; growing
 *   the relations grows the sites in proportion;
 * - risk scores under the default configuration for every company, one in twelve graded D on
 *   one of the spec's risk names (`hasRisks`).
 * An organisation's tier 1 is a portfolio of companies taken in a fixed shuffled order, as
 * many as make its network reach about `networkTarget` companies within three tiers.
 */
import { sql } from "drizzle-orm";
import type pg from "pg";
import type { Database } from "../packages/server/src/db/client.ts";
import { mulberry32 } from "../packages/server/src/features/companies/demo-data/prng.ts";
import { defaultRiskConfigId } from "../packages/server/src/features/risk/default-risk-config.ts";
import { ensureDefaultRiskConfig } from "../packages/server/src/features/risk/risk-config-read.service.ts";

const int = (n: number) => sql.raw(String(Math.trunc(n)));
/** Company n's id, the same in SQL and in the relations written from JS. */
const companyId = (n: string) => sql.raw(`md5('ntier-company:' || ${n})::uuid`);

export const benchUserId = "00000000-0000-4000-8000-0000000be291";

/** Industries from upstream to downstream, with the parts their companies supply. */
const industries: [string, string[]][] = [
  ["Metals", ["steel coil", "aluminium billet", "copper wire"]],
  ["Chemicals", ["resin", "solvent", "pigment"]],
  ["Agriculture", ["grain", "cocoa", "cotton"]],
  ["Plastics and packaging", ["film", "bottles", "cartons"]],
  ["Electronic components", ["PCB", "capacitors", "sensors"]],
  ["Machinery", ["pumps", "bearings", "gearboxes"]],
  ["Food manufacturing", ["flour", "chocolate", "ready meals"]],
  ["Textiles", ["fabric", "yarn", "garments"]],
  ["Automotive parts", ["brake systems", "seats", "wiring harness"]],
  ["Logistics", ["freight", "warehousing", "customs"]],
  ["Wholesale", ["distribution", "consolidation", "repacking"]],
  ["Retail", ["store supplies", "private label", "display"]],
];
const countries = ["DE", "CN", "US", "VN", "IN", "PL", "MX", "TR", "IT", "BD"].concat([
  "JP",
  "FR",
  "BR",
  "KR",
  "ES",
  "TH",
  "ID",
  "NL",
  "GB",
  "CZ",
]);
const industryOf = (n: number, total: number) =>
  Math.min(industries.length - 1, Math.floor((Math.sqrt(n / total) * industries.length) | 0));

/** Company numbers 1..N as relations between them: supplier → customer. */
export type Edges = { suppliers: Int32Array; customers: Int32Array; length: number };

/**
 * `count` relations, none repeated and none a company supplying itself; `earlier` are kept and
 * counted, so growing 300,000 to 1,000,000 adds 700,000 new ones.
 */
export function drawRelations(companies: number, count: number, earlier?: Edges): Edges {
  const suppliers = new Int32Array(count);
  const customers = new Int32Array(count);
  const seen = new Set<number>();
  let length = 0;
  for (let i = 0; i < (earlier?.length ?? 0); i += 1) {
    const s = earlier?.suppliers[i] as number;
    const c = earlier?.customers[i] as number;
    seen.add(s * (companies + 1) + c);
    suppliers[length] = s;
    customers[length] = c;
    length += 1;
  }
  const next = mulberry32(29 + length);
  while (length < count) {
    const s = 1 + Math.floor(companies * next() ** 2);
    const c = 1 + Math.floor(companies * next());
    const key = s * (companies + 1) + c;
    if (s === c || seen.has(key)) continue;
    seen.add(key);
    suppliers[length] = s;
    customers[length] = c;
    length += 1;
  }
  return { suppliers, customers, length };
}

/** How many companies are within three tiers of the first `tierOne` of `order`. */
function reach(
  suppliersOf: number[][],
  companies: number,
  order: readonly number[],
  tierOne: number,
) {
  const seen = new Uint8Array(companies + 1);
  let frontier = order.slice(0, tierOne);
  for (const n of frontier) seen[n] = 1;
  let total = frontier.length;
  for (let tier = 2; tier <= 3; tier += 1) {
    const next: number[] = [];
    for (const c of frontier)
      for (const s of suppliersOf[c] ?? [])
        if (!seen[s]) {
          seen[s] = 1;
          next.push(s);
        }
    total += next.length;
    frontier = next;
  }
  return total;
}

function supplierLists(edges: Edges, companies: number) {
  const lists: number[][] = Array.from({ length: companies + 1 }, () => []);
  for (let i = 0; i < edges.length; i += 1)
    lists[edges.customers[i] as number]?.push(edges.suppliers[i] as number);
  return lists;
}

/** The fewest companies of `order` whose network reaches `target` companies (binary search). */
export function tierOneFor(edges: Edges, companies: number, order: number[], target: number) {
  const suppliersOf = supplierLists(edges, companies);
  let low = 1;
  let high = order.length;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (reach(suppliersOf, companies, order, middle) >= target) high = middle;
    else low = middle + 1;
  }
  return { tierOne: low, reach: reach(suppliersOf, companies, order, low) };
}

/** Every company in a fixed shuffled order: who tier 1 is taken from. */
export function shuffledCompanies(companies: number) {
  const next = mulberry32(2029);
  const order = Array.from({ length: companies }, (_, i) => i + 1);
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return order;
}

export async function seedCompanies(db: Database, companies: number) {
  const names = industries.map(([name]) => `'${name}'`).join(",");
  const codes = countries.map((c) => `'${c}'`).join(",");
  await db.execute(sql`
    insert into companies (id, slug, display_name, duns, status_code, country_code, sector, city)
    select ${companyId("n")}, 'ntier-bench-' || n, 'N-Tier Bench ' || n, lpad(n::text, 9, '0'),
      'active', (array[${sql.raw(codes)}])[1 + abs(hashtext('country' || n)) % ${int(countries.length)}],
      (array[${sql.raw(names)}])[1 + least(${int(industries.length - 1)}, floor(sqrt(n::float / ${int(companies)}) * ${int(industries.length)})::int)],
      'City ' || (n % 700)
    from generate_series(1, ${int(companies)}) as n`);
  await ensureDefaultRiskConfig(db);
  // One in twelve graded D on one of the spec's risk names; the rest graded A on it.
  const riskNames = "array['environmental','health_and_safety','cyber_security','current_ratio']";
  await db.execute(sql`
    insert into company_risk_scores (config_id, company_id, revision, score, grade, categories)
    select ${defaultRiskConfigId}::uuid, ${companyId("n")}, 1, 50, g.grade,
      jsonb_build_array(jsonb_build_object('id', 'c1', 'score', 50, 'grade', g.grade,
        'metrics', jsonb_build_object((${sql.raw(riskNames)})[1 + n % 4], jsonb_build_array(g.grade, null))))
    from generate_series(1, ${int(companies)}) as n,
      lateral (select case when abs(hashtext('risk' || n)) % 12 = 0 then 'D' else 'A' end as grade) g`);
}

/** Writes relations `from`..`edges.length - 1` as catalogue data, 50,000 a statement. */
export async function writeRelations(pool: pg.Pool, edges: Edges, from: number, total: number) {
  for (let i = from; i < edges.length; i += 50_000) {
    const end = Math.min(edges.length, i + 50_000);
    const s = Array.from(edges.suppliers.subarray(i, end));
    const c = Array.from(edges.customers.subarray(i, end));
    const parts = s.map((n) => {
      const list = industries[industryOf(n, total)]?.[1] ?? [];
      return list[n % list.length] ?? "parts";
    });
    await pool.query(
      `insert into company_relations (supplier_company_id, customer_company_id, parts, source)
       select md5('ntier-company:' || s)::uuid, md5('ntier-company:' || c)::uuid, array[p], 'bench'
       from unnest($1::int[], $2::int[], $3::text[]) as r(s, c, p)`,
      [s, c, parts],
    );
  }
}

/** `perCompany` sites a company (fractions: that share of companies gets one more), in `batch`. */
export async function seedSites(
  db: Database,
  companies: number,
  perCompany: number,
  batch: string,
) {
  const whole = Math.floor(perCompany);
  const share = Math.round((perCompany - whole) * 1000);
  const codes = countries.map((c) => `'${c}'`).join(",");
  await db.execute(sql`
    insert into company_sites (company_id, name, country_code, latitude, longitude, source)
    select ${companyId("n")}, 'Site ' || k || ' of ' || n,
      case when k = 1 and ${batch} = 'first' then c.country_code
        else (array[${sql.raw(codes)}])[1 + abs(hashtext(${batch} || k || ':' || n)) % ${int(countries.length)}] end,
      -50 + (abs(hashtext('lat' || k || n)) % 10000) / 100.0,
      -170 + (abs(hashtext('lng' || k || n)) % 34000) / 100.0, ${batch}
    from generate_series(1, ${int(companies)}) as n
    join companies c on c.id = ${companyId("n")},
      generate_series(1, ${int(whole + 1)}) as k
    where k <= ${int(whole)} or abs(hashtext('extra' || ${batch} || n)) % 1000 < ${int(share)}`);
}

/** An organisation with the n-tier flags, one administrator and a portfolio of `tierOne`. */
export async function seedOrganization(db: Database, name: string, tierOne: readonly number[]) {
  const [organization] = (
    (await db.execute(sql`insert into organizations (name, type, settings)
      values (${name}, 'customer', ${JSON.stringify({
        featureFlags: { nTier: true, nTierCentralityScore: true, nTierImpact: true, alerts: true },
      })}::jsonb) returning id`)) as unknown as { rows: { id: string }[] }
  ).rows;
  if (!organization) throw new Error("organisation not created");
  await db.execute(sql`insert into users (id, email, first_name, last_name, password_hash, verified)
    values (${benchUserId}, 'n-tier-bench@example.test', 'N-Tier', 'Bench', 'not used: the bench calls services', true)
    on conflict (id) do nothing`);
  await db.execute(sql`insert into memberships (user_id, organization_id, role, active)
    values (${benchUserId}, ${organization.id}, 'organization_admin', true)`);
  const [portfolio] = (
    (await db.execute(sql`insert into portfolios (organization_id, slug, name, path, level)
      values (${organization.id}, 'suppliers', 'Suppliers', '{}', 1) returning id`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows;
  if (!portfolio) throw new Error("portfolio not created");
  await db.execute(sql`insert into portfolio_access (organization_id, portfolio_id, actor_type, actor_id)
    values (${organization.id}, ${portfolio.id}, 'org', ${organization.id})`);
  await db.execute(sql`insert into portfolio_companies (organization_id, portfolio_id, company_id)
    select ${organization.id}::uuid, ${portfolio.id}::uuid, md5('ntier-company:' || n)::uuid
    from unnest(${sql.param([...tierOne])}::int[]) as n`);
  // Portfolio changes and the default configuration queue rescoring, which would grade the
  // made-up companies again from their (empty) figures: the bench's scores are the data.
  await db.execute(sql`truncate risk_dirty_companies`);
  await db.execute(sql`delete from jobs`);
  return organization.id;
}

/**
 * Evidence that the graph is shaped like a supply network, printed with the seed: customers per
 * supplier (power law), companies on cycles (in a strongly connected group of two or more,
 * iterative Tarjan) and, in the network of `tierOne`, diamonds (companies that supply two or
 * more companies of the tier above: reached by two shortest paths).
 */
export function graphShape(edges: Edges, companies: number, tierOne: readonly number[]) {
  const customersOf: number[][] = Array.from({ length: companies + 1 }, () => []);
  for (let i = 0; i < edges.length; i += 1)
    customersOf[edges.suppliers[i] as number]?.push(edges.customers[i] as number);
  const degrees = customersOf
    .slice(1)
    .map((c) => c.length)
    .sort((a, b) => b - a);
  const tiers = new Map(tierOne.map((n) => [n, 1]));
  const suppliersOf = supplierLists(edges, companies);
  let frontier = [...tierOne];
  for (let tier = 2; tier <= 3; tier += 1) {
    const next: number[] = [];
    for (const c of frontier)
      for (const s of suppliersOf[c] ?? [])
        if (!tiers.has(s)) {
          tiers.set(s, tier);
          next.push(s);
        }
    frontier = next;
  }
  let diamonds = 0;
  for (const [n, tier] of tiers)
    if (tier > 1 && (customersOf[n] ?? []).filter((c) => tiers.get(c) === tier - 1).length > 1)
      diamonds += 1;
  return `customers per supplier: max ${degrees[0]}, 99th pct ${degrees[Math.floor(companies / 100)]}, median ${degrees[Math.floor(companies / 2)]}; ${onCycles(customersOf, companies)}; ${diamonds.toLocaleString("en")} of the network's ${tiers.size.toLocaleString("en")} companies reached by two or more shortest paths`;
}

/** Companies in strongly connected groups of two or more, and the largest group (Tarjan). */
function onCycles(next: number[][], companies: number) {
  const index = new Int32Array(companies + 1).fill(-1);
  const low = new Int32Array(companies + 1);
  const onStack = new Uint8Array(companies + 1);
  const stack: number[] = [];
  let counter = 0;
  let cyclic = 0;
  let largest = 0;
  for (let root = 1; root <= companies; root += 1) {
    if (index[root] !== -1) continue;
    const work: [number, number][] = [[root, 0]];
    while (work.length > 0) {
      const top = work[work.length - 1] as [number, number];
      const [v, i] = top;
      if (i === 0) {
        index[v] = low[v] = counter++;
        stack.push(v);
        onStack[v] = 1;
      }
      const out = next[v] ?? [];
      if (i < out.length) {
        top[1] = i + 1;
        const w = out[i] as number;
        if (index[w] === -1) work.push([w, 0]);
        else if (onStack[w]) low[v] = Math.min(low[v] as number, index[w] as number);
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low[parent[0]] = Math.min(low[parent[0]] as number, low[v] as number);
      if (low[v] !== index[v]) continue;
      let size = 0;
      for (;;) {
        const w = stack.pop() as number;
        onStack[w] = 0;
        size += 1;
        if (w === v) break;
      }
      if (size > 1) cyclic += size;
      largest = Math.max(largest, size);
    }
  }
  return `${cyclic.toLocaleString("en")} companies on cycles (largest strongly connected group ${largest.toLocaleString("en")})`;
}
