import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildOrganization, buildUser } from "../../test/factories.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { createSnackbarUndo } from "./snackbar-undo.service.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const query = `{ snackbarUndos { items { id type payload createdAt } } }`;
type Answer = { snackbarUndos: { items: { id: string; type: string; payload: unknown }[] } };

describe("snackbarUndos", () => {
  it("lists the viewer's offers in the current organisation, newest first, at most 20", async () => {
    const organization = await buildOrganization(h.database.db);
    const other = await buildOrganization(h.database.db);
    const user = await buildUser(h.database.db, h.config, {
      memberships: [{ organizationId: organization.id, role: "user" }],
    });
    const colleague = await buildUser(h.database.db, h.config, {
      memberships: [{ organizationId: organization.id, role: "user" }],
    });
    for (let i = 0; i < 22; i++) {
      await createSnackbarUndo(h.database.db, {
        userId: user.id,
        organizationId: organization.id,
        type: "archive_alert",
        payload: { alertId: `a${i}` },
      });
    }
    await createSnackbarUndo(h.database.db, {
      userId: colleague.id,
      organizationId: organization.id,
      type: "undo_move",
      payload: {},
    });
    await createSnackbarUndo(h.database.db, {
      userId: user.id,
      organizationId: other.id,
      type: "undo_move",
      payload: {},
    });
    const client = await h.signIn(user.email, user.password);
    const answer = await client.gql<Answer>(query);
    const items = answer.data?.snackbarUndos.items ?? [];
    expect(items).toHaveLength(20);
    expect(items[0]?.payload).toEqual({ alertId: "a21" });
    expect(items.every((item) => item.type === "archive_alert")).toBe(true);
  });

  it("is empty before an organisation is chosen", async () => {
    const user = await buildUser(h.database.db, h.config);
    const client = await h.signIn(user.email, user.password);
    expect((await client.gql<Answer>(query)).data?.snackbarUndos.items).toEqual([]);
  });

  it("is UNAUTHENTICATED when signed out", async () => {
    const answer = await h.client().gql(query);
    expect(answer.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});
