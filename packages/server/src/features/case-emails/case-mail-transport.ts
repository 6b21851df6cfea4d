import type { Readable } from "node:stream";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { mailOutbox } from "../../mail/outbox.table.ts";

export type MailAddress = { email: string; name?: string | null };

/** An e-mail of a case as it goes out: the headers that thread it and the files it carries. */
export type OutgoingCaseMail = {
  from: string;
  replyTo: string;
  /** SMTP MAIL FROM: the thread's reply address, so that bounces come back to the thread. */
  envelopeFrom: string;
  to: MailAddress[];
  cc: MailAddress[];
  bcc: MailAddress[];
  subject: string;
  text: string;
  messageId: string;
  inReplyTo: string | null;
  references: string[];
  attachments: { filename: string; contentType: string; content: Readable }[];
};

const formatted = (list: MailAddress[]) =>
  list.map((a) => (a.name ? { name: a.name, address: a.email } : a.email));

/**
 * Sends a case e-mail the way the mail module sends everything (mail/mailer.ts): over SMTP when
 * SMTP_URL is set, otherwise into the database outbox with a log line; either way a copy lands
 * in the outbox table. It is its own function because the mail module's message has no Reply-To,
 * Message-ID, threading headers, Cc/Bcc, envelope sender or attachments, which case e-mail
 * needs; the record it leaves is the same.
 */
export async function sendCaseMail(
  tools: { db: Database; config: Config; log: FastifyBaseLogger },
  mail: OutgoingCaseMail,
): Promise<void> {
  const { config, db, log } = tools;
  const everyone = [...mail.to, ...mail.cc, ...mail.bcc].map((a) => a.email);
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    try {
      await transport.sendMail({
        from: mail.from,
        replyTo: mail.replyTo,
        to: formatted(mail.to),
        cc: formatted(mail.cc),
        bcc: formatted(mail.bcc),
        subject: mail.subject,
        text: mail.text,
        messageId: mail.messageId,
        inReplyTo: mail.inReplyTo ?? undefined,
        references: mail.references.length > 0 ? mail.references : undefined,
        envelope: { from: mail.envelopeFrom, to: everyone },
        attachments: mail.attachments,
      });
    } finally {
      transport.close();
    }
  } else {
    for (const file of mail.attachments) file.content.destroy();
    log.info({ to: everyone, subject: mail.subject }, "case e-mail written to the outbox");
  }
  await db.insert(mailOutbox).values({
    to: everyone.join(", "),
    subject: mail.subject,
    text: mail.text,
    links: [],
    transport: config.SMTP_URL ? "smtp" : "outbox",
  });
}
