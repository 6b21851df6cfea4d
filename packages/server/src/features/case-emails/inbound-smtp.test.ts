import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFilesHarness, download } from "../../test/comments-support.ts";
import type { Harness } from "../../test/harness.ts";
import { commentAttachments } from "../comments/comment.table.ts";
import { caseEmails } from "./case-email.table.ts";
import {
  type Any,
  buildCaseMailWorld,
  caseRow,
  commentFixture,
  inboundDomain,
  insertCase,
  insertSentThread,
  threadEmails,
  threadsQuery,
} from "./case-email-test-support.ts";
import { inboundSmtpListenerOf } from "./case-emails.feature.ts";
import { replyAddressOf } from "./reply-address.ts";

let h: Harness;
let world: Awaited<ReturnType<typeof buildCaseMailWorld>>;
let client: ReturnType<typeof nodemailer.createTransport>;

beforeAll(async () => {
  h = await createFilesHarness({ INBOUND_SMTP_PORT: "0", INBOUND_MAIL_DOMAIN: inboundDomain });
  await h.app.ready();
  const listener = inboundSmtpListenerOf(h.app);
  if (!listener) throw new Error("the inbound listener did not start");
  world = await buildCaseMailWorld(h);
  client = nodemailer.createTransport({
    host: "127.0.0.1",
    port: listener.port,
    secure: false,
    ignoreTLS: true,
  });
});
afterAll(async () => {
  client.close();
  await h.close();
});

async function sentThread() {
  const supplierCase = await insertCase(h.database.db, world.acme.id, world.people.sender.id);
  return { supplierCase, ...(await insertSentThread(h.database.db, supplierCase)) };
}

