import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logoutMutation, setCurrentOrganizationMutation } from "../../../test/auth-operations.ts";
import { buildOrganization, buildUser } from "../../../test/factories.ts";
import { createHarness, type Harness, type TestClient } from "../../../test/harness.ts";
import { hashToken } from "../../auth/session-token.ts";
import { companies } from "../company.table.ts";
import { compareCompetitors } from "./compare-competitors.table.ts";

// A small maximum keeps the cap cheap to reach, and proves the setting (not a constant) rules.
const maximum = 3;

let h: Harness;
let ids: string[];
let draftId: string;
beforeAll(async () => {
  h = await createHarness({ COMPARE_MAX_COMPANIES: String(maximum) });
  const rows = await h.database.db
    .insert(companies)
    .values([
      { slug: "compare-alpha", displayName: "Compare Alpha" },
      { slug: "compare-beta", displayName: "Compare Beta" },
      { slug: "compare-gamma", displayName: "Compare Gamma" },
      { slug: "compare-delta", displayName: "Compare Delta", statusCode: "closed" },
      { slug: "compare-draft", displayName: "Compare Draft", statusCode: "draft" },
    ])
    .returning({ id: companies.id });
  ids = rows.slice(0, 4).map((row) => row.id);
  draftId = rows[4]?.id as string;
});
afterAll(() => h.close());

const flagsOn = { featureFlags: { compareCompanies: true } };

async function signedInMember(flags: { featureFlags: { compareCompanies: boolean } } = flagsOn) {
  const organization = await buildOrganization(h.database.db, { settings: flags });
  const user = await buildUser(h.database.db, h.config, {
    memberships: [{ organizationId: organization.id, role: "user" }],
  });
  return { organization, user, client: await h.signIn(user.email, user.password) };
}

const settingsQuery = `{ compareSettings { maxCompanies } }`;
const storedQuery = `{ compareCompetitors { companyIds companies { id displayName } updatedAt } }`;
const setMutation = `mutation($ids: [ID!]!) {
  setCompareCompetitors(ids: $ids) {
    __typename
    ... on Error { message }
    ... on LimitReachedError { limit }
    ... on ConnectedObjectNotFoundError { type id }
    ... on CompareCompetitors { companyIds companies { displayName } }
  }
}`;

type SetResult = {
  __typename: string;
  message?: string;
  limit?: number;
  type?: string;
  id?: string;
  companyIds?: string[];
  companies?: { displayName: string }[];
};

async function store(client: TestClient, companyIds: string[]): Promise<SetResult> {
  const answer = await client.gql<{ setCompareCompetitors: SetResult }>(setMutation, {
    ids: companyIds,
  });
  expect(answer.errors).toBeUndefined();
  return answer.data?.setCompareCompetitors as SetResult;
}

async function stored(client: TestClient): Promise<string[]> {
  const answer = await client.gql<{ compareCompetitors: { companyIds: string[] } }>(storedQuery);
  expect(answer.errors).toBeUndefined();
  return answer.data?.compareCompetitors.companyIds ?? [];
}

describe("compareSettings", () => {
  it("gives the configured maximum", async () => {
    const { client } = await signedInMember();
    const answer = await client.gql<{ compareSettings: { maxCompanies: number } }>(settingsQuery);
    expect(answer.data?.compareSettings.maxCompanies).toBe(maximum);
  });
});

