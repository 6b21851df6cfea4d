import { caseMessages } from "@tierwise/common/cases";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileStoreFor } from "../../files/file-store.ts";
import { addComment, operations } from "../../test/comment-operations.ts";
import { createFilesHarness, download, upload } from "../../test/comments-support.ts";
import { commentAttachments, comments } from "../comments/comment.table.ts";
import {
  type Any,
  buildCasesWorld,
  type CasesWorld,
  call,
  caseOps,
  createCase,
  doc,
} from "./cases-test-support.ts";

let h: Awaited<ReturnType<typeof createFilesHarness>>;
let world: CasesWorld;
beforeAll(async () => {
  h = await createFilesHarness();
  world = await buildCasesWorld(h);
});
afterAll(() => h.close());

const update = (input: Record<string, unknown>, client = world.people.creator.client) =>
  call(client, caseOps.update, { input });
const comment = async (caseId: string, text: string, extra: Record<string, unknown> = {}) =>
  (
    await addComment(world.people.creator.client, {
      target: { caseId },
      comment: doc(text),
      ...extra,
    })
  ).comment;
const pdf = () => ({ name: "report.pdf", data: Buffer.from("%PDF-1.4\n%\xE2\xE3\n1 0 obj\n") });
const fileExists = async (key: string) => {
  const stored = await fileStoreFor(h.config).get(key);
  stored?.body.destroy();
  return stored !== null;
};

describe("status and resolution (spec 2 §4)", () => {
  it("closes on Complete with its resolution comment, keeps closedAt on Retired, reopens clean", async () => {
    const created = await createCase(world.people.creator.client);
    const resolution = await comment(created.id, "Supplier fixed the schedule");
    const completed = (
      await update({ id: created.id, status: "complete", resolutionCommentId: resolution.id })
    ).supplierCase;
    expect(completed.closedAt).not.toBeNull();
    expect(completed.resolutionCommentId).toBe(resolution.id);
    expect(completed.resolutionComment).toBe("Supplier fixed the schedule");
    const retired = (await update({ id: created.id, status: "retired" })).supplierCase;
    expect(retired.closedAt).toBe(completed.closedAt);
    const reopened = (await update({ id: created.id, status: "in_progress" })).supplierCase;
    expect([reopened.closedAt, reopened.resolutionCommentId]).toEqual([null, null]);
  });

  it("takes as resolution only a comment of the same case, and only when resolving", async () => {
    const created = await createCase(world.people.creator.client);
    const other = await createCase(world.people.creator.client);
    const elsewhere = await comment(other.id, "Not about this case");
    const wrongCase = await update({
      id: created.id,
      status: "complete",
      resolutionCommentId: elsewhere.id,
    });
    expect(wrongCase.fieldErrors.map((e: Any) => e.path)).toEqual(["resolutionCommentId"]);
    const own = await comment(created.id, "Own");
    const whileOpen = await update({ id: created.id, resolutionCommentId: own.id });
    expect(whileOpen.fieldErrors.map((e: Any) => e.path)).toEqual(["resolutionCommentId"]);
    expect(
      (await call(world.people.creator.client, caseOps.get, { id: created.id })).closedAt,
    ).toBeNull();
  });
});

describe("updating a case (spec 2 §3 Update input)", () => {
  it("changes only what is given, clears with null, and bumps updatedAt", async () => {
    const { colleague, creator } = world.people;
    const created = await createCase(creator.client, {
      assigneeId: colleague.id,
      dueDate: "2026-12-24",
      tags: [world.tags.urgent.id],
      priority: "high",
    });
    const team = (await update({ id: created.id, assignedTeamId: world.buyers.id })).supplierCase;
    expect([team.assignee, team.assignedTeam?.name]).toEqual([null, "Buyers"]);
    expect(new Date(team.updatedAt) > new Date(created.updatedAt)).toBe(true);
    const cleared = (
      await update({
        id: created.id,
        assignedTeamId: null,
        dueDate: null,
        tags: [world.tags.audit.id],
      })
    ).supplierCase;
    expect([cleared.assignedTeam, cleared.dueDate, cleared.priority]).toEqual([null, null, "high"]);
    expect(cleared.tags.map((t: Any) => t.value)).toEqual(["Audit"]);
    const described = (
      await update({
        id: created.id,
        description: [{ type: "paragraph", children: [{ text: "New facts" }] }],
      })
    ).supplierCase;
    expect([described.descriptionText, described.title]).toEqual(["New facts", created.title]);
    const refused = await update({ id: created.id, title: "" });
    expect(refused.fieldErrors).toEqual([{ path: "title", message: "Required." }]);
  });

  it("refuses Private on a case that never had an access list", async () => {
    const created = await createCase(world.people.creator.client);
    const answer = await update({ id: created.id, private: true });
    expect(answer.fieldErrors).toEqual([{ path: "acl", message: caseMessages.accessListRequired }]);
    const emptied = await update({ id: created.id, private: true, acl: [] });
    expect(emptied.fieldErrors).toEqual([
      { path: "acl", message: caseMessages.accessListRequired },
    ]);
  });
});

