import { attachmentExtensions, maxAttachmentBytes } from "@tierwise/common/comments";
import {
  type Answers,
  answersSchema,
  type FileAnswer,
  type QuestionnaireStep,
  questionsOf,
  supplierQuestionnaire,
} from "@tierwise/common/workflows/definition";
import { workflowMessages } from "@tierwise/common/workflows/messages";
import { answerProblems, scoreAnswers, shownAnswers } from "@tierwise/common/workflows/rules";
import type {
  SupplierFormError,
  SupplierFormErrorCode,
  SupplierFormView,
} from "@tierwise/common/workflows/supplier-form";
import { and, eq, inArray } from "drizzle-orm";
import { ofOrganization } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { organizations } from "../../db/organization.table.ts";
import {
  type StoredRedFlag,
  type WorkflowLinkRow,
  workflowFiles,
  workflowLinks,
  workflows,
  workflowTemplateVersions,
} from "./workflow.table.ts";
import {
  completeStep,
  type LoadedWorkflow,
  lockWorkflow,
  queueProgress,
} from "./workflow-progress.ts";
import { linkIdOf, tokenHash, tokenMatches } from "./workflow-token.ts";

/**
 * The supplier's side of a workflow, reached by a personal link only (issue 31). Every call
 * starts from the token: a token not signed here, another organisation's or another
 * workflow's, an expired one, or one whose questionnaire was submitted is refused before
 * anything is read, and what a valid one reaches is its own workflow's current questionnaire,
 * its own uploads, and the organisation's name and branding — nothing else.
 */

export class SupplierFormRefusal extends Error {
  readonly status: number;
  readonly body: SupplierFormError;
  constructor(
    code: SupplierFormErrorCode,
    message: string,
    status: number,
    fieldErrors?: SupplierFormError["fieldErrors"],
  ) {
    super(message);
    this.status = status;
    this.body = { error: code, message, ...(fieldErrors ? { fieldErrors } : {}) };
  }
}

const refusals = {
  invalid: () => new SupplierFormRefusal("invalid", workflowMessages.linkInvalid, 404),
  expired: () => new SupplierFormRefusal("expired", workflowMessages.linkExpired, 410),
  used: () => new SupplierFormRefusal("used", workflowMessages.linkUsed, 409),
  cancelled: () => new SupplierFormRefusal("cancelled", workflowMessages.linkCancelled, 410),
};

export type OpenLink = LoadedWorkflow & { link: WorkflowLinkRow; step: QuestionnaireStep };

/** What a token opens, or a refusal; with `lock`, the workflow row is locked for `db`'s transaction. */
export async function openLink(db: Database, token: string, lock = false): Promise<OpenLink> {
  const linkId = linkIdOf(token);
  if (!linkId) throw refusals.invalid();
  const [link] = await db
    .select()
    .from(workflowLinks)
    .where(and(eq(workflowLinks.id, linkId), eq(workflowLinks.tokenHash, tokenHash(token))))
    .limit(1);
  const claims = link && {
    linkId,
    workflowId: link.workflowId,
    organizationId: link.organizationId,
  };
  if (!link || !claims || !(await tokenMatches(db, token, claims))) throw refusals.invalid();
  const loaded = lock
    ? await lockWorkflow(db, link.organizationId, link.workflowId)
    : await db
        .select({ row: workflows, definition: workflowTemplateVersions.definition })
        .from(workflows)
        .innerJoin(
          workflowTemplateVersions,
          eq(workflowTemplateVersions.id, workflows.templateVersionId),
        )
        .where(ofOrganization(link.organizationId, workflows, eq(workflows.id, link.workflowId)))
        .then((rows) => rows[0] ?? null);
  if (!loaded) throw refusals.invalid();
  if (loaded.row.status === "cancelled") throw refusals.cancelled();
  const step =
    loaded.row.currentStepIndex === null
      ? null
      : loaded.definition.steps[loaded.row.currentStepIndex];
  if (loaded.row.status !== "awaiting_supplier" || step?.kind !== "questionnaire")
    throw refusals.used();
  if (link.expiresAt <= new Date()) throw refusals.expired();
  return { ...loaded, link, step };
}

export async function supplierForm(db: Database, token: string): Promise<SupplierFormView> {
  const open = await openLink(db, token);
  const [organization] = await db
    .select()
    .from(organizations)
    .where(eq(organizations.id, open.row.organizationId))
    .limit(1);
  if (!organization) throw refusals.invalid();
  const saved = open.row.answers[open.step.id];
  return {
    branding: {
      organizationName: organization.name,
      brandColor: organization.brandColor,
      logoUrl: organization.logoUrl,
      productName: organization.productName ?? "Tierwise",
    },
    workflowName: open.row.name,
    companyName: open.row.companyName,
    stepName: open.step.name,
    dueDate: open.row.dueDate,
    expiresAt: open.link.expiresAt.toISOString(),
    contactEmail: open.link.email,
    questionnaire: supplierQuestionnaire(open.step.questionnaire),
    answers: saved?.answers ?? {},
    savedAt: saved?.savedAt ?? null,
    sentBackComment: open.row.sentBackComment,
    upload: { maxBytes: maxAttachmentBytes, accept: [...attachmentExtensions] },
  };
}