describe("access", () => {
  it("is UNAUTHENTICATED when signed out", async () => {
    const anonymous = h.client();
    for (const [query, variables] of [
      [settingsQuery, {}],
      [storedQuery, {}],
      [setMutation, { ids: [ids[0]] }],
    ] as const) {
      const answer = await anonymous.gql(query, variables);
      expect(answer.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    }
  });

  it("is FORBIDDEN without the compareCompanies feature", async () => {
    const { client } = await signedInMember({ featureFlags: { compareCompanies: false } });
    for (const [query, variables] of [
      [settingsQuery, {}],
      [storedQuery, {}],
      [setMutation, { ids: [ids[0]] }],
    ] as const) {
      const answer = await client.gql(query, variables);
      expect(answer.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    }
    const rows = await h.database.db.select().from(compareCompetitors);
    expect(rows.some((row) => row.companyIds.length === 1)).toBe(false);
  });
});

describe("setCompareCompetitors", () => {
  it("stores the companies in order, without duplicates, and gives them back", async () => {
    const { client } = await signedInMember();
    expect(await stored(client)).toEqual([]);
    const [a, b, c] = ids as [string, string, string];
    const result = await store(client, [c, a, c.toUpperCase(), a, b]);
    expect(result).toMatchObject({
      __typename: "CompareCompetitors",
      companyIds: [c, a, b],
      companies: [
        { displayName: "Compare Gamma" },
        { displayName: "Compare Alpha" },
        { displayName: "Compare Beta" },
      ],
    });
    expect(await stored(client)).toEqual([c, a, b]);
    const answer = await client.gql<{ compareCompetitors: { updatedAt: string | null } }>(
      storedQuery,
    );
    expect(answer.data?.compareCompetitors.updatedAt).not.toBeNull();

    // Replacing the set keeps only the new one; a closed company may be compared.
    expect((await store(client, [ids[3] as string, b])).companyIds).toEqual([ids[3], b]);
    expect(await stored(client)).toEqual([ids[3], b]);
  });

  it("refuses more companies than the configured maximum and keeps the stored set", async () => {
    const { client } = await signedInMember();
    await store(client, ids.slice(0, 2));
    const result = await store(client, ids.slice(0, 4));
    expect(result).toEqual({
      __typename: "LimitReachedError",
      limit: maximum,
      message: `You can compare at most ${maximum} companies.`,
    });
    expect(await stored(client)).toEqual(ids.slice(0, 2));
  });

  it("refuses unknown, hidden and malformed ids and keeps the stored set", async () => {
    const { client } = await signedInMember();
    await store(client, ids.slice(0, 2));
    const unknown = randomUUID();
    expect(await store(client, [ids[0] as string, unknown])).toMatchObject({
      __typename: "ConnectedObjectNotFoundError",
      type: "Company",
      id: unknown,
    });
    expect(await store(client, [draftId])).toMatchObject({
      __typename: "ConnectedObjectNotFoundError",
      id: draftId,
    });
    expect(await store(client, [ids[0] as string, "1234"])).toMatchObject({
      __typename: "InvalidIdError",
      message: '"1234" is not a company id.',
    });
    expect(await stored(client)).toEqual(ids.slice(0, 2));
  });

  it("forgets the comparison for an empty list", async () => {
    const { client } = await signedInMember();
    await store(client, ids.slice(0, 2));
    expect(await store(client, [])).toMatchObject({ companyIds: [] });
    expect(await stored(client)).toEqual([]);
    const rows = await h.database.db
      .select()
      .from(compareCompetitors)
      .where(eq(compareCompetitors.sessionTokenHash, hashToken(client.cookie as string)));
    expect(rows).toHaveLength(0);
  });

  it("drops a stored company that has been hidden since", async () => {
    const { client } = await signedInMember();
    const [hidden] = await h.database.db
      .insert(companies)
      .values({ slug: `compare-soon-hidden-${randomUUID()}`, displayName: "Compare Soon Hidden" })
      .returning({ id: companies.id });
    await store(client, [ids[0] as string, hidden?.id as string]);
    await h.database.db
      .update(companies)
      .set({ statusCode: "deleted" })
      .where(eq(companies.id, hidden?.id as string));
    expect(await stored(client)).toEqual([ids[0]]);
  });
});

describe("isolation", () => {
  it("keeps each session's competitors apart, even for the same user", async () => {
    const { user, client } = await signedInMember();
    await store(client, ids.slice(0, 2));
    const secondSession = await h.signIn(user.email, user.password);
    expect(await stored(secondSession)).toEqual([]);
    await store(secondSession, ids.slice(1, 3));
    expect(await stored(client)).toEqual(ids.slice(0, 2));
    expect(await stored(secondSession)).toEqual(ids.slice(1, 3));
  });

  it("keeps another organisation's members out, and one organisation's set out of another", async () => {
    const { client } = await signedInMember();
    await store(client, ids.slice(0, 2));
    const stranger = await signedInMember();
    expect(await stored(stranger.client)).toEqual([]);

    const first = await buildOrganization(h.database.db, { settings: flagsOn });
    const second = await buildOrganization(h.database.db, { settings: flagsOn });
    const user = await buildUser(h.database.db, h.config, {
      memberships: [
        { organizationId: first.id, role: "user" },
        { organizationId: second.id, role: "user" },
      ],
    });
    const both = await h.signIn(user.email, user.password);
    const choose = (organizationId: string) =>
      both.gql(setCurrentOrganizationMutation, { input: { organizationId } });
    await choose(first.id);
    await store(both, ids.slice(0, 2));
    await choose(second.id);
    expect(await stored(both)).toEqual([]);
    await store(both, ids.slice(2, 4));
    await choose(first.id);
    expect(await stored(both)).toEqual(ids.slice(0, 2));
  });

  it("forgets the competitors when the session ends", async () => {
    const { client } = await signedInMember();
    await store(client, ids.slice(0, 2));
    const tokenHash = hashToken(client.cookie as string);
    const where = eq(compareCompetitors.sessionTokenHash, tokenHash);
    expect(await h.database.db.select().from(compareCompetitors).where(where)).toHaveLength(1);
    await client.gql(logoutMutation);
    expect(await h.database.db.select().from(compareCompetitors).where(where)).toHaveLength(0);
  });
});
