import { requestMessages } from "@tierwise/common/company-requests";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildWorld } from "../../test/admin-test-support.ts";
import { buildCompany } from "../../test/company-factory.ts";
import { createHarness, type Harness, type TestClient } from "../../test/harness.ts";

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
type Any = any;

let h: Harness;
let world: Awaited<ReturnType<typeof buildWorld>>;
let companyIds: string[];
beforeAll(async () => {
  h = await createHarness();
  world = await buildWorld(h);
  companyIds = [];
  for (let i = 0; i < 5; i++) companyIds.push((await buildCompany(h.database.db)).id);
});
afterAll(() => h.close());

const setFields =
  "id name description companyLimit availableSeats companyCount allCompanies addCompanyAllowed dataPackages";
const result = `__typename ... on Error { message }
  ... on ValidationError { fieldErrors { path message } }
  ... on SubscriptionLimitExceededError { availableSeats requested }
  ... on ConnectedObjectNotFoundError { type id }
  ... on SubscriptionSetSuccess { subscriptionSet { ${setFields} } }`;
const ops = {
  list: `query($organizationId: ID) { subscriptionSets(organizationId: $organizationId) { ${setFields} } }`,
  create: `mutation($input: SubscriptionSetInput!) { createSubscriptionSet(input: $input) { ${result} } }`,
  update: `mutation($id: ID!, $input: SubscriptionSetInput!) { updateSubscriptionSet(id: $id, input: $input) { ${result} } }`,
  add: `mutation($id: ID!, $companyIds: [ID!]!) { addCompaniesToSubscriptionSet(id: $id, companyIds: $companyIds) { ${result} } }`,
};

async function call(client: TestClient, query: string, variables: Record<string, unknown> = {}) {
  const answer = await client.gql<Any>(query, variables);
  if (answer.errors) return { __typename: answer.errors[0]?.extensions?.code };
  return Object.values(answer.data ?? {})[0] as Any;
}

const manager = () => world.client("tierwise_admin");
const setInput = (extra: Record<string, unknown> = {}) => ({
  organizationId: world.customer.id,
  name: "Key suppliers",
  description: "Followed every quarter.",
  companyLimit: 3,
  addCompanyAllowed: true,
  dataPackages: ["reports", "financials"],
  ...extra,
});
async function createSet(extra: Record<string, unknown> = {}) {
  const answer = await call(manager(), ops.create, { input: setInput(extra) });
  if (answer.__typename !== "SubscriptionSetSuccess") throw new Error(JSON.stringify(answer));
  return answer.subscriptionSet;
}

