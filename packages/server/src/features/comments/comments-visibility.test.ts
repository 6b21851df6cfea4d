import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Any, addComment, operations } from "../../test/comment-operations.ts";
import {
  buildCommentsWorld,
  buildPortfolio,
  createFilesHarness,
  doc,
  download,
  upload,
} from "../../test/comments-support.ts";
import { buildCompany } from "../../test/company-factory.ts";
import type { TestClient } from "../../test/harness.ts";

const fixtures = path.join(import.meta.dirname, "fixtures");

let h: Awaited<ReturnType<typeof createFilesHarness>>;
let world: Awaited<ReturnType<typeof buildCommentsWorld>>;
beforeAll(async () => {
  h = await createFilesHarness();
  world = await buildCommentsWorld(h);
});
afterAll(() => h.close());

const wallIds = async (client: TestClient, target: Record<string, string>) => {
  const answer = await client.gql<Any>(operations.wall, { target });
  if (answer.errors) return answer.errors[0]?.extensions?.code;
  return answer.data.activityWall.items.map((item: { id: string }) => item.id);
};
const count = async (client: TestClient, target: Record<string, string>) => {
  const answer = await client.gql<Any>(operations.summary, { target });
  return answer.errors
    ? answer.errors[0]?.extensions?.code
    : answer.data.activityWallSummary.commentCount;
};
const byId = async (client: TestClient, id: string) =>
  (await client.gql<Any>(operations.comment, { id })).data?.comment?.id ?? null;

describe("private comments", () => {
  it("are seen by their author and recipients (people, and members of recipient teams) only", async () => {
    const { people, buyers, company } = world;
    const target = { companyId: company.id };
    const pdf = await readFile(path.join(fixtures, "fixture.pdf"));
    const uploaded = await upload(h, people.author.client, [{ name: "audit.pdf", data: pdf }]);
    expect(uploaded.status).toBe(200);
    const [{ key }] = uploaded.body as [{ key: string }];
    const open = await addComment(people.author.client, {
      target,
      comment: doc("Everyone may read this"),
    });
    const secret = await addComment(people.author.client, {
      target,
      comment: doc("For Rita and the buyers"),
      permission: {
        type: "private",
        recipients: [
          { type: "User", id: people.recipient.id },
          { type: "Team", id: buyers.id },
        ],
      },
      attachmentKeys: [key],
    });
    expect(secret.__typename).toBe("AddCommentSuccess");
    expect(secret.comment.permission).toMatchObject({ type: "private" });
    expect(secret.comment.permission.recipients.map((r: Any) => r.type).sort()).toEqual([
      "Team",
      "User",
    ]);
    const secretId = secret.comment.id;
    const fileUrl = secret.comment.attachments[0].downloadUrl;
    const seeing = [people.author, people.recipient, people.teamMember];
    const notSeeing = [people.colleague, people.admin];
    for (const who of seeing) {
      expect(await wallIds(who.client, target)).toEqual([secretId, open.comment.id]);
      expect(await byId(who.client, secretId)).toBe(secretId);
      expect(await count(who.client, target)).toBe(2);
      const file = await download(h, who.client, fileUrl);
      expect(file.status).toBe(200);
      expect(file.body.equals(pdf)).toBe(true);
      expect(file.headers["content-disposition"]).toMatch(/^attachment; filename="audit.pdf"/);
      expect(
        (await download(h, who.client, `${fileUrl}/preview`)).headers["content-disposition"],
      ).toMatch(/^inline/);
    }
    for (const who of notSeeing) {
      expect(await wallIds(who.client, target)).toEqual([open.comment.id]);
      expect(await byId(who.client, secretId)).toBeNull();
      expect(await count(who.client, target)).toBe(1);
      expect((await download(h, who.client, fileUrl)).status).toBe(404);
      expect((await download(h, who.client, `${fileUrl}/preview`)).status).toBe(404);
    }
    // Another organisation sees neither comment on the same company, nor the file.
    expect(await wallIds(people.outsider.client, target)).toEqual([]);
    expect(await byId(people.outsider.client, secretId)).toBeNull();
    expect(await count(people.outsider.client, target)).toBe(0);
    expect((await download(h, people.outsider.client, fileUrl)).status).toBe(404);
    expect((await download(h, null, fileUrl)).status).toBe(401);
    // An organisation without the comments module is refused outright.
    expect(await wallIds(people.noModule.client, target)).toBe("FORBIDDEN");
    expect((await download(h, people.noModule.client, fileUrl)).status).toBe(403);
  });

  it("hides the replies of a thread the viewer cannot see, in lists, counts and by id", async () => {
    const { people } = world;
    const company = await buildCompany(h.database.db);
    const target = { duns: company.duns ?? "" };
    const root = await addComment(people.author.client, {
      target,
      comment: doc("Private root"),
      permission: { type: "private", recipients: [{ type: "User", id: people.recipient.id }] },
    });
    // Resolved by DUNS to the company: the same wall as by id.
    expect(root.comment.companyId).toBe(company.id);
    const reply = await addComment(people.recipient.client, {
      target,
      comment: doc("A public reply inside a private thread"),
      parentId: root.comment.id,
    });
    expect(reply.__typename).toBe("AddCommentSuccess");
    const thread = await people.recipient.client.gql<Any>(operations.wall, {
      target,
      parentId: root.comment.id,
    });
    expect(thread.data.activityWall.items.map((i: Any) => i.id)).toEqual([reply.comment.id]);
    expect(await byId(people.colleague.client, reply.comment.id)).toBeNull();
    const hidden = await people.colleague.client.gql<Any>(operations.wall, {
      target,
      parentId: root.comment.id,
    });
    expect(hidden.errors?.[0]?.extensions).toMatchObject({ type: "NotFoundError" });
    const before = await count(people.colleague.client, target);
    expect(await count(people.recipient.client, target)).toBe(before + 2);
  });

  it("follows the portfolio's visibility for portfolio walls", async () => {
    const { people, acme } = world;
    const portfolio = await buildPortfolio(h, acme.id, [people.author.id]);
    const target = { portfolioId: portfolio.id };
    const note = await addComment(people.author.client, { target, comment: doc("On a portfolio") });
    expect(note.__typename).toBe("AddCommentSuccess");
    expect(await wallIds(people.author.client, target)).toEqual([note.comment.id]);
    const shut = await people.colleague.client.gql<Any>(operations.wall, { target });
    expect(shut.errors?.[0]?.extensions).toMatchObject({ type: "NotFoundError" });
    expect(await byId(people.colleague.client, note.comment.id)).toBeNull();
    expect(
      (await addComment(people.colleague.client, { target, comment: doc("x") })).__typename,
    ).toBe("NotFoundError");
  });
});
