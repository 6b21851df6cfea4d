import { commentMessages } from "@tierwise/common/comments";
import { messages } from "@tierwise/common/messages";
import { editedMarker } from "@tierwise/common/rich-text-editing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/audit-log.table.ts";
import { type Any, addComment, operations } from "../../test/comment-operations.ts";
import { buildCommentsWorld, createFilesHarness, doc } from "../../test/comments-support.ts";
import { buildCompany } from "../../test/company-factory.ts";
import type { TestClient } from "../../test/harness.ts";
import { comments } from "./comment.table.ts";

let h: Awaited<ReturnType<typeof createFilesHarness>>;
let world: Awaited<ReturnType<typeof buildCommentsWorld>>;
beforeAll(async () => {
  h = await createFilesHarness();
  world = await buildCommentsWorld(h);
});
afterAll(() => h.close());

const target = () => ({ companyId: world.company.id });
const note = async (client: TestClient, text = "A note", extra: Record<string, unknown> = {}) =>
  (await addComment(client, { target: target(), comment: doc(text), ...extra })).comment;
const update = async (client: TestClient, id: string, text: string, extra = {}) => {
  const answer = await client.gql<Any>(operations.update, { id, comment: doc(text), ...extra });
  return answer.errors
    ? { __typename: answer.errors[0]?.extensions?.code }
    : answer.data.updateComment;
};
const remove = async (client: TestClient, id: string) => {
  const answer = await client.gql<Any>(operations.remove, { id });
  return answer.errors
    ? { __typename: answer.errors[0]?.extensions?.code }
    : answer.data.deleteComment;
};
const textOf = (comment: Any) =>
  comment.comment[0].children.map((child: { text?: string }) => child.text ?? "").join("");

describe("addComment", () => {
  it("needs sign-in and the comments module, and answers another organisation's target as not found", async () => {
    const { people } = world;
    expect((await addComment(h.client(), { target: target(), comment: doc("x") })).__typename).toBe(
      "UNAUTHENTICATED",
    );
    expect(
      (await addComment(people.noModule.client, { target: target(), comment: doc("x") }))
        .__typename,
    ).toBe("FORBIDDEN");
    const theirs = await note(people.outsider.client, "Globex's own note");
    const reply = await addComment(people.author.client, {
      target: target(),
      comment: doc("Reply across organisations"),
      parentId: theirs.id,
    });
    expect(reply.__typename).toBe("NotFoundError");
    const unknown = await addComment(people.author.client, {
      target: { companyId: crypto.randomUUID() },
      comment: doc("x"),
    });
    expect(unknown.__typename).toBe("NotFoundError");
  });

  it("refuses a malformed document with the spec's message and stores nothing", async () => {
    const { people } = world;
    const before = await h.database.db.select().from(comments);
    const malformed = [
      [{ type: "paragraph", children: [] }],
      [{ type: "script", children: [{ text: "x" }] }],
      [
        {
          type: "paragraph",
          children: [{ type: "link", url: "javascript:alert(1)", children: [{ text: "x" }] }],
        },
      ],
      "not a document",
    ];
    for (const comment of malformed) {
      const answer = await addComment(people.author.client, { target: target(), comment });
      expect(answer).toMatchObject({
        __typename: "ValidationError",
        message: messages.jsonSchemaValidation,
        fieldErrors: [{ path: "comment", message: messages.jsonSchemaValidation }],
      });
    }
    const empty = await addComment(people.author.client, { target: target(), comment: doc("  ") });
    expect(empty.fieldErrors).toEqual([{ path: "comment", message: messages.required }]);
    const noRecipients = await addComment(people.author.client, {
      target: target(),
      comment: doc("Private without anyone"),
      permission: { type: "private", recipients: [] },
    });
    expect(noRecipients.fieldErrors).toEqual([
      { path: "permission.recipients", message: commentMessages.recipientsRequired },
    ]);
    const foreignRecipient = await addComment(people.author.client, {
      target: target(),
      comment: doc("Private to someone elsewhere"),
      permission: { type: "private", recipients: [{ type: "User", id: people.outsider.id }] },
    });
    expect(foreignRecipient.fieldErrors?.[0]?.path).toBe("permission.recipients");
    expect(await h.database.db.select().from(comments)).toHaveLength(before.length);
  });

  it("takes replies on a root note, never on a reply, and says whether the filter shows it", async () => {
    const { people } = world;
    const root = await note(people.author.client, "Root");
    const reply = await addComment(people.colleague.client, {
      target: target(),
      comment: doc("Reply"),
      parentId: root.id,
      filter: { kinds: ["case"] },
    });
    expect(reply).toMatchObject({ __typename: "AddCommentSuccess", visibleByFilter: false });
    expect(reply.comment).toMatchObject({ parentId: root.id, canReply: false });
    const nested = await addComment(people.author.client, {
      target: target(),
      comment: doc("Reply to a reply"),
      parentId: reply.comment.id,
    });
    expect(nested.__typename).toBe("ForbiddenError");
    const elsewhere = await addComment(people.author.client, {
      target: { companyId: (await buildCompany(h.database.db)).id },
      comment: doc("Reply on another wall"),
      parentId: root.id,
    });
    expect(elsewhere.__typename).toBe("NotFoundError");
    const seen = await people.author.client.gql<Any>(operations.comment, { id: root.id });
    expect(seen.data.comment).toMatchObject({ childrenCount: 1, canReply: true });
    expect(seen.data.comment.children).toEqual([{ id: reply.comment.id }]);
  });
});

