import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/user.table.ts";
import { addComment, operations } from "../../test/comment-operations.ts";
import { createFilesHarness, doc as text } from "../../test/comments-support.ts";
import { type ReceivedMail, startSmtpPeer } from "../../test/smtp-peer.ts";
import {
  buildCasesWorld,
  type CasesWorld,
  call,
  caseOps,
  createCase,
} from "./cases-test-support.ts";

/**
 * A public reply inside a private thread (issue 26, leaks 1 and 2): the reply is never more
 * visible than its thread, on any road: the case's Last Comment and count, the list, the wall,
 * and mention notifications in the app and by e-mail.
 */
const received: ReceivedMail[] = [];
let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
let h: Awaited<ReturnType<typeof createFilesHarness>>;
let world: CasesWorld;
beforeAll(async () => {
  peer = await startSmtpPeer(0, (mail) => received.push(mail));
  h = await createFilesHarness({ SMTP_URL: `smtp://127.0.0.1:${peer.port}` });
  world = await buildCasesWorld(h);
  // Mention e-mails go out at once (the default) for everyone here.
  await h.database.db
    .update(users)
    .set({ preferences: { notifications: [{ type: "mentions", frequency: "immediately" }] } })
    .where(eq(users.id, world.people.colleague.id));
});
afterAll(async () => {
  await h.close();
  await peer.close();
});

const mention = (id: string, name: string) => ({ type: "user-mention", id, name });
const secretWords = "Private thread reply SECRET-4711";

describe("a public reply in a private thread", () => {
  it("stays out of the case's Last Comment, counts, list, wall and every notification for others", async () => {
    const { creator, colleague, teamMember } = world.people;
    const supplierCase = await createCase(creator.client);
    await addComment(creator.client, {
      target: { caseId: supplierCase.id },
      comment: text("Everyone may read this"),
    });
    const root = await addComment(creator.client, {
      target: { caseId: supplierCase.id },
      comment: text("Only for Tom"),
      permission: { type: "private", recipients: [{ type: "User", id: teamMember.id }] },
    });
    const reply = await addComment(creator.client, {
      target: { caseId: supplierCase.id },
      comment: text(secretWords, mention(colleague.id, "Cole")),
      parentId: root.comment.id,
      permission: { type: "public", recipients: [] },
    });
    expect(reply.__typename).toBe("AddCommentSuccess");

    // The colleague sees the case but not the thread: neither its reply nor its count.
    const seen = await call(colleague.client, caseOps.get, { id: supplierCase.id });
    expect(seen.lastComment).toBe("Everyone may read this");
    expect(seen.counts.comments).toBe(1);
    const listed = await call(colleague.client, caseOps.list, {});
    const row = listed.items.find((item: { id: string }) => item.id === supplierCase.id);
    expect([row.lastComment, row.counts.comments]).toEqual(["Everyone may read this", 1]);
    const wall = await colleague.client.gql(operations.wall, {
      target: { caseId: supplierCase.id },
    });
    expect(JSON.stringify(wall)).not.toContain("SECRET-4711");
    expect(JSON.stringify(wall)).toContain("Everyone may read this");

    // The thread's recipient and its author see all three, and the reply as Last Comment.
    for (const person of [teamMember, creator]) {
      const theirs = await call(person.client, caseOps.get, { id: supplierCase.id });
      expect(theirs.counts.comments).toBe(3);
    }

    // No channel tells the colleague: not the app, not an e-mail.
    await h.runJobs();
    const bell = await colleague.client.gql<{ notifications: { items: unknown[] } }>(
      `{ notifications { items { title excerpt link } } }`,
    );
    expect(JSON.stringify(bell)).not.toContain("SECRET-4711");
    const toColleague = received.filter((mail) => mail.to.includes(colleague.user.email));
    expect(toColleague).toEqual([]);
  });

  it("leaves the Last Comment when its thread turns private after the reply", async () => {
    const { creator, colleague, teamMember } = world.people;
    const supplierCase = await createCase(creator.client);
    await addComment(creator.client, {
      target: { caseId: supplierCase.id },
      comment: text("Older public words"),
    });
    const root = await addComment(creator.client, {
      target: { caseId: supplierCase.id },
      comment: text("Open for now"),
    });
    await addComment(creator.client, {
      target: { caseId: supplierCase.id },
      comment: text(secretWords),
      parentId: root.comment.id,
    });
    expect((await call(colleague.client, caseOps.get, { id: supplierCase.id })).lastComment).toBe(
      secretWords.slice(0, 34),
    );
    const turned = await creator.client.gql<{ updateComment: { __typename: string } }>(
      operations.update,
      {
        id: root.comment.id,
        comment: text("Open for now"),
        permission: { type: "private", recipients: [{ type: "User", id: teamMember.id }] },
      },
    );
    expect(turned.data?.updateComment.__typename).toBe("CommentChangeSuccess");
    const seen = await call(colleague.client, caseOps.get, { id: supplierCase.id });
    expect([seen.lastComment, seen.counts.comments]).toEqual(["Older public words", 1]);
  });
});
