import { randomUUID } from "node:crypto";
import type { RoleKey } from "@tierwise/common/roles";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/audit-log.table.ts";
import { buildOrganization, buildUser } from "../../test/factories.ts";
import { createHarness, type Harness, type TestClient } from "../../test/harness.ts";
import { buildTeam } from "../../test/portfolio-operations.ts";
import { ask, createDashboard, dashboardOps, must } from "./dashboards-test-support.ts";

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
type Any = any;

let h: Harness;
let organizationId: string;
const people = {} as Record<
  "owner" | "teamMember" | "member" | "admin" | "outsider" | "provider",
  { id: string; client: TestClient }
>;

async function person(orgId: string, role: RoleKey) {
  const user = await buildUser(h.database.db, h.config, {
    memberships: [{ organizationId: orgId, role }],
  });
  return { id: user.id, client: await h.signIn(user.email, user.password) };
}

beforeAll(async () => {
  h = await createHarness();
  const db = h.database.db;
  organizationId = (await buildOrganization(db)).id;
  const other = await buildOrganization(db);
  const provider = await buildOrganization(db, { type: "provider" });
  people.owner = await person(organizationId, "user");
  people.teamMember = await person(organizationId, "user");
  people.member = await person(organizationId, "user");
  people.admin = await person(organizationId, "organization_admin");
  people.outsider = await person(other.id, "organization_admin");
  people.provider = await person(provider.id, "tierwise_admin");
}, 60_000);
afterAll(() => h?.close());

/** A fresh dashboard of the owner's, shared for writing with a team holding teamMember. */
async function sharedDashboard() {
  const dashboard = await createDashboard(people.owner.client, `Board ${randomUUID().slice(0, 6)}`);
  const team = await buildTeam(h.database.db, organizationId, [people.teamMember.id]);
  await must(people.owner.client, dashboardOps.share, {
    input: {
      id: dashboard.id,
      entries: [
        { actorType: "user", actorId: people.owner.id },
        { actorType: "team", actorId: team.id },
      ],
    },
  });
  return must(people.owner.client, dashboardOps.bySlug, { slug: dashboard.slug });
}

type Mutation = (dashboard: Any) => [string, Record<string, unknown>];
const writes: Record<string, Mutation> = {
  updateDashboard: (d) => [
    dashboardOps.update,
    { input: { id: d.id, version: d.version, name: "Renamed" } },
  ],
  setDashboardAccess: (d) => [dashboardOps.share, { input: { id: d.id, entries: [] } }],
  deleteDashboard: (d) => [dashboardOps.remove, { id: d.id }],
};
/** Who may write: the owner, a writing team's member, an organisation admin, a provider admin. */
const expected = {
  owner: null,
  teamMember: null,
  admin: null,
  provider: null,
  member: "FORBIDDEN",
  outsider: "NOT_FOUND",
} as const;

