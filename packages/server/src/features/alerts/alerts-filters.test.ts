import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../test/harness.ts";
import { alertLocations, commodities } from "./alert.table.ts";
import {
  type AlertsWorld,
  alertOps,
  buildAlert,
  buildAlertsWorld,
  buildManyAlerts,
  buildPortfolio,
  call,
  subscribe,
  titles,
} from "./alerts-test-support.ts";

/** Every filter of AlertFilterInput, the scopes and cursor paging (issue 13). */

let h: Harness;
let world: AlertsWorld;
const ids: Record<string, string> = {};
let suppliers: { id: string };
let tier2: { id: string };
let germany: string;
let copper: string;

const day = (iso: string) => new Date(iso);

beforeAll(async () => {
  h = await createHarness();
  world = await buildAlertsWorld(h);
  const db = h.database.db;
  const { northwind, contoso, fabrikam, umbrella } = world.companies;
  const link = (companyId: string) => [{ companyId, confidence: 1 }];
  ids.strike = await buildAlert(db, {
    title: "Northwind strike in Hamburg",
    body: "Workers walk out",
    polarity: "NEGATIVE",
    severity: "Elevated",
    newsClasses: ["strike"],
    publishedAt: day("2026-01-10T08:00:00Z"),
    companies: link(northwind.id),
    locations: [
      { level: "City", name: "Hamburg", countryCode: "DE" },
      { level: "Country", name: "Germany", countryCode: "DE" },
    ],
  });
  ids.liquidity = await buildAlert(db, {
    title: "Contoso liquidity ratio drop",
    type: "financial",
    dataset: "liquidity",
    polarity: "NEGATIVE",
    periodInfo: { pct_change: -12.5, time_window: "3m" },
    publishedAt: day("2026-01-15T12:00:00Z"),
    companies: link(contoso.id),
  });
  ids.award = await buildAlert(db, {
    title: "Fabrikam wins award",
    polarity: "POSITIVE",
    publishedAt: day("2026-01-20T23:30:00Z"),
    companies: link(fabrikam.id),
  });
  ids.copper = await buildAlert(db, {
    title: "Copper price surge",
    publishedAt: day("2026-01-12T00:00:00Z"),
    commodities: ["Copper"],
  });
  ids.sanctions = await buildAlert(db, {
    title: "Umbrella sanctions",
    type: "sanctions",
    publishedAt: day("2026-01-18T00:00:00Z"),
    companies: link(umbrella.id),
    locations: [{ level: "Country", name: "United Kingdom", countryCode: "GB" }],
  });
  ids.greve = await buildAlert(db, {
    title: "Grève à München",
    body: "Über die Streiks",
    publishedAt: day("2026-01-31T10:00:00Z"),
    locations: [{ level: "Country", name: "Germany", countryCode: "DE" }],
  });
  ids.merger = await buildAlert(db, {
    title: "Northwind and Contoso merger",
    publishedAt: day("2026-02-01T10:00:00Z"),
    companies: [...link(northwind.id), ...link(contoso.id)],
  });
  const locations = await db.select().from(alertLocations);
  germany = locations.find((l) => l.topic === "location.country:DE")?.id as string;
  copper = (await db.select().from(commodities))[0]?.id as string;
  await subscribe(db, world.acme.id, {
    companyIds: [northwind.id, contoso.id, fabrikam.id],
    locationIds: [germany],
    commodityIds: [copper],
  });
  suppliers = await buildPortfolio(db, world.acme.id, [northwind.id], { name: "Suppliers" });
  tier2 = await buildPortfolio(db, world.acme.id, [fabrikam.id], {
    name: "Tier 2",
    parent: { id: suppliers.id, path: [] },
  });
});

afterAll(async () => {
  await h.close();
});

const org = { scope: "organization" };
const named = (...keys: string[]) =>
  keys
    .map((key) => {
      const titlesByKey: Record<string, string> = {
        strike: "Northwind strike in Hamburg",
        liquidity: "Contoso liquidity ratio drop",
        award: "Fabrikam wins award",
        copper: "Copper price surge",
        greve: "Grève à München",
        merger: "Northwind and Contoso merger",
      };
      return titlesByKey[key] as string;
    })
    .sort();

