import { type AddressObject, type Attachment, type ParsedMail, simpleParser } from "mailparser";
import { sanitizeMailHtml, textOfMailHtml } from "./inbound-body.ts";
import { extractUuencoded } from "./uudecode.ts";

export type InboundAddress = { email: string; name: string | null };
export type InboundFile = { fileName: string; content: Buffer };

/** What ingestion needs of a received message, whatever its MIME shape. */
export type InboundMessage = {
  messageId: string | null;
  inReplyTo: string | null;
  references: string[];
  subject: string;
  from: InboundAddress | null;
  to: InboundAddress[];
  cc: InboundAddress[];
  /** Delivered-To / X-Original-To: where a forwarding mail system says it was delivered. */
  deliveredTo: string[];
  text: string;
  /**
   * Sanitised HTML, kept when the message has no text part (an HTML-only mail); `text` is then
   * derived from it. Null when a text part was there: that text is the message.
   */
  html: string | null;
  /** The message's Date header: when it was sent, as opposed to when it reached us. */
  sentAt: Date | null;
  files: InboundFile[];
  /** A delivery status report (bounce): the Message-IDs of the message that failed. */
  bounce: { originalMessageIds: string[] } | null;
};

/** Attached messages inside attached messages are followed this deep, then kept as files. */
const maxNesting = 3;

const parserOptions = { skipTextToHtml: true, skipImageLinks: true } as const;

function addresses(field: AddressObject | AddressObject[] | undefined): InboundAddress[] {
  const objects = field ? (Array.isArray(field) ? field : [field]) : [];
  return objects
    .flatMap((object) => object.value)
    .flatMap((entry) => (entry.group ? entry.group : [entry]))
    .flatMap((entry) =>
      entry.address ? [{ email: entry.address.toLowerCase(), name: entry.name || null }] : [],
    );
}

function headerText(parsed: ParsedMail, name: string): string[] {
  const value = parsed.headers.get(name);
  if (value === undefined) return [];
  const values = Array.isArray(value) ? value : [value];
  return values.flatMap((entry) => {
    if (typeof entry === "string") return [entry];
    if (entry && typeof entry === "object" && "value" in entry) {
      const inner = (entry as { value: unknown }).value;
      if (typeof inner === "string") return [inner];
      if (Array.isArray(inner)) {
        return inner.flatMap((a: { address?: string }) => (a.address ? [a.address] : []));
      }
    }
    return [];
  });
}

const messageIdsOf = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : [])
    .flatMap((entry) => entry.match(/<[^<>\s]+>/g) ?? [])
    .map((id) => id.trim());

function contentTypeOf(parsed: ParsedMail): { value: string; reportType: string | null } {
  const header = parsed.headers.get("content-type") as
    | { value?: string; params?: Record<string, string> }
    | undefined;
  return {
    value: (header?.value ?? "").toLowerCase(),
    reportType: header?.params?.["report-type"]?.toLowerCase() ?? null,
  };
}

const daemonSender = /^(mailer-daemon|postmaster|mail-daemon)@/i;

function isUuencodedPart(attachment: Attachment): boolean {
  const encoding = String(attachment.headers.get("content-transfer-encoding") ?? "").toLowerCase();
  return ["x-uuencode", "x-uue", "uuencode", "uue"].includes(encoding.trim());
}

function attachedMessageBlock(inner: ParsedMail, text: string): string {
  const lines = [
    "---------- Attached message ----------",
    inner.from ? `From: ${inner.from.text}` : null,
    inner.date ? `Date: ${inner.date.toUTCString()}` : null,
    inner.subject ? `Subject: ${inner.subject}` : null,
    inner.to
      ? `To: ${addresses(inner.to)
          .map((a) => a.email)
          .join(", ")}`
      : null,
    "",
    text.trim(),
  ];
  return lines.filter((line) => line !== null).join("\n");
}

/**
 * Another rendering of the body (text/watch-html for watches, text/enriched…) that mailparser
 * hands over as an attachment because it is neither text/plain nor text/html: unnamed, not
 * marked as an attachment, of a text type. It is the message again, not a file of it.
 */
