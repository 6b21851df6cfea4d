import type { Readable } from "node:stream";
import MailComposer from "nodemailer/lib/mail-composer";
import type { ExportEmail } from "./case-export-data.ts";

/** An attachment's bytes, opened from the file store when its e-mail is written. */
export type EmlFile = { fileName: string; contentType: string; body: Readable };

const address = (email: string, name: string | null) => (name ? { name, address: email } : email);

/**
 * One stored case e-mail as an RFC 822 message (.eml), rebuilt from its rows: sender,
 * recipients (Bcc kept: the export is the case's own record), subject, the text and HTML
 * bodies, its original Message-ID, In-Reply-To and References (so mail programs thread the
 * exported messages as they were), the date it was sent or received, and its files, streamed.
 */
export function emlStream(email: ExportEmail, files: readonly EmlFile[]): Readable {
  const of = (type: "to" | "cc" | "bcc") =>
    email.recipients.filter((r) => r.type === type).map((r) => address(r.email, r.name));
  const composer = new MailComposer({
    from: address(email.senderEmail, email.senderName),
    to: of("to"),
    cc: of("cc"),
    bcc: of("bcc"),
    subject: email.subject,
    text: email.bodyText,
    html: email.bodyHtml ?? undefined,
    messageId: email.messageId,
    inReplyTo: email.inReplyTo ?? undefined,
    references: email.references.length > 0 ? email.references : undefined,
    date: email.createdAt,
    attachments: files.map((file) => ({
      filename: file.fileName,
      contentType: file.contentType,
      content: file.body,
    })),
  });
  const message = composer.compile();
  message.keepBcc = true;
  return message.createReadStream();
}
