import type { Readable } from "node:stream";
import { ZipFile } from "yazl";
import type { FileStore } from "../../../files/file-store.ts";
import type { CommentAttachmentRow } from "../../comments/comment.table.ts";
import { type EmlFile, emlStream } from "./case-email-eml.ts";
import type { CaseExportData, ExportEmail } from "./case-export-data.ts";
import { safeName, uniqueNames } from "./case-export-format.ts";
import type { CaseExportRules } from "./case-pdf-fields.ts";

/** Formats that are compressed already: storing them again deflated only costs time. */
const storedAsIs = /\.(png|jpe?g|gif|pdf|xlsx|pptx|zip)$/i;

class MissingFileError extends Error {
  override name = "MissingFileError";
}

async function openFile(store: FileStore, row: CommentAttachmentRow): Promise<Readable> {
  const file = await store.get(row.storeKey);
  if (!file) throw new MissingFileError(`The stored bytes of attachment ${row.id} are missing.`);
  return file.body;
}

/** yazl's lazy entry: the stream is opened only when the zip reaches the entry. */
function lazy(open: () => Promise<Readable>) {
  return (done: (error: unknown, stream: NodeJS.ReadableStream) => void) => {
    open().then(
      (stream) => done(null, stream),
      (error) => done(error, undefined as never),
    );
  };
}

function emailEntryName(email: ExportEmail): string {
  const at = email.createdAt.toISOString();
  return `${at.slice(0, 10)} ${at.slice(11, 13)}${at.slice(14, 16)} ${safeName(email.subject, "E-mail")}.eml`;
}

/**
 * The export zip, streamed: case.pdf, then emails/ (one .eml a case e-mail, with its files)
 * and attachments/ (the case's files, its visible comments' and its e-mails'). Every file is
 * read from the store only when the zip gets to it, so a case with fifty attachments never
 * holds more than one of them in memory at a time. A file that cannot be read ends the
 * stream with an error (the download fails) after `onError` is told.
 */
export function caseExportZip(options: {
  pdf: Buffer;
  data: CaseExportData;
  rules: CaseExportRules;
  store: FileStore;
  onError(error: unknown): void;
}): Readable {
  const { pdf, data, rules, store } = options;
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  zip.on("error", (error: unknown) => {
    options.onError(error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  const mtime = new Date();
  zip.addBuffer(pdf, "case.pdf", { mtime, compress: false });

  const withEmails = rules.show("emails");
  if (withEmails) {
    const emailName = uniqueNames();
    for (const email of data.emails) {
      zip.addReadStreamLazy(
        `emails/${emailName(emailEntryName(email))}`,
        { mtime: email.createdAt },
        lazy(async () => {
          const files: EmlFile[] = [];
          for (const row of email.attachments)
            files.push({
              fileName: row.fileName,
              contentType: row.contentType,
              body: await openFile(store, row),
            });
          return emlStream(email, files);
        }),
      );
    }
  }

  if (rules.show("attachments")) {
    const fileName = uniqueNames();
    for (const row of data.attachments) {
      if (row.emailId && !withEmails) continue;
      const name = fileName(safeName(row.fileName));
      zip.addReadStreamLazy(
        `attachments/${name}`,
        { mtime: row.createdAt, compress: !storedAsIs.test(name) },
        lazy(() => openFile(store, row)),
      );
    }
  }
  zip.end();
  return output;
}
