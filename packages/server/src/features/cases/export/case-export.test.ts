import { randomUUID } from "node:crypto";
import { caseMessages } from "@tierwise/common/cases";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFilesHarness } from "../../../test/comments-support.ts";
import type { Harness, TestClient } from "../../../test/harness.ts";
import { sessionCookieName } from "../../auth/session-token.ts";
import {
  caseEmailRecipients,
  caseEmails,
  caseEmailThreads,
} from "../../case-emails/case-email.table.ts";
import { commentAttachments, commentRecipients } from "../../comments/comment.table.ts";
import { tags } from "../../tags/tag.table.ts";
import { caseTags, caseTasks } from "../case.table.ts";
import { buildCaseOrganization, insertCase } from "../tasks/case-test-world.ts";
import { registerCaseExportRoute } from "./case-export-route.ts";
import { description, exportTestTools } from "./case-export-test-world.ts";
import { pdfPageCount, pdfTextContent, readZip } from "./export-test-readers.ts";

let h: Harness & { dataDir: string };
beforeAll(async () => {
  h = await createFilesHarness();
  // Until the cases feature lists the route, the test adds it to the app (before it starts).
  if (!h.app.hasRoute({ method: "POST", url: "/export-case" }))
    registerCaseExportRoute(h.app, {
      config: h.config,
      database: h.database,
      mailer: null as never,
      forgetCachedSessions: () => {},
    });
});
afterAll(async () => {
  await h.close();
});
const tools = () => exportTestTools(h);
const exportCase = (client: TestClient | null, body: unknown) => tools().exportCase(client, body);

/** A case with everything an export holds, and what must stay out of it. */
async function caseWithEverything(flags: Record<string, boolean> = {}) {
  const { attach, comment } = tools();
  const org = await buildCaseOrganization(h, flags);
  const member = await org.person("user", "Mona");
  const admin = await org.person("organization_admin", "Adele");
  const db = h.database.db;
  const c = await insertCase(db, {
    organizationId: org.organization.id,
    creatorId: member.id,
    title: "Łódź plant / overtime audit",
    description,
    status: "in_progress",
    priority: "high",
    assigneeId: admin.id,
    dueDate: "2026-12-01",
    riskSubCategory: ["forced-labour"],
  });
  const [tag] = await db
    .insert(tags)
    .values({ organizationId: c.organizationId, value: "Working hours" })
    .returning();
  if (!tag) throw new Error("tag not stored");
  await db
    .insert(caseTags)
    .values({ caseId: c.id, tagId: tag.id, organizationId: c.organizationId });
  await db.insert(caseTasks).values([
    {
      organizationId: c.organizationId,
      caseId: c.id,
      title: "Interview the night shift",
      createdBy: member.id,
      status: "complete",
      closedAt: new Date("2026-11-02T10:00:00Z"),
    },
    {
      organizationId: c.organizationId,
      caseId: c.id,
      title: "Request payroll records",
      createdBy: member.id,
      dueAt: "2026-12-05",
    },
  ]);
  const visible = await comment(c, member, "Visited the plant on Monday.", {
    createdAt: new Date("2026-11-03T09:00:00Z"),
  });
  await comment(c, admin, "Thanks, noted.", {
    parentId: visible.id,
    createdAt: new Date("2026-11-03T10:00:00Z"),
  });
  const confidential = await comment(c, admin, "Confidential: legal review pending.", {
    access: "private",
  });
  await db.insert(commentRecipients).values({
    commentId: confidential.id,
    organizationId: c.organizationId,
    recipientType: "user",
    recipientId: admin.id,
  });
  await comment(c, member, "Withdrawn remark", { deletedAt: new Date() });
  const [thread] = await db
    .insert(caseEmailThreads)
    .values({
      organizationId: c.organizationId,
      caseId: c.id,
      replyToken: randomUUID(),
      subject: "Overtime records",
    })
    .returning();
  if (!thread) throw new Error("thread not stored");
  const [email] = await db
    .insert(caseEmails)
    .values({
      organizationId: c.organizationId,
      caseId: c.id,
      threadId: thread.id,
      direction: "outbound",
      status: "sent",
      senderEmail: member.email,
      senderName: "Mona Buyer",
      sentBy: member.id,
      subject: "Overtime records",
      bodyText: "Please send the overtime records for March.",
      messageId: `<${randomUUID()}@tierwise.test>`,
      isExternal: true,
      createdAt: new Date("2026-11-04T08:30:00Z"),
    })
    .returning();
  if (!email) throw new Error("e-mail not stored");
  await db.insert(caseEmailRecipients).values([
    {
      emailId: email.id,
      organizationId: c.organizationId,
      email: "supplier@northwind.example",
      name: "Northwind",
      type: "to",
      internalToOrg: false,
    },
    {
      emailId: email.id,
      organizationId: c.organizationId,
      email: "legal@northwind.example",
      type: "cc",
      internalToOrg: false,
    },
  ]);
  await attach(c, member, "audit-plan.csv", Buffer.from("step,owner\nvisit,Mona\n"), {
    caseId: c.id,
  });
  await attach(c, member, "plant.png", Buffer.from("not really a png"), { commentId: visible.id });
  await attach(c, admin, "legal-memo.csv", Buffer.from("secret"), { commentId: confidential.id });
  await attach(c, member, "records-request.csv", Buffer.from("month\nmarch\n"), {
    emailId: email.id,
  });
  return { ...org, member, admin, supplierCase: c, email };
}