describe("scope", () => {
  it("user (the default): alerts about companies in portfolios the viewer sees, descendants included", async () => {
    const member = world.people.member.client;
    expect(await titles(member)).toEqual(named("strike", "award", "merger"));
    expect(await titles(member, { scope: "user" })).toEqual(named("strike", "award", "merger"));
  });

  it("organization: everything the organisation subscribes to, newest first", async () => {
    const page = await call(world.people.member.client, alertOps.list, { filter: org });
    expect(page.items.map((i: { title: string }) => i.title)).toEqual([
      "Northwind and Contoso merger",
      "Grève à München",
      "Fabrikam wins award",
      "Contoso liquidity ratio drop",
      "Copper price surge",
      "Northwind strike in Hamburg",
    ]);
  });

  it("a portfolio shared with one person widens only that person's user scope", async () => {
    const { colleague, member } = world.people;
    await buildPortfolio(h.database.db, world.acme.id, [world.companies.contoso.id], {
      sharedWith: colleague.id,
    });
    expect(await titles(colleague.client)).toEqual(named("strike", "award", "merger", "liquidity"));
    expect(await titles(member.client)).toEqual(named("strike", "award", "merger"));
  });
});

describe("filters", () => {
  const client = () => world.people.member.client;
  const list = (filter: Record<string, unknown>) => titles(client(), { ...org, ...filter });

  it("types, datasets and polarity", async () => {
    expect(await list({ types: ["financial"] })).toEqual(named("liquidity"));
    expect(await list({ datasets: ["liquidity"] })).toEqual(named("liquidity"));
    expect(await list({ polarity: ["POSITIVE"] })).toEqual(named("award"));
    expect(await list({ types: ["sanctions"] })).toEqual([]);
  });

  it("companies, and a portfolio with its descendants' companies", async () => {
    const { contoso, umbrella } = world.companies;
    expect(await list({ companies: [contoso.id] })).toEqual(named("liquidity", "merger"));
    expect(await list({ companies: [umbrella.id] })).toEqual([]);
    expect(await list({ companies: ["not-an-id"] })).toEqual([]);
    expect(await list({ portfolio: suppliers.id })).toEqual(named("strike", "award", "merger"));
    expect(await list({ portfolio: tier2.id })).toEqual(named("award"));
  });

  it("locations and commodities by id, by topic and by wildcard topic", async () => {
    expect(await list({ locations: [germany] })).toEqual(named("strike", "greve"));
    expect(await list({ locations: ["location.country:DE"] })).toEqual(named("strike", "greve"));
    expect(await list({ locations: ["location.city:Hamburg"] })).toEqual(named("strike"));
    expect(await list({ locations: ["location.city:*"] })).toEqual(named("strike"));
    expect(await list({ commodities: [copper] })).toEqual(named("copper"));
    expect(await list({ commodities: ["resource:copper"] })).toEqual(named("copper"));
    expect(await list({ commodities: ["resource:*"] })).toEqual(named("copper"));
  });

  it("dates: both days inclusive, in UTC", async () => {
    expect(await list({ startDate: "2026-01-12", endDate: "2026-01-20" })).toEqual(
      named("copper", "liquidity", "award"),
    );
    expect(await list({ startDate: "2026-01-31" })).toEqual(named("greve", "merger"));
    expect(await list({ endDate: "2026-01-10" })).toEqual(named("strike"));
    const reversed = await call(client(), alertOps.list, {
      filter: { startDate: "2026-01-20", endDate: "2026-01-12" },
    });
    expect(reversed).toMatchObject({ type: "ValidationError" });
  });

  it("alertId", async () => {
    expect(await list({ alertId: ids.copper })).toEqual(named("copper"));
    expect(await list({ alertId: ids.sanctions })).toEqual([]);
    expect(await list({ alertId: "nonsense" })).toEqual([]);
  });

  it("keywords: normalised, words or prefixes, phrases in order, joined with or", async () => {
    expect(await list({ keywords: ["GRÈVE"] })).toEqual(named("greve"));
    expect(await list({ keywords: ["über"] })).toEqual(named("greve"));
    expect(await list({ keywords: ["Strike", "merger"] })).toEqual(named("strike", "merger"));
    expect(await list({ keywords: ["liquid"] })).toEqual(named("liquidity"));
    expect(await list({ keywords: ["price surge"] })).toEqual(named("copper"));
    expect(await list({ keywords: ["surge price"] })).toEqual([]);
    expect(await list({ keywords: ["walk out"] })).toEqual(named("strike"));
    expect(await list({ keywords: ["!!!"] })).toHaveLength(6);
  });

  it("unread, archived and relevancy read the viewer's own state", async () => {
    const member = client();
    await call(member, alertOps.feedback, { input: { alertId: ids.liquidity, read: true } });
    await call(member, alertOps.feedback, { input: { alertId: ids.strike, score: 1 } });
    const notRelevant = await call(member, alertOps.feedback, {
      input: { alertId: ids.award, reason: "duplicate" },
    });
    expect(notRelevant.__typename).toBe("AlertSuccess");
    expect(await list({ unread: false })).toEqual(named("liquidity"));
    expect(await list({ unread: true })).toEqual(named("strike", "copper", "greve", "merger"));
    expect(await list({})).not.toContain("Fabrikam wins award");
    expect(await list({ archived: true })).toEqual(named("award"));
    expect(await list({ relevancy: ["relevant"] })).toEqual(named("strike"));
    expect(await list({ relevancy: ["not_relevant"], archived: true })).toEqual(named("award"));
    expect(await list({ relevancy: ["unscored"] })).toEqual(
      named("liquidity", "copper", "greve", "merger"),
    );
    // Another member's state is their own.
    expect(await titles(world.people.colleague.client, { ...org, unread: false })).toEqual([]);
    expect(await titles(world.people.colleague.client, org)).toContain("Fabrikam wins award");
  });
});

