import { DirectedGraph } from "graphology";
import { betweenness } from "graphology-metrics/centrality/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, type TestClient } from "../../test/harness.ts";
import { alertCompanies, alerts } from "../alerts/alert.table.ts";
import { defaultRiskConfigId } from "../risk/default-risk-config.ts";
import { companyRiskScores } from "../risk/risk.table.ts";
import { ensureDefaultRiskConfig } from "../risk/risk-config-read.service.ts";
import {
  companiesNamed,
  nodeFields,
  nTierOrganization,
  relate,
  site,
} from "./n-tier-test-support.ts";

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
type Any = any;

const allFlags = { nTier: true, nTierCentralityScore: true, nTierImpact: true };
let h: Harness;
let ids: Record<string, string>;
let acme: TestClient;
let other: TestClient;
let otherOrganizationId: string;

// T1a and T1b are tier 1. S2 → T1a and S2b → T1b; D3 supplies both S2 and S2b (a diamond);
// X supplies T1b (tier 2) and S2 (tier 3): tier 2; T1a supplies D3 (a cycle back to tier 1);
// F4 supplies D3 and would be tier 4, outside the network.
beforeAll(async () => {
  h = await createHarness();
  const db = h.database.db;
  ids = await companiesNamed(db, ["T1a", "T1b", "S2", "S2b", "D3", "X", "F4", "Secret"]);
  const edges: [string, string, string][] = [
    ["S2", "T1a", "p1"],
    ["S2b", "T1b", "p2"],
    ["D3", "S2", "p3"],
    ["D3", "S2b", "p4"],
    ["X", "T1b", "p5"],
    ["X", "S2", "p6"],
    ["T1a", "D3", "p7"],
    ["F4", "D3", "p8"],
  ];
  for (const [s, c, p] of edges) await relate(db, ids[s] as string, ids[c] as string, p);
  await site(db, ids.D3 as string, "PL");
  await site(db, ids.Secret as string, "VN");
  acme = (await nTierOrganization(h, allFlags, [ids.T1a as string, ids.T1b as string])).client;
  const second = await nTierOrganization(h, allFlags, [ids.T1a as string]);
  other = second.client;
  otherOrganizationId = second.organization.id;
  // Declared by the other organisation only: never part of Acme's network.
  await relate(db, ids.Secret as string, ids.T1a as string, "secret part", otherOrganizationId);
}, 60_000);
afterAll(() => h.close());

async function table(client: TestClient, variables: Record<string, unknown> = {}) {
  const result = await client.gql<Any>(
    `query($filter: NTierFilter, $page: Int, $pageSize: Int) {
      nTierCompanies(filter: $filter, page: $page, pageSize: $pageSize, sort: { field: name, direction: asc }) {
        total items { ${nodeFields} } } }`,
    variables,
  );
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data.nTierCompanies;
}

const nameOf = (id: string) => Object.entries(ids).find(([, v]) => v === id)?.[0];

