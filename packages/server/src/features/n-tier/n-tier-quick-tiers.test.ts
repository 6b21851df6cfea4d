import { sql } from "drizzle-orm";
import { betweenness } from "graphology-metrics/centrality/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/raw-rows.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { mulberry32 } from "../companies/demo-data/prng.ts";
import { defaultRiskConfigId } from "../risk/default-risk-config.ts";
import { companyRiskScores } from "../risk/risk.table.ts";
import { ensureDefaultRiskConfig } from "../risk/risk-config-read.service.ts";
import { computeNTier, nTierFingerprint } from "./n-tier-compute.ts";
import {
  exactBetweennessUpTo,
  lowerTiers,
  maxTier,
  measureNetwork,
  type NetworkEdge,
  networkGraph,
  walkTiers,
} from "./n-tier-network.ts";
import { companiesNamed, nTierOrganization, relate, site } from "./n-tier-test-support.ts";

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
type Any = any;

function randomEdges(next: () => number, companies: number, count: number): NetworkEdge[] {
  return Array.from({ length: count }, () => ({
    supplierId: `c${Math.floor(next() * companies)}`,
    customerId: `c${Math.floor(next() * companies)}`,
    parts: [],
  })).filter((e) => e.supplierId !== e.customerId);
}

const suppliersIn = (edges: NetworkEdge[]) => async (ids: string[]) => {
  const customers = new Set(ids);
  return edges.filter((e) => customers.has(e.customerId));
};

describe("the quick tier update", () => {
  it("gives the tiers of a full walk after relations are added and companies join tier 1", async () => {
    const next = mulberry32(29);
    for (let trial = 0; trial < 200; trial++) {
      const before = randomEdges(next, 40, 50 + Math.floor(next() * 40));
      const tierOne = ["c0", "c1", "c2"];
      const { tiers } = await walkTiers(tierOne, suppliersIn(before));
      const added = randomEdges(next, 40, 1 + Math.floor(next() * 4));
      const after = [...before, ...added];
      const newTierOne = trial % 3 === 0 ? [...tierOne, `c${3 + (trial % 30)}`] : tierOne;
      const { lowered } = await lowerTiers(
        tiers,
        { tierOne: newTierOne, customers: added.map((e) => e.customerId) },
        suppliersIn(after),
      );
      const quick = new Map([...tiers, ...lowered]);
      const full = (await walkTiers(newTierOne, suppliersIn(after))).tiers;
      expect(Object.fromEntries(quick)).toEqual(Object.fromEntries(full));
      for (const tier of lowered.values()) expect(tier).toBeLessThanOrEqual(maxTier);
    }
  });
});

describe("betweenness of a large network", () => {
  it("estimates graphology's exact values from a sample of sources, keeping the most central companies", async () => {
    const next = mulberry32(3);
    const tierOne = Array.from({ length: 700 }, (_, i) => `c${i}`);
    // Suppliers drawn as in real chains: a few hubs supply many customers.
    const edges = Array.from({ length: 15_000 }, () => ({
      supplierId: `c${Math.floor(6_000 * next() ** 2)}`,
      customerId: `c${Math.floor(6_000 * next())}`,
      parts: [],
    })).filter((e) => e.supplierId !== e.customerId);
    const { tiers, edges: network } = await walkTiers(tierOne, suppliersIn(edges));
    expect(tiers.size).toBeGreaterThan(exactBetweennessUpTo);
    const exact = betweenness(networkGraph(tiers, network), { normalized: true });
    const estimated = new Map(
      measureNetwork(tiers, network).map((n) => [n.companyId, n.centrality]),
    );
    const top = (values: [string, number][]) =>
      values
        .sort((a, b) => b[1] - a[1])
        .slice(0, 20)
        .map(([id]) => id);
    const exactTop = top(Object.entries(exact));
    const estimatedTop = new Set(top([...estimated]));
    expect(exactTop.filter((id) => estimatedTop.has(id)).length).toBeGreaterThanOrEqual(16);
    for (const id of exactTop.slice(0, 5))
      expect(Math.abs((estimated.get(id) ?? 0) - (exact[id] ?? 0))).toBeLessThan(
        0.2 * (exact[id] ?? 0),
      );
  });
});

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
}, 60_000);
afterAll(() => h.close());

const versions = async () =>
  Object.fromEntries(
    rowsOf<{ scope: string; version: string }>(
      await h.database.db.execute(sql`select scope, version from n_tier_input_versions`),
    ).map((r) => [r.scope, Number(r.version)]),
  );

