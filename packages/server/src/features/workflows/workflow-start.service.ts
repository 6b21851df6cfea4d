import { randomUUID } from "node:crypto";
import { isValidEmail } from "@tierwise/common/email-entries";
import { workflowLimits, workflowMessages } from "@tierwise/common/workflows/messages";
import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { TenantActor } from "../../core/actor.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { LimitReachedError, NotFoundError, ValidationError } from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import { fieldError, parseInput } from "../../core/parse-input.ts";
import { ownedBy } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { enqueueJob } from "../../jobs/queue.ts";
import { findVisibleCase } from "../cases/case-visibility.ts";
import { companies } from "../companies/company.table.ts";
import { hiddenStatuses } from "../companies/company-access.service.ts";
import { portfolioCompanies, portfolios } from "../portfolios/portfolio.table.ts";
import { findVisible as findVisiblePortfolio } from "../portfolios/portfolio-visibility.ts";
import { ensureShippedTemplates, findTemplate } from "./template.service.ts";
import { workflowAudit, workflowLinks, workflows } from "./workflow.table.ts";
import { memberActor, recordWorkflowAudit } from "./workflow-audit.ts";
import { workflowMailQueue } from "./workflow-progress.ts";
import { standingAt, todayUtc } from "./workflow-steps.ts";
import { linkSecret, makeTokenWith, tokenHash } from "./workflow-token.ts";

const email = z.string().trim().toLowerCase().refine(isValidEmail, "Enter a valid e-mail address.");
const emails = z.array(email).max(workflowLimits.contactsMax);

const startInputSchema = z.object({
  templateId: z.string(),
  companyIds: z.array(z.string()).max(workflowLimits.companiesPerStartMax).nullish(),
  portfolioId: z.string().nullish(),
  caseId: z.string().nullish(),
  contactEmails: emails,
  contactsByCompany: z
    .array(z.object({ companyId: z.string(), emails }))
    .max(workflowLimits.companiesPerStartMax)
    .nullish(),
  dueDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, workflowMessages.invalidDate)
    .refine((d) => d >= todayUtc(), workflowMessages.dueDatePast),
  message: z.string().trim().max(workflowLimits.commentMax).nullish(),
});
export type StartWorkflowInput = z.input<typeof startInputSchema>;

type Target = { id: string; name: string };

const visibleCompany = notInArray(companies.statusCode, [...hiddenStatuses]);

/** The companies a start covers, with where it came from (a case or a portfolio). */
async function targetsOf(
  db: Database,
  actor: TenantActor,
  input: z.output<typeof startInputSchema>,
): Promise<{ targets: Target[]; caseId: string | null; portfolioId: string | null }> {
  const given = [input.companyIds?.length ? 1 : 0, input.portfolioId ? 1 : 0, input.caseId ? 1 : 0];
  if (given.reduce((a, b) => a + b, 0) !== 1)
    throw fieldError("companyIds", workflowMessages.noCompanies);
  if (input.caseId) {
    const found = await findVisibleCase(db, actor, input.caseId);
    if (!found.companyId) throw fieldError("caseId", workflowMessages.noCompanies);
    const [company] = await db
      .select({ id: companies.id, name: companies.displayName })
      .from(companies)
      .where(and(eq(companies.id, found.companyId), visibleCompany));
    if (!company) throw new NotFoundError("Company not found.");
    return { targets: [company], caseId: found.id, portfolioId: null };
  }
  if (input.portfolioId) {
    const portfolio = await findVisiblePortfolio(db, actor, input.portfolioId);
    // The portfolio and its sub-portfolios: a start for a branch covers what it holds.
    const branch = db
      .select({ id: portfolios.id })
      .from(portfolios)
      .where(
        ownedBy(
          actor,
          portfolios,
          sql`(${portfolios.id} = ${portfolio.id} or ${portfolio.id}::uuid = any(${portfolios.path}))`,
        ),
      );
    const rows = await db
      .selectDistinct({ id: companies.id, name: companies.displayName })
      .from(portfolioCompanies)
      .innerJoin(companies, eq(companies.id, portfolioCompanies.companyId))
      .where(
        ownedBy(
          actor,
          portfolioCompanies,
          inArray(portfolioCompanies.portfolioId, branch),
          visibleCompany,
        ),
      );
    if (rows.length === 0) throw fieldError("portfolioId", workflowMessages.noCompanies);
    return { targets: rows, caseId: null, portfolioId: portfolio.id };
  }
  const ids = [...new Set(input.companyIds ?? [])];
  const valid = ids.filter(isUuid);
  const rows = valid.length
    ? await db
        .select({ id: companies.id, name: companies.displayName })
        .from(companies)
        .where(and(inArray(companies.id, valid), visibleCompany))
    : [];
  if (rows.length !== ids.length) throw new NotFoundError("Company not found.");
  return { targets: rows, caseId: null, portfolioId: null };
}