describe("converting a note into a case", () => {
  it("marks the note converted once, refuses replies to it, and frees it when the case goes", async () => {
    const { creator } = world.people;
    const target = { companyId: world.company.id };
    const note = (await addComment(creator.client, { target, comment: doc("Smoke seen") })).comment;
    const reply = await addComment(creator.client, {
      target,
      comment: doc("Reply"),
      parentId: note.id,
    });
    const fromReply = await call(creator.client, caseOps.create, {
      input: { title: "x", description: doc("x"), createdFromCommentId: reply.comment.id },
    });
    expect(fromReply.fieldErrors.map((e: Any) => e.path)).toEqual(["createdFromCommentId"]);
    const created = await createCase(creator.client, { createdFromCommentId: note.id });
    expect(created.createdFromCommentId).toBe(note.id);
    const twice = await call(creator.client, caseOps.create, {
      input: { title: "x", description: doc("x"), createdFromCommentId: note.id },
    });
    expect(twice.fieldErrors.map((e: Any) => e.path)).toEqual(["createdFromCommentId"]);
    const refusedReply = await addComment(creator.client, {
      target,
      comment: doc("Late reply"),
      parentId: note.id,
    });
    expect(refusedReply.__typename).toBe("ForbiddenError");
    await call(creator.client, caseOps.remove, { id: created.id });
    const [stored] = await h.database.db.select().from(comments).where(eq(comments.id, note.id));
    expect(stored?.convertedAt).toBeNull();
  });
});

describe("files and the case wall", () => {
  it("claims the creator's uploads, refuses others', and deletes files, wall and rows with the case", async () => {
    const { creator, colleague } = world.people;
    const mine = await upload(h, creator.client, [pdf()]);
    const theirs = await upload(h, colleague.client, [pdf()]);
    const [mineKey, theirKey] = [(mine.body as Any)[0].key, (theirs.body as Any)[0].key];
    const refused = await call(creator.client, caseOps.create, {
      input: { title: "x", description: doc("x"), attachmentKeys: [theirKey] },
    });
    expect(refused.fieldErrors.map((e: Any) => e.path)).toEqual(["attachmentKeys"]);
    const created = await createCase(creator.client, { attachmentKeys: [mineKey] });
    expect(created.attachments.map((a: Any) => a.filename)).toEqual(["report.pdf"]);
    // The case's own file downloads for those who see the case, and for no one else.
    const fileUrl = created.attachments[0].downloadUrl;
    expect((await download(h, colleague.client, fileUrl)).status).toBe(200);
    expect((await download(h, colleague.client, `${fileUrl}/preview`)).status).toBe(200);
    expect((await download(h, world.people.outsider.client, fileUrl)).status).toBe(404);
    const wallFile = await upload(h, creator.client, [pdf()]);
    const note = await comment(created.id, "With a file", {
      attachmentKeys: [(wallFile.body as Any)[0].key],
    });
    const rows = await h.database.db
      .select()
      .from(commentAttachments)
      .where(inArray(commentAttachments.uploadKey, [mineKey, (wallFile.body as Any)[0].key]));
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(await fileExists(row.storeKey)).toBe(true);
    expect((await call(creator.client, caseOps.remove, { id: created.id })).__typename).toBe(
      "DeleteSupplierCaseSuccess",
    );
    for (const row of rows) expect(await fileExists(row.storeKey)).toBe(false);
    const left = await h.database.db
      .select()
      .from(commentAttachments)
      .where(
        inArray(
          commentAttachments.id,
          rows.map((r) => r.id),
        ),
      );
    expect(left).toEqual([]);
    expect(await h.database.db.select().from(comments).where(eq(comments.id, note.id))).toEqual([]);
  });

  it("counts comments and keeps the newest public one as Last Comment (34 characters)", async () => {
    const created = await createCase(world.people.creator.client);
    const get = () => call(world.people.creator.client, caseOps.get, { id: created.id });
    const first = await comment(
      created.id,
      "The first visit went well enough, all things considered",
    );
    let now = await get();
    expect(now.counts.comments).toBe(1);
    expect(now.lastComment).toBe("The first visit went well enough, ");
    expect(now.lastActivityAt).not.toBeNull();
    expect(new Date(now.updatedAt) > new Date(created.updatedAt)).toBe(true);
    await addComment(world.people.creator.client, {
      target: { caseId: created.id },
      comment: doc("Reply in the thread"),
      parentId: first.id,
    });
    const secret = await comment(created.id, "Only for Cole", {
      permission: {
        type: "private",
        recipients: [{ type: "User", id: world.people.colleague.id }],
      },
    });
    now = await get();
    expect([now.counts.comments, now.lastComment]).toEqual([3, "Reply in the thread"]);
    const latest = await comment(created.id, "Latest public words");
    expect((await get()).lastComment).toBe("Latest public words");
    await world.people.creator.client.gql(operations.remove, { id: latest.id });
    await world.people.creator.client.gql(operations.remove, { id: secret.id });
    now = await get();
    expect([now.counts.comments, now.lastComment]).toEqual([2, "Reply in the thread"]);
  });
});
