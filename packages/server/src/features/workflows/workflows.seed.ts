import { randomBytes, randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type { Answers } from "@tierwise/common/workflows/definition";
import { eq, inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { TenantActor } from "../../core/actor.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { seedId } from "../../core/deterministic-id.ts";
import { loadActor } from "../../core/load-actor.ts";
import { ofOrganization } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { fileStoreFor } from "../../files/file-store.ts";
import { createMailer } from "../../mail/mailer.ts";
import { companies } from "../companies/company.table.ts";
import { submitSupplierForm } from "./supplier-form.service.ts";
import { ensureShippedTemplates } from "./template.service.ts";
import { workflowFiles, workflowLinks, workflows } from "./workflow.table.ts";
import { progressWorkflow } from "./workflow-progress.job.ts";
import { approveWorkflowStep, decideWorkflow } from "./workflow-review.service.ts";
import { startWorkflow } from "./workflow-start.service.ts";
import { todayUtc } from "./workflow-steps.ts";
import { linkSecret, makeTokenWith } from "./workflow-token.ts";

/** A tiny PDF standing in for a supplier's certificate. */
const demoPdf = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

const silent = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child: () => silent,
} as unknown as FastifyBaseLogger;

const dueIn = (days: number) =>
  new Date(Date.parse(`${todayUtc()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Good answers to the information security questionnaire (an ISO 27001 certificate attached). */
const securityAnswers = (fileAnswer: Answers[string], patching: boolean): Answers => ({
  "data-kind": "business",
  "hosting-country": "DE",
  mfa: true,
  backups: true,
  patching,
  encryption: true,
  training: patching,
  breach: false,
  certification: "iso27001",
  "assurance-report": fileAnswer,
  "notify-hours": patching ? 24 : 48,
});

/** Stores a file as the supplier's upload for a question, as the form's upload would. */
async function uploadDemoFile(
  db: Database,
  config: Config,
  workflowId: string,
  questionId: string,
  email: string,
) {
  const [workflow] = await db.select().from(workflows).where(eq(workflows.id, workflowId));
  if (!workflow) throw new Error("demo workflow missing");
  const storeKey = `workflows/${workflow.organizationId}/${randomUUID()}`;
  await fileStoreFor(config).put(storeKey, Readable.from([demoPdf]), "application/pdf");
  const [row] = await db
    .insert(workflowFiles)
    .values({
      organizationId: workflow.organizationId,
      workflowId,
      questionId,
      fileKey: randomBytes(18).toString("base64url"),
      storeKey,
      fileName: "iso-27001-certificate.pdf",
      size: demoPdf.length,
      contentType: "application/pdf",
      uploadedBy: email,
    })
    .returning();
  if (!row) throw new Error("demo file not stored");
  return [
    { fileKey: row.fileKey, filename: row.fileName, size: row.size, contentType: row.contentType },
  ];
}

/** The token of a workflow's first link, made again from its ids (as the mail job does). */
async function tokenOf(db: Database, workflowId: string) {
  const [link] = await db
    .select()
    .from(workflowLinks)
    .where(eq(workflowLinks.workflowId, workflowId));
  if (!link) throw new Error("demo link missing");
  return makeTokenWith(await linkSecret(db), {
    linkId: link.id,
    workflowId,
    organizationId: link.organizationId,
  });
}

/**
 * Issue 31 demo: Acme's administrator has sent supplier workflows to four demo companies —
 * onboarding to Northwind Traders (waiting for the supplier: its link is in the outbox once the
 * mail job has run), due diligence to Globex Logistics (answered, in review), and information
 * security to Initech Software (approved) and Stark Components (rejected). Each goes through
 * the real services, so the audit trail, scores and checks are what the product makes. The
 * shipped templates are copied into every demo organisation. Skipped when Acme has workflows.
 */
export async function seedWorkflowsDemo(db: Database, config: Config) {
  const organizationId = seedId("org:acme");
  for (const key of ["acme", "globex", "initech"])
    await ensureShippedTemplates(db, seedId(`org:${key}`)).catch(() => {});
  if ((await db.$count(workflows, ofOrganization(organizationId, workflows))) > 0) return;
  const person = await loadActor(db, { userId: seedId("user:admin@acme.test"), organizationId });
  if (!person?.organization || !person.role) return;
  const actor = person as TenantActor;
  const mailer = createMailer(db, config, silent);
  const deps: ServiceDeps = { db, config, log: silent, mailer };
  try {
    const slugs = ["northwind-traders", "globex-logistics", "initech-software", "stark-components"];
    const found = await db
      .select({ id: companies.id, slug: companies.slug })
      .from(companies)
      .where(inArray(companies.slug, slugs));
    const company = (slug: string) => found.find((c) => c.slug === slug)?.id;
    const templateId = (key: string) => seedId(`workflow-template:${organizationId}:${key}`);
    const begin = async (key: string, slug: string, email: string, days: number) => {
      const id = company(slug);
      if (!id) return null;
      const started = await startWorkflow(deps, actor, {
        input: {
          templateId: templateId(key),
          companyIds: [id],
          contactEmails: [email],
          dueDate: dueIn(days),
        },
      });
      return started.workflowIds[0] ?? null;
    };

    await begin("onboarding", "northwind-traders", "sales@northwind.example", 14);

    const dueDiligence = await begin("due-diligence", "globex-logistics", "esg@globex.example", 21);
    if (dueDiligence)
      await submitSupplierForm(db, await tokenOf(db, dueDiligence), {
        answers: {
          "policy-statement": true,
          "responsible-person": true,
          "child-labour": false,
          "forced-labour": false,
          "safety-incidents": false,
          "freedom-of-association": true,
          "equal-treatment": true,
          wages: "minimum",
          "security-forces": false,
          "land-rights": false,
          mercury: false,
          pops: false,
          "hazardous-waste": false,
          "environmental-permits": true,
          "grievance-channel": false,
          "supplier-code": true,
          "sourcing-regions": ["europe", "asia"],
        },
      });

    for (const [slug, email, approved] of [
      ["initech-software", "security@initech.example", true],
      ["stark-components", "it@stark.example", false],
    ] as const) {
      const id = await begin("infosec", slug, email, 10);
      if (!id) continue;
      const file = await uploadDemoFile(db, config, id, "assurance-report", email);
      await submitSupplierForm(db, await tokenOf(db, id), {
        answers: securityAnswers(file, approved),
      });
      await progressWorkflow(deps, organizationId, id);
      await approveWorkflowStep(deps, actor, {
        id,
        comment: "Controls checked against the report.",
      });
      await decideWorkflow(deps, actor, {
        id,
        outcome: approved ? "approved" : "rejected",
        comment: approved ? null : "Patching and breach notice too slow for our data.",
      });
    }
  } finally {
    mailer.close();
  }
}
