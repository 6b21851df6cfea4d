/**
 * The company-requests benchmark's data (issue 16), made with INSERT … SELECT generate_series:
 * known companies with made-up names (two words of three syllables and a legal form), one
 * organisation with requests on and `requests` company requests over two years (statuses,
 * countries and creators spread by hashes of the row number, a fifth from a bulk upload), a
 * portfolio, and a supplier list of `rows` rows that mixes known companies (by name and country,
 * by DUNS), near misses of known names, repeats, bad rows and unknown suppliers.
 */
import { sql } from "drizzle-orm";
import Papa from "papaparse";
import type { Config } from "../packages/server/src/config.ts";
import type { DatabaseHandle } from "../packages/server/src/db/client.ts";
import { buildOrganization, buildUser } from "../packages/server/src/test/factories.ts";

const syllables = ["ka", "lo", "mi", "ren", "tor", "vak", "zen", "dro", "pel", "sun"].concat([
  "bri",
  "gal",
  "hex",
  "jun",
  "nor",
  "qua",
  "tis",
  "wel",
  "yor",
  "ux",
]);
const legalForms = [
  "GmbH",
  "Ltd",
  "Inc.",
  "S.A.",
  "Co., Ltd.",
  "AG",
  "LLC",
  "B.V.",
  "S.r.l.",
  "Oy",
];
/** Countries of the made-up companies, with the name a supplier list would use. */
const countries: [string, string][] = [
  ["DE", "Germany"],
  ["US", "United States"],
  ["CN", "China"],
  ["FR", "France"],
  ["GB", "United Kingdom"],
  ["IT", "Italy"],
  ["ES", "Spain"],
  ["NL", "Netherlands"],
  ["JP", "Japan"],
  ["IN", "India"],
  ["BR", "Brazil"],
  ["MX", "Mexico"],
  ["PL", "Poland"],
  ["SE", "Sweden"],
  ["TR", "Turkey"],
  ["VN", "Vietnam"],
  ["BD", "Bangladesh"],
  ["KR", "South Korea"],
  ["CA", "Canada"],
  ["CH", "Switzerland"],
];
const statuses = [
  "requested",
  "requested",
  "needs_action",
  "complete",
  "closed",
  "replaced",
  "retired",
];

const sqlArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(",")}]`);

/** A word of three syllables picked by hashing `salt || n` in SQL. */
const wordSql = (salt: string) =>
  sql.raw(
    `initcap(s.a[1 + abs(hashtext('${salt}1' || n)) % 20] || s.a[1 + abs(hashtext('${salt}2' || n)) % 20] || s.a[1 + abs(hashtext('${salt}3' || n)) % 20])`,
  );

export type RequestsBenchData = {
  organizationId: string;
  viewer: { id: string; email: string; password: string };
  portfolioId: string;
  creatorIds: string[];
};

export async function seedRequestsWorld(
  handle: DatabaseHandle,
  config: Config,
  sizes: { companies: number; requests: number },
): Promise<RequestsBenchData> {
  const db = handle.db;
  const organization = await buildOrganization(db, {
    name: "Bench Requests",
    settings: { featureFlags: { companyRequests: true } },
  });
  const org = organization.id;
  const viewer = await buildUser(db, config, {
    email: "requests-bench@bench.test",
    password: "Bench-Password-2026!",
    memberships: [{ organizationId: org, role: "organization_admin" }],
  });
  await db.execute(sql`
    insert into users (email, first_name, last_name, verified)
    select 'bench-request-user-' || n || '@bench.test', 'First' || n, 'Last' || n, true
    from generate_series(1, 20) as n`);
  await db.execute(sql`
    insert into memberships (user_id, organization_id, role)
    select id, ${org}, 'user' from users where email like 'bench-request-user-%'`);
  const creatorIds = (
    (await db.execute(
      sql`select id from users where email like 'bench-request-user-%' order by email`,
    )) as unknown as {
      rows: { id: string }[];
    }
  ).rows.map((r) => r.id);

  await db.execute(sql`
    with s as (select ${sqlArray(syllables)} as a), c as (select ${sqlArray(countries.map((c) => c[0]))} as codes)
    insert into companies (slug, display_name, duns, status_code, country_code, city, website)
    select 'bench-co-' || n,
      ${wordSql("a")} || ' ' || ${wordSql("b")} || ' ' || (${sqlArray(legalForms)})[1 + n % ${legalForms.length}],
      lpad(n::text, 9, '0'), 'active', c.codes[1 + abs(hashtext('country' || n)) % ${countries.length}],
      'City ' || (n % 500), 'https://www.bench-co-' || n || '.example'
    from generate_series(1, ${sizes.companies}) as n, s, c`);

  const [bulk] = (
    (await db.execute(sql`
      insert into bulk_requests (organization_id, user_id, filename, file_key, status)
      values (${org}, ${viewer.id}, 'earlier-upload.csv', 'earlier', 'complete') returning id`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows;
  await db.execute(sql`
    with s as (select ${sqlArray(syllables)} as a),
         u as (select ${sql.param(creatorIds)}::uuid[] as ids),
         c as (select ${sqlArray(countries.map((c) => c[0]))} as codes),
         r as (select n, ${wordSql("x")} || ' ' || ${wordSql("y")} || ' Trading' as name from generate_series(1, ${sizes.requests}) as n, s)
    insert into company_requests (organization_id, user_id, company_name, name_key, country, website,
      website_domain, status, bulk_request_id, created_at, updated_at)
    select ${org}, u.ids[1 + abs(hashtext('creator' || n)) % 20], r.name, lower(r.name),
      c.codes[1 + abs(hashtext('rcountry' || n)) % ${countries.length}],
      'https://req-' || n || '.example', 'req-' || n || '.example',
      (${sqlArray(statuses)})[1 + abs(hashtext('status' || n)) % ${statuses.length}],
      case when n % 5 = 0 then ${bulk?.id ?? null}::uuid end,
      now() - interval '730 days' * (${sizes.requests} - n) / ${sizes.requests},
      now() - interval '730 days' * (${sizes.requests} - n) / ${sizes.requests}
    from r, u, c`);

  const [portfolio] = (
    (await db.execute(sql`
      insert into portfolios (organization_id, slug, name) values (${org}, 'bench-suppliers', 'Bench suppliers')
      returning id`)) as unknown as { rows: { id: string }[] }
  ).rows;
  if (!portfolio) throw new Error("portfolio not created");
  await db.execute(sql`
    insert into portfolio_access (organization_id, portfolio_id, actor_type, actor_id, editable)
    values (${org}, ${portfolio.id}, 'user', ${viewer.id}, true)`);
  // As autovacuum would have by the time anyone uploads: merges the GIN indexes' pending lists
  // (a bulk insert leaves them long, and every name lookup reads them whole) and analyzes.
  await db.execute(sql`vacuum analyze companies`);
  await db.execute(sql`analyze`);
  return {
    organizationId: org,
    viewer: { id: viewer.id, email: viewer.email, password: "Bench-Password-2026!" },
    portfolioId: portfolio.id,
    creatorIds,
  };
}

/** A small deterministic generator (mulberry32), so every run uploads the same list. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Swaps two neighbouring letters of the name's first word: one slip. */
const slip = (name: string) => name.replace(/^(\w)(\w)(\w)/, "$1$3$2");

export type SupplierList = { csv: string; mix: Record<string, number> };

/**
 * The supplier list: 20% known by name and country, 5% known by DUNS under another spelling,
 * 10% one slip from a known name, 2% repeats of an earlier row, 3% bad rows, the rest unknown.
 */
export async function makeSupplierList(
  handle: DatabaseHandle,
  rows: number,
): Promise<SupplierList> {
  const next = random(16);
  const known = (
    (await handle.db.execute(sql`
      select display_name, country_code, duns from companies where slug like 'bench-co-%'
      order by hashtext('pick' || duns) limit ${Math.ceil(rows * 0.35)}`)) as unknown as {
      rows: { display_name: string; country_code: string; duns: string }[];
    }
  ).rows;
  const countryName = new Map(countries);
  const mix = { byName: 0, byDuns: 0, nearMiss: 0, repeat: 0, bad: 0, unknown: 0 };
  const data: string[][] = [];
  let k = 0;
  const word = () => Array.from({ length: 3 }, () => syllables[Math.floor(next() * 20)]).join("");
  for (let i = 0; i < rows; i += 1) {
    const roll = next();
    const company = known[k % known.length];
    const country = countryName.get(company?.country_code ?? "DE") ?? "Germany";
    if (roll < 0.2 && company) {
      k += 1;
      mix.byName += 1;
      data.push([company.display_name, country, `City ${i % 500}`, "", "", ""]);
    } else if (roll < 0.25 && company) {
      k += 1;
      mix.byDuns += 1;
      data.push([
        `${company.display_name.split(" ")[0]} Holding`,
        country,
        "",
        company.duns,
        "",
        "by DUNS",
      ]);
    } else if (roll < 0.35 && company) {
      k += 1;
      mix.nearMiss += 1;
      data.push([slip(company.display_name), country, "", "", "", ""]);
    } else if (roll < 0.37 && data.length > 0) {
      mix.repeat += 1;
      data.push([...(data[Math.floor(next() * data.length)] ?? [])]);
    } else if (roll < 0.4) {
      mix.bad += 1;
      data.push(
        roll < 0.385
          ? ["", country, "", "", "", "no name"]
          : [`${word()} Bad`, country, "", "12-34", "", ""],
      );
    } else {
      mix.unknown += 1;
      const name = `${word()} ${word()} Supplies ${i}`;
      data.push([
        name,
        country,
        `Town ${i % 300}`,
        "",
        `www.${name.toLowerCase().replaceAll(" ", "-")}.example`,
        "",
      ]);
    }
  }
  const csv = Papa.unparse({
    fields: ["Supplier Name", "Country", "City", "DUNS", "Website", "Notes"],
    data,
  });
  return { csv, mix };
}

export const supplierListMapping = {
  "Supplier Name": "companyName",
  Country: "country",
  City: "city",
  DUNS: "duns",
  Website: "website",
  Notes: "note",
};