function isBodyAlternative(attachment: Attachment): boolean {
  const type = attachment.contentType.toLowerCase();
  return (
    type.startsWith("text/") &&
    !attachment.filename &&
    attachment.contentDisposition !== "attachment" &&
    !isUuencodedPart(attachment)
  );
}

type Unpacked = { text: string; files: InboundFile[]; embeddedIds: string[] };

/**
 * The readable text and the files of a parsed message: attached messages (message/rfc822) are
 * parsed again by mailparser and shown as a quoted block, their files kept with the outer ones;
 * uuencoded data (parts or blocks inside the text) becomes files.
 */
async function unpack(parsed: ParsedMail, depth: number): Promise<Unpacked> {
  const uu = extractUuencoded(parsed.text ?? "");
  const blocks: string[] = [uu.rest];
  const files: InboundFile[] = [...uu.files];
  const embeddedIds: string[] = [];
  let unnamed = 0;
  for (const attachment of parsed.attachments) {
    const type = attachment.contentType.toLowerCase();
    const isMessage = type === "message/rfc822" || type === "text/rfc822-headers";
    if (isMessage && depth < maxNesting) {
      const inner = await simpleParser(attachment.content, parserOptions);
      embeddedIds.push(...messageIdsOf(inner.messageId));
      if (type === "message/rfc822") {
        const nested = await unpack(inner, depth + 1);
        blocks.push(attachedMessageBlock(inner, nested.text));
        files.push(...nested.files);
      }
      continue;
    }
    if (isUuencodedPart(attachment)) {
      const decoded = extractUuencoded(attachment.content.toString("latin1")).files;
      files.push(...decoded.map((f) => ({ ...f, fileName: attachment.filename ?? f.fileName })));
      // An empty part (a 0-byte file) has no begin…end block: it is still a file of the mail,
      // so it goes to the checks and is kept or refused like any other, never dropped.
      if (decoded.length > 0) continue;
    }
    if (isBodyAlternative(attachment)) continue;
    unnamed += 1;
    files.push({
      fileName: attachment.filename ?? `attachment-${unnamed}${isMessage ? ".eml" : ""}`,
      content: attachment.content,
    });
  }
  return { text: blocks.filter((b) => b.trim()).join("\n\n"), files, embeddedIds };
}

/** Parses a raw message with mailparser into what ingestion needs. */
export async function parseInboundMail(raw: Buffer): Promise<InboundMessage> {
  const parsed = await simpleParser(raw, parserOptions);
  const from = addresses(parsed.from)[0] ?? null;
  const contentType = contentTypeOf(parsed);
  const unpacked = await unpack(parsed, 0);
  // No text part: mailparser gives the HTML, and a text of its own making only when the HTML is
  // the whole message. The sanitised HTML is kept and our text is made of it (text of attached
  // messages, which mailparser parsed apart, follows it).
  const htmlOnly = contentType.value === "text/html";
  const html =
    (htmlOnly || !parsed.text?.trim()) && parsed.html ? sanitizeMailHtml(parsed.html) : null;
  const text = html
    ? [textOfMailHtml(html), htmlOnly ? "" : unpacked.text].filter((b) => b.trim()).join("\n\n")
    : unpacked.text;
  const isReport =
    contentType.value === "multipart/report" &&
    (contentType.reportType === null || contentType.reportType === "delivery-status");
  const isBounce = isReport || (from !== null && daemonSender.test(from.email));
  const inReplyTo = messageIdsOf(parsed.inReplyTo)[0] ?? null;
  const references = messageIdsOf(parsed.references);
  return {
    messageId: messageIdsOf(parsed.messageId)[0] ?? null,
    inReplyTo,
    references,
    subject: parsed.subject ?? "",
    from,
    to: addresses(parsed.to),
    cc: addresses(parsed.cc),
    deliveredTo: [...headerText(parsed, "delivered-to"), ...headerText(parsed, "x-original-to")],
    text,
    html: html || null,
    sentAt: parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date : null,
    // A bounce carries the failed message, not files of a supplier.
    files: isBounce ? [] : unpacked.files,
    bounce: isBounce
      ? {
          originalMessageIds: [
            ...unpacked.embeddedIds,
            ...(inReplyTo ? [inReplyTo] : []),
            ...references,
          ],
        }
      : null,
  };
}