describe("the network's fingerprint", () => {
  it("changes with every statement on the relations it sees, and not with another organisation's", async () => {
    const db = h.database.db;
    const ids = await companiesNamed(db, ["FpT1", "FpS2", "FpOther"]);
    const acme = await nTierOrganization(h, { nTier: true }, [ids.FpT1 as string]);
    const globex = await nTierOrganization(h, { nTier: true }, [ids.FpT1 as string]);
    const acmeId = acme.organization.id;
    const globexId = globex.organization.id;
    const start = await versions();
    const first = await nTierFingerprint(db, acmeId);
    await relate(db, ids.FpS2 as string, ids.FpT1 as string, "bolts");
    const catalogue = await nTierFingerprint(db, acmeId);
    expect(catalogue).not.toBe(first);
    expect((await versions())["relations:catalogue"]).toBe((start["relations:catalogue"] ?? 0) + 1);
    // Globex declares a relation: Acme's fingerprint stays, Globex's moves.
    const globexBefore = await nTierFingerprint(db, globexId);
    await relate(db, ids.FpOther as string, ids.FpT1 as string, "secret", globexId);
    expect(await nTierFingerprint(db, acmeId)).toBe(catalogue);
    expect(await nTierFingerprint(db, globexId)).not.toBe(globexBefore);
    await db.execute(sql`update company_relations set parts = '{nuts}'
      where supplier_company_id = ${ids.FpS2} and organization_id is null`);
    const updated = await nTierFingerprint(db, acmeId);
    expect(updated).not.toBe(catalogue);
    await db.execute(sql`delete from company_relations where supplier_company_id = ${ids.FpS2}`);
    expect(await nTierFingerprint(db, acmeId)).not.toBe(updated);
  });
});

describe("the network's fingerprint and tier 1", () => {
  it("changes when the active portfolios' companies do, not with another organisation's", async () => {
    const db = h.database.db;
    const ids = await companiesNamed(db, ["PfT1", "PfAdded", "PfElsewhere"]);
    const acme = await nTierOrganization(h, { nTier: true }, [ids.PfT1 as string]);
    const globex = await nTierOrganization(h, { nTier: true }, [ids.PfT1 as string]);
    const acmeId = acme.organization.id;
    const [portfolio] = rowsOf<{ id: string }>(
      await db.execute(sql`select id from portfolios where organization_id = ${acmeId}`),
    );
    const fingerprints: string[] = [await nTierFingerprint(db, acmeId)];
    const changed = async () => {
      const now = await nTierFingerprint(db, acmeId);
      expect(fingerprints).not.toContain(now);
      fingerprints.push(now);
    };
    await db.execute(sql`insert into portfolio_companies (organization_id, portfolio_id, company_id)
      values (${acmeId}, ${portfolio?.id}, ${ids.PfAdded})`);
    await changed();
    // Another organisation's tier 1 is not Acme's.
    await db.execute(sql`insert into portfolio_companies (organization_id, portfolio_id, company_id)
      select organization_id, id, ${ids.PfElsewhere} from portfolios
      where organization_id = ${globex.organization.id}`);
    expect(await nTierFingerprint(db, acmeId)).toBe(fingerprints.at(-1));
    await db.execute(
      sql`update portfolios set archived_at = now(), archive_type = 'direct' where id = ${portfolio?.id}`,
    );
    await changed();
    await db.execute(
      sql`update portfolios set archived_at = null, archive_type = null where id = ${portfolio?.id}`,
    );
    await changed();
    // A rename (or a counter the items' triggers keep) changes nothing the network reads.
    await db.execute(sql`update portfolios set name = 'Renamed' where id = ${portfolio?.id}`);
    expect(await nTierFingerprint(db, acmeId)).toBe(fingerprints.at(-1));
    await db.execute(sql`delete from portfolio_companies where company_id = ${ids.PfAdded}`);
    await changed();
    await db.execute(sql`delete from portfolios where id = ${portfolio?.id}`);
    await changed();
  });
});

