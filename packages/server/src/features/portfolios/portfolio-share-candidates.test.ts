import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberships, teams } from "../../db/membership.table.ts";
import { outcome } from "../../test/admin-test-support.ts";
import { buildUser } from "../../test/factories.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { buildPortfolioOrganization, buildTeam, call } from "../../test/portfolio-operations.ts";

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
type Any = any;

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const candidates = `query($query: String, $first: Int) {
  portfolioShareCandidates(query: $query, first: $first) { actorType actorId name email } }`;

describe("portfolio share candidates", () => {
  it("lets a plain member find the organisation's active teams and members, and nobody else", async () => {
    const { organization, member } = await buildPortfolioOrganization(h);
    const plain = await member();
    const db = h.database.db;
    const named = (firstName: string, lastName: string, active = true) =>
      buildUser(db, h.config, {
        email: `${firstName.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@example.test`,
        memberships: [{ organizationId: organization.id, role: "user", active }],
        overrides: { firstName, lastName },
      });
    const ada = await named("Ada", "Lovelace");
    await named("Adam", "Gone", false);
    const invited = await named("Adele", "Invited");
    await db
      .update(memberships)
      .set({ acceptedAt: null })
      .where(
        and(eq(memberships.userId, invited.id), eq(memberships.organizationId, organization.id)),
      );
    const elsewhere = await buildPortfolioOrganization(h);
    await buildUser(db, h.config, {
      memberships: [{ organizationId: elsewhere.organization.id, role: "user" }],
      overrides: { firstName: "Adalbert", lastName: "Other" },
    });
    await buildTeam(db, elsewhere.organization.id, []);
    const team = await buildTeam(db, organization.id, []);
    await db.update(teams).set({ name: "Adaptive buyers" }).where(eq(teams.id, team.id));
    const closed = await buildTeam(db, organization.id, []);
    await db
      .update(teams)
      .set({ name: "Adamant (closed)", active: false })
      .where(eq(teams.id, closed.id));

    const found = await call(plain.client, candidates, { query: "ada" });
    expect(found).toEqual([
      { actorType: "team", actorId: team.id, name: "Adaptive buyers", email: null },
      { actorType: "user", actorId: ada.id, name: "Ada Lovelace", email: ada.email },
    ]);
    // A full name and an e-mail address find the person too.
    expect(ids(await call(plain.client, candidates, { query: "ada lovelace" }))).toEqual([ada.id]);
    expect(ids(await call(plain.client, candidates, { query: ada.email }))).toEqual([ada.id]);
    // No text: everyone, at most `first`, teams keeping their place.
    const all = await call(plain.client, candidates, {});
    expect(all.map((c: Any) => c.actorType)).toEqual(["team", "user", "user"]);
    expect(await call(plain.client, candidates, { first: 1 })).toHaveLength(1);
    expect(await call(plain.client, candidates, { first: 0 })).toEqual([]);
  });

  it("needs sign-in and an organisation", async () => {
    const homeless = await buildUser(h.database.db, h.config);
    const noOrganisation = await h.signIn(homeless.email, homeless.password);
    expect(outcome(await h.client().gql(candidates, {}))).toBe("UNAUTHENTICATED");
    expect(outcome(await noOrganisation.gql(candidates, {}))).toBe("FORBIDDEN");
  });
});

const ids = (list: { actorId: string }[]) => list.map((c) => c.actorId);