describe("n-tier network", () => {
  it("gives each company its shortest tier through cycles and diamonds, up to tier 3", async () => {
    const page = await table(acme);
    const tiers = Object.fromEntries(page.items.map((n: Any) => [n.name, n.tier]));
    expect(tiers).toEqual({ T1a: 1, T1b: 1, S2: 2, S2b: 2, X: 2, D3: 3 });
    expect(page.total).toBe(6);
    const d3 = page.items.find((n: Any) => n.name === "D3");
    expect(d3).toMatchObject({ impact: 2, parts: ["p3", "p4"], siteCount: 1, alertCount: 0 });
  });

  it("stores graphology-metrics' own betweenness of the network", async () => {
    const graph = new DirectedGraph();
    graph.addNode("root");
    for (const name of ["T1a", "T1b", "S2", "S2b", "D3", "X"]) graph.addNode(name);
    graph.addDirectedEdge("T1a", "root");
    graph.addDirectedEdge("T1b", "root");
    for (const [s, c] of [
      ["S2", "T1a"],
      ["S2b", "T1b"],
      ["D3", "S2"],
      ["D3", "S2b"],
      ["X", "T1b"],
      ["X", "S2"],
      ["T1a", "D3"],
    ])
      graph.addDirectedEdge(s as string, c as string);
    const expected = betweenness(graph, { normalized: true });
    const page = await table(acme);
    for (const node of page.items) {
      expect(node.centrality).toBeCloseTo(expected[node.name] as number, 10);
      expect(node.degree).toBe(graph.degree(node.name));
    }
    expect(page.items.some((n: Any) => n.centrality > 0)).toBe(true);
  });

  it("never shows another organisation's declared relations, through any query", async () => {
    const secret = ids.Secret as string;
    expect((await table(acme, { filter: { search: "Secret" } })).total).toBe(0);
    const graph = await acme.gql<Any>(
      `{ nTierGraph { nodes { id } edges { supplierId customerId parts } } }`,
    );
    expect(graph.data.nTierGraph.nodes.map((n: Any) => n.id)).not.toContain(secret);
    expect(graph.data.nTierGraph.edges.flatMap((e: Any) => e.parts)).not.toContain("secret part");
    const sites = await acme.gql<Any>(`{ nTierSites { companyId countryCode } }`);
    expect(sites.data.nTierSites.map((s: Any) => nameOf(s.companyId))).toEqual(["D3"]);
    const exposure = await acme.gql<Any>(`{ nTierExposure(countries: ["VN"]) { id } }`);
    expect(exposure.data.nTierExposure).toEqual([]);
    const parts = await acme.gql<Any>(
      `{ nTierFilterValues(field: part, search: "secret") { values { value } hasMore } }`,
    );
    expect(parts.data.nTierFilterValues).toEqual({ values: [], hasMore: false });
    const tierQuery = `query($id: ID!) { companyById(id: $id) { supplierTier } }`;
    const mine = await acme.gql<Any>(tierQuery, { id: secret });
    expect(mine.data.companyById.supplierTier).toBeNull();
    // The organisation that declared it sees it at tier 2, and its exposure.
    const theirs = await other.gql<Any>(tierQuery, { id: secret });
    expect(theirs.data.companyById.supplierTier).toBe(2);
    const theirExposure = await other.gql<Any>(`{ nTierExposure(countries: ["VN"]) { name } }`);
    expect(theirExposure.data.nTierExposure.map((n: Any) => n.name)).toEqual(["T1a"]);
    expect(otherOrganizationId).toBeTruthy();
  });

  it("answers the exposure question through the tiers", async () => {
    const exposure = await acme.gql<Any>(`{ nTierExposure(countries: ["PL"]) { name tier } }`);
    expect(exposure.data.nTierExposure.map((n: Any) => n.name)).toEqual(["T1a", "T1b"]);
  });

  it("pages filter values by 5", async () => {
    const query = `query($page: Int) { nTierFilterValues(field: part, page: $page) { values { value label count } hasMore } }`;
    const first = await acme.gql<Any>(query, { page: 1 });
    expect(first.data.nTierFilterValues.values).toHaveLength(5);
    expect(first.data.nTierFilterValues.hasMore).toBe(true);
    const second = await acme.gql<Any>(query, { page: 2 });
    expect(second.data.nTierFilterValues.values.map((v: Any) => v.value)).toHaveLength(2);
    expect(second.data.nTierFilterValues.hasMore).toBe(false);
    const all = [...first.data.nTierFilterValues.values, ...second.data.nTierFilterValues.values];
    expect(all.map((v: Any) => v.value).sort()).toEqual(["p1", "p2", "p3", "p4", "p5", "p6", "p7"]);
  });

  it("pages the table and refuses pages beyond the project's maximum as bad input", async () => {
    const second = await table(acme, { page: 2, pageSize: 4 });
    expect(second).toMatchObject({ total: 6 });
    expect(second.items.map((n: Any) => n.name)).toEqual(["T1b", "X"]);
    const tooMany = await acme.gql(`{ nTierCompanies(pageSize: 101) { total } }`);
    expect(tooMany.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("recomputes in a job after a relation changes", async () => {
    const db = h.database.db;
    const [late] = Object.values(await companiesNamed(db, ["Late"]));
    await relate(db, late as string, ids.T1b as string, "late part");
    // The read that notices the change queues the computation and answers with the last one.
    expect((await table(acme, { filter: { search: "Late" } })).total).toBe(0);
    expect(await h.runJobs()).toBeGreaterThan(0);
    const page = await table(acme, { filter: { search: "Late" } });
    expect(page.items.map((n: Any) => [n.name, n.tier])).toEqual([["Late", 2]]);
  });
});

describe("n-tier risks", () => {
  it("counts the spec's risk names graded D, marks recent negative Critical alerts, and filters by risk", async () => {
    const db = h.database.db;
    await ensureDefaultRiskConfig(db);
    // Scoring the default configuration rewrites every score: let it finish before ours is written.
    await h.runJobs();
    const category = (metrics: Record<string, [string, number | null]>) => ({
      id: "c",
      score: 90,
      grade: "D",
      metrics,
    });
    const score = {
      configId: defaultRiskConfigId,
      companyId: ids.S2 as string,
      revision: 1,
      score: 90,
      grade: "D",
      // Two of the spec's names graded D count; a good grade and a name outside the list do not.
      categories: [
        category({ environmental: ["D", 1], current_ratio: ["D", 0.2] }),
        category({ health_and_safety: ["A", 1], z_score: ["D", 0.1] }),
      ],
    };
    await db
      .insert(companyRiskScores)
      .values(score)
      .onConflictDoUpdate({
        target: [companyRiskScores.configId, companyRiskScores.companyId],
        set: { categories: score.categories, computedAt: new Date() },
      });
    // X: a Critical negative alert of this week counts. D3: a High one and a Critical one of
    // six weeks ago do not (spec: severity 4 or more; N_TIER_RECENT_ALERT_DAYS is 30).
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const raised: [string, "High" | "Critical", Date][] = [
      ["X", "Critical", daysAgo(3)],
      ["D3", "High", daysAgo(1)],
      ["D3", "Critical", daysAgo(42)],
    ];
    for (const [name, severity, publishedAt] of raised) {
      const [alert] = await db
        .insert(alerts)
        .values({
          title: `${severity} news about ${name}`,
          type: "news",
          polarity: "NEGATIVE",
          severity,
          publishedAt,
          provider: "test",
          sourceKey: `test:${name}:${severity}`,
        })
        .returning();
      await db.insert(alertCompanies).values({
        alertId: alert?.id as string,
        companyId: ids[name] as string,
        publishedAt,
      });
    }
    // The changed risk data reaches the network through the computation job.
    await table(acme);
    await h.runJobs();
    const risky = await table(acme, { filter: { hasRisks: true } });
    expect(risky.items.map((n: Any) => [n.name, n.riskCount])).toEqual([
      ["S2", 2],
      ["X", 0],
    ]);
    const everyone = (await table(acme)).total;
    expect((await table(acme, { filter: { hasRisks: false } })).total).toBe(everyone - 2);
  });
});

describe("n-tier flags", () => {
  it("refuses every n-tier query without nTier and hides supplierTier", async () => {
    const { client } = await nTierOrganization(h, { nTier: false }, [ids.T1a as string]);
    for (const query of [
      `{ nTierCompanies { total } }`,
      `{ nTierGraph { truncated } }`,
      `{ nTierSites { id } }`,
      `{ nTierExposure(countries: ["PL"]) { id } }`,
      `{ nTierFilterValues(field: country) { hasMore } }`,
    ]) {
      const result = await client.gql(query);
      expect(result.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    }
    const tier = await client.gql<Any>(
      `query($id: ID!) { companyById(id: $id) { supplierTier } }`,
      {
        id: ids.T1a,
      },
    );
    expect(tier.data.companyById.supplierTier).toBeNull();
  });

  it("hides centrality and degree without nTierCentralityScore, impact without nTierImpact", async () => {
    const { client } = await nTierOrganization(h, { nTier: true }, [ids.T1b as string]);
    const page = await table(client);
    // "Late" joined T1b's suppliers in the job test above.
    expect(page.items.map((n: Any) => n.name).sort()).toEqual(["D3", "Late", "S2b", "T1b", "X"]);
    for (const node of page.items) {
      expect([node.centrality, node.degree, node.impact]).toEqual([null, null, null]);
    }
  });
});
