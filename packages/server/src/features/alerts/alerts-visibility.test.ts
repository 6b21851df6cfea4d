import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../test/harness.ts";
import {
  alertCompanyUnlinks,
  alertLocations,
  alerts,
  alertUserMetadata,
  alertVisibility,
} from "./alert.table.ts";
import {
  type AlertsWorld,
  alertOps,
  buildAlert,
  buildAlertsWorld,
  call,
  setAllAlertsAccess,
  subscribe,
  titles,
  unsubscribe,
} from "./alerts-test-support.ts";

/**
 * Subscriptions gate visibility; another organisation's alerts, unlinks and metadata stay its
 * own; the alerts flag gates everything (issue 13).
 */

let h: Harness;
let world: AlertsWorld;
const org = { scope: "organization" };

beforeAll(async () => {
  h = await createHarness();
  world = await buildAlertsWorld(h);
});

afterAll(async () => {
  await h.close();
});

const link = (companyId: string) => [{ companyId, confidence: 1 }];

describe("subscriptions gate visibility", () => {
  it("a company subscription shows its alerts, old and new; unsubscribing hides them again", async () => {
    const db = h.database.db;
    const { contoso } = world.companies;
    const member = world.people.member.client;
    const before = await buildAlert(db, { title: "Contoso recall", companies: link(contoso.id) });
    expect(await titles(member, org)).toEqual([]);
    expect(await call(member, alertOps.one, { id: before })).toBeNull();
    await subscribe(db, world.acme.id, { companyIds: [contoso.id] });
    await buildAlert(db, { title: "Contoso fine", companies: link(contoso.id) });
    expect(await titles(member, org)).toEqual(["Contoso fine", "Contoso recall"]);
    expect((await call(member, alertOps.one, { id: before })).title).toBe("Contoso recall");
    await unsubscribe(db, world.acme.id, contoso.id);
    expect(await titles(member, org)).toEqual([]);
  });

  it("an alert stays visible while another subscription still reaches it", async () => {
    const db = h.database.db;
    const { fabrikam } = world.companies;
    const member = world.people.member.client;
    await buildAlert(db, {
      title: "Fabrikam flood in Lyon",
      companies: link(fabrikam.id),
      locations: [{ level: "City", name: "Lyon", countryCode: "FR" }],
    });
    const [lyon] = await db
      .select()
      .from(alertLocations)
      .where(eq(alertLocations.topic, "location.city:Lyon"));
    await subscribe(db, world.acme.id, {
      companyIds: [fabrikam.id],
      locationIds: [lyon?.id as string],
    });
    await unsubscribe(db, world.acme.id, fabrikam.id);
    expect(await titles(member, org)).toEqual(["Fabrikam flood in Lyon"]);
    expect(await titles(member, { ...org, companies: [fabrikam.id] })).toEqual([
      "Fabrikam flood in Lyon",
    ]);
    await unsubscribe(db, world.acme.id);
    expect(await titles(member, org)).toEqual([]);
  });

  it("all_alerts_access shows every alert without subscriptions", async () => {
    const db = h.database.db;
    await buildAlert(db, { title: "Umbrella leak", companies: link(world.companies.umbrella.id) });
    const member = world.people.member.client;
    await setAllAlertsAccess(db, world.acme.id, true);
    expect(await titles(member, org)).toContain("Umbrella leak");
    const [alert] = (await call(member, alertOps.list, { filter: { ...org, keywords: ["leak"] } }))
      .items;
    expect((await call(member, alertOps.one, { id: alert.id })).companies[0].subscribed).toBe(true);
    await setAllAlertsAccess(db, world.acme.id, false);
    expect(await titles(member, org)).not.toContain("Umbrella leak");
  });
});

