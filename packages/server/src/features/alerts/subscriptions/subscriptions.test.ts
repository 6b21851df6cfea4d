import { alertLimits } from "@tierwise/common/alerts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../../db/audit-log.table.ts";
import { buildCompany } from "../../../test/company-factory.ts";
import { createHarness, type Harness, type TestClient } from "../../../test/harness.ts";
import { alertLocations, commodities } from "../alert.table.ts";
import { organizationAlertConfigs } from "../alert-subscription.table.ts";
import { type Any, buildAlertSettingsWorld, call } from "../feeds/alert-settings-test-world.ts";
import { listSubscribedCompanyIds } from "./subscription.service.ts";

let h: Harness;
let world: Awaited<ReturnType<typeof buildAlertSettingsWorld>>;
beforeAll(async () => {
  h = await createHarness();
  world = await buildAlertSettingsWorld(h);
});
afterAll(() => h.close());

const subscriptionFields = `id kind createdAt company { id slug name }
  location { id level name countryCode topic } commodity { id name topic }`;
const ops = {
  list: `query($kind: SubscriptionKind!, $first: Int, $after: String) {
    alertSubscriptions(kind: $kind, first: $first, after: $after) {
      items { ${subscriptionFields} } totalCount pageInfo { hasNextPage endCursor } } }`,
  companies: `query($first: Int, $after: String) { alertSubscriptionCompanies(first: $first, after: $after) {
    items { id name } totalCount pageInfo { hasNextPage endCursor } } }`,
  subscribe: `mutation($input: AlertSubscriptionInput!) { subscribeAlertEntity(input: $input) {
    __typename ... on Error { message } ... on ConnectedObjectNotFoundError { type id }
    ... on AlertSubscriptionSuccess { subscription { ${subscriptionFields} } } } }`,
  unsubscribe: `mutation($id: ID!) { unsubscribeAlertEntity(id: $id) {
    __typename ... on Error { message } ... on DeleteSuccess { id } } }`,
  allAccess: `mutation($organizationId: ID!, $enabled: Boolean!) {
    setAllAlertsAccess(organizationId: $organizationId, enabled: $enabled) }`,
  access: `query($companyId: ID!) { companyAlertAccess(companyId: $companyId) }`,
};

async function subscribe(client: TestClient, kind: string, entityId: string) {
  return call(client, ops.subscribe, { input: { kind, entityId } });
}

describe("subscribing", () => {
  it("adds companies, locations and commodities by id, each once", async () => {
    const company = await buildCompany(h.database.db, { displayName: "Nordhafen Stahl" });
    const [location] = await h.database.db
      .insert(alertLocations)
      .values({ level: "Country", name: "Chile", countryCode: "CL", topic: "location.country:CL" })
      .returning();
    const [copper] = await h.database.db
      .insert(commodities)
      .values({ name: "Copper", topic: "resource:copper" })
      .returning();
    const asCompany = await subscribe(world.admin.client, "company", company.id);
    expect(asCompany.subscription).toMatchObject({
      kind: "company",
      company: { id: company.id, slug: company.slug, name: "Nordhafen Stahl" },
      location: null,
      commodity: null,
    });
    const asLocation = await subscribe(world.admin.client, "location", location?.id ?? "");
    expect(asLocation.subscription.location).toEqual({
      id: location?.id,
      level: "Country",
      name: "Chile",
      countryCode: "CL",
      topic: "location.country:CL",
    });
    const asCommodity = await subscribe(world.admin.client, "commodity", copper?.id ?? "");
    expect(asCommodity.subscription.commodity).toMatchObject({ name: "Copper" });
    expect((await subscribe(world.admin.client, "company", company.id)).__typename).toBe(
      "AlreadyExistsError",
    );
    // A location id is not a company; an unknown id is not found either.
    for (const [kind, id] of [
      ["company", location?.id],
      ["commodity", "00000000-0000-4000-8000-000000000000"],
      ["location", "not-an-id"],
    ])
      expect(await subscribe(world.admin.client, kind as string, id as string)).toMatchObject({
        __typename: "ConnectedObjectNotFoundError",
        id,
      });
    const [audit] = await h.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, "alertSubscription.created"),
          eq(auditLog.targetId, asCompany.subscription.id),
        ),
      );
    expect(audit?.after).toEqual({ kind: "company", entityId: company.id });
  });

  it("makes the company's alerts icon enabled, and ending it disabled again", async () => {
    const company = await buildCompany(h.database.db);
    const access = () => call(world.alice.client, ops.access, { companyId: company.id });
    expect(await access()).toBe("disabled");
    const { subscription } = await subscribe(world.admin.client, "company", company.id);
    expect(await access()).toBe("enabled");
    const ended = await call(world.admin.client, ops.unsubscribe, { id: subscription.id });
    expect(ended).toEqual({ __typename: "DeleteSuccess", id: subscription.id });
    expect(await access()).toBe("disabled");
  });

  it("is for the organisation's administrators; members only read", async () => {
    const company = await buildCompany(h.database.db);
    expect(await subscribe(world.alice.client, "company", company.id)).toEqual({
      __typename: "FORBIDDEN",
    });
    const { subscription } = await subscribe(world.admin.client, "company", company.id);
    expect(await call(world.alice.client, ops.unsubscribe, { id: subscription.id })).toEqual({
      __typename: "FORBIDDEN",
    });
    const read = await call(world.alice.client, ops.list, { kind: "company" });
    expect(read.items.map((s: Any) => s.id)).toContain(subscription.id);
    expect(await call(world.outsider.client, ops.list, { kind: "company" })).toEqual({
      __typename: "FORBIDDEN",
    });
  });
});

