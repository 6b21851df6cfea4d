import { booleanFeatureFlags } from "@tierwise/common/feature-flags";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { teamMemberships, teams } from "../../db/membership.table.ts";
import { organizations } from "../../db/organization.table.ts";
import { users } from "../../db/user.table.ts";
import {
  logoutMutation,
  type ResultShape,
  refreshSessionMutation,
  sessionQuery,
} from "../../test/auth-operations.ts";
import { buildOrganization, buildUser } from "../../test/factories.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { settingsDocuments } from "../settings/settings.table.ts";
import { sessions } from "./session.table.ts";
import { hashToken } from "./session-token.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function readSession(cookie: string | null) {
  const answer = await h.client(cookie).gql<{ session: ResultShape["session"] }>(sessionQuery);
  expect(answer.errors).toBeUndefined();
  return answer.data?.session;
}

async function signedInMember(settings = {}) {
  const organization = await buildOrganization(h.database.db, { settings });
  const user = await buildUser(h.database.db, h.config, {
    memberships: [{ organizationId: organization.id, role: "organization_admin" }],
  });
  const client = await h.signIn(user.email, user.password);
  return { organization, user, client };
}

describe("session query", () => {
  it("describes an anonymous visitor", async () => {
    expect(await readSession(null)).toEqual({
      id: "anonymous-user",
      key: "anonymous-user",
      authId: null,
      authenticated: false,
      stage: null,
      details: null,
      organization: null,
      organizations: [],
      roles: [],
      permissions: [],
      teams: [],
      programs: [],
      settings: {},
      internal: false,
      expiresAt: null,
      warningSeconds: h.config.SESSION_WARNING_SECONDS,
    });
  });

  it("treats a tampered or garbage cookie as anonymous, without an error", async () => {
    for (const cookie of ["garbage", "x".repeat(43), "a-b_c".repeat(200), "%00"]) {
      expect((await readSession(cookie))?.id).toBe("anonymous-user");
    }
  });

  it("describes a signed-in member: organisation, flags, role, permissions, teams, settings", async () => {
    const { organization, user, client } = await signedInMember({
      featureFlags: { nTier: true },
      internalMailDomains: ["example.test"],
      customView: { hideHome: true },
    });
    const [team] = await h.database.db
      .insert(teams)
      .values({ organizationId: organization.id, name: "Buyers" })
      .returning();
    await h.database.db
      .insert(teamMemberships)
      .values({ teamId: team?.id as string, userId: user.id });
    await h.database.db
      .insert(settingsDocuments)
      .values({ scope: "user", ownerId: user.id, data: { activityWallOpen: true } });
    const session = await readSession(client.cookie);
    expect(session).toMatchObject({
      id: user.id,
      key: user.id,
      authId: user.id,
      authenticated: true,
      stage: "ACTIVE",
      details: { email: user.email, name: `${user.firstName} ${user.lastName}` },
      organization: { id: organization.id, name: organization.name, totpRequired: false },
      roles: ["organization_admin"],
      teams: [{ id: team?.id, name: "Buyers" }],
      programs: [],
      settings: { activityWallOpen: true },
      internal: true,
    });
    expect(session.permissions).toContain("read:manage_members");
    expect(Object.keys(session.organization.featureFlags).sort()).toEqual(
      [...booleanFeatureFlags].sort(),
    );
    expect(session.organization.featureFlags.nTier).toBe(true);
    expect(session.organization.featureFlags.comments).toBe(false);
    expect(session.organization.customView).toMatchObject({ hideHome: true, hiddenLinks: [] });
    expect(new Date(session.expiresAt).getTime()).toBeGreaterThan(Date.now());
  });

  it("marks only matching addresses internal", async () => {
    const { client } = await signedInMember({ internalMailDomains: ["tierwise.test"] });
    expect((await readSession(client.cookie))?.internal).toBe(false);
  });
});

describe("session lifetime", () => {
  it("ends after the idle time", async () => {
    const { client } = await signedInMember();
    const idle = new Date(Date.now() - (h.config.SESSION_IDLE_MINUTES + 1) * 60_000);
    await h.database.db
      .update(sessions)
      .set({ lastSeenAt: idle })
      .where(eq(sessions.tokenHash, hashToken(client.cookie as string)));
    expect((await readSession(client.cookie))?.authenticated).toBe(false);
  });

  it("ends at the absolute expiry even when active", async () => {
    const { client } = await signedInMember();
    await h.database.db
      .update(sessions)
      .set({ absoluteExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(client.cookie as string)));
    expect((await readSession(client.cookie))?.authenticated).toBe(false);
  });

  it("stops working when the user is deactivated", async () => {
    const { user, client } = await signedInMember();
    await h.database.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    expect((await readSession(client.cookie))?.authenticated).toBe(false);
    const refresh = await client.gql(refreshSessionMutation);
    expect(refresh.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("stops working when the organisation is deactivated", async () => {
    const { organization, client } = await signedInMember();
    await h.database.db
      .update(organizations)
      .set({ active: false })
      .where(eq(organizations.id, organization.id));
    expect((await readSession(client.cookie))?.authenticated).toBe(false);
  });
});

describe("logout", () => {
  it("ends the session on the server, so the old cookie no longer works", async () => {
    const { client } = await signedInMember();
    const oldCookie = client.cookie;
    const answer = await client.gql<{ logout: boolean }>(logoutMutation);
    expect(answer.data?.logout).toBe(true);
    expect(client.cookie).toBeNull();
    const rows = await h.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(oldCookie as string)));
    expect(rows).toHaveLength(0);
    expect((await readSession(oldCookie))?.authenticated).toBe(false);
  });

  it("answers true when already signed out", async () => {
    expect((await h.client().gql<{ logout: boolean }>(logoutMutation)).data?.logout).toBe(true);
  });
});

describe("refreshSession", () => {
  it("extends the idle lifetime", async () => {
    const { client } = await signedInMember();
    const tokenHash = hashToken(client.cookie as string);
    const earlier = new Date(Date.now() - 30 * 60_000);
    await h.database.db
      .update(sessions)
      .set({ lastSeenAt: earlier })
      .where(eq(sessions.tokenHash, tokenHash));
    const answer = await client.gql<{ refreshSession: ResultShape["session"] }>(
      refreshSessionMutation,
    );
    expect(answer.data?.refreshSession.authenticated).toBe(true);
    const [row] = await h.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, tokenHash));
    expect(row?.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 5000);
    const expected = Date.now() + h.config.SESSION_IDLE_MINUTES * 60_000;
    expect(
      Math.abs(new Date(answer.data?.refreshSession.expiresAt).getTime() - expected),
    ).toBeLessThan(5000);
  });

  it("is UNAUTHENTICATED when signed out", async () => {
    const answer = await h.client().gql(refreshSessionMutation);
    expect(answer.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});
