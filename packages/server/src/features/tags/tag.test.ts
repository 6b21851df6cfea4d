import { messages } from "@tierwise/common/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/audit-log.table.ts";
import { buildWorld, errorFields } from "../../test/admin-test-support.ts";
import { createHarness, type Harness } from "../../test/harness.ts";

let h: Harness;
let world: Awaited<ReturnType<typeof buildWorld>>;
beforeAll(async () => {
  h = await createHarness();
  world = await buildWorld(h);
});
afterAll(() => h.close());

// biome-ignore lint/suspicious/noExplicitAny: test answers are checked field by field.
type Any = any;
const create = `mutation($input: TagInput!) { createTag(input: $input) { ${errorFields} ... on TagChangeSuccess { tag { id value description } } } }`;
const update = `mutation($id: ID!, $input: TagInput!) { updateTag(id: $id, input: $input) { ${errorFields} ... on TagChangeSuccess { tag { id value description } } } }`;
const remove = `mutation($id: ID!) { deleteTag(id: $id) { ${errorFields} ... on DeleteTagSuccess { id } } }`;
const list = `query($query: String, $first: Int, $after: String) { tags(query: $query, first: $first, after: $after) {
  items { id value } itemsCount pageInfo { hasNextPage endCursor } } }`;
const admin = () => world.actors.organization_admin.client;
const createTag = async (value: string, description?: string) =>
  (await admin().gql<Any>(create, { input: { value, description } })).data?.createTag;

describe("tags", () => {
  it("creates, lists with paging, updates and deletes, recording before and after", async () => {
    const a = (await createTag("Critical supplier", "Tier 1 and single source")).tag;
    await createTag("ESG");
    await createTag("Sanctions");
    const page = await world.actors.user.client.gql<Any>(list, { first: 2 });
    expect(page.data.tags).toMatchObject({ itemsCount: 3, pageInfo: { hasNextPage: true } });
    const next = await admin().gql<Any>(list, {
      first: 2,
      after: page.data.tags.pageInfo.endCursor,
    });
    expect(next.data.tags.items.map((t: { value: string }) => t.value)).toEqual(["Sanctions"]);
    expect((await admin().gql<Any>(list, { query: "esg" })).data.tags.itemsCount).toBe(1);
    const updated = (await admin().gql<Any>(update, { id: a.id, input: { value: "Key supplier" } }))
      .data.updateTag;
    expect(updated.tag).toEqual({ id: a.id, value: "Key supplier", description: null });
    const [row] = await h.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "tag.updated"));
    expect(row).toMatchObject({
      before: { value: "Critical supplier", description: "Tier 1 and single source" },
      after: { value: "Key supplier", description: null },
    });
    expect((await admin().gql<Any>(remove, { id: a.id })).data.deleteTag).toEqual({
      __typename: "DeleteTagSuccess",
      id: a.id,
    });
  });

  it("refuses duplicates ignoring case, and over-long values and descriptions", async () => {
    await createTag("Conflict minerals");
    expect((await createTag("CONFLICT MINERALS")).__typename).toBe("AlreadyExistsError");
    expect(await createTag("x".repeat(101))).toMatchObject({
      __typename: "ValidationError",
      message: messages.tooLong(100),
    });
    expect(await createTag("ok", "y".repeat(501))).toMatchObject({
      __typename: "ValidationError",
      message: messages.tooLong(500),
    });
    const other = await world.actors.other_org_admin.client.gql<Any>(create, {
      input: { value: "Conflict minerals" },
    });
    expect(other.data.createTag.__typename).toBe("TagChangeSuccess");
  });

  it("keeps organisations apart", async () => {
    const theirs = (
      await world.actors.other_org_admin.client.gql<Any>(create, { input: { value: "Private" } })
    ).data.createTag.tag;
    expect(
      (await admin().gql<Any>(update, { id: theirs.id, input: { value: "Mine" } })).data.updateTag
        .__typename,
    ).toBe("NotFoundError");
    expect((await admin().gql<Any>(remove, { id: theirs.id })).data.deleteTag.__typename).toBe(
      "NotFoundError",
    );
    const listed = await admin().gql<Any>(list, { query: "Private" });
    expect(listed.data.tags.itemsCount).toBe(0);
  });

  it("lets members read but not write, and needs sign-in", async () => {
    expect(
      (await world.actors.user.client.gql<Any>(create, { input: { value: "Nope" } })).errors?.[0]
        ?.extensions?.code,
    ).toBe("FORBIDDEN");
    expect((await h.client().gql<Any>(list, {})).errors?.[0]?.extensions?.code).toBe(
      "UNAUTHENTICATED",
    );
  });
});