describe("another organisation", () => {
  it("neither sees nor ends the customer's subscriptions", async () => {
    const company = await buildCompany(h.database.db);
    const { subscription } = await subscribe(world.admin.client, "company", company.id);
    const theirs = await call(world.otherAdmin.client, ops.list, { kind: "company" });
    expect(theirs).toMatchObject({ items: [], totalCount: 0 });
    expect(
      await call(world.otherAdmin.client, ops.unsubscribe, { id: subscription.id }),
    ).toMatchObject({
      __typename: "NotFoundError",
    });
    // The same company is theirs to subscribe to as well.
    expect((await subscribe(world.otherAdmin.client, "company", company.id)).__typename).toBe(
      "AlertSubscriptionSuccess",
    );
    expect(await listSubscribedCompanyIds(h.database.db, world.other.id)).toEqual([company.id]);
  });
});

describe("paging", () => {
  it("lists 20 a page, newest first, with the total", async () => {
    const { client } = await world.member(world.other.id, "organization_admin");
    const ids: string[] = [];
    for (let i = 0; i < 24; i++) {
      const company = await buildCompany(h.database.db);
      ids.push((await subscribe(client, "company", company.id)).subscription.company.id);
    }
    const all = [...ids, ...(await listSubscribedCompanyIds(h.database.db, world.other.id))];
    const first = await call(client, ops.list, { kind: "company" });
    expect(first.items).toHaveLength(alertLimits.subscriptionPageSize);
    expect(first.totalCount).toBe(25);
    expect(first.pageInfo.hasNextPage).toBe(true);
    expect(first.items[0].company.id).toBe(ids[23]);
    const second = await call(client, ops.list, {
      kind: "company",
      after: first.pageInfo.endCursor,
    });
    expect(second.items).toHaveLength(5);
    expect(second.pageInfo.hasNextPage).toBe(false);
    const seen = [...first.items, ...second.items].map((s: Any) => s.company.id);
    expect(new Set(seen)).toEqual(new Set(all));
    expect(await call(client, ops.list, { kind: "location" })).toMatchObject({ totalCount: 0 });
    expect(await call(client, ops.list, { kind: "company", after: "bogus" })).toEqual({
      __typename: "BAD_USER_INPUT",
      type: "IncorrectCursorError",
    });
  });

  it("pages the subscribed companies 5000 a request with an after cursor", async () => {
    const page = await call(world.otherAdmin.client, ops.companies, {});
    expect(page.totalCount).toBe(25);
    expect(page.items).toHaveLength(25);
    const two = await call(world.otherAdmin.client, ops.companies, { first: 2 });
    const rest = await call(world.otherAdmin.client, ops.companies, {
      after: two.pageInfo.endCursor,
    });
    expect([...two.items, ...rest.items].map((c: Any) => c.id).sort()).toEqual(
      page.items.map((c: Any) => c.id).sort(),
    );
    const tooMany = alertLimits.companySubscriptionsPerRequest + 1;
    expect(await call(world.otherAdmin.client, ops.companies, { first: tooMany })).toEqual({
      __typename: "BAD_USER_INPUT",
      type: "TooManyResultsRequestedError",
    });
  });
});

describe("all alerts access", () => {
  it("is set by provider managers only", async () => {
    const set = (client: TestClient, enabled: boolean) =>
      call(client, ops.allAccess, { organizationId: world.customer.id, enabled });
    expect(await set(world.admin.client, true)).toEqual({ __typename: "FORBIDDEN" });
    expect(await set(world.manager.client, true)).toBe(true);
    const stored = async () =>
      (
        await h.database.db
          .select()
          .from(organizationAlertConfigs)
          .where(eq(organizationAlertConfigs.organizationId, world.customer.id))
      )[0]?.allAlertsAccess;
    expect(await stored()).toBe(true);
    expect(await set(world.manager.client, false)).toBe(false);
    expect(await stored()).toBe(false);
    const missing = await call(world.manager.client, ops.allAccess, {
      organizationId: "00000000-0000-4000-8000-000000000000",
      enabled: true,
    });
    expect(missing).toEqual({ __typename: "BAD_USER_INPUT", type: "NotFoundError" });
  });
});