const today = () => new Date().toISOString().slice(0, 10);

describe("POST /export-case", () => {
  it("answers a zip of case.pdf, the e-mails as .eml and the attachments the viewer may see", async () => {
    const { member, supplierCase } = await caseWithEverything();
    const before = today();
    const response = await exportCase(member.client, { id: supplierCase.id });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    const disposition = String(response.headers["content-disposition"]);
    // The title is made safe for a file name ("/" cannot be in one); non-ASCII letters travel
    // in the RFC 5987 form, with an ASCII stand-in for older browsers.
    const expected = [...new Set([before, today()])].map((day) => {
      const name = `Łódź plant _ overtime audit ${day}.zip`;
      return `attachment; filename="__d_ plant _ overtime audit ${day}.zip"; filename*=UTF-8''${encodeURIComponent(name)}`;
    });
    expect(expected).toContain(disposition);

    const entries = readZip(response.rawPayload);
    expect([...entries.keys()].sort()).toEqual([
      "attachments/audit-plan.csv",
      "attachments/plant.png",
      "attachments/records-request.csv",
      "case.pdf",
      "emails/2026-11-04 0830 Overtime records.eml",
    ]);
    expect(entries.get("attachments/audit-plan.csv")?.toString()).toBe("step,owner\nvisit,Mona\n");

    const pdf = entries.get("case.pdf") as Buffer;
    const text = pdfTextContent(pdf);
    for (const expected of [
      "Lódz plant / overtime audit",
      "Interview the night shift",
      "Request payroll records",
      "What we found",
      "14 hours",
      "March overtime unpaid",
      "Visited the plant on Monday.",
      "Thanks, noted.",
      "Please send the overtime records for March.",
      "Working hours",
      "Tue, Dec 1, 2026",
      "In progress",
      caseMessages.externalLabel,
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain("Confidential");
    expect(text).not.toContain("Withdrawn remark");
    expect(pdfPageCount(pdf)).toBeGreaterThanOrEqual(1);

    const eml = await simpleParser(
      entries.get("emails/2026-11-04 0830 Overtime records.eml") as Buffer,
    );
    expect(eml.subject).toBe("Overtime records");
    expect(eml.from?.text).toContain(member.email);
    expect(JSON.stringify(eml.to)).toContain("supplier@northwind.example");
    expect(JSON.stringify(eml.cc)).toContain("legal@northwind.example");
    expect(eml.text?.trim()).toBe("Please send the overtime records for March.");
    expect(eml.date?.toISOString()).toBe("2026-11-04T08:30:00.000Z");
    expect(eml.attachments.map((a) => [a.filename, a.content.toString()])).toEqual([
      ["records-request.csv", "month\nmarch\n"],
    ]);
  });

  it("leaves risk sub-category out unless the viewer may export it, and drops named fields", async () => {
    const plain = await caseWithEverything();
    const withoutFlag = pdfTextContent(
      readZip(
        (await exportCase(plain.member.client, { id: plain.supplierCase.id })).rawPayload,
      ).get("case.pdf") as Buffer,
    );
    expect(withoutFlag).not.toContain("Risk Category");
    expect(withoutFlag).not.toContain("forced-labour");

    const flagged = await caseWithEverything({ riskCategoryField: true });
    const labelled = await exportCase(flagged.member.client, {
      id: flagged.supplierCase.id,
      riskConfigColumns: [{ key: "forced-labour", label: "Forced labour" }],
    });
    const labelledText = pdfTextContent(readZip(labelled.rawPayload).get("case.pdf") as Buffer);
    expect(labelledText).toContain("Risk Category");
    expect(labelledText).toContain("Forced labour");

    const trimmed = await exportCase(flagged.member.client, {
      id: flagged.supplierCase.id,
      fieldsToExclude: [
        "riskSubCategory",
        "tags",
        "tasks",
        "emails",
        "attachments",
        "noSuchColumn",
      ],
    });
    expect(trimmed.statusCode).toBe(200);
    const entries = readZip(trimmed.rawPayload);
    expect([...entries.keys()]).toEqual(["case.pdf"]);
    const trimmedText = pdfTextContent(entries.get("case.pdf") as Buffer);
    expect(trimmedText).toContain("Lódz plant / overtime audit");
    for (const gone of [
      "Risk Category",
      "Working hours",
      "Interview the night shift",
      "Overtime records",
    ])
      expect(trimmedText).not.toContain(gone);
    expect(trimmedText).toContain("Visited the plant on Monday.");
  });

  it("is 404 for a private case the viewer is not on and for another organisation's case", async () => {
    const { organization, person, member, admin, supplierCase } = await caseWithEverything();
    const colleague = await person("user", "Cole");
    const privateCase = await insertCase(h.database.db, {
      organizationId: organization.id,
      creatorId: member.id,
      title: "Whistleblower report",
      private: true,
      access: [{ type: "user", id: member.id }],
    });
    for (const outsider of [colleague, admin]) {
      const refused = await exportCase(outsider.client, { id: privateCase.id });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ error: caseMessages.exportFailed });
    }
    expect((await exportCase(member.client, { id: privateCase.id })).statusCode).toBe(200);
    const other = await buildCaseOrganization(h);
    const stranger = await other.person("organization_admin");
    const elsewhere = await exportCase(stranger.client, { id: supplierCase.id });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.rawPayload.includes(Buffer.from("Łódź"))).toBe(false);
  });

  it("refuses a missing or malformed id with 'Case is not defined', and strangers as usual", async () => {
    const { member, supplierCase } = await caseWithEverything();
    for (const body of [
      {},
      { id: "" },
      { id: "not-a-case" },
      { id: supplierCase.id, fieldsToExclude: "tags" },
    ]) {
      const response = await exportCase(member.client, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: caseMessages.exportNoCase });
    }
    expect((await exportCase(null, { id: supplierCase.id })).statusCode).toBe(401);
    const withoutCases = await buildCaseOrganization(h, { caseManagementEnabled: false });
    const outsider = await withoutCases.person();
    expect((await exportCase(outsider.client, { id: supplierCase.id })).statusCode).toBe(403);
    const form = await h.app.inject({
      method: "POST",
      url: "/export-case",
      headers: {
        "content-type": "text/plain",
        cookie: `${sessionCookieName}=${member.client.cookie}`,
      },
      payload: JSON.stringify({ id: supplierCase.id }),
    });
    expect(form.statusCode).toBe(415);
  });

  it("answers 500 with 'Exporting case failed.' and no stack trace when the export breaks", async () => {
    const org = await buildCaseOrganization(h);
    const member = await org.person();
    // A description that is not a document: rendering it fails before anything is sent.
    const broken = await insertCase(h.database.db, {
      organizationId: org.organization.id,
      creatorId: member.id,
      description: { not: "a document" } as never,
    });
    const response = await exportCase(member.client, { id: broken.id });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body.error).toBe(caseMessages.exportFailed);
    expect(response.body).not.toMatch(/\bat .*\.ts:\d+/);
    expect(Object.keys(body).sort()).toEqual(["error", "requestId"]);
  });

  it("breaks the download off, rather than leave a file out silently, when stored bytes are gone", async () => {
    const { member, supplierCase } = await caseWithEverything();
    await h.database.db.insert(commentAttachments).values({
      organizationId: supplierCase.organizationId,
      uploaderId: member.id,
      purpose: "comment-attachment",
      uploadKey: randomUUID(),
      storeKey: `attachments/${supplierCase.organizationId}/${randomUUID()}`,
      fileName: "purged.csv",
      size: 3,
      contentType: "text/csv",
      caseId: supplierCase.id,
    });
    await expect(exportCase(member.client, { id: supplierCase.id })).rejects.toThrow(
      /destroyed before completion/,
    );
  });
});
