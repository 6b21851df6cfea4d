import { flowLayouts } from "@tierwise/common/dashboards/layout";
import { dashboardWidgetTypes } from "@tierwise/common/dashboards/widget-types";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/raw-rows.ts";
import { buildOrganization } from "../../test/factories.ts";
import { createHarness, type Harness, type TestClient } from "../../test/harness.ts";
import { computeNTier } from "../n-tier/n-tier-compute.ts";
import { companiesNamed, nTierOrganization, relate, site } from "../n-tier/n-tier-test-support.ts";
import { createDashboard, dashboardOps, must } from "./dashboards-test-support.ts";

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
type Any = any;

/*
 * The n-tier widgets read what the network's computation stores (the nodes' copies of their
 * companies' countries, their network customers) instead of joining companies and relations
 * at every view. Their figures must stay those of the joins, written out here as they were.
 */

let h: Harness;
let client: TestClient;
let organizationId: string;
let dashboardId: string;
let ids: Record<string, string>;

const widgetIds = ["nTierExposureMap", "nTierConcentration"] as const;

async function widgetData() {
  const answers = await must(client, dashboardOps.data, { dashboardId, widgetIds });
  return Object.fromEntries(answers.map((a: Any) => [a.widgetId, a.data]));
}

/** Companies per country and tier through sites and own countries, counted over the joins. */
async function exposureByJoins() {
  const rows = rowsOf<{ country: string; tier: number | null; n: number }>(
    await h.database.db.execute(sql`select country, tier, count(distinct company_id)::int as n from (
        select n.company_id, n.tier, s.country_code as country from n_tier_nodes n
        join companies c on c.id = n.company_id
        join company_sites s on s.company_id = n.company_id
          and (s.organization_id is null or s.organization_id = ${organizationId}::uuid)
        where n.organization_id = ${organizationId}::uuid
        union all
        select n.company_id, n.tier, c.country_code from n_tier_nodes n
        join companies c on c.id = n.company_id where n.organization_id = ${organizationId}::uuid
      ) located where country is not null
      group by grouping sets ((country, tier), (country))`),
  );
  return rows
    .filter((row) => row.tier === null)
    .map((total) => ({
      country: total.country,
      companies: total.n,
      byTier: [1, 2, 3].map(
        (tier) => rows.find((row) => row.country === total.country && row.tier === tier)?.n ?? 0,
      ),
    }))
    .sort((a, b) => b.companies - a.companies || a.country.localeCompare(b.country));
}

/** Deeper suppliers of several network companies, counted over the relations. */
async function concentrationByJoins() {
  return rowsOf<{ id: string; n: number }>(
    await h.database.db.execute(sql`select n.company_id as id,
        count(distinct r.customer_company_id)::int as n
      from n_tier_nodes n join company_relations r on r.supplier_company_id = n.company_id
        and (r.organization_id is null or r.organization_id = ${organizationId}::uuid)
      where n.organization_id = ${organizationId}::uuid and n.tier in (2, 3)
        and r.customer_company_id in (select company_id from n_tier_nodes
          where organization_id = ${organizationId}::uuid)
      group by 1 having count(distinct r.customer_company_id) > 1 order by 2 desc, 1`),
  ).map((row) => ({ id: row.id, sharedBy: row.n }));
}

async function expectWidgetsEqualJoins() {
  const data = await widgetData();
  expect(
    data.nTierExposureMap.countries
      .map((c: Any) => ({ country: c.country, companies: c.companies, byTier: c.byTier }))
      .sort((a: Any, b: Any) => b.companies - a.companies || a.country.localeCompare(b.country)),
  ).toEqual(await exposureByJoins());
  expect(
    data.nTierConcentration.subSuppliers
      .map((s: Any) => ({ id: s.id, sharedBy: s.sharedBy }))
      .sort((a: Any, b: Any) => b.sharedBy - a.sharedBy || a.id.localeCompare(b.id)),
  ).toEqual(await concentrationByJoins());
}

beforeAll(async () => {
  h = await createHarness();
  const db = h.database.db;
  ids = {
    ...(await companiesNamed(db, ["T1a", "T1b", "S2a", "S2b", "S3"], "DE")),
    ...(await companiesNamed(db, ["Outside", "Hidden"], "FR")),
  };
  const network = await nTierOrganization(h, { nTier: true }, [
    ids.T1a as string,
    ids.T1b as string,
  ]);
  client = network.client;
  organizationId = network.organization.id;
  const other = await buildOrganization(db);
  const edges: [string, string][] = [
    ["S2a", "T1a"],
    ["S2a", "T1b"],
    ["S2b", "T1a"],
    ["S3", "S2a"],
    ["S3", "S2b"],
    // A customer outside the network does not count.
    ["S2b", "Outside"],
  ];
  for (const [supplier, customer] of edges)
    await relate(db, ids[supplier] as string, ids[customer] as string, "part");
  // The same pair declared by the organisation counts once; another organisation's, never.
  await relate(db, ids.S3 as string, ids.S2a as string, "declared", organizationId);
  await relate(db, ids.Hidden as string, ids.T1b as string, "secret", other.id);
  await relate(db, ids.S2b as string, ids.T1b as string, "secret", other.id);
  // Sites: abroad, twice in one country, in the company's own country, another organisation's.
  await site(db, ids.S2a as string, "PL");
  await site(db, ids.S2a as string, "PL");
  await site(db, ids.S2a as string, "DE");
  await site(db, ids.T1a as string, "US");
  await site(db, ids.S3 as string, "CN");
  await computeNTier(db, organizationId);
  const dashboard = await createDashboard(client, "Network");
  const widgets = widgetIds.map((type) => ({
    id: type,
    type,
    title: dashboardWidgetTypes[type].title,
    settings: {},
  }));
  const layouts = flowLayouts(
    widgets.map((w) => ({ id: w.id, ...dashboardWidgetTypes[w.type].defaultSize })),
  );
  dashboardId = (
    await must(client, dashboardOps.update, {
      input: { id: dashboard.id, version: dashboard.version, widgets, layouts },
    })
  ).id;
}, 120_000);
afterAll(() => h?.close());

describe("n-tier widgets", () => {
  it("give the figures of joining the network to companies, sites and relations", async () => {
    const data = await widgetData();
    expect(data.nTierConcentration.subSuppliers.map((s: Any) => [s.name, s.sharedBy])).toEqual([
      ["S2a", 2],
      ["S3", 2],
    ]);
    await expectWidgetsEqualJoins();
  });

  it("follow the network's next computation after its relations, sites and companies change", async () => {
    const db = h.database.db;
    await relate(db, ids.S3 as string, ids.T1b as string, "more");
    await relate(db, ids.S2b as string, ids.T1b as string, "more");
    await site(db, ids.S2b as string, "PL");
    await db.execute(sql`update companies set country_code = 'AT' where id = ${ids.S3}`);
    await computeNTier(db, organizationId);
    await expectWidgetsEqualJoins();
    const data = await widgetData();
    expect(data.nTierConcentration.subSuppliers.map((s: Any) => [s.name, s.sharedBy])).toEqual([
      ["S3", 3],
      ["S2a", 2],
      ["S2b", 2],
    ]);
  });
});
