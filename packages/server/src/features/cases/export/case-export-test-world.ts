import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type { RichTextDocument } from "@tierwise/common/rich-text";
import { fileStoreFor } from "../../../files/file-store.ts";
import type { Harness, TestClient } from "../../../test/harness.ts";
import { sessionCookieName } from "../../auth/session-token.ts";
import { commentAttachments, comments } from "../../comments/comment.table.ts";
import type { SupplierCaseRow } from "../case.table.ts";
import { type Person, paragraphs } from "../tasks/case-test-world.ts";

/** Test support for the export tests: the request, stored files and wall comments of a case. */
export function exportTestTools(h: Harness) {
  async function exportCase(client: TestClient | null, body: unknown) {
    const response = await h.app.inject({
      method: "POST",
      url: "/export-case",
      headers: {
        "content-type": "application/json",
        ...(client?.cookie ? { cookie: `${sessionCookieName}=${client.cookie}` } : {}),
      },
      payload: JSON.stringify(body),
    });
    return response;
  }

  async function storeFile(organizationId: string, bytes: Buffer, contentType: string) {
    const storeKey = `attachments/${organizationId}/${randomUUID()}`;
    await fileStoreFor(h.config).put(storeKey, Readable.from([bytes]), contentType);
    return storeKey;
  }

  async function attach(
    c: SupplierCaseRow,
    uploader: Person,
    fileName: string,
    bytes: Buffer,
    link: { caseId?: string; commentId?: string; emailId?: string },
  ) {
    await h.database.db.insert(commentAttachments).values({
      organizationId: c.organizationId,
      uploaderId: uploader.id,
      purpose: "comment-attachment",
      uploadKey: randomUUID(),
      storeKey: await storeFile(c.organizationId, bytes, "text/csv"),
      fileName,
      size: bytes.length,
      contentType: fileName.endsWith(".png") ? "image/png" : "text/csv",
      claimedAt: new Date(),
      ...link,
    });
  }

  async function comment(
    c: SupplierCaseRow,
    author: Person,
    text: string,
    extra: Partial<typeof comments.$inferInsert> = {},
  ) {
    const [row] = await h.database.db
      .insert(comments)
      .values({
        organizationId: c.organizationId,
        authorId: author.id,
        document: paragraphs(text),
        caseId: c.id,
        ...extra,
      })
      .returning();
    if (!row) throw new Error("comment not stored");
    return row;
  }

  return { exportCase, storeFile, attach, comment };
}

/** A description with a heading, marks and a nested list, as the case maker writes them. */
export const description: RichTextDocument = [
  { type: "heading-one", children: [{ text: "What we found" }] },
  {
    type: "paragraph",
    children: [{ text: "Night shifts run " }, { text: "14 hours", bold: true }],
  },
  {
    type: "bulleted-list",
    children: [
      {
        type: "list-item",
        children: [
          { text: "Payroll gaps" },
          {
            type: "numbered-list",
            children: [{ type: "list-item", children: [{ text: "March overtime unpaid" }] }],
          },
        ],
      },
    ],
  },
];
