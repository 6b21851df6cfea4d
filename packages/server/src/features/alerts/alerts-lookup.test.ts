import { alertLimits } from "@tierwise/common/alerts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../test/harness.ts";
import { companies } from "../companies/company.table.ts";
import { alertLocations, commodities } from "./alert.table.ts";
import {
  type AlertsWorld,
  alertOps,
  buildAlert,
  buildAlertsWorld,
  call,
  subscribe,
} from "./alerts-test-support.ts";

/** The id migration of spec 3 §7, the filter options, topics and the older list (issue 13). */

let h: Harness;
let world: AlertsWorld;

beforeAll(async () => {
  h = await createHarness();
  world = await buildAlertsWorld(h);
  const db = h.database.db;
  const { northwind } = world.companies;
  await subscribe(db, world.acme.id, { companyIds: [northwind.id] });
  for (const [i, title] of ["Northwind fire", "Northwind flood", "Northwind fine"].entries())
    await buildAlert(db, {
      title,
      publishedAt: new Date(Date.UTC(2026, 0, 10 + i)),
      companies: [{ companyId: northwind.id, confidence: 1 }],
      locations: [{ level: "Country", name: "Germany", countryCode: "DE" }],
      commodities: ["Copper", "Lithium"],
    });
});

afterAll(async () => {
  await h.close();
});

describe("id migration", () => {
  it("companyIdsByApiV1Ids maps search_row numbers position by position, null when unknown", async () => {
    const db = h.database.db;
    const rowOf = async (id: string) =>
      (await db.select({ row: companies.searchRow }).from(companies).where(eq(companies.id, id)))[0]
        ?.row as number;
    const { northwind, contoso } = world.companies;
    const ids = [await rowOf(contoso.id), 999_999_999, await rowOf(northwind.id)];
    const answer = await call(
      world.people.member.client,
      `query($ids: [Int!]!) { companyIdsByApiV1Ids(ids: $ids) }`,
      { ids },
    );
    expect(answer).toEqual([contoso.id, null, northwind.id]);
  });

  it("locationIdsByAlertsTopics and commodityIdsByAlertsTopics by topic, null when unknown", async () => {
    const db = h.database.db;
    const [germany] = await db
      .select()
      .from(alertLocations)
      .where(eq(alertLocations.topic, "location.country:DE"));
    const known = await db.select().from(commodities);
    const lithium = known.find((c) => c.name === "Lithium");
    const member = world.people.member.client;
    const locations = await call(
      member,
      `query($topics: [String!]!) { locationIdsByAlertsTopics(topics: $topics) }`,
      { topics: ["location.city:Nowhere", "location.country:DE"] },
    );
    expect(locations).toEqual([null, germany?.id]);
    const found = await call(
      member,
      `query($topics: [String!]!) { commodityIdsByAlertsTopics(topics: $topics) }`,
      { topics: ["resource:Lithium", "resource:gold"] },
    );
    expect(found).toEqual([lithium?.id, null]);
    const tooMany = await call(member, `query($ids: [Int!]!) { companyIdsByApiV1Ids(ids: $ids) }`, {
      ids: Array.from({ length: alertLimits.companySubscriptionsPerRequest + 1 }, (_, i) => i),
    });
    expect(tooMany.type).toBe("TooManyResultsRequestedError");
  });
});

describe("filter options and topics", () => {
  it("availableAlertFilters offers subscribed companies, known places, commodities and classes", async () => {
    const answer = await call(
      world.people.member.client,
      `query($search: String) { availableAlertFilters(search: $search) {
        companies { id name } locations { topic } commodities { name } newsClasses { id } } }`,
      { search: "" },
    );
    expect(answer.companies.map((c: { name: string }) => c.name)).toEqual(["Northwind Traders"]);
    expect(answer.locations).toEqual([{ topic: "location.country:DE" }]);
    expect(answer.commodities.map((c: { name: string }) => c.name)).toEqual(["Copper", "Lithium"]);
    expect(answer.newsClasses.length).toBeGreaterThan(5);
    const searched = await call(
      world.people.member.client,
      `query($search: String) { availableAlertFilters(search: $search) { commodities { name } } }`,
      { search: "lith" },
    );
    expect(searched.commodities).toEqual([{ name: "Lithium" }]);
  });

  it("alertTopics matches a search, at most 10", async () => {
    const topics = `query($search: String, $limit: Int) { alertTopics(search: $search, limit: $limit) }`;
    const member = world.people.member.client;
    expect(await call(member, topics, { search: "resource:" })).toEqual([
      "resource:copper",
      "resource:lithium",
    ]);
    expect(await call(member, topics, { search: "northwind" })).toEqual([
      "company:Northwind Traders",
    ]);
    expect(await call(member, topics, { search: "" })).toHaveLength(alertLimits.topicsLimit);
  });
});

describe("the older list", () => {
  it("userAlerts pages by offset and limit (default 20) and searches", async () => {
    const member = world.people.member.client;
    const list = (variables: Record<string, unknown>) =>
      call(member, alertOps.older, { scope: "organization", ...variables });
    expect((await list({})).map((a: { title: string }) => a.title)).toEqual([
      "Northwind fine",
      "Northwind flood",
      "Northwind fire",
    ]);
    expect((await list({ offset: 1, limit: 1 })).map((a: { title: string }) => a.title)).toEqual([
      "Northwind flood",
    ]);
    expect((await list({ search: "Flood" })).map((a: { title: string }) => a.title)).toEqual([
      "Northwind flood",
    ]);
    expect((await list({ limit: -1 })).type).toBe("NegativeNumberOfResultsError");
    const alert = await call(member, alertOps.one, { id: (await list({}))[0].id });
    expect(alert).toMatchObject({
      subscribedEntities: ["company:Northwind Traders"],
      locations: [{ topic: "location.country:DE" }],
    });
  });
});