function validation(problems: { questionId: string; message: string }[]) {
  const first = problems[0]?.message ?? workflowMessages.answerWrongType;
  return new SupplierFormRefusal("validation", first, 422, problems);
}

/**
 * The answers with every file answer replaced by the stored upload it names (its own
 * workflow's, for that question): a made-up or foreign key is a validation error.
 */
async function resolveFiles(db: Database, open: OpenLink, answers: Answers): Promise<Answers> {
  const fileQuestions = questionsOf(open.step.questionnaire).filter((q) => q.kind === "file");
  const keys = fileQuestions.flatMap((q) => {
    const value = answers[q.id];
    return Array.isArray(value)
      ? (value as FileAnswer[]).map((f) => f?.fileKey).filter(Boolean)
      : [];
  }) as string[];
  const stored = keys.length
    ? await db
        .select()
        .from(workflowFiles)
        .where(and(eq(workflowFiles.workflowId, open.row.id), inArray(workflowFiles.fileKey, keys)))
    : [];
  const byKey = new Map(stored.map((f) => [f.fileKey, f]));
  const result: Answers = { ...answers };
  const problems: { questionId: string; message: string }[] = [];
  for (const question of fileQuestions) {
    const value = answers[question.id];
    if (!Array.isArray(value)) continue;
    const files: FileAnswer[] = [];
    for (const given of value as FileAnswer[]) {
      const file = byKey.get(given?.fileKey);
      if (!file || file.questionId !== question.id) {
        problems.push({ questionId: question.id, message: workflowMessages.unknownFile });
        break;
      }
      files.push({
        fileKey: file.fileKey,
        filename: file.fileName,
        size: file.size,
        contentType: file.contentType,
      });
    }
    result[question.id] = files;
  }
  if (problems.length) throw validation(problems);
  return result;
}

function parseAnswers(open: OpenLink, body: unknown, complete: boolean): Answers {
  const parsed = answersSchema.safeParse((body as { answers?: unknown } | null)?.answers);
  if (!parsed.success)
    throw validation([{ questionId: "", message: workflowMessages.answerWrongType }]);
  const problems = answerProblems(open.step.questionnaire, parsed.data, { complete });
  if (problems.length) throw validation(problems);
  return parsed.data;
}

/** Saves the draft: types are checked, nothing is required yet. */
export async function saveSupplierDraft(db: Database, token: string, body: unknown) {
  return db.transaction(async (tx) => {
    const open = await openLink(tx, token, true);
    const answers = await resolveFiles(tx, open, parseAnswers(open, body, false));
    const savedAt = new Date().toISOString();
    const previous = open.row.answers[open.step.id];
    await tx
      .update(workflows)
      .set({
        answers: {
          ...open.row.answers,
          [open.step.id]: {
            answers,
            savedAt,
            submittedAt: null,
            submittedBy: null,
            score: previous?.score ?? null,
          },
        },
      })
      .where(eq(workflows.id, open.row.id));
    return { savedAt };
  });
}

/**
 * Submits the questionnaire: every shown required question answered, answers of hidden
 * questions dropped, then scored. The step is completed by the contact and the workflow moves
 * on; the link is used from now on (until a reviewer sends the answers back).
 */
export async function submitSupplierForm(db: Database, token: string, body: unknown) {
  return db.transaction(async (tx) => {
    const open = await openLink(tx, token, true);
    const given = await resolveFiles(tx, open, parseAnswers(open, body, true));
    const answers = shownAnswers(open.step.questionnaire, given);
    const result = scoreAnswers(open.step.questionnaire, answers);
    const submittedAt = new Date();
    const sets = {
      ...open.row.answers,
      [open.step.id]: {
        answers,
        savedAt: submittedAt.toISOString(),
        submittedAt: submittedAt.toISOString(),
        submittedBy: open.link.email,
        score: result.score,
      },
    };
    const scores = Object.values(sets).flatMap((s) =>
      s.submittedAt && s.score !== null ? [s.score] : [],
    );
    const redFlags: StoredRedFlag[] = [
      ...open.row.redFlags.filter((f) => f.stepId !== open.step.id),
      ...result.redFlags.map((f) => ({ ...f, stepId: open.step.id })),
    ];
    const row = await completeStep(
      tx,
      open,
      { kind: "contact", email: open.link.email },
      {
        action: "submitted",
        summary: `submitted the answers${result.score === null ? "" : ` (score ${result.score})`}${
          result.redFlags.length ? `, ${result.redFlags.length} red flag(s)` : ""
        }`,
        patch: {
          answers: sets,
          score: scores.length
            ? Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10
            : null,
          redFlags,
          submittedAt,
          sentBackComment: null,
        },
      },
    );
    // The red-flag case and any automatic checks run in the progress job.
    await queueProgress(tx, row);
    return { submittedAt: submittedAt.toISOString(), message: workflowMessages.submitted };
  });
}
