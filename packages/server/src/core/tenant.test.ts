import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { teams } from "../db/membership.table.ts";
import { tags } from "../features/tags/tag.table.ts";
import { openTestDatabase, type TestDatabase } from "../test/database.ts";
import { buildOrganization } from "../test/factories.ts";
import { acrossOrganizations, ofOrganization, ownedBy, tenantData } from "./tenant.ts";

/** Runs on PGlite and, in the server-postgres project, on PostgreSQL. */
let database: TestDatabase;
let mine: { organizationId: string };
let theirs: { organizationId: string };
let theirTagId: string;

beforeAll(async () => {
  database = await openTestDatabase();
  mine = { organizationId: (await buildOrganization(database.db)).id };
  theirs = { organizationId: (await buildOrganization(database.db)).id };
  const [tag] = await database.db
    .insert(tags)
    .values({ organizationId: theirs.organizationId, value: "Their secret" })
    .returning();
  theirTagId = String(tag?.id);
});
afterAll(() => database.close());

describe("tenant-scoped data", () => {
  it("sets the actor's organisation on every insert, whatever the caller passes", async () => {
    const data = tenantData(database.db, mine);
    const smuggled = { value: "Mine", organizationId: theirs.organizationId } as never;
    const row = await data.insert(tags, smuggled);
    expect(row.organizationId).toBe(mine.organizationId);
  });

  it("cannot read another organisation's row, even by its id", async () => {
    const data = tenantData(database.db, mine);
    expect(await data.first(tags, eq(tags.id, theirTagId))).toBeNull();
    expect((await data.select(tags)).map((tag) => tag.value)).toEqual(["Mine"]);
    expect(await data.count(tags)).toBe(1);
    const joined = await database.db
      .select({ id: tags.id })
      .from(tags)
      .where(ownedBy(mine, tags, eq(tags.id, theirTagId)));
    expect(joined).toEqual([]);
  });

  it("cannot update, move or delete another organisation's row", async () => {
    const data = tenantData(database.db, mine);
    expect(await data.update(tags, { value: "Taken over" }, eq(tags.id, theirTagId))).toEqual([]);
    const moved = await data.update(tags, { organizationId: mine.organizationId } as never);
    expect(moved.every((tag) => tag.organizationId === mine.organizationId)).toBe(true);
    expect(await data.delete(tags, eq(tags.id, theirTagId))).toEqual([]);
    const [still] = await database.db.select().from(tags).where(eq(tags.id, theirTagId));
    expect(still).toMatchObject({ value: "Their secret", organizationId: theirs.organizationId });
  });

  it("reads another organisation only when asked for by name", async () => {
    const across = acrossOrganizations(database.db, theirs.organizationId);
    expect((await across.first(tags, eq(tags.id, theirTagId)))?.value).toBe("Their secret");
    const named = await database.db
      .select({ id: tags.id })
      .from(tags)
      .where(ofOrganization(theirs.organizationId, tags));
    expect(named).toEqual([{ id: theirTagId }]);
  });

  it("works for every organisation-owned table the same way", async () => {
    await database.db
      .insert(teams)
      .values({ organizationId: theirs.organizationId, name: "Theirs" });
    expect(await tenantData(database.db, mine).select(teams)).toEqual([]);
  });
});
