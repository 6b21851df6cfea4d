import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/user.table.ts";
import { type Any, addComment, operations } from "../../test/comment-operations.ts";
import {
  buildCommentsWorld,
  buildPortfolio,
  createFilesHarness,
  doc,
} from "../../test/comments-support.ts";
import { type ReceivedMail, startSmtpPeer } from "../../test/smtp-peer.ts";
import { mentionNotifications } from "./comment.table.ts";

const received: ReceivedMail[] = [];
let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
let h: Awaited<ReturnType<typeof createFilesHarness>>;
let world: Awaited<ReturnType<typeof buildCommentsWorld>>;
beforeAll(async () => {
  peer = await startSmtpPeer(0, (mail) => received.push(mail));
  h = await createFilesHarness({ SMTP_URL: `smtp://127.0.0.1:${peer.port}` });
  world = await buildCommentsWorld(h);
  await h.database.db
    .update(users)
    .set({ preferences: { notifications: [{ type: "mentions", frequency: "never" }] } })
    .where(eq(users.id, world.people.quiet.id));
});
afterAll(async () => {
  await h.close();
  await peer.close();
});

const told = async (commentId: string) =>
  (
    await h.database.db
      .select()
      .from(mentionNotifications)
      .where(eq(mentionNotifications.commentId, commentId))
  )
    .map((n) => n.userId)
    .sort();
const mention = (type: string, id: string, name: string) => ({ type, id, name });
const mailsTo = (email: string) => received.filter((m) => m.to.includes(email));

describe("mentions", () => {
  it("tell the mentioned people and team members in the app, and by e-mail when they want it now", async () => {
    const { people, buyers, company } = world;
    const added = await addComment(people.author.client, {
      target: { companyId: company.id },
      comment: doc(
        "Please look",
        mention("user-mention", people.recipient.id, "Rita"),
        mention("group-mention", buyers.id, "Buyers"),
        mention("user-mention", people.quiet.id, "Quinn"),
        mention("user-mention", people.outsider.id, "Otto"),
        mention("user-mention", people.author.id, "Ada"),
      ),
    });
    expect(added.__typename).toBe("AddCommentSuccess");
    const id = added.comment.id;
    expect(await told(id)).toEqual(
      [people.recipient.id, people.teamMember.id, people.quiet.id].sort(),
    );
    expect(await h.runJobs()).toBe(2);
    expect(mailsTo(people.recipient.user.email)).toHaveLength(1);
    expect(mailsTo(people.teamMember.user.email)).toHaveLength(1);
    expect(mailsTo(people.quiet.user.email)).toHaveLength(0);
    expect(mailsTo(people.outsider.user.email)).toHaveLength(0);
    // Quoted-printable: soft line breaks and an encoded "=".
    const text = mailsTo(people.recipient.user.email)[0]
      ?.raw.replace(/=\r\n/g, "")
      .replaceAll("=3D", "=");
    expect(text).toContain(`Ada ${people.author.user.lastName} mentioned you in a note`);
    expect(text).toContain("mentioned you in a note");
    expect(text).toContain(`/company/${company.slug}?extension=open&tab=note&highlighted=${id}`);
    expect(text).toMatch(/unsubscribe/i);
    const [row] = await h.database.db
      .select()
      .from(mentionNotifications)
      .where(eq(mentionNotifications.userId, people.quiet.id));
    expect(row?.emailedAt).toBeNull();
    // An edit that keeps the mentions tells nobody twice.
    const edit = await people.author.client.gql<Any>(operations.update, {
      id,
      comment: doc("Please look again", mention("user-mention", people.recipient.id, "Rita")),
    });
    expect(edit.data.updateComment.__typename).toBe("CommentChangeSuccess");
    expect(await h.runJobs()).toBe(0);
    expect(mailsTo(people.recipient.user.email)).toHaveLength(1);
  });

  it("tell nobody who cannot see the comment: outside a private note's recipients, or its portfolio", async () => {
    const { people, company, acme } = world;
    const before = received.length;
    const secret = await addComment(people.author.client, {
      target: { companyId: company.id },
      comment: doc(
        "Between us",
        mention("user-mention", people.recipient.id, "Rita"),
        mention("user-mention", people.colleague.id, "Cole"),
      ),
      permission: { type: "private", recipients: [{ type: "User", id: people.recipient.id }] },
    });
    expect(await told(secret.comment.id)).toEqual([people.recipient.id]);
    const portfolio = await buildPortfolio(h, acme.id, [people.author.id, people.recipient.id]);
    const onPortfolio = await addComment(people.author.client, {
      target: { portfolioId: portfolio.id },
      comment: doc(
        "Portfolio news",
        mention("user-mention", people.recipient.id, "Rita"),
        mention("user-mention", people.colleague.id, "Cole"),
      ),
    });
    expect(await told(onPortfolio.comment.id)).toEqual([people.recipient.id]);
    await h.runJobs();
    expect(received.slice(before).flatMap((m) => m.to)).toEqual([
      people.recipient.user.email,
      people.recipient.user.email,
    ]);
    expect(mailsTo(people.colleague.user.email)).toHaveLength(0);
  });
});
