import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, type TestClient } from "../../test/harness.ts";
import {
  screeningMatchDecisions,
  screeningMatches,
} from "../companies/sanctions/screening-match.table.ts";
import { companiesNamed, nTierOrganization, relate } from "./n-tier-test-support.ts";

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
type Any = any;

// T1 is tier 1 of two organisations; S2 supplies it (tier 2) and gets a sanctions match.
let h: Harness;
let ids: Record<string, string>;
let acme: TestClient;
let globex: TestClient;
let globexId: string;

beforeAll(async () => {
  h = await createHarness();
  const db = h.database.db;
  ids = await companiesNamed(db, ["T1", "S2"]);
  await relate(db, ids.S2 as string, ids.T1 as string, "frames");
  acme = (await nTierOrganization(h, { nTier: true }, [ids.T1 as string])).client;
  const second = await nTierOrganization(h, { nTier: true }, [ids.T1 as string]);
  globex = second.client;
  globexId = second.organization.id;
}, 60_000);
afterAll(() => h.close());

/** The risky companies' names, after the read that notices a change and the job it queues. */
async function risky(client: TestClient): Promise<string[]> {
  const query = `{ nTierCompanies(filter: { hasRisks: true }) { items { name hasRisks } } }`;
  await client.gql(query);
  await h.runJobs();
  const result = await client.gql<Any>(query);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data.nTierCompanies.items.map((n: Any) => n.name);
}

const match = {
  listName: "ofac" as const,
  entryId: "ofac-1",
  subject: "company" as const,
  subjectName: "S2",
  entryName: "S2 Trading",
  matchedName: "S2",
  score: 80,
  nameScore: 80,
  strength: "probable" as const,
  entryHash: "v1",
};

describe("n-tier hasRisks from sanctions screening", () => {
  it("counts an open match, until the organisation dismisses it, and again once the entry changes", async () => {
    const db = h.database.db;
    expect(await risky(acme)).toEqual([]);
    expect(await risky(globex)).toEqual([]);
    // A new match changes the network's fingerprint: the next read queues a recomputation.
    await db.insert(screeningMatches).values({ companyId: ids.S2 as string, ...match });
    expect(await risky(acme)).toEqual(["S2"]);
    // Globex's analyst dismisses it: only Globex's network drops it.
    await db.insert(screeningMatchDecisions).values({
      organizationId: globexId,
      companyId: ids.S2 as string,
      listName: match.listName,
      entryId: match.entryId,
      decision: "dismissed",
      reason: "different_entity",
      entryHash: "v1",
    });
    expect(await risky(globex)).toEqual([]);
    expect(await risky(acme)).toEqual(["S2"]);
    // The list entry changes: the dismissal no longer holds and the match is open again.
    await db
      .update(screeningMatches)
      .set({ entryHash: "v2" })
      .where(eq(screeningMatches.companyId, ids.S2 as string));
    expect(await risky(globex)).toEqual(["S2"]);
  });
});
