import { and, eq, isNull, notInArray, sql } from "drizzle-orm";
import { seedId } from "../../core/deterministic-id.ts";
import type { Database } from "../../db/client.ts";
import { companies } from "../companies/company.table.ts";
import { hiddenStatuses } from "../companies/company-access.service.ts";
import { naicsIndustries } from "../companies/demo-data/naics.ts";
import { companyRelations, companySites } from "./n-tier.table.ts";

/**
 * Which industries (NAICS 6-digit codes, or a 2–3 digit prefix) buy from which, after the
 * input–output logic of real chains: a grocer buys from food makers, who buy from farms and
 * packaging makers; a car maker buys parts, which come from steel, chemicals and electronics.
 * The first matching key wins; `default` catches the rest (services buy computing and transport).
 */
const suppliersByIndustry: readonly (readonly [string, readonly string[]])[] = [
  ["445110", ["311421", "311812", "424410", "322211", "484121"]],
  ["722511", ["424410", "311812", "311421", "445110"]],
  ["424410", ["311421", "311812", "111110", "111998", "493110"]],
  ["311", ["111110", "111998", "322211", "325199", "221310"]],
  ["111", ["325180", "333120", "424690", "221310"]],
  ["336111", ["336390", "334418", "331110", "326199", "335911"]],
  ["336390", ["331110", "332710", "325199", "326199", "334413"]],
  ["336413", ["331110", "332722", "334511", "325199"]],
  ["334413", ["325180", "212230", "333517"]],
  ["334", ["334413", "326199", "212230", "335311"]],
  ["335", ["331110", "212230", "325180", "334413"]],
  ["331110", ["212230", "211120", "221114"]],
  ["332", ["331110", "333517", "325199"]],
  ["333", ["331110", "332710", "334418", "335311"]],
  ["325", ["211120", "212230", "221114"]],
  ["326199", ["325180", "325199", "211120"]],
  ["322211", ["113310", "325180", "221114"]],
  ["313210", ["111998", "325199", "221114"]],
  ["339112", ["326199", "325412", "332722"]],
  ["325412", ["325199", "325180", "326199"]],
  ["48", ["336111", "211120", "333120", "811310"]],
  ["49", ["333120", "236220", "518210"]],
  ["42", ["484121", "493110", "518210"]],
  ["23", ["331110", "237310", "333120", "326199"]],
  ["21", ["333120", "484121", "221114"]],
  ["22", ["211120", "335311", "237310"]],
  ["default", ["518210", "541511", "484121", "561320", "513210"]],
];

const saleOf = new Map(naicsIndustries.map((row) => [row[0], row[4]]));

function supplierIndustries(naicsCode: string): readonly string[] {
  for (const [key, suppliers] of suppliersByIndustry)
    if (key !== "default" && naicsCode.startsWith(key)) return suppliers;
  return suppliersByIndustry[suppliersByIndustry.length - 1]?.[1] ?? [];
}

/** FNV-1a: a stable number from a text, so the demo is the same on every machine. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

type DemoRelation = { supplierId: string; customerId: string; part: string };

/**
 * Each company buys from 2–4 companies of its supplier industries. Three in ten purchases go to
 * the industry's three leading companies, so a few sub-suppliers serve many chains (the
 * concentration the views make visible).
 */
export function demoRelations(
  rows: readonly { id: string; naicsCode: string | null }[],
): DemoRelation[] {
  const byIndustry = new Map<string, string[]>();
  for (const row of rows) {
    if (!row.naicsCode) continue;
    const list = byIndustry.get(row.naicsCode) ?? [];
    list.push(row.id);
    byIndustry.set(row.naicsCode, list);
  }
  const relations: DemoRelation[] = [];
  for (const row of rows) {
    if (!row.naicsCode) continue;
    const industries = supplierIndustries(row.naicsCode).filter((code) => byIndustry.has(code));
    if (industries.length === 0) continue;
    const seed = hash(row.id);
    const wanted = 2 + (seed % 3);
    const chosen = new Set<string>();
    for (let k = 0; k < wanted * 3 && chosen.size < wanted; k++) {
      const pick = hash(`${row.id}:${k}`);
      const industry = industries[pick % industries.length] as string;
      const pool = byIndustry.get(industry) as string[];
      const leaders = Math.min(3, pool.length);
      const index = pick % 10 < 3 ? (pick >>> 8) % leaders : (pick >>> 8) % pool.length;
      const supplier = pool[index] as string;
      if (supplier === row.id || chosen.has(supplier)) continue;
      chosen.add(supplier);
      relations.push({
        supplierId: supplier,
        customerId: row.id,
        part: saleOf.get(industry) ?? industry,
      });
    }
  }
  return relations;
}

/**
 * The demo's catalogue relations and sites (issue 29): relations among the visible demo
 * companies and one site per company in a relation, at the company's own city. One set-based
 * insert each, so the first start stays quick; safe to run again (the demo's rows are replaced).
 */
export async function seedNTierDemo(db: Database): Promise<number> {
  const rows = await db
    .select({ id: companies.id, naicsCode: companies.naicsCode })
    .from(companies)
    .where(notInArray(companies.statusCode, [...hiddenStatuses]))
    .orderBy(companies.slug);
  const relations = demoRelations(rows);
  const involved = [...new Set(relations.flatMap((r) => [r.supplierId, r.customerId]))];
  // Site ids known in advance, so each relation names its supplier's site in the same insert.
  const siteOf = (companyId: string) => seedId(`n-tier-site:${companyId}`);
  await db.transaction(async (tx) => {
    await tx
      .delete(companyRelations)
      .where(and(isNull(companyRelations.organizationId), eq(companyRelations.source, "demo")));
    await tx
      .delete(companySites)
      .where(and(isNull(companySites.organizationId), eq(companySites.source, "demo")));
    await tx.execute(sql`insert into company_sites
        (id, company_id, name, address, country_code, latitude, longitude, source)
      select t.site, c.id, c.display_name || ' — ' || c.city, concat_ws(', ', c.city, c.region),
        c.country_code, c.latitude, c.longitude, 'demo'
      from unnest(${sql.param(involved)}::uuid[], ${sql.param(involved.map(siteOf))}::uuid[]) as t(company, site)
      join companies c on c.id = t.company
      where c.latitude is not null and c.longitude is not null`);
    await tx.execute(sql`insert into company_relations
        (supplier_company_id, customer_company_id, parts, site_ids, source)
      select t.s, t.c, array[t.p], case when cs.id is null then '{}'::uuid[] else array[cs.id] end, 'demo'
      from unnest(${sql.param(relations.map((r) => r.supplierId))}::uuid[],
        ${sql.param(relations.map((r) => r.customerId))}::uuid[],
        ${sql.param(relations.map((r) => r.part))}::text[],
        ${sql.param(relations.map((r) => siteOf(r.supplierId)))}::uuid[]) as t(s, c, p, site)
      left join company_sites cs on cs.id = t.site
      on conflict do nothing`);
  });
  return relations.length;
}
