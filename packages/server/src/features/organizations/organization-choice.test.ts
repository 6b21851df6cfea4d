import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberships } from "../../db/membership.table.ts";
import { organizations } from "../../db/organization.table.ts";
import {
  type ResultShape,
  sessionQuery,
  setCurrentOrganizationMutation,
} from "../../test/auth-operations.ts";
import { buildOrganization, buildUser } from "../../test/factories.ts";
import { createHarness, type Harness, type TestClient } from "../../test/harness.ts";
import { sessions } from "../auth/session.table.ts";
import { hashToken } from "../auth/session-token.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function memberOfTwo() {
  const first = await buildOrganization(h.database.db, { name: "Alpha Manufacturing" });
  const second = await buildOrganization(h.database.db, {
    name: "Beta Logistics",
    settings: { jobTitles: ["Buyer"], businessUnits: ["Logistics", "Finance"] },
  });
  const user = await buildUser(h.database.db, h.config, {
    memberships: [
      { organizationId: first.id, role: "user" },
      { organizationId: second.id, role: "organization_admin" },
    ],
  });
  return { first, second, user, client: await h.signIn(user.email, user.password) };
}

async function choose(client: TestClient, organizationId: string) {
  const answer = await client.gql<{ setCurrentOrganization: ResultShape }>(
    setCurrentOrganizationMutation,
    { input: { organizationId } },
  );
  return { result: answer.data?.setCurrentOrganization as ResultShape, errors: answer.errors };
}

describe("myOrganizations", () => {
  it("lists active memberships in active organisations, by name", async () => {
    const { first, second, user, client } = await memberOfTwo();
    const gone = await buildOrganization(h.database.db, { active: false });
    const left = await buildOrganization(h.database.db);
    await h.database.db.insert(memberships).values([
      { userId: user.id, organizationId: gone.id, role: "user" },
      { userId: user.id, organizationId: left.id, role: "user", active: false },
    ]);
    const answer = await client.gql<{ myOrganizations: { id: string; name: string }[] }>(
      `{ myOrganizations { id name totpRequired featureFlags } }`,
    );
    expect(answer.data?.myOrganizations.map((o) => o.id)).toEqual([first.id, second.id]);
  });

  it("is UNAUTHENTICATED when signed out", async () => {
    const answer = await h.client().gql(`{ myOrganizations { id } }`);
    expect(answer.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("setCurrentOrganization", () => {
  it("switches the session's organisation and role", async () => {
    const { first, second, client } = await memberOfTwo();
    const chosen = await choose(client, second.id);
    expect(chosen.result).toMatchObject({
      __typename: "SetCurrentOrganizationSuccess",
      session: { organization: { id: second.id }, roles: ["organization_admin"], stage: "ACTIVE" },
    });
    const [row] = await h.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(client.cookie as string)));
    expect(row?.organizationId).toBe(second.id);
    await choose(client, first.id);
    const session = await client.gql<{ session: ResultShape["session"] }>(sessionQuery);
    expect(session.data?.session).toMatchObject({
      organization: { id: first.id },
      roles: ["user"],
    });
  });

  it("answers not found for another organisation, a left one and a malformed id", async () => {
    const { user, client } = await memberOfTwo();
    const other = await buildOrganization(h.database.db);
    const left = await buildOrganization(h.database.db);
    await h.database.db
      .insert(memberships)
      .values({ userId: user.id, organizationId: left.id, role: "user", active: false });
    const deactivated = await buildOrganization(h.database.db);
    await h.database.db
      .insert(memberships)
      .values({ userId: user.id, organizationId: deactivated.id, role: "user" });
    await h.database.db
      .update(organizations)
      .set({ active: false })
      .where(eq(organizations.id, deactivated.id));
    for (const id of [other.id, left.id, deactivated.id, "not-a-uuid"]) {
      const { result } = await choose(client, id);
      expect(result).toEqual({ __typename: "NotFoundError", message: "Organisation not found." });
    }
  });

  it("puts the session into TOTP setup when the new organisation requires it", async () => {
    const { user, client } = await memberOfTwo();
    const strict = await buildOrganization(h.database.db, {
      settings: { featureFlags: { totpMFAEnabled: true } },
    });
    await h.database.db
      .insert(memberships)
      .values({ userId: user.id, organizationId: strict.id, role: "user" });
    const { result } = await choose(client, strict.id);
    expect(result.session).toMatchObject({ authenticated: false, stage: "TOTP_SETUP" });
    const me = await client.gql(`{ me { id } }`);
    expect(me.data).toEqual({ me: null });
  });

  it("is UNAUTHENTICATED when signed out", async () => {
    const { errors } = await choose(h.client(), "00000000-0000-0000-0000-000000000000");
    expect(errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("job title and business unit options", () => {
  it("lists the current organisation's values, and nothing before one is chosen", async () => {
    const { second, client } = await memberOfTwo();
    const query = `{ jobTitleOptions businessUnitOptions }`;
    expect((await client.gql(query)).data).toEqual({
      jobTitleOptions: [],
      businessUnitOptions: [],
    });
    await choose(client, second.id);
    expect((await client.gql(query)).data).toEqual({
      jobTitleOptions: ["Buyer"],
      businessUnitOptions: ["Logistics", "Finance"],
    });
  });

  it("is UNAUTHENTICATED when signed out", async () => {
    const answer = await h.client().gql(`{ jobTitleOptions }`);
    expect(answer.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});