const chunk = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );

/**
 * startWorkflow: one workflow per company on the template's current version, a personal link
 * per contact (HMAC-signed token, only its hash stored), a "started" audit item each, and one
 * mail job for all the invitations — all in one transaction, written in batches, so a
 * portfolio of 10,000 companies is one statement per thousand rows per table.
 */
export async function startWorkflow(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { input: unknown },
) {
  authorize(actor, "workflows.start");
  const input = parseInput(startInputSchema, args.input);
  await ensureShippedTemplates(deps.db, actor.organizationId);
  const template = await findTemplate(deps.db, actor, input.templateId);
  if (template.row.archivedAt) throw new NotFoundError("Workflow template not found.");
  const { targets, caseId, portfolioId } = await targetsOf(deps.db, actor, input);
  if (targets.length > workflowLimits.companiesPerStartMax)
    throw new LimitReachedError(workflowLimits.companiesPerStartMax);
  const own = new Map((input.contactsByCompany ?? []).map((c) => [c.companyId, c.emails]));
  const contactsOf = (companyId: string) => [...new Set(own.get(companyId) ?? input.contactEmails)];
  if (targets.some((t) => contactsOf(t.id).length === 0))
    throw new ValidationError([
      { path: "contactEmails", message: workflowMessages.contactsRequired },
    ]);

  const definition = template.current.definition;
  const standing = standingAt(definition, 0);
  const firstStep = definition.steps[0]?.name ?? null;
  const secret = await linkSecret(deps.db);
  const expiresAt = new Date(
    Date.parse(`${input.dueDate}T23:59:59Z`) + workflowLimits.linkDaysAfterDue * 86_400_000,
  );
  const now = new Date();
  const who = memberActor(actor);
  const rows = targets.map((target) => ({
    id: randomUUID(),
    organizationId: actor.organizationId,
    templateId: template.row.id,
    templateVersionId: template.current.id,
    name: template.row.name,
    companyId: target.id,
    companyName: target.name,
    caseId,
    portfolioId,
    dueDate: input.dueDate,
    invitationMessage: input.message ?? null,
    startedBy: actor.userId,
    startedAt: now,
    updatedAt: now,
    ...standing,
  }));
  const links = rows.flatMap((row) =>
    contactsOf(row.companyId).map((address) => {
      const id = randomUUID();
      const token = makeTokenWith(secret, {
        linkId: id,
        workflowId: row.id,
        organizationId: actor.organizationId,
      });
      return {
        id,
        organizationId: actor.organizationId,
        workflowId: row.id,
        email: address,
        tokenHash: tokenHash(token),
        expiresAt,
        pendingMail: "invitation",
      };
    }),
  );
  await deps.db.transaction(async (tx) => {
    for (const part of chunk(rows, 1000)) await tx.insert(workflows).values(part);
    for (const part of chunk(links, 1000)) await tx.insert(workflowLinks).values(part);
    if (rows.length === 1 && rows[0]) {
      await recordWorkflowAudit(tx, rows[0], {
        action: "started",
        who,
        stepName: firstStep,
        summary: startedSummary(rows[0].name, rows[0].companyName),
        at: now,
      });
    } else {
      for (const part of chunk(rows, 1000))
        await tx.insert(workflowAudit).values(
          part.map((row) => ({
            organizationId: row.organizationId,
            workflowId: row.id,
            companyId: row.companyId,
            action: "started",
            actionTime: now,
            actorUserId: actor.userId,
            email: actor.user.email,
            fullName: who.kind === "member" ? who.name : "",
            name: row.companyName,
            stepName: firstStep,
            workflowName: row.name,
            summary: startedSummary(row.name, row.companyName),
          })),
        );
    }
    await enqueueJob(tx, workflowMailQueue, {}, { singletonKey: workflowMailQueue });
  });
  return { startedCount: rows.length, workflowIds: rows.slice(0, 25).map((r) => r.id) };
}

const startedSummary = (workflow: string, company: string) => `sent ${workflow} to ${company}`;
