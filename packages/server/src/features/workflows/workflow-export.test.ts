import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFilesHarness } from "../../test/comments-support.ts";
import type { TestClient } from "../../test/harness.ts";
import { sessionCookieName } from "../auth/session-token.ts";
import { pdfTextContent, readZip } from "../cases/export/export-test-readers.ts";
import {
  buildWorkflowWorld,
  call,
  createTemplate,
  ops,
  pdfBytes,
  sentLinks,
  smallDefinition,
  start,
  supplier,
  tokenOf,
  type WorkflowWorld,
} from "./workflows-test-support.ts";

let h: Awaited<ReturnType<typeof createFilesHarness>>;
let world: WorkflowWorld;
beforeAll(async () => {
  h = await createFilesHarness({ LOG_LEVEL: "error" });
  world = await buildWorkflowWorld(h);
}, 180_000);
afterAll(() => h.close());

const exportAs = (client: TestClient, id: string, format: "pdf" | "zip") =>
  h.app.inject({
    method: "POST",
    url: "/export-workflow",
    headers: {
      "content-type": "application/json",
      cookie: `${sessionCookieName}=${client.cookie}`,
    },
    payload: { id, format },
  });

describe("exporting a finished workflow", () => {
  it("gives its answers, files and audit trail as a PDF and a zip, to its organisation only", async () => {
    const { admin, outsider } = world.people;
    const template = await createTemplate(admin.client, smallDefinition(), "Exported check");
    const started = await start(admin.client, {
      templateId: template.id,
      companyIds: [world.supplier.id],
      contactEmails: ["export@northwind.test"],
    });
    const id = started.workflows[0].id;
    const [link] = await sentLinks(h, "export@northwind.test");
    const form = supplier(h, tokenOf(link ?? ""));
    const file = (await form.upload("proof", "site-audit.pdf", pdfBytes)).body;
    // A file uploaded but not kept in the answers is not part of the record.
    await form.upload("proof", "draft-only.pdf", pdfBytes);
    expect(
      (await form.submit({ "child-labour": false, country: "PT", proof: [file] })).status,
    ).toBe(200);
    await h.runJobs();

    // Not finished yet: nothing to export.
    expect((await exportAs(admin.client, id, "zip")).statusCode).toBe(404);
    await call(admin.client, ops.approve, { id });
    await call(admin.client, ops.decide, { id, outcome: "approved" });

    const pdf = await exportAs(admin.client, id, "pdf");
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const text = pdfTextContent(pdf.rawPayload);
    for (const words of [
      "Exported check: Northwind Traders",
      "Any child labour?",
      "Portugal",
      "Audit trail",
      "decided: Approved",
    ])
      expect(text).toContain(words);

    const zip = await exportAs(admin.client, id, "zip");
    expect(zip.statusCode).toBe(200);
    expect(zip.headers["content-disposition"]).toMatch(
      /Exported check Northwind Traders \d{4}-\d{2}-\d{2}\.zip/,
    );
    const entries = readZip(zip.rawPayload);
    expect([...entries.keys()].sort()).toEqual([
      "answers.json",
      "files/site-audit.pdf",
      "workflow.pdf",
    ]);
    expect(entries.get("files/site-audit.pdf")).toEqual(pdfBytes);
    const record = JSON.parse(entries.get("answers.json")?.toString() ?? "{}");
    expect(record.answers.q.answers).toMatchObject({ "child-labour": false, country: "PT" });
    expect(record.audit.map((a: { action: string }) => a.action)).toContain("decided");

    expect((await exportAs(outsider.client, id, "zip")).statusCode).toBe(404);
    const anonymous = await h.app.inject({
      method: "POST",
      url: "/export-workflow",
      headers: { "content-type": "application/json" },
      payload: { id, format: "zip" },
    });
    expect(anonymous.statusCode).toBe(401);
    // Members download the supplier's files; another organisation cannot.
    const member = (client: TestClient) =>
      h.app.inject({
        method: "GET",
        url: `/workflow-files/${file.fileKey}`,
        headers: { cookie: `${sessionCookieName}=${client.cookie}` },
      });
    expect((await member(admin.client)).statusCode).toBe(200);
    expect((await member(outsider.client)).statusCode).toBe(404);
  }, 120_000);
});
