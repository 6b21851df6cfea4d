import type { RoleKey } from "@tierwise/common/roles";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/audit-log.table.ts";
import {
  type ResultShape,
  settingsQuery,
  updateSettingsMutation,
} from "../../test/auth-operations.ts";
import { buildOrganization, buildUser } from "../../test/factories.ts";
import { createHarness, type Harness, type TestClient } from "../../test/harness.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function member(role: RoleKey = "user", organizationId?: string) {
  const organization = organizationId ?? (await buildOrganization(h.database.db)).id;
  const user = await buildUser(h.database.db, h.config, {
    memberships: [{ organizationId: organization, role }],
  });
  return { organizationId: organization, client: await h.signIn(user.email, user.password) };
}

async function read(client: TestClient, scope: string, path?: string) {
  const answer = await client.gql<{ settings: unknown }>(settingsQuery, { scope, path });
  return { value: answer.data?.settings, errors: answer.errors };
}

async function update(client: TestClient, scope: string, data: unknown) {
  const answer = await client.gql<{ updateSettings: ResultShape }>(updateSettingsMutation, {
    input: { scope, data },
  });
  return { result: answer.data?.updateSettings as ResultShape, errors: answer.errors };
}

describe("user settings", () => {
  it("merges updates into the document and reads values by path", async () => {
    const { client } = await member();
    expect((await read(client, "USER")).value).toEqual({});
    await update(client, "USER", { riskHub: { selectedConfig: "a" }, columns: ["name", "tier"] });
    const { result } = await update(client, "USER", {
      riskHub: { expanded: true },
      columns: ["name"],
      activityWallOpen: true,
    });
    expect(result).toEqual({
      __typename: "UpdateSettingsSuccess",
      data: {
        riskHub: { selectedConfig: "a", expanded: true },
        columns: ["name"],
        activityWallOpen: true,
      },
    });
    expect((await read(client, "USER", "riskHub.selectedConfig")).value).toBe("a");
    expect((await read(client, "USER", "columns.0")).value).toBe("name");
    expect((await read(client, "USER", "riskHub.missing")).value).toBeNull();
    await update(client, "USER", { riskHub: { selectedConfig: null }, activityWallOpen: null });
    expect((await read(client, "USER")).value).toEqual({
      riskHub: { expanded: true },
      columns: ["name"],
    });
  });

  it("keeps each user's document to themselves", async () => {
    const a = await member();
    const b = await member("user", a.organizationId);
    await update(a.client, "USER", { secretish: 1 });
    expect((await read(b.client, "USER")).value).toEqual({});
  });

  it("refuses non-objects and documents over 64 KB", async () => {
    const { client } = await member();
    for (const data of [[1, 2], "text", 3]) {
      expect((await update(client, "USER", data)).result).toMatchObject({
        __typename: "ValidationError",
        fieldErrors: [{ path: "data", message: "Settings data must be a JSON object." }],
      });
    }
    const big = { blob: "x".repeat(64 * 1024) };
    expect((await update(client, "USER", big)).result).toMatchObject({
      __typename: "ValidationError",
      fieldErrors: [{ path: "data", message: "Settings data must be 64 KB or less." }],
    });
    // Each half fits; together they would not.
    await update(client, "USER", { a: "y".repeat(40 * 1024) });
    expect((await update(client, "USER", { b: "z".repeat(40 * 1024) })).result.__typename).toBe(
      "ValidationError",
    );
    expect(Object.keys((await read(client, "USER")).value as object)).toEqual(["a"]);
  });

  it("is UNAUTHENTICATED when signed out", async () => {
    expect((await read(h.client(), "USER")).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const { errors } = await update(h.client(), "USER", {});
    expect(errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("organisation settings", () => {
  it("are read by members and changed by administrators only", async () => {
    const admin = await member("organization_admin");
    const plain = await member("user", admin.organizationId);
    expect(
      (await update(admin.client, "ORGANIZATION", { dashboards: { pinned: ["d1"] } })).result,
    ).toEqual({
      __typename: "UpdateSettingsSuccess",
      data: { dashboards: { pinned: ["d1"] } },
    });
    expect((await read(plain.client, "ORGANIZATION", "dashboards.pinned")).value).toEqual(["d1"]);
    expect((await update(plain.client, "ORGANIZATION", { dashboards: null })).result).toEqual({
      __typename: "ForbiddenError",
      message: "Only administrators can change the organisation's settings.",
    });
  });

  it("are recorded in the audit log with before and after", async () => {
    const admin = await member("organization_admin");
    await update(admin.client, "ORGANIZATION", { homepage: { layout: "wide" } });
    await update(admin.client, "ORGANIZATION", { homepage: { layout: "narrow" } });
    const rows = await h.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.organizationId, admin.organizationId))
      .orderBy(desc(auditLog.createdAt));
    const changes = rows.filter((r) => r.action === "organization.settings_updated");
    expect(changes).toHaveLength(2);
    expect(changes.map((c) => c.after)).toContainEqual({ homepage: { layout: "narrow" } });
    expect(changes.map((c) => c.before)).toContainEqual({ homepage: { layout: "wide" } });
  });

  it("belong to one organisation: another organisation's members see their own", async () => {
    const admin = await member("organization_admin");
    await update(admin.client, "ORGANIZATION", { theme: "dark" });
    const outsider = await member("organization_admin");
    expect((await read(outsider.client, "ORGANIZATION")).value).toEqual({});
  });

  it("need a chosen organisation", async () => {
    const user = await buildUser(h.database.db, h.config);
    const client = await h.signIn(user.email, user.password);
    expect((await read(client, "ORGANIZATION")).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});
