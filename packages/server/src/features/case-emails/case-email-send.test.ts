import { prefixedSubject } from "@tierwise/common/cases";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../mail/outbox.table.ts";
import { createFilesHarness, download, upload } from "../../test/comments-support.ts";
import type { Harness } from "../../test/harness.ts";
import { commentAttachments } from "../comments/comment.table.ts";
import { caseEmailRecipients, caseEmails } from "./case-email.table.ts";
import {
  type Any,
  buildCaseMailWorld,
  caseRow,
  commentFixture,
  inboundDomain,
  insertCase,
  send,
  startCollectingPeer,
  waitFor,
} from "./case-email-test-support.ts";

let h: Harness;
let peer: Awaited<ReturnType<typeof startCollectingPeer>>;
let world: Awaited<ReturnType<typeof buildCaseMailWorld>>;

beforeAll(async () => {
  peer = await startCollectingPeer();
  h = await createFilesHarness({
    SMTP_URL: `smtp://127.0.0.1:${peer.port}`,
    INBOUND_MAIL_DOMAIN: inboundDomain,
    CASE_MAIL_FROM: "Tierwise Cases <cases@tierwise.test>",
  });
  world = await buildCaseMailWorld(h);
});
let peerOpen = true;
afterAll(async () => {
  await h.close();
  if (peerOpen) await peer.close();
});

const supplier = { email: "orders@northwind.test", name: "Northwind Orders", type: "to" };

