import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFilesHarness } from "../../test/comments-support.ts";
import type { Harness } from "../../test/harness.ts";
import { commentAttachments } from "../comments/comment.table.ts";
import {
  type Any,
  buildCaseMailWorld,
  caseRow,
  fixturesDir,
  inboundDomain,
  insertCase,
  insertSentThread,
  readFixture,
  threadEmails,
} from "./case-email-test-support.ts";
import { importEmlFiles } from "./import-eml.ts";
import { replyAddressOf } from "./reply-address.ts";
import { extractUuencoded } from "./uudecode.ts";

let h: Harness;
let world: Awaited<ReturnType<typeof buildCaseMailWorld>>;
let copies: string;
beforeAll(async () => {
  h = await createFilesHarness({ INBOUND_MAIL_DOMAIN: inboundDomain });
  world = await buildCaseMailWorld(h);
  copies = await mkdtemp(path.join(tmpdir(), "tierwise-eml-"));
});
afterAll(async () => {
  await h.close();
  await rm(copies, { recursive: true, force: true });
});

const tools = () => ({ db: h.database.db, config: h.config, log: h.app.log });

/** A thread whose earlier e-mail has the given Message-ID (what the fixture answers). */
async function threadAnswered(messageId?: string) {
  const supplierCase = await insertCase(h.database.db, world.acme.id, world.people.sender.id);
  return { supplierCase, ...(await insertSentThread(h.database.db, supplierCase, { messageId })) };
}

/**
 * A test copy of a fixture addressed to a thread: its top-level To header (with folded lines)
 * is replaced by the reply address, or added when the message has none. Nothing else changes.
 */
async function addressedCopy(fixture: string, to: string): Promise<string> {
  const raw = (await readFixture(fixture)).toString("latin1");
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).split(/\r?\n/);
  const kept = head.filter((line, i) => {
    if (/^to:/i.test(line)) return false;
    if (/^[ \t]/.test(line)) {
      const owner = head
        .slice(0, i)
        .reverse()
        .find((l) => !/^[ \t]/.test(l));
      return !/^to:/i.test(owner ?? "");
    }
    return true;
  });
  const copy = path.join(copies, `${crypto.randomUUID()}-${fixture}`);
  const newline = raw.includes("\r\n") ? "\r\n" : "\n";
  await writeFile(
    copy,
    Buffer.from([`To: ${to}`, ...kept].join(newline) + raw.slice(split), "latin1"),
  );
  return copy;
}

async function importOne(file: string) {
  const [entry] = await importEmlFiles(tools(), [file]);
  if (!entry || "error" in entry) throw new Error(`import failed: ${JSON.stringify(entry)}`);
  return entry.result;
}

async function inboundOf(threadId: string) {
  const emails = await threadEmails(h.database.db, threadId);
  const inbound = emails.filter((e) => e.direction === "inbound");
  expect(inbound).toHaveLength(1);
  const email = inbound[0] as (typeof inbound)[number];
  const files = await h.database.db
    .select()
    .from(commentAttachments)
    .where(eq(commentAttachments.emailId, email.id));
  return { email, files: files.map((f) => f.fileName) };
}

const fixture = (name: string) => path.join(fixturesDir, name);

