import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { portfolioAccess } from "../../features/portfolios/portfolio.table.ts";
import { type Any, addComment, operations } from "../../test/comment-operations.ts";
import {
  buildCommentsWorld,
  buildPortfolio,
  createFilesHarness,
  doc,
} from "../../test/comments-support.ts";
import { buildUser } from "../../test/factories.ts";
import type { TestClient } from "../../test/harness.ts";

let h: Awaited<ReturnType<typeof createFilesHarness>>;
let world: Awaited<ReturnType<typeof buildCommentsWorld>>;
beforeAll(async () => {
  h = await createFilesHarness();
  world = await buildCommentsWorld(h);
});
afterAll(() => h.close());

const listQuery = `query($first: Int, $after: String, $unreadOnly: Boolean) {
  notifications(first: $first, after: $after, unreadOnly: $unreadOnly) {
    itemsCount pageInfo { hasNextPage endCursor }
    items { id kind read readAt createdAt title excerpt link } } }`;
const countQuery = "{ unreadNotificationCount }";
const markRead = `mutation($ids: [ID!]!) { markNotificationsRead(ids: $ids) {
  __typename ... on Error { message } ... on MarkNotificationsReadSuccess { unreadCount } } }`;
const markAll = `mutation { markAllNotificationsRead {
  __typename ... on MarkNotificationsReadSuccess { unreadCount } } }`;

/** A fresh member of Acme, so each test counts its own notifications. */
async function reader(firstName = "Rae") {
  const user = await buildUser(h.database.db, h.config, {
    memberships: [{ organizationId: world.acme.id, role: "user" }],
    overrides: { firstName, lastName: "Reader" },
  });
  return { id: user.id, client: await h.signIn(user.email, user.password) };
}

async function list(client: TestClient, variables: Record<string, unknown> = {}) {
  const answer = await client.gql<Any>(listQuery, variables);
  expect(answer.errors).toBeUndefined();
  return answer.data.notifications;
}
async function unread(client: TestClient) {
  const answer = await client.gql<Any>(countQuery);
  expect(answer.errors).toBeUndefined();
  return answer.data.unreadNotificationCount as number;
}

async function mentionIn(target: object, text: string, userId: string, extra: object = {}) {
  const added = await addComment(world.people.author.client, {
    target,
    comment: doc(text, { type: "user-mention", id: userId, name: "Rae" }),
    ...extra,
  });
  expect(added.__typename).toBe("AddCommentSuccess");
  return added.comment.id as string;
}

