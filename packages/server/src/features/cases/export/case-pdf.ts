import { caseMessages, taskStatusLabels } from "@tierwise/common/cases";
import PDFDocument from "pdfkit";
import {
  colors,
  ensureSpace,
  fonts,
  footers,
  keyValueGrid,
  paragraph,
  sectionHeading,
  table,
} from "../../companies/pdf/pdf-layout.ts";
import { pdfText, utcTimestamp } from "../../companies/pdf/pdf-text.ts";
import type { CaseExportData, ExportComment, ExportEmail } from "./case-export-data.ts";
import { caseDate, caseMoment } from "./case-export-format.ts";
import type { CaseExportOptions } from "./case-export-request.ts";
import { type CaseExportRules, caseDetailPairs, personLabel } from "./case-pdf-fields.ts";
import { writeRichText } from "./case-pdf-rich-text.ts";

export type CasePdfOptions = {
  generatedAt: Date;
  /** Compress page streams (default). */
  compress?: boolean;
};

/** Long e-mail bodies are cut in the PDF; the whole message is in emails/. */
const emailBodyLimit = 4000;

const text = (value: string) => (value === "" ? caseMessages.emptyValue : pdfText(value));

type FeedItem =
  | { kind: "comment"; at: Date; comment: ExportComment }
  | { kind: "email"; at: Date; email: ExportEmail };

function feedItems(data: CaseExportData, rules: CaseExportRules): FeedItem[] {
  const items: FeedItem[] = data.comments.map((comment) => ({
    kind: "comment",
    at: comment.createdAt,
    comment,
  }));
  if (rules.show("emails"))
    items.push(
      ...data.emails.map((email): FeedItem => ({ kind: "email", at: email.createdAt, email })),
    );
  return items.sort((a, b) => b.at.getTime() - a.at.getTime());
}

function byline(doc: PDFKit.PDFDocument, who: string, when: Date, indent = 0) {
  ensureSpace(doc, 40);
  doc.moveDown(0.5);
  doc
    .font(fonts.bold)
    .fontSize(9)
    .fillColor(colors.text)
    .text(pdfText(who), doc.page.margins.left + indent, doc.y, { continued: true })
    .font(fonts.regular)
    .fillColor(colors.muted)
    .text(`  ${caseMoment(when)}`);
}

function indented(doc: PDFKit.PDFDocument, value: string, indent: number) {
  const x = doc.page.margins.left + indent;
  doc
    .font(fonts.regular)
    .fontSize(9)
    .fillColor(colors.text)
    .text(text(value), x, doc.y, { width: doc.page.width - doc.page.margins.right - x });
}

function writeComment(doc: PDFKit.PDFDocument, comment: ExportComment, indent = 0) {
  byline(doc, personLabel(comment.author), comment.createdAt, indent);
  indented(doc, comment.text, indent);
  for (const reply of comment.replies) writeComment(doc, reply, indent + 16);
}

function writeEmail(doc: PDFKit.PDFDocument, email: ExportEmail) {
  const sender = email.senderName
    ? `${email.senderName} <${email.senderEmail}>`
    : email.senderEmail;
  byline(doc, `E-mail from ${sender}`, email.createdAt);
  const to = (type: "to" | "cc" | "bcc") =>
    email.recipients.filter((r) => r.type === type).map((r) => r.email);
  const lines = [
    `To: ${to("to").join(", ") || caseMessages.emptyValue}`,
    ...(to("cc").length ? [`Cc: ${to("cc").join(", ")}`] : []),
    ...(to("bcc").length ? [`Bcc: ${to("bcc").join(", ")}`] : []),
    `Subject: ${email.subject}`,
    ...(email.isExternal ? [caseMessages.externalLabel] : []),
    ...(email.attachments.length
      ? [`Attachments: ${email.attachments.map((a) => a.fileName).join(", ")}`]
      : []),
  ];
  for (const line of lines) paragraph(doc, pdfText(line), true);
  const body =
    email.bodyText.length > emailBodyLimit
      ? `${email.bodyText.slice(0, emailBodyLimit)} … (the whole e-mail is in the emails folder)`
      : email.bodyText;
  // Line breaks of the body are kept: pdfText joins whitespace within a line only.
  for (const line of body.split(/\r?\n/)) indented(doc, line === "" ? " " : line, 0);
}

/**
 * case.pdf: the case's fields, its description, its tasks and its feed (visible comments and
 * the case's e-mails, newest first), with the generation time on every page. Returns the
 * pdfkit document, already ended: read or pipe it for the bytes.
 */
export function renderCasePdf(
  data: CaseExportData,
  rules: CaseExportRules,
  exportOptions: CaseExportOptions,
  options: CasePdfOptions,
): PDFKit.PDFDocument {
  const c = data.supplierCase;
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: 48, bottom: 56, left: 48, right: 48 },
    compress: options.compress ?? true,
    bufferPages: true,
    info: {
      Title: `${pdfText(c.title)} - supplier case`,
      Author: "Tierwise",
      Subject: "Supplier case",
      CreationDate: options.generatedAt,
    },
  });
  doc.font(fonts.regular).fontSize(8).fillColor(colors.muted).text("TIERWISE SUPPLIER CASE");
  doc.moveDown(0.3);
  doc.font(fonts.bold).fontSize(18).fillColor(colors.text).text(pdfText(c.title));

  sectionHeading(doc, "Details");
  keyValueGrid(doc, caseDetailPairs(data, rules, exportOptions));

  if (rules.show("description")) {
    sectionHeading(doc, "Description");
    writeRichText(doc, data.description);
  }

  if (rules.show("tasks")) {
    sectionHeading(doc, "Tasks");
    if (data.tasks.length === 0) paragraph(doc, caseMessages.noTasks, true);
    else
      table(
        doc,
        [
          { header: "Task", width: 4 },
          { header: "Status", width: 1.3 },
          { header: "Assignee", width: 2 },
          { header: "Due Date", width: 1.7 },
          { header: "Closed Date", width: 1.7 },
        ],
        data.tasks.map((task) => [
          pdfText(task.title),
          taskStatusLabels[task.status],
          pdfText(
            task.assignee
              ? personLabel(task.assignee)
              : (task.team?.name ?? caseMessages.emptyValue),
          ),
          caseDate(task.dueAt),
          caseDate(task.closedAt),
        ]),
      );
  }

  if (rules.show("feed")) {
    sectionHeading(doc, "Feed");
    const items = feedItems(data, rules);
    if (items.length === 0) paragraph(doc, caseMessages.noComments, true);
    for (const item of items) {
      if (item.kind === "comment") writeComment(doc, item.comment);
      else writeEmail(doc, item.email);
    }
  }

  footers(
    doc,
    `Case ID ${c.rowNumber} · Generated ${utcTimestamp(options.generatedAt)} by Tierwise`,
  );
  doc.end();
  return doc;
}

/** The whole PDF as bytes: a case's PDF is small, and rendering it before the zip starts lets a
 * failure still answer with an error instead of a broken download. */
export async function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
