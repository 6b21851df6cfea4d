import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { caseLimits } from "@tierwise/common/cases";
import { commentAttachmentUpload } from "@tierwise/common/comments";
import { can } from "@tierwise/common/policy/can";
import type { RichTextDocument } from "@tierwise/common/rich-text";
import type { FileAnswer, WorkflowDefinition } from "@tierwise/common/workflows/definition";
import { workflowPagePath } from "@tierwise/common/workflows/messages";
import { answerText } from "@tierwise/common/workflows/rules";
import { and, eq, inArray } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { loadActor } from "../../core/load-actor.ts";
import { tenantData } from "../../core/tenant.ts";
import { fileStoreFor } from "../../files/file-store.ts";
import { createSupplierCase } from "../cases/case-create.service.ts";
import { commentAttachments } from "../comments/comment.table.ts";
import { type WorkflowRow, workflowFiles } from "./workflow.table.ts";

/** A case holds at most this many files (createSupplierCase's attachment keys). */
const maxCaseFiles = 20;

const csvCell = (value: string) => `"${value.replaceAll('"', '""')}"`;

/** The submitted answers as a CSV (question, answer), the case's "answers attached". */
export function answersCsv(definition: WorkflowDefinition, row: WorkflowRow): string {
  const lines = [["Step", "Section", "Question", "Answer"].map(csvCell).join(",")];
  for (const step of definition.steps) {
    if (step.kind !== "questionnaire") continue;
    const answers = row.answers[step.id]?.answers ?? {};
    for (const section of step.questionnaire.sections)
      for (const question of section.questions)
        if (question.id in answers)
          lines.push(
            [step.name, section.title, question.label, answerText(question, answers[question.id])]
              .map(csvCell)
              .join(","),
          );
  }
  return `${lines.join("\r\n")}\r\n`;
}

const paragraph = (text: string) => ({ type: "paragraph" as const, children: [{ text }] });

function description(row: WorkflowRow): RichTextDocument {
  return [
    paragraph(
      `${row.companyName}'s answers to ${row.name} raised ${row.redFlags.length} red flag(s):`,
    ),
    {
      type: "bulleted-list",
      children: row.redFlags.map((flag) => ({
        type: "list-item" as const,
        children: [
          {
            text: flag.question
              ? `${flag.reason} — ${flag.question}: ${flag.answer ?? ""}`
              : flag.reason,
          },
        ],
      })),
    },
    paragraph(`The answers are attached. Workflow: ${workflowPagePath(row.id)}`),
  ] as RichTextDocument;
}

/**
 * Copies files into uploads of the case's creator, ready for createSupplierCase to claim: the
 * answers CSV and the supplier's files (copied, so deleting the case leaves the workflow's own).
 */
async function stageAttachments(
  deps: ServiceDeps,
  actor: TenantActor,
  definition: WorkflowDefinition,
  row: WorkflowRow,
) {
  const store = fileStoreFor(deps.config);
  const keys = Object.values(row.answers).flatMap((set) =>
    Object.values(set.answers).flatMap((value) =>
      Array.isArray(value)
        ? (value as FileAnswer[]).flatMap((f) =>
            typeof f === "object" && f?.fileKey ? [f.fileKey] : [],
          )
        : [],
    ),
  );
  const files = keys.length
    ? await deps.db
        .select()
        .from(workflowFiles)
        .where(and(eq(workflowFiles.workflowId, row.id), inArray(workflowFiles.fileKey, keys)))
    : [];
  const staged: string[] = [];
  const stage = async (fileName: string, contentType: string, body: Readable, size: number) => {
    const storeKey = `attachments/${actor.organizationId}/${randomUUID()}`;
    await store.put(storeKey, body, contentType);
    const uploadKey = randomUUID();
    await tenantData(deps.db, actor).insert(commentAttachments, {
      uploaderId: actor.userId,
      purpose: commentAttachmentUpload,
      uploadKey,
      storeKey,
      fileName,
      size,
      contentType,
      position: staged.length,
    });
    staged.push(uploadKey);
  };
  const csv = Buffer.from(answersCsv(definition, row));
  await stage("answers.csv", "text/csv", Readable.from([csv]), csv.length);
  for (const file of files.slice(0, maxCaseFiles - 1)) {
    const stored = await store.get(file.storeKey);
    if (stored) await stage(file.fileName, file.contentType, stored.body, file.size);
  }
  return staged;
}

/**
 * Opens a case on the company for the workflow's red flags, as the person who started the
 * workflow (the case's creator), with the answers attached. Null when there is nothing to open
 * (no red flag, one already open) or nobody may open it (the starter left, cases are off).
 */
export async function openRedFlagCase(
  deps: ServiceDeps,
  definition: WorkflowDefinition,
  row: WorkflowRow,
): Promise<string | null> {
  if (row.redFlagCaseId || row.redFlags.length === 0 || !row.startedBy) return null;
  const person = await loadActor(deps.db, {
    userId: row.startedBy,
    organizationId: row.organizationId,
  });
  if (!person?.organization || !person.role || !can(person, "cases.create")) return null;
  const actor = person as TenantActor;
  const attachmentKeys = await stageAttachments(deps, actor, definition, row);
  const title = `Red flags: ${row.companyName} — ${row.name}`.slice(0, caseLimits.titleMax);
  const created = await createSupplierCase(deps, actor, {
    title,
    description: description(row),
    companyId: row.companyId,
    priority: "high",
    labels: ["workflow"],
    attachmentKeys,
  });
  return created.supplierCase.id as string;
}