describe("another organisation", () => {
  it("sees none of our alerts, and our unlinks and metadata are not theirs", async () => {
    const db = h.database.db;
    const { northwind } = world.companies;
    const { member, outsider } = world.people;
    await subscribe(db, world.acme.id, { companyIds: [northwind.id] });
    await subscribe(db, world.globex.id, { companyIds: [northwind.id] });
    const secret = await buildAlert(db, {
      title: "Northwind outage",
      companies: link(northwind.id),
    });
    const ours = await buildAlert(db, {
      title: "Umbrella only",
      companies: link(world.companies.umbrella.id),
    });
    await subscribe(db, world.globex.id, { companyIds: [world.companies.umbrella.id] });
    expect(await call(member.client, alertOps.one, { id: ours })).toBeNull();
    const feedback = await call(member.client, alertOps.feedback, {
      input: { alertId: ours, read: true },
    });
    expect(feedback.__typename).toBe("NotFoundError");

    // A "wrong company" verdict unlinks Northwind for Acme only: Acme stops seeing the alert
    // (Northwind was its only reason), Globex still sees it, linked and unread.
    const verdict = await call(member.client, alertOps.feedback, {
      input: {
        alertId: secret,
        reason: "wrong_company",
        companyId: northwind.id,
        scoreFeedback: "A different Northwind",
      },
    });
    expect(verdict.__typename).toBe("AlertSuccess");
    expect(verdict.alert.companies).toEqual([]);
    expect(await call(member.client, alertOps.one, { id: secret })).toBeNull();
    const seen = await call(outsider.client, alertOps.one, { id: secret });
    expect(seen.companies.map((c: { name: string }) => c.name)).toEqual(["Northwind Traders"]);
    expect(seen.userMetadata).toMatchObject({ read: false, archived: false, reason: null });
    expect(await titles(outsider.client, { ...org, companies: [northwind.id] })).toEqual([
      "Northwind outage",
    ]);
    const unlinks = await db.select().from(alertCompanyUnlinks);
    expect(unlinks).toMatchObject([{ organizationId: world.acme.id, companyId: northwind.id }]);
  });

  it("the visibility rows follow the triggers: none left for an unsubscribed organisation", async () => {
    const db = h.database.db;
    await unsubscribe(db, world.globex.id);
    const left = await db
      .select()
      .from(alertVisibility)
      .where(eq(alertVisibility.organizationId, world.globex.id));
    expect(left).toEqual([]);
  });
});

describe("deleting an alert", () => {
  it("removes its people's state and the organisations' visibility rows with it", async () => {
    const db = h.database.db;
    const { umbrella } = world.companies;
    await subscribe(db, world.globex.id, { companyIds: [umbrella.id] });
    const alertId = await buildAlert(db, { title: "Doomed", companies: link(umbrella.id) });
    await call(world.people.outsider.client, alertOps.feedback, { input: { alertId, read: true } });
    const rowsOf = async () => [
      ...(await db.select().from(alertVisibility).where(eq(alertVisibility.alertId, alertId))),
      ...(await db.select().from(alertUserMetadata).where(eq(alertUserMetadata.alertId, alertId))),
    ];
    expect(await rowsOf()).toHaveLength(2);
    await db.delete(alerts).where(eq(alerts.id, alertId));
    expect(await rowsOf()).toEqual([]);
  });
});

describe("the alerts flag", () => {
  it("is needed for every alert call; the sidebar icon is hidden without it", async () => {
    const noAlerts = world.people.noAlerts.client;
    expect(await call(noAlerts, alertOps.list, {})).toMatchObject({ __typename: "FORBIDDEN" });
    expect(await call(noAlerts, alertOps.unread, {})).toMatchObject({ __typename: "FORBIDDEN" });
    const access = `query($id: ID!) { companyAlertAccess(companyId: $id) }`;
    const { northwind, contoso } = world.companies;
    expect(await call(noAlerts, access, { id: northwind.id })).toBe("hidden");
    const member = world.people.member.client;
    await subscribe(h.database.db, world.acme.id, { companyIds: [contoso.id] });
    expect(await call(member, access, { id: contoso.id })).toBe("enabled");
    expect(await call(member, access, { id: world.companies.fabrikam.id })).toBe("disabled");
  });
});