describe("inbound SMTP listener", () => {
  it("files a supplier's reply to the thread's reply address, with its allowed file, and counts it", async () => {
    const { supplierCase, thread } = await sentThread();
    const png = await commentFixture("fixture.png");
    await client.sendMail({
      from: "Northwind Orders <orders@northwind.test>",
      to: replyAddressOf(thread.replyToken, inboundDomain),
      cc: "buyer@acme.test",
      subject: "Re: Delivery schedule",
      text: "The parts ship on Monday.\n\n> When will the parts arrive?",
      attachments: [{ filename: "label.png", content: png }],
    });
    const emails = await threadEmails(h.database.db, thread.id);
    const reply = emails.find((e) => e.direction === "inbound");
    expect(reply).toMatchObject({
      status: "received",
      senderEmail: "orders@northwind.test",
      senderName: "Northwind Orders",
      subject: "Re: Delivery schedule",
      isExternal: true,
    });
    expect(reply?.bodyText).toBe("The parts ship on Monday.\n\n> When will the parts arrive?");
    const row = await caseRow(h.database.db, supplierCase.id);
    expect([row.emailCount, row.externalEmailCount, row.lastActivityText]).toEqual([
      1,
      1,
      "The parts ship on Monday.\n\n> When ",
    ]);

    const listed = await world.people.sender.client.gql<Any>(threadsQuery, {
      caseId: supplierCase.id,
    });
    const shown = listed.data?.caseEmailThreads[0].emails[1];
    expect(shown.recipients).toEqual([
      { email: "buyer@acme.test", name: null, type: "cc", internalToOrg: true },
    ]);
    expect(shown.sender).toEqual({
      email: "orders@northwind.test",
      name: "Northwind Orders",
      internalToOrg: false,
    });
    expect(shown.attachments.map((a: Any) => a.filename)).toEqual(["label.png"]);
    const file = await download(h, world.people.sender.client, shown.attachments[0].downloadUrl);
    expect(Buffer.from(file.body).equals(png)).toBe(true);
  });

  it("an Apple Watch alternative (text/watch-html) is the message again, not a refused file", async () => {
    const { thread } = await sentThread();
    await client.sendMail({
      from: "orders@northwind.test",
      to: replyAddressOf(thread.replyToken, inboundDomain),
      subject: "Re: Delivery schedule",
      text: "Confirmed for Monday.",
      watchHtml: "<b>Confirmed</b> for Monday.",
      html: "<p><b>Confirmed</b> for Monday.</p>",
    });
    const [reply] = (await threadEmails(h.database.db, thread.id)).filter(
      (e) => e.direction === "inbound",
    );
    expect(reply?.bodyText).toBe("Confirmed for Monday.");
    expect(reply?.rejectedAttachments).toEqual([]);
    // A text part was there: it is the body, and no HTML is kept beside it.
    expect(reply?.bodyHtml).toBeNull();
  });

  it("an HTML-only reply keeps sanitised HTML (no script, no handlers) and text made of it", async () => {
    const { thread } = await sentThread();
    await client.sendMail({
      from: "orders@northwind.test",
      to: replyAddressOf(thread.replyToken, inboundDomain),
      subject: "Re: Delivery schedule",
      html: '<p onclick="steal()">Shipped <a href="javascript:alert(1)">today</a>.</p><script>alert(1)</script>',
    });
    const [reply] = (await threadEmails(h.database.db, thread.id)).filter(
      (e) => e.direction === "inbound",
    );
    expect(reply?.bodyText).toBe("Shipped today.");
    expect(reply?.bodyHtml).toBe(
      '<p>Shipped <a rel="noopener noreferrer nofollow" target="_blank">today</a>.</p>',
    );
  });

  it("files a reply by In-Reply-To when it is not sent to a reply address", async () => {
    const { thread, email } = await sentThread();
    await client.sendMail({
      from: "orders@northwind.test",
      to: `cases@${inboundDomain}`,
      subject: "Re: Delivery schedule",
      text: "Answering without the reply address.",
      inReplyTo: email.messageId,
      references: [email.messageId],
    });
    const emails = await threadEmails(h.database.db, thread.id);
    expect(emails.map((e) => [e.direction, e.bodyText])).toContainEqual([
      "inbound",
      "Answering without the reply address.",
    ]);
  });

  it("refuses mail that matches no thread (550) and mail for other domains (at RCPT TO)", async () => {
    const orphan = client.sendMail({
      from: "orders@northwind.test",
      to: `case+${"a".repeat(32)}@${inboundDomain}`,
      subject: "Hello",
      text: "Nobody asked.",
      inReplyTo: "<unknown@elsewhere.test>",
    });
    await expect(orphan).rejects.toMatchObject({ responseCode: 550 });
    const relay = client.sendMail({ from: "a@b.test", to: "someone@example.test", text: "x" });
    await expect(relay).rejects.toMatchObject({ responseCode: 550 });
    const stored = await h.database.db
      .select()
      .from(caseEmails)
      .where(eq(caseEmails.bodyText, "Nobody asked."));
    expect(stored).toEqual([]);
  });

  it("refuses an attachment by its content (an executable named .pdf) and reports it on the e-mail", async () => {
    const { thread } = await sentThread();
    await client.sendMail({
      from: "orders@northwind.test",
      to: replyAddressOf(thread.replyToken, inboundDomain),
      subject: "Re: Delivery schedule",
      text: "Invoice attached.",
      attachments: [
        { filename: "invoice.pdf", content: await commentFixture("fixture.elf") },
        { filename: "real.pdf", content: await commentFixture("fixture.pdf") },
      ],
    });
    const [reply] = (await threadEmails(h.database.db, thread.id)).filter(
      (e) => e.direction === "inbound",
    );
    expect(reply?.rejectedAttachments).toEqual([{ fileName: "invoice.pdf", reason: "wrong-type" }]);
    const files = await h.database.db
      .select()
      .from(commentAttachments)
      .where(eq(commentAttachments.emailId, reply?.id as string));
    expect(files.map((f) => f.fileName)).toEqual(["real.pdf"]);
    const shown = await world.people.sender.client.gql<Any>(
      `query($id: ID!) { caseEmail(id: $id) { rejectedAttachments { filename reason message } } }`,
      { id: reply?.id },
    );
    expect(shown.data?.caseEmail.rejectedAttachments).toEqual([
      {
        filename: "invoice.pdf",
        reason: "wrong-type",
        message:
          "File(s) invoice.pdf could not be attached. Valid formats are png, jpeg, jpg, gif, csv, pdf, xls, xlsx, ppt, pptx.",
      },
    ]);
  });
});