describe("updateComment and deleteComment", () => {
  it("let the author edit, append ' (edited)' once, and keep others out", async () => {
    const { people } = world;
    const mine = await note(people.author.client, "First words");
    expect(mine).toMatchObject({ canEdit: true, canDelete: true, edited: false });
    const once = await update(people.author.client, mine.id, "Second words");
    expect(once.__typename).toBe("CommentChangeSuccess");
    expect(once.comment.edited).toBe(true);
    expect(textOf(once.comment)).toBe(`Second words${editedMarker}`);
    const again = await update(people.author.client, mine.id, `Second words${editedMarker}`);
    expect(textOf(again.comment)).toBe(`Second words${editedMarker}`);
    const seenByColleague = await people.colleague.client.gql<Any>(operations.comment, {
      id: mine.id,
    });
    expect(seenByColleague.data.comment).toMatchObject({ canEdit: false, canDelete: false });
    expect((await update(people.colleague.client, mine.id, "Hijack")).__typename).toBe(
      "ForbiddenError",
    );
    expect((await remove(people.colleague.client, mine.id)).__typename).toBe("ForbiddenError");
    expect((await update(people.outsider.client, mine.id, "Hijack")).__typename).toBe(
      "NotFoundError",
    );
    expect((await remove(people.outsider.client, mine.id)).__typename).toBe("NotFoundError");
    expect((await update(h.client(), mine.id, "Hijack")).__typename).toBe("UNAUTHENTICATED");
    expect((await remove(people.noModule.client, mine.id)).__typename).toBe("FORBIDDEN");
    expect((await update(people.noModule.client, mine.id, "Hijack")).__typename).toBe("FORBIDDEN");
    expect((await remove(h.client(), mine.id)).__typename).toBe("UNAUTHENTICATED");
    const bad = await people.author.client.gql<Any>(operations.update, {
      id: mine.id,
      comment: [{}],
    });
    expect(bad.data.updateComment).toMatchObject({
      __typename: "ValidationError",
      message: messages.jsonSchemaValidation,
    });
    const toPrivate = await update(people.author.client, mine.id, "Now private", {
      permission: { type: "private", recipients: [{ type: "User", id: people.recipient.id }] },
    });
    expect(toPrivate.comment.permission.recipients).toEqual([
      { type: "User", id: people.recipient.id, name: expect.any(String) },
    ]);
    const backToPublic = await update(people.author.client, mine.id, "Public again", {
      permission: { type: "public", recipients: [{ type: "User", id: people.recipient.id }] },
    });
    expect(backToPublic.comment.permission).toEqual({ type: "public", recipients: [] });
  });

  it("let an organisation admin edit and delete anyone's note, recorded; a deleted note is unmodifiable", async () => {
    const { people } = world;
    const theirs = await note(people.colleague.client, "Moderate me");
    const edited = await update(people.admin.client, theirs.id, "Moderated");
    expect(edited.__typename).toBe("CommentChangeSuccess");
    expect(await remove(people.admin.client, theirs.id)).toEqual({
      __typename: "DeleteCommentSuccess",
      id: theirs.id,
    });
    const [entry] = await h.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "comment.deleted"));
    expect(entry).toMatchObject({ targetId: theirs.id, actorId: people.admin.id });
    expect((await update(people.colleague.client, theirs.id, "Back")).__typename).toBe(
      "UnmodifiableError",
    );
    expect((await remove(people.admin.client, theirs.id)).__typename).toBe("UnmodifiableError");
    const shown = await people.author.client.gql<Any>(operations.comment, { id: theirs.id });
    expect(shown.data.comment).toMatchObject({ canEdit: false, canDelete: false, canReply: false });
    expect(shown.data.comment.deletedAt).not.toBeNull();
    expect(textOf(shown.data.comment)).toBe("");
    const reply = await addComment(people.author.client, {
      target: target(),
      comment: doc("Reply to a deleted note"),
      parentId: theirs.id,
    });
    expect(reply.__typename).toBe("UnmodifiableError");
  });
});

describe("recipient options", () => {
  it("lists the organisation's members and teams by name, 25 at a time, and one by id", async () => {
    const { people, buyers } = world;
    const all = await people.author.client.gql<Any>(operations.options, {});
    const names = all.data.commentRecipientOptions.map((o: Any) => o.name);
    expect(names).toContain("Buyers");
    expect(names).toEqual(
      [...names].sort((a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base" })),
    );
    expect(all.data.commentRecipientOptions.some((o: Any) => o.id === people.outsider.id)).toBe(
      false,
    );
    const found = await people.author.client.gql<Any>(operations.options, { query: "buy" });
    expect(found.data.commentRecipientOptions).toEqual([
      {
        __typename: "MentionTeam",
        id: buyers.id,
        name: "Buyers",
        members: [{ id: people.teamMember.id }],
      },
    ]);
    const page = await people.author.client.gql<Any>(operations.options, { first: 2, offset: 1 });
    expect(page.data.commentRecipientOptions.map((o: Any) => o.name)).toEqual(names.slice(1, 3));
    const card = await people.author.client.gql<Any>(operations.recipient, {
      type: "User",
      id: people.recipient.id,
    });
    expect(card.data.commentRecipient).toMatchObject({
      __typename: "MentionUser",
      id: people.recipient.id,
    });
    const foreign = await people.author.client.gql<Any>(operations.recipient, {
      type: "User",
      id: people.outsider.id,
    });
    expect(foreign.data.commentRecipient).toBeNull();
  });
});