describe("dashboard aclWrite", () => {
  for (const [mutation, variablesFor] of Object.entries(writes)) {
    for (const [who, code] of Object.entries(expected)) {
      it(`${mutation}: ${who} → ${code ?? "allowed"}`, async () => {
        const dashboard = await sharedDashboard();
        const [query, variables] = variablesFor(dashboard);
        const answer = await ask(people[who as keyof typeof people].client, query, variables);
        expect(answer.code).toBe(code);
      });
    }
  }

  it("tells every member whether they may write, and reads alike for all of the organisation", async () => {
    const dashboard = await sharedDashboard();
    const canWrite = async (who: keyof typeof people) =>
      (await must(people[who].client, dashboardOps.bySlug, { slug: dashboard.slug }))?.canWrite;
    expect(await canWrite("owner")).toBe(true);
    expect(await canWrite("teamMember")).toBe(true);
    expect(await canWrite("admin")).toBe(true);
    expect(await canWrite("member")).toBe(false);
    expect(dashboard.aclWrite.map((e: Any) => e.actorType).sort()).toEqual(["team", "user"]);
  });

  it("lets any member duplicate (becoming its writer), but not another organisation", async () => {
    const dashboard = await sharedDashboard();
    const copy = await must(people.member.client, dashboardOps.duplicate, {
      input: { id: dashboard.id, name: "Mine now" },
    });
    expect(copy).toMatchObject({ name: "Mine now", slug: "mine-now", canWrite: true, version: 1 });
    expect(copy.aclWrite).toEqual([
      expect.objectContaining({ actorType: "user", actorId: people.member.id }),
    ]);
    const outsider = await ask(people.outsider.client, dashboardOps.duplicate, {
      input: { id: dashboard.id, name: "Theirs" },
    });
    const unknown = await ask(people.outsider.client, dashboardOps.duplicate, {
      input: { id: randomUUID(), name: "Theirs" },
    });
    expect(outsider).toEqual(unknown);
    expect(outsider.code).toBe("NOT_FOUND");
  });

  it("undoes a delete for the one who deleted it only", async () => {
    const dashboard = await sharedDashboard();
    const { undoToken } = await must(people.owner.client, dashboardOps.remove, {
      id: dashboard.id,
    });
    expect(
      await must(people.member.client, dashboardOps.bySlug, { slug: dashboard.slug }),
    ).toBeNull();
    for (const who of ["member", "admin", "outsider", "provider"] as const) {
      expect((await ask(people[who].client, dashboardOps.undo, { undoToken })).code).toBe(
        "NOT_FOUND",
      );
    }
    const restored = await must(people.owner.client, dashboardOps.undo, { undoToken });
    expect(restored).toMatchObject({
      id: dashboard.id,
      slug: dashboard.slug,
      name: dashboard.name,
    });
    expect((await ask(people.owner.client, dashboardOps.undo, { undoToken })).code).toBe(
      "NOT_FOUND",
    );
  });

  it("answers another organisation's dashboard exactly as one that does not exist", async () => {
    const dashboard = await sharedDashboard();
    const outsider = people.outsider.client;
    expect(await must(outsider, dashboardOps.bySlug, { slug: dashboard.slug })).toBeNull();
    for (const [query, variables] of Object.values(writes).map((m) => m(dashboard))) {
      const hidden = await ask(outsider, query, variables);
      const unknownVariables = JSON.parse(
        JSON.stringify(variables).replaceAll(dashboard.id, randomUUID()),
      );
      expect(hidden).toEqual(await ask(outsider, query, unknownVariables));
    }
    const data = { dashboardId: dashboard.id, widgetIds: [] };
    expect(await ask(outsider, dashboardOps.data, data)).toEqual(
      await ask(outsider, dashboardOps.data, { ...data, dashboardId: randomUUID() }),
    );
  });

  it("lets organisation and provider administrators set the allowed hosts, nobody else", async () => {
    const input = (hosts: string[]) => ({ input: { organizationId, hosts } });
    for (const who of ["owner", "member", "outsider"] as const) {
      const answer = await ask(people[who].client, dashboardOps.hosts, input(["https://a.test"]));
      expect(answer.code).toBe("FORBIDDEN");
    }
    const byAdmin = await must(people.admin.client, dashboardOps.hosts, input(["https://a.test/"]));
    expect(byAdmin.allowedDashboardBundleHosts).toEqual(["https://a.test"]);
    const byProvider = await must(people.provider.client, dashboardOps.hosts, input([]));
    expect(byProvider.allowedDashboardBundleHosts).toEqual([]);
  });

  it("audits every change by name, never by content", async () => {
    const dashboard = await sharedDashboard();
    await must(people.owner.client, dashboardOps.update, {
      input: { id: dashboard.id, version: dashboard.version, name: "Audited" },
    });
    const entries = (await h.database.db.select().from(auditLog)).filter(
      (entry) => entry.targetId === dashboard.id,
    );
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      "dashboard.accessChanged",
      "dashboard.created",
      "dashboard.updated",
    ]);
    const updated = entries.find((entry) => entry.action === "dashboard.updated");
    expect(updated?.after).toEqual({ name: "Audited", version: dashboard.version + 1 });
    expect(updated?.organizationId).toBe(organizationId);
  });
});