describe("sendCaseEmail", () => {
  it("stores thread, e-mail and recipients and sends it to a real SMTP peer with Reply-To, Message-ID and the file", async () => {
    const { sender } = world.people;
    const supplierCase = await insertCase(h.database.db, world.acme.id, sender.id);
    const pdf = await commentFixture("fixture.pdf");
    const uploaded = await upload(h, sender.client, [{ name: "schedule.pdf", data: pdf }]);
    expect(uploaded.status).toBe(200);
    const key = (uploaded.body as { key: string }[])[0]?.key;
    const before = peer.received.length;

    const result = await send(sender.client, {
      caseId: supplierCase.id,
      subject: "Delivery schedule for Q3",
      body: "Hello Northwind,\n\nplease confirm the new delivery dates.",
      recipients: [supplier, { email: "Buyer@ACME.test", type: "cc" }],
      attachmentKeys: [key],
    });
    const success = result.data?.sendCaseEmail as Any;
    expect(success.__typename).toBe("SendCaseEmailSuccess");
    expect(success.thread.replyAddress).toMatch(/^case\+[a-z2-7]{32}@reply\.tierwise\.test$/);
    expect(success.thread.emailCount).toBe(1);
    expect(success.email).toMatchObject({
      subject: "Delivery schedule for Q3",
      direction: "outbound",
      status: "sent",
      isExternal: true,
      sender: { email: sender.user.email, internalToOrg: true },
    });
    expect(success.email.recipients).toEqual([
      {
        email: "orders@northwind.test",
        name: "Northwind Orders",
        type: "to",
        internalToOrg: false,
      },
      { email: "buyer@acme.test", name: null, type: "cc", internalToOrg: true },
    ]);
    expect(success.email.attachments).toMatchObject([{ filename: "schedule.pdf" }]);

    await waitFor(() => peer.received.length > before);
    const wire = await peer.parsed(before);
    const [stored] = await h.database.db
      .select()
      .from(caseEmails)
      .where(eq(caseEmails.id, success.email.id));
    expect(wire.subject).toBe("Delivery schedule for Q3");
    expect(wire.replyTo?.value[0]?.address).toBe(success.thread.replyAddress);
    expect(wire.from?.value[0]?.address).toBe("cases@tierwise.test");
    expect(wire.messageId).toBe(stored?.messageId);
    expect(stored?.messageId).toMatch(/@reply\.tierwise\.test>$/);
    expect(wire.text?.trim()).toBe("Hello Northwind,\n\nplease confirm the new delivery dates.");
    expect(wire.attachments.map((a) => a.filename)).toEqual(["schedule.pdf"]);
    expect(wire.attachments[0]?.content.equals(pdf)).toBe(true);
    // Bounces go to the thread: the envelope sender is the reply address.
    expect(peer.received[before]?.from).toBe(success.thread.replyAddress);
    expect(peer.received[before]?.to.sort()).toEqual(["buyer@acme.test", "orders@northwind.test"]);

    const recipients = await h.database.db
      .select()
      .from(caseEmailRecipients)
      .where(eq(caseEmailRecipients.emailId, success.email.id));
    expect(recipients).toHaveLength(2);
    const [file] = await h.database.db
      .select()
      .from(commentAttachments)
      .where(eq(commentAttachments.uploadKey, key as string));
    expect(file?.emailId).toBe(success.email.id);
    expect(file?.claimedAt).not.toBeNull();
    const outbox = await h.database.db.select().from(mailOutbox);
    expect(
      outbox.some((m) => m.subject === "Delivery schedule for Q3" && m.transport === "smtp"),
    ).toBe(true);

    const fetched = await download(h, sender.client, success.email.attachments[0].downloadUrl);
    expect(fetched.status).toBe(200);
    expect(Buffer.from(fetched.body).equals(pdf)).toBe(true);
    const stranger = await download(
      h,
      world.people.outsider.client,
      success.email.attachments[0].downloadUrl,
    );
    expect(stranger.status).toBe(404);
  });

  it("threads a reply (In-Reply-To, References) and stores the prefixed subjects exactly as sent", async () => {
    const { sender } = world.people;
    const supplierCase = await insertCase(h.database.db, world.acme.id, sender.id);
    const first = (
      await send(sender.client, {
        caseId: supplierCase.id,
        subject: "Re: Fwd: Audit findings",
        body: "See the findings below.",
        recipients: [supplier],
      })
    ).data?.sendCaseEmail as Any;
    const replySubject = prefixedSubject("reply", first.email.subject);
    const before = peer.received.length;
    const reply = (
      await send(sender.client, {
        caseId: supplierCase.id,
        replyToId: first.email.id,
        subject: replySubject,
        body: "A reminder about the findings.",
        recipients: [supplier],
      })
    ).data?.sendCaseEmail as Any;
    expect(reply.__typename).toBe("SendCaseEmailSuccess");
    expect(reply.email.subject).toBe("RE: Audit findings");
    expect(reply.thread.id).toBe(first.thread.id);
    expect(reply.thread.replyAddress).toBe(first.thread.replyAddress);
    expect(reply.thread.emailCount).toBe(2);
    expect(reply.thread.emails.map((e: Any) => e.id)).toEqual([first.email.id, reply.email.id]);

    await waitFor(() => peer.received.length > before);
    const wire = await peer.parsed(before);
    const [firstRow] = await h.database.db
      .select()
      .from(caseEmails)
      .where(eq(caseEmails.id, first.email.id));
    expect(wire.subject).toBe("RE: Audit findings");
    expect(wire.inReplyTo).toBe(firstRow?.messageId);
    expect([wire.references].flat()).toContain(firstRow?.messageId);

    const forward = (
      await send(sender.client, {
        caseId: supplierCase.id,
        subject: prefixedSubject("forward", reply.email.subject),
        body: "Forwarding for your records.",
        recipients: [{ email: "quality@contoso.test", type: "to" }],
      })
    ).data?.sendCaseEmail as Any;
    expect(forward.email.subject).toBe("FW: Audit findings");
    expect(forward.thread.id).not.toBe(first.thread.id);
  });

  it("labels an e-mail external only when a recipient is outside the internal domains, and keeps the case's counters", async () => {
    const { sender } = world.people;
    const supplierCase = await insertCase(h.database.db, world.acme.id, sender.id);
    const internal = (
      await send(sender.client, {
        caseId: supplierCase.id,
        subject: "Internal note",
        body: "Only colleagues read this one, nobody outside.",
        recipients: [
          { email: "team@acme.test", type: "to" },
          { email: "lead@eu.acme.test", type: "bcc" },
        ],
      })
    ).data?.sendCaseEmail as Any;
    expect(internal.email.isExternal).toBe(false);
    expect(internal.email.recipients.every((r: Any) => r.internalToOrg)).toBe(true);
    let row = await caseRow(h.database.db, supplierCase.id);
    expect([row.emailCount, row.externalEmailCount]).toEqual([1, 0]);

    const external = (
      await send(sender.client, {
        caseId: supplierCase.id,
        subject: "Question to the supplier",
        body: "Dear supplier, where are the certificates for batch 42?",
        recipients: [
          { email: "team@acme.test", type: "to" },
          { email: "qa@acme.test.evil.test", type: "cc" },
        ],
      })
    ).data?.sendCaseEmail as Any;
    expect(external.email.isExternal).toBe(true);
    row = await caseRow(h.database.db, supplierCase.id);
    expect([row.emailCount, row.externalEmailCount]).toEqual([2, 1]);
    expect(row.lastActivityText).toBe("Dear supplier, where are the certi");
    expect(row.lastActivityAt?.getTime()).toBeGreaterThan(row.createdAt.getTime() - 1);
    expect(row.updatedAt.getTime()).toBeGreaterThanOrEqual(row.lastActivityAt?.getTime() ?? 0);
  });

  it("refuses bad input, another person's upload, and answers a failed send with an error while keeping it as failed", async () => {
    const { sender, colleague } = world.people;
    const supplierCase = await insertCase(h.database.db, world.acme.id, sender.id);
    const noTo = (
      await send(sender.client, {
        caseId: supplierCase.id,
        subject: "Hi",
        body: "Body",
        recipients: [{ email: "x@northwind.test", type: "cc" }],
      })
    ).data?.sendCaseEmail as Any;
    expect(noTo.__typename).toBe("ValidationError");
    expect(noTo.fieldErrors).toEqual([
      { path: "recipients", message: "Add at least one recipient." },
    ]);

    const theirs = await upload(h, colleague.client, [
      { name: "a.png", data: await commentFixture("fixture.png") },
    ]);
    const stolen = (
      await send(sender.client, {
        caseId: supplierCase.id,
        subject: "Hi",
        body: "Body",
        recipients: [supplier],
        attachmentKeys: [(theirs.body as { key: string }[])[0]?.key],
      })
    ).data?.sendCaseEmail as Any;
    expect(stolen.__typename).toBe("ValidationError");
    expect(stolen.fieldErrors[0].path).toBe("attachmentKeys");

    const signedOut = await h
      .client()
      .gql(
        `mutation { sendCaseEmail(input: { caseId: "${supplierCase.id}", subject: "s", body: "b", recipients: [] }) { __typename } }`,
      );
    expect(signedOut.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");

    // Last in the file: the SMTP peer goes away for good.
    await peer.close();
    peerOpen = false;
    {
      const failed = await send(sender.client, {
        caseId: supplierCase.id,
        subject: "Nobody will get this",
        body: "The mail server is down.",
        recipients: [supplier],
      });
      expect(failed.errors?.[0]?.extensions?.code).toBe("INTERNAL_SERVER_ERROR");
      const rows = await h.database.db
        .select()
        .from(caseEmails)
        .where(eq(caseEmails.caseId, supplierCase.id));
      expect(rows.map((r) => [r.subject, r.status])).toEqual([["Nobody will get this", "failed"]]);
    }
  });
});