describe("seats and limits", () => {
  it("counts seats as companies are added, and refuses past the limit adding nothing", async () => {
    const set = await createSet();
    expect(set).toMatchObject({ companyLimit: 3, availableSeats: 3, companyCount: 0 });
    const two = await call(manager(), ops.add, { id: set.id, companyIds: companyIds.slice(0, 2) });
    expect(two.subscriptionSet).toMatchObject({ availableSeats: 1, companyCount: 2 });
    // A company the set holds takes no new seat.
    const again = await call(manager(), ops.add, {
      id: set.id,
      companyIds: companyIds.slice(0, 2),
    });
    expect(again.subscriptionSet.availableSeats).toBe(1);
    const over = await call(manager(), ops.add, { id: set.id, companyIds: companyIds.slice(1, 4) });
    expect(over).toMatchObject({
      __typename: "SubscriptionLimitExceededError",
      message: requestMessages.subscriptionLimitExceeded,
      availableSeats: 1,
      requested: 2,
    });
    const last = await call(manager(), ops.add, { id: set.id, companyIds: [companyIds[4]] });
    expect(last.subscriptionSet).toMatchObject({ availableSeats: 0, companyCount: 3 });
    const full = await call(manager(), ops.add, { id: set.id, companyIds: [companyIds[3]] });
    expect(full).toMatchObject({ __typename: "SubscriptionLimitExceededError", availableSeats: 0 });
  });

  it("has no seat count without a limit", async () => {
    const set = await createSet({ companyLimit: null, name: "Unlimited" });
    const added = await call(manager(), ops.add, { id: set.id, companyIds });
    expect(added.subscriptionSet).toMatchObject({ availableSeats: null, companyCount: 5 });
  });

  it("refuses additions to a set that takes none", async () => {
    const set = await createSet({ addCompanyAllowed: false, name: "Closed" });
    const answer = await call(manager(), ops.add, { id: set.id, companyIds: [companyIds[0]] });
    expect(answer).toMatchObject({
      __typename: "UnmodifiableError",
      message: requestMessages.addCompanyNotAllowed,
    });
  });

  it("names an unknown company", async () => {
    const set = await createSet({ name: "Unknown" });
    const missing = "00000000-0000-4000-8000-000000000000";
    const answer = await call(manager(), ops.add, { id: set.id, companyIds: [missing] });
    expect(answer).toMatchObject({ __typename: "ConnectedObjectNotFoundError", id: missing });
  });

  it("updates a set, but not below the companies it holds", async () => {
    const set = await createSet({ name: "Shrinking", companyLimit: 10 });
    await call(manager(), ops.add, { id: set.id, companyIds: companyIds.slice(0, 3) });
    const lower = await call(manager(), ops.update, {
      id: set.id,
      input: setInput({ companyLimit: 2 }),
    });
    expect(lower.__typename).toBe("ValidationError");
    expect(lower.fieldErrors[0].path).toBe("companyLimit");
    const renamed = await call(manager(), ops.update, {
      id: set.id,
      input: setInput({ name: "Renamed", companyLimit: 3, dataPackages: ["esg"] }),
    });
    expect(renamed.subscriptionSet).toMatchObject({
      name: "Renamed",
      availableSeats: 0,
      dataPackages: ["esg"],
    });
  });

  it("validates the input", async () => {
    const answer = await call(manager(), ops.create, {
      input: setInput({ name: " ", dataPackages: ["everything"] }),
    });
    expect(answer.__typename).toBe("ValidationError");
    expect(answer.fieldErrors.map((e: Any) => e.path).sort()).toEqual(["dataPackages.0", "name"]);
  });
});

describe("data packages", () => {
  it("unlock a company's report values once it is added to a set with the reports package", async () => {
    const company = await buildCompany(h.database.db, { creditScore: 64, fraudScore: 9 });
    const query = `query($ids: [ID!]!) { companiesByIds(ids: $ids) { metrics { creditScore fraudScore } } }`;
    const metrics = async () =>
      ((await world.client("user").gql<Any>(query, { ids: [company.id] })).data?.companiesByIds[0]
        ?.metrics ?? null) as Any;
    expect(await metrics()).toEqual({ creditScore: null, fraudScore: null });
    const set = await createSet({ name: "With reports", companyLimit: null });
    await call(manager(), ops.add, { id: set.id, companyIds: [company.id] });
    expect(await metrics()).toEqual({ creditScore: 64, fraudScore: 9 });
  });
});

describe("who sees and administers sets", () => {
  it("shows the own organisation's sets to every member, another's only to a provider manager", async () => {
    await createSet({ name: "Visible to the customer" });
    const own = await call(world.client("user"), ops.list);
    expect(own.map((s: Any) => s.name)).toContain("Visible to the customer");
    const named = await call(manager(), ops.list, { organizationId: world.customer.id });
    expect(named.map((s: Any) => s.name)).toContain("Visible to the customer");
    const snooping = await call(world.client("other_org_admin"), ops.list, {
      organizationId: world.customer.id,
    });
    expect(snooping.__typename).toBe("FORBIDDEN");
    const theirOwn = await call(world.client("other_org_admin"), ops.list);
    expect(theirOwn).toEqual([]);
  });

  it.each(["organization_admin", "user", "tierwise_for_teams_admin", "other_org_admin"] as const)(
    "refuses %s administering sets",
    async (actor) => {
      const set = await createSet({ name: `Not for ${actor}` });
      const client = world.client(actor);
      expect((await call(client, ops.create, { input: setInput() })).__typename).toBe("FORBIDDEN");
      const update = await call(client, ops.update, { id: set.id, input: setInput() });
      expect(update.__typename).toBe("FORBIDDEN");
      const add = await call(client, ops.add, { id: set.id, companyIds: [companyIds[0]] });
      expect(add.__typename).toBe("FORBIDDEN");
    },
  );

  it("does not move a set to another organisation on update", async () => {
    const set = await createSet({ name: "Stays put" });
    const answer = await call(manager(), ops.update, {
      id: set.id,
      input: setInput({ organizationId: world.other.id }),
    });
    expect(answer.__typename).toBe("NotFoundError");
  });
});
