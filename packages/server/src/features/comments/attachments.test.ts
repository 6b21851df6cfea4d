import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import {
  attachmentTooLargeMessage,
  attachmentWrongTypeMessage,
  maxAttachmentBytes,
} from "@tierwise/common/comments";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localFilesDir } from "../../files/local-file-store.ts";
import { type Any, addComment } from "../../test/comment-operations.ts";
import {
  buildCommentsWorld,
  createFilesHarness,
  doc,
  download,
  type UploadFile,
  upload,
} from "../../test/comments-support.ts";
import { purgeUnclaimedUploads } from "./attachments.service.ts";
import { commentAttachments } from "./comment.table.ts";

const fixtures = path.join(import.meta.dirname, "fixtures");
const fixture = (name: string) => readFile(path.join(fixtures, name));

let h: Awaited<ReturnType<typeof createFilesHarness>>;
let world: Awaited<ReturnType<typeof buildCommentsWorld>>;
beforeAll(async () => {
  h = await createFilesHarness();
  world = await buildCommentsWorld(h);
});
afterAll(() => h.close());

/** Every file in the store, wherever it sits below DATA_DIR/files. */
const storedFiles = async () => {
  try {
    return (await readdir(localFilesDir(h.config), { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
};

/** `size` bytes of a PDF-looking file, generated 1 MiB at a time as the request streams. */
const generated = (size: number) => () =>
  (async function* () {
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    chunk.write("%PDF-1.7\n");
    for (let sent = 0; sent < size; sent += chunk.length) {
      const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
      yield Buffer.from(part);
      chunk.fill(0x20, 0, 9);
    }
  })();

describe("POST /upload-attachments", () => {
  it("takes real files of every allowed type, checked by content, and they download unchanged", async () => {
    const files: UploadFile[] = [
      { name: "logo.png", data: await fixture("fixture.png") },
      { name: "report.pdf", data: await fixture("fixture.pdf") },
      { name: "animation.GIF", data: await fixture("fixture.gif") },
      { name: "figures.xlsx", data: await fixture("fixture.xlsx") },
      { name: "deck.pptx", data: await fixture("fixture.pptx") },
      { name: "legacy.xls", data: await fixture("fixture-password-protected.xls") },
      { name: "list.csv", data: Buffer.from("name;duns\nNorthwind;123456789\n") },
    ];
    const answer = await upload(h, world.people.author.client, files);
    expect(answer.status).toBe(200);
    const uploads = answer.body as { originalname: string; key: string }[];
    expect(uploads.map((u) => u.originalname)).toEqual(files.map((f) => f.name));
    const added = await addComment(world.people.author.client, {
      target: { companyId: world.company.id },
      comment: doc("With files"),
      attachmentKeys: uploads.map((u) => u.key),
    });
    const attachments = added.comment.attachments as Any[];
    expect(attachments.map((a) => [a.filename, a.contentType, a.previewUrl !== null])).toEqual([
      ["logo.png", "image/png", true],
      ["report.pdf", "application/pdf", true],
      ["animation.GIF", "image/gif", true],
      ["figures.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", false],
      [
        "deck.pptx",
        "application/vnd.openxmlformats-officedocument.presentationml.presentation",
        false,
      ],
      ["legacy.xls", "application/vnd.ms-excel", false],
      ["list.csv", "text/csv", false],
    ]);
    for (const [index, file] of files.entries()) {
      const got = await download(h, world.people.colleague.client, attachments[index].downloadUrl);
      expect(got.status).toBe(200);
      expect(got.body.equals(file.data as Buffer)).toBe(true);
      expect(Number(got.headers["content-length"])).toBe((file.data as Buffer).length);
    }
    const noPreview = await download(
      h,
      world.people.author.client,
      `${attachments[3].downloadUrl}/preview`,
    );
    expect(noPreview.status).toBe(404);
    // The wall frames PDF previews from its own origin; downloads stay unframeable.
    const pdfPreview = await download(h, world.people.author.client, attachments[1].previewUrl);
    expect(pdfPreview.status).toBe(200);
    expect(pdfPreview.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(pdfPreview.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    const pdfDownload = await download(h, world.people.author.client, attachments[1].downloadUrl);
    expect(pdfDownload.headers["x-frame-options"]).toBe("DENY");
    expect(
      (await download(h, world.people.outsider.client, attachments[0].downloadUrl)).status,
    ).toBe(404);
  });

  it("refuses wrong types by name and by content (a renamed executable) with the spec's message, keeping nothing", async () => {
    const before = await storedFiles();
    const elf = await fixture("fixture.elf");
    const cases: [UploadFile[], string[]][] = [
      [[{ name: "setup.exe", data: Buffer.from("MZ\x90\x00") }], ["setup.exe"]],
      [[{ name: "invoice.pdf", data: elf }], ["invoice.pdf"]],
      [
        [{ name: "photo.png", data: Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 1)]) }],
        ["photo.png"],
      ],
      [[{ name: "data.csv", data: Buffer.from("a,b\n\x00\x01binary") }], ["data.csv"]],
      [[{ name: "empty.pdf", data: Buffer.alloc(0) }], ["empty.pdf"]],
      [
        [
          { name: "ok.png", data: await fixture("fixture.png") },
          { name: "notes.docx", data: Buffer.from("PK") },
          { name: "tool.pdf", data: elf },
        ],
        ["notes.docx", "tool.pdf"],
      ],
    ];
    for (const [files, refused] of cases) {
      const answer = await upload(h, world.people.author.client, files);
      expect(answer).toEqual({
        status: 400,
        body: {
          error: attachmentWrongTypeMessage(refused),
          errors: [attachmentWrongTypeMessage(refused)],
        },
      });
    }
    expect(attachmentWrongTypeMessage(["a.exe"])).toBe(
      "File(s) a.exe could not be attached. Valid formats are png, jpeg, jpg, gif, csv, pdf, xls, xlsx, ppt, pptx.",
    );
    expect(await storedFiles()).toEqual(before);
  });

  it("streams a file just over 50 MB into a refusal, and takes one of exactly 50 MB", async () => {
    const before = await storedFiles();
    const tooBig = await upload(h, world.people.author.client, [
      { name: "huge.pdf", data: generated(maxAttachmentBytes + 1) },
    ]);
    expect(tooBig).toEqual({
      status: 400,
      body: {
        error: attachmentTooLargeMessage(["huge.pdf"]),
        errors: [attachmentTooLargeMessage(["huge.pdf"])],
      },
    });
    expect(attachmentTooLargeMessage(["huge.pdf"])).toBe(
      "File(s) huge.pdf could not be attached. Max size is 50MB.",
    );
    expect(await storedFiles()).toEqual(before);
    const atLimit = await upload(h, world.people.author.client, [
      { name: "limit.pdf", data: generated(maxAttachmentBytes) },
    ]);
    expect(atLimit.status).toBe(200);
    const [row] = await h.database.db
      .select()
      .from(commentAttachments)
      .where(eq(commentAttachments.uploadKey, (atLimit.body as Any)[0].key));
    expect(row?.size).toBe(maxAttachmentBytes);
  });

  it("needs a signed-in member with the comments module and a type field", async () => {
    const png = { name: "a.png", data: await fixture("fixture.png") };
    expect((await upload(h, null, [png])).status).toBe(401);
    expect((await upload(h, world.people.noModule.client, [png])).status).toBe(403);
    expect((await upload(h, world.people.author.client, [png], null)).status).toBe(400);
    expect((await upload(h, world.people.author.client, [png], "avatar")).status).toBe(400);
    expect((await upload(h, world.people.author.client, [png], "email/e1/f1")).status).toBe(200);
  });

  it("lets only the uploader claim a key, once, within a day; unclaimed uploads are purged with their files", async () => {
    const { people, company } = world;
    const png = { name: "chart.png", data: await fixture("fixture.png") };
    const [{ key }] = (await upload(h, people.author.client, [png])).body as [{ key: string }];
    const target = { companyId: company.id };
    const stolen = await addComment(people.colleague.client, {
      target,
      comment: doc("Taking Ada's file"),
      attachmentKeys: [key],
    });
    expect(stolen).toMatchObject({
      __typename: "ValidationError",
      fieldErrors: [{ path: "attachmentKeys" }],
    });
    const fromElsewhere = await addComment(people.outsider.client, {
      target,
      comment: doc("Taking it across organisations"),
      attachmentKeys: [key],
    });
    expect(fromElsewhere.__typename).toBe("ValidationError");
    const own = await addComment(people.author.client, {
      target,
      comment: doc("Mine"),
      attachmentKeys: [key],
    });
    expect(own.comment.attachments).toHaveLength(1);
    const twice = await addComment(people.author.client, {
      target,
      comment: doc("Again"),
      attachmentKeys: [key],
    });
    expect(twice.__typename).toBe("ValidationError");
    const [{ key: stale }] = (await upload(h, people.author.client, [png])).body as [
      { key: string },
    ];
    await h.database.db
      .update(commentAttachments)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(commentAttachments.uploadKey, stale));
    const late = await addComment(people.author.client, {
      target,
      comment: doc("Late"),
      attachmentKeys: [stale],
    });
    expect(late.__typename).toBe("ValidationError");
    // An upload another feature claimed (a case's file, an e-mail's, a bulk request's file)
    // has no comment either; it is kept however old it is.
    const [{ key: claimed }] = (await upload(h, people.author.client, [png])).body as [
      { key: string },
    ];
    await h.database.db
      .update(commentAttachments)
      .set({ createdAt: sql`now() - interval '25 hours'`, claimedAt: sql`now()` })
      .where(eq(commentAttachments.uploadKey, claimed));
    const filesBefore = (await storedFiles()).length;
    expect(
      await purgeUnclaimedUploads({ db: h.database.db, config: h.config, log: h.app.log }),
    ).toBe(1);
    const kept = await h.database.db
      .select()
      .from(commentAttachments)
      .where(eq(commentAttachments.uploadKey, claimed));
    expect(kept).toHaveLength(1);
    expect((await storedFiles()).length).toBe(filesBefore - 1);
    const left = await h.database.db
      .select()
      .from(commentAttachments)
      .where(eq(commentAttachments.uploadKey, stale));
    expect(left).toEqual([]);
  });
});