describe("cursor paging", () => {
  it("30 a page newest first; after and before walk the pages; the last page is short", async () => {
    const db = h.database.db;
    const company = world.companies.umbrella;
    await subscribe(db, world.globex.id, { companyIds: [company.id] });
    await buildManyAlerts(db, company.id, 64);
    const outsider = world.people.outsider.client;
    const filter = { scope: "organization" };
    const first = await call(outsider, alertOps.list, { filter });
    expect(first.items).toHaveLength(30);
    expect(first.items[0].title).toBe("Bulk alert 1");
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = await call(outsider, alertOps.list, { filter, after: first.pageInfo.endCursor });
    expect(second.items[0].title).toBe("Bulk alert 31");
    const third = await call(outsider, alertOps.list, { filter, after: second.pageInfo.endCursor });
    // 64 bulk alerts and the Umbrella sanctions alert of January, the oldest.
    expect(third.items.map((i: { title: string }) => i.title).slice(-2)).toEqual([
      "Bulk alert 64",
      "Umbrella sanctions",
    ]);
    expect(third.pageInfo.hasNextPage).toBe(false);
    const back = await call(outsider, alertOps.list, {
      filter,
      last: 30,
      before: second.pageInfo.startCursor,
    });
    expect(back.items.map((i: { id: string }) => i.id)).toEqual(
      first.items.map((i: { id: string }) => i.id),
    );
    expect(back.pageInfo).toMatchObject({ hasPreviousPage: false, hasNextPage: true });
  });

  it("answers the paging errors by name", async () => {
    const member = world.people.member.client;
    const errorOf = async (variables: Record<string, unknown>) =>
      (await call(member, alertOps.list, variables)).type;
    expect(await errorOf({ first: 2, last: 2 })).toBe("FirstAndLastRequestedError");
    expect(await errorOf({ first: -1 })).toBe("NegativeNumberOfResultsError");
    expect(await errorOf({ first: 101 })).toBe("TooManyResultsRequestedError");
    expect(await errorOf({ after: "bm90LWEtY3Vyc29y" })).toBe("IncorrectCursorError");
    expect(await errorOf({ before: "%%%" })).toBe("IncorrectCursorError");
  });
});