describe("the network's fingerprint and risk scores", () => {
  it("changes when a network company's default-configuration score does, not another company's", async () => {
    const db = h.database.db;
    await ensureDefaultRiskConfig(db);
    const ids = await companiesNamed(db, ["RkT1", "RkS2", "RkOutside"]);
    const { organization } = await nTierOrganization(h, { nTier: true }, [ids.RkT1 as string]);
    await relate(db, ids.RkS2 as string, ids.RkT1 as string, "p");
    await computeNTier(db, organization.id);
    const score = (companyId: string) => ({
      configId: defaultRiskConfigId,
      companyId,
      revision: 1,
      score: 90,
      grade: "D",
      categories: [],
    });
    const first = await nTierFingerprint(db, organization.id);
    await db.insert(companyRiskScores).values(score(ids.RkOutside as string));
    expect(await nTierFingerprint(db, organization.id)).toBe(first);
    await db.insert(companyRiskScores).values(score(ids.RkS2 as string));
    const scored = await nTierFingerprint(db, organization.id);
    expect(scored).not.toBe(first);
    await db.execute(
      sql`update company_risk_scores set grade = 'A' where company_id = ${ids.RkS2}`,
    );
    expect(await nTierFingerprint(db, organization.id)).not.toBe(scored);
  });
});

describe("computing a network with relations added since the last computation", () => {
  it("writes the lowered tiers first, then the full computation agrees with them", async () => {
    const db = h.database.db;
    const ids = await companiesNamed(db, ["QT1", "QS2", "QX", "QY"]);
    const { organization } = await nTierOrganization(h, { nTier: true }, [ids.QT1 as string]);
    await relate(db, ids.QS2 as string, ids.QT1 as string, "p1");
    // QY supplies QX, which is outside the network until QX supplies QT1.
    await relate(db, ids.QY as string, ids.QX as string, "p2");
    expect(await computeNTier(db, organization.id)).toMatchObject({ nodes: 2, lowered: 0 });
    await relate(db, ids.QX as string, ids.QT1 as string, "p3");
    expect(await computeNTier(db, organization.id)).toMatchObject({ nodes: 4, lowered: 2 });
    const tiers = rowsOf<{ company_id: string; tier: number }>(
      await db.execute(sql`select company_id, tier from n_tier_nodes
        where organization_id = ${organization.id} order by tier, company_id`),
    ).map((r) => [r.company_id, r.tier]);
    expect(tiers).toEqual([
      [ids.QT1, 1],
      ...[
        [ids.QS2, 2],
        [ids.QX, 2],
      ].sort(),
      [ids.QY, 3],
    ]);
  });
});

describe("the exposure question", () => {
  it("names the tier-1 companies that reach an exposed one within the tiers, on a random network", async () => {
    const db = h.database.db;
    const next = mulberry32(7);
    const names = Array.from({ length: 30 }, (_, i) => `Ex${i}`);
    const ids = await companiesNamed(db, names);
    const edges = randomEdges(next, 30, 70);
    const seen = new Set<string>();
    for (const e of edges) {
      const key = `${e.supplierId}>${e.customerId}`;
      if (seen.has(key)) continue;
      seen.add(key);
      await relate(
        db,
        ids[`Ex${e.supplierId.slice(1)}`] as string,
        ids[`Ex${e.customerId.slice(1)}`] as string,
        "x",
      );
    }
    const countries = ["PL", "VN", "BR"];
    for (const [i, name] of names.entries())
      if (i % 4 !== 3) await site(db, ids[name] as string, countries[i % 3] as string);
    const tierOne = ["Ex0", "Ex1", "Ex2", "Ex3"];
    const { client } = await nTierOrganization(
      h,
      { nTier: true },
      tierOne.map((n) => ids[n] as string),
    );
    const distinct = [...seen].map((key) => {
      const [s, c] = key.split(">");
      return { supplierId: `Ex${s?.slice(1)}`, customerId: `Ex${c?.slice(1)}`, parts: [] };
    });
    const { tiers } = await walkTiers(tierOne, suppliersIn(distinct));
    for (const [i, country] of countries.entries()) {
      // Exposed: network companies with a site in the country; a tier-1 company depends on one
      // it reaches in at most two relations through network companies.
      const exposed = new Set(names.filter((n, j) => tiers.has(n) && j % 4 !== 3 && j % 3 === i));
      const within = distinct.filter((e) => tiers.has(e.supplierId) && tiers.has(e.customerId));
      const expected = tierOne.filter((start) => {
        const one = within.filter((e) => e.customerId === start).map((e) => e.supplierId);
        const two = within.filter((e) => one.includes(e.customerId)).map((e) => e.supplierId);
        return [start, ...one, ...two].some((n) => exposed.has(n));
      });
      const answer = await client.gql<Any>(`{ nTierExposure(countries: ["${country}"]) { name } }`);
      expect(answer.data.nTierExposure.map((n: Any) => n.name).sort()).toEqual(expected.sort());
    }
  });
});