describe("importing real .eml files", () => {
  it("an S/MIME-signed reply with a quoted chain, by In-Reply-To: text kept whole, signature refused", async () => {
    const { thread } = await threadAnswered("<83016291-825A-4A16-B7A8-8B492A47CD5A@redhat.com>");
    const result = await importOne(fixture("reply-quoted-smime-signed.eml"));
    expect(result).toMatchObject({ outcome: "stored", matchedBy: "message-id" });
    const { email, files } = await inboundOf(thread.id);
    expect(email.subject).toBe("Re: [PATCH] nfs4: don't map EACCESS and EPERM to EIO");
    expect(email.bodyText).toMatch(/^Thanks, Ben!\n\nTigran\.\n\n----- Original Message -----/);
    expect(email.bodyText).toContain(">> Obviously, the patch is incorrect.");
    expect(email.bodyText).toContain("> There's a few things we need to be fixing for RHEL-8.9.");
    expect(email.references).toHaveLength(6);
    expect(files).toEqual([]);
    expect(email.rejectedAttachments).toEqual([{ fileName: "smime.p7s", reason: "wrong-type" }]);
  });

  it("a forward with an RFC 2231 named attachment, by In-Reply-To", async () => {
    const { thread } = await threadAnswered("<F6E2D0B4-CC35-4A91-BA4C-C7C712B10C13@mac.com>");
    await importOne(fixture("forward-rfc2231-name.eml"));
    const { email } = await inboundOf(thread.id);
    expect(email.subject).toBe("Fwd: Signed email causes file attachments");
    expect(email.bodyText).toContain("---------- Forwarded message ----------");
    expect(email.bodyText).toContain("Test attachments oddly encoded with japanese charset.");
    expect(email.rejectedAttachments).toEqual([
      { fileName: "01 Quien Te Dijat. Pitbull.mp3", reason: "wrong-type" },
    ]);
  });

  it("a plain reply by References when In-Reply-To is of a message we do not have", async () => {
    const { thread } = await threadAnswered("<473FF3B8.9020707@xxx.org>");
    const result = await importOne(fixture("reply-in-reply-to.eml"));
    expect(result).toMatchObject({ outcome: "stored", matchedBy: "message-id" });
    expect((await inboundOf(thread.id)).email.bodyText).toBe("Message body");
  });

  it("an attached message (message/rfc822): shown as a quoted block, its PDF kept", async () => {
    const { thread } = await threadAnswered();
    const copy = await addressedCopy(
      "attached-message-rfc822.eml",
      replyAddressOf(thread.replyToken, inboundDomain),
    );
    expect(await importOne(copy)).toMatchObject({ outcome: "stored", matchedBy: "reply-address" });
    const { email, files } = await inboundOf(thread.id);
    expect(email.bodyText).toMatch(
      /^This is the first part\.\n\n---------- Attached message ----------\n/,
    );
    expect(email.bodyText).toContain("Subject: Another PDF");
    expect(email.bodyText).toContain(
      "Just attaching another PDF, here, to see what the message looks like",
    );
    expect(files).toEqual(["broken.pdf"]);
  });

  it("nested multiparts: every text part, in order", async () => {
    const { thread } = await threadAnswered();
    await importOne(
      await addressedCopy("nested-multipart.eml", replyAddressOf(thread.replyToken, inboundDomain)),
    );
    const { email } = await inboundOf(thread.id);
    expect(email.bodyText).toMatch(/Dear Sir,\n\nGood evening\.[\s\S]*The footer/);
  });

  it("ISO-8859-1: a quoted-printable body and an encoded subject", async () => {
    const { thread } = await threadAnswered();
    await importOne(
      await addressedCopy("latin1-body.eml", replyAddressOf(thread.replyToken, inboundDomain)),
    );
    const { email } = await inboundOf(thread.id);
    expect(email.subject).toBe("Nicolas Fouché has accepted your invitation to Gmail");
    expect(email.bodyText).toContain("Nicolas Fouché has accepted your invitation to Gmail");
  });

  it("file names: RFC 2231 ISO-8859-1 (kept, a real JPEG) and raw UTF-8 (reported)", async () => {
    const first = await threadAnswered();
    await importOne(
      await addressedCopy(
        "latin1-rfc2231-filename.eml",
        replyAddressOf(first.thread.replyToken, inboundDomain),
      ),
    );
    const latin = await inboundOf(first.thread.id);
    expect(latin.email.subject).toBe("Eelanalüüsi päring");
    expect(latin.files).toEqual(["Eelanalüüsi päring.jpg"]);

    const second = await threadAnswered();
    await importOne(
      await addressedCopy(
        "unicode-raw-filename.eml",
        replyAddressOf(second.thread.replyToken, inboundDomain),
      ),
    );
    const raw = await inboundOf(second.thread.id);
    expect(raw.email.bodyText).toBe("This is the first part.");
    expect(raw.email.rejectedAttachments).toEqual([
      { fileName: "ciële.txt", reason: "wrong-type" },
    ]);
  });

  it("uuencoded files inside the text (Outlook Express): decoded to files, taken out of the text", async () => {
    const text = (await readFixture("uuencode-outlook-express.eml")).toString("latin1");
    const decoded = extractUuencoded(text.slice(text.indexOf("Hello!")));
    // What PHP's mailparse test expects of the same block (tests/012-var.phpt).
    expect(decoded.files[0]?.content.toString("latin1")).toBe(
      "FooBar - Baaaaa\n\nRequirements: \n\to php with mailparse\n    o virus scanner (optional)\n\t\n\n",
    );
    const { thread } = await threadAnswered();
    await importOne(
      await addressedCopy(
        "uuencode-outlook-express.eml",
        replyAddressOf(thread.replyToken, inboundDomain),
      ),
    );
    const { email } = await inboundOf(thread.id);
    expect(email.bodyText).toBe("Hello!\nSubj.");
    expect(email.rejectedAttachments.map((r) => r.fileName)).toEqual([
      "README1.dat",
      "README2.dat",
      "README3.dat",
    ]);
  });

  it("an HTML-only part with a stray boundary parameter: sanitised HTML kept, text made of it", async () => {
    const { supplierCase, thread } = await threadAnswered();
    await importOne(
      await addressedCopy(
        "html-only-stray-boundary.eml",
        replyAddressOf(thread.replyToken, inboundDomain),
      ),
    );
    const { email } = await inboundOf(thread.id);
    expect(email.bodyText).toBe("An HTML section");
    expect(email.bodyHtml).toBe("<p>An HTML section</p>");
    // The case list's last-activity preview is made of the same text.
    expect((await caseRow(h.database.db, supplierCase.id)).lastActivityText).toBe(
      "An HTML section",
    );
  });

  it("an empty uuencoded Word file is refused by name, and the mail keeps its own 2002 Date", async () => {
    const { thread } = await threadAnswered();
    await importOne(
      await addressedCopy(
        "uuencode-empty-doc.eml",
        replyAddressOf(thread.replyToken, inboundDomain),
      ),
    );
    const { email, files } = await inboundOf(thread.id);
    expect(email.bodyText).toMatch(/^Attached are the comments of the Public Generating Pool\./);
    expect(files).toEqual([]);
    expect(email.rejectedAttachments).toEqual([
      { fileName: "PGP_Cmts_on_12-14-01_Pkg.doc", reason: "wrong-type" },
    ]);
    // Date: Thu, 10 Jan 2002 13:59:53 -0800 is when it was sent; created_at is its arrival.
    expect(email.sentAt?.toISOString()).toBe("2002-01-10T21:59:53.000Z");
    expect(Date.now() - email.createdAt.getTime()).toBeLessThan(60_000);
    const shown = await world.people.sender.client.gql<Any>(
      `query($id: ID!) { caseEmail(id: $id) { sentAt createdAt bodyHtml } }`,
      { id: email.id },
    );
    expect(shown.data?.caseEmail).toMatchObject({
      sentAt: "2002-01-10T21:59:53.000Z",
      bodyHtml: null,
    });
  });

  it("bounces (a DSN from MAILER-DAEMON, a multipart/report from postmaster) are delivery failures of the thread they refer to", async () => {
    for (const [file, failedId] of [
      ["bounce-mailer-daemon.eml", "<xxxxx@email.amazonses.com>"],
      ["bounce-postmaster-report.eml", "<002001c144a6$8752e060$56104586@oxy.edu>"],
    ] as const) {
      const { supplierCase, thread } = await threadAnswered(failedId);
      expect(await importOne(fixture(file))).toMatchObject({
        outcome: "stored",
        matchedBy: "message-id",
      });
      const { email, files } = await inboundOf(thread.id);
      expect(email.status).toBe("delivery_failure");
      expect(email.isExternal).toBe(false);
      expect(email.bodyText).toContain("---------- Attached message ----------");
      expect(files).toEqual([]);
      const row = await caseRow(h.database.db, supplierCase.id);
      expect([row.emailCount, row.externalEmailCount, row.lastActivityText]).toEqual([0, 0, null]);
    }
  });

  it("a message that answers nothing we sent is reported, never filed, and importing twice files once", async () => {
    const results = await importEmlFiles(tools(), [fixture("latin1-body.eml")]);
    expect(results).toMatchObject([{ result: { outcome: "unmatched" } }]);
    const { thread } = await threadAnswered("<348F04F142D69C21-291E56D292BC@xxxx.net>");
    const again = await importEmlFiles(tools(), [
      fixture("reply-in-reply-to.eml"),
      fixture("reply-in-reply-to.eml"),
    ]);
    expect(again.map((r) => ("result" in r ? r.result.outcome : r.error))).toEqual([
      "stored",
      "duplicate",
    ]);
    expect((await threadEmails(h.database.db, thread.id)).length).toBe(2);
  });
});