describe("in-app notifications", () => {
  it("refuses people who are not signed in", async () => {
    const anonymous = h.client();
    for (const [query, variables] of [
      [listQuery, {}],
      [countQuery, {}],
      [markRead, { ids: [crypto.randomUUID()] }],
      [markAll, {}],
    ] as const) {
      const answer = await anonymous.gql<Any>(query, variables);
      expect(answer.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    }
  });

  it("lists the reader's mentions newest first, with a link to the highlighted note", async () => {
    const rae = await reader();
    const { company } = world;
    const first = await mentionIn({ companyId: company.id }, "Older note", rae.id);
    const second = await mentionIn({ companyId: company.id }, "Newer note", rae.id);
    const reply = await mentionIn({ companyId: company.id }, "A reply", rae.id, {
      parentId: first,
    });
    const all = await list(rae.client);
    expect(all.itemsCount).toBe(3);
    expect(all.items.map((n: Any) => n.excerpt)).toEqual([
      "A reply@Rae",
      "Newer note@Rae",
      "Older note@Rae",
    ]);
    expect(all.items[1]).toMatchObject({
      id: expect.any(String),
      kind: "mention",
      read: false,
      readAt: null,
      title: expect.stringMatching(/^Ada .* mentioned you in a note$/),
      link: `/company/${company.slug}?extension=open&tab=note&highlighted=${second}`,
    });
    expect(all.items[0].title).toMatch(/mentioned you in a reply$/);
    expect(all.items[0].link).toBe(
      `/company/${company.slug}?extension=open&tab=note&parentThread=${first}&highlighted=${reply}`,
    );
    // Paging: one at a time, newest first.
    const page1 = await list(rae.client, { first: 1 });
    const page2 = await list(rae.client, { first: 1, after: page1.pageInfo.endCursor });
    expect([page1.items[0].excerpt, page2.items[0].excerpt]).toEqual([
      "A reply@Rae",
      "Newer note@Rae",
    ]);
    expect(page2.pageInfo.hasNextPage).toBe(true);
    expect(await unread(rae.client)).toBe(3);
  });

  it("never shows someone else's notifications, nor another organisation's, and cannot mark them", async () => {
    const rae = await reader();
    const other = await reader("Otis");
    await mentionIn({ companyId: world.company.id }, "Only for Rae", rae.id);
    const [mine] = (await list(rae.client)).items;
    for (const client of [other.client, world.people.outsider.client]) {
      expect((await list(client)).items.map((n: Any) => n.id)).not.toContain(mine.id);
      const marked = await client.gql<Any>(markRead, { ids: [mine.id] });
      expect(marked.data.markNotificationsRead.__typename).toBe("MarkNotificationsReadSuccess");
      await client.gql<Any>(markAll);
    }
    expect(await unread(other.client)).toBe(0);
    expect(await unread(rae.client)).toBe(1);
    expect((await list(rae.client)).items[0].read).toBe(false);
  });

  it("marks chosen notifications read, lists unread only, and marks all read", async () => {
    const rae = await reader();
    for (const text of ["one", "two", "three"])
      await mentionIn({ companyId: world.company.id }, text, rae.id);
    const [three, two] = (await list(rae.client)).items;
    const answer = await rae.client.gql<Any>(markRead, { ids: [three.id, "not-an-id"] });
    expect(answer.data.markNotificationsRead).toEqual({
      __typename: "MarkNotificationsReadSuccess",
      unreadCount: 2,
    });
    expect(await unread(rae.client)).toBe(2);
    const unreadOnly = await list(rae.client, { unreadOnly: true });
    expect(unreadOnly.itemsCount).toBe(2);
    expect(unreadOnly.items.map((n: Any) => n.id)).toEqual([two.id, expect.any(String)]);
    const all = await list(rae.client);
    expect(all.items[0]).toMatchObject({ id: three.id, read: true, readAt: expect.any(String) });
    const empty = await rae.client.gql<Any>(markRead, { ids: [] });
    expect(empty.data.markNotificationsRead.__typename).toBe("ValidationError");
    const everything = await rae.client.gql<Any>(markAll);
    expect(everything.data.markAllNotificationsRead.unreadCount).toBe(0);
    expect(await unread(rae.client)).toBe(0);
    expect((await list(rae.client, { unreadOnly: true })).items).toEqual([]);
  });

  it("drops notifications about comments the reader can no longer see", async () => {
    const rae = await reader();
    const { company, acme, people } = world;
    const deleted = await mentionIn({ companyId: company.id }, "Soon deleted", rae.id);
    const privatised = await mentionIn({ companyId: company.id }, "Soon private", rae.id);
    const portfolio = await buildPortfolio(h, acme.id, [people.author.id, rae.id]);
    await mentionIn({ portfolioId: portfolio.id }, "On a portfolio", rae.id);
    await mentionIn({ companyId: company.id }, "Still visible", rae.id);
    expect(await unread(rae.client)).toBe(4);

    const removed = await people.author.client.gql<Any>(operations.remove, { id: deleted });
    expect(removed.data.deleteComment.__typename).toBe("DeleteCommentSuccess");
    const updated = await people.author.client.gql<Any>(operations.update, {
      id: privatised,
      comment: doc("Soon private, now for Rita only"),
      permission: { type: "private", recipients: [{ type: "User", id: people.recipient.id }] },
    });
    expect(updated.data.updateComment.__typename).toBe("CommentChangeSuccess");
    await h.database.db.delete(portfolioAccess).where(eq(portfolioAccess.actorId, rae.id));

    const left = await list(rae.client);
    expect(left.items.map((n: Any) => n.excerpt)).toEqual(["Still visible@Rae"]);
    expect(left.itemsCount).toBe(1);
    expect(await unread(rae.client)).toBe(1);
  });
});
