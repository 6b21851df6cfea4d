import { caseMessages } from "@tierwise/common/cases";
import { createCaseInputSchema } from "@tierwise/common/inputs/cases";
import { plainText } from "@tierwise/common/rich-text";
import { and, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { TenantActor } from "../../core/actor.ts";
import { recordAudit } from "../../core/audit.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { fieldError, parseInput } from "../../core/parse-input.ts";
import { ownedBy, tenantData } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { comments } from "../comments/comment.table.ts";
import { targetVisible } from "../comments/comment-target.ts";
import { commentNotFound, findVisibleComment } from "../comments/comment-visibility.ts";
import { newCaseSupplierTier } from "../n-tier/case-tier.ts";
import { caseRowNumbers, supplierCases } from "./case.table.ts";
import { gscaToStore } from "./case-gsca.ts";
import {
  assertAccessList,
  assertAssignee,
  assertTags,
  resolveCaseSubject,
  uniqueEntries,
} from "./case-links.ts";
import { presentCase } from "./case-presenter.ts";
import { claimCaseUploads, writeAccessList, writeCaseTags } from "./case-relations.ts";
import { recordCaseEvent } from "./case-webhook-events.ts";

/** The uploads a case claims (POST /upload-attachments, type comment-attachment). */
export const attachmentKeysSchema = z.array(z.string().min(1).max(200)).max(20);

export type CreateCaseArgs = Record<string, unknown> & {
  private?: boolean | null;
  attachmentKeys?: string[] | null;
};

const notConvertible = () =>
  fieldError(
    "createdFromCommentId",
    "Only a note that is not a reply, not deleted and not yet converted becomes a case.",
  );

/** The next Case ID of the organisation: one row per organisation, locked by the upsert. */
async function nextRowNumber(tx: Database, actor: TenantActor): Promise<number> {
  const [row] = await tx
    .insert(caseRowNumbers)
    .values({ organizationId: actor.organizationId, lastRowNumber: 1 })
    .onConflictDoUpdate({
      target: caseRowNumbers.organizationId,
      set: { lastRowNumber: sql`${caseRowNumbers.lastRowNumber} + 1` },
    })
    .returning({ rowNumber: caseRowNumbers.lastRowNumber });
  if (!row) throw new Error("no case row number");
  return row.rowNumber;
}

/** A note the viewer sees, on a wall they see, that may still become a case. */
async function convertibleComment(deps: ServiceDeps, actor: TenantActor, id: string) {
  const comment = await findVisibleComment(deps.db, actor, id);
  if (!(await targetVisible(deps, actor, comment))) throw commentNotFound();
  if (comment.parentId || comment.deletedAt || comment.convertedAt) throw notConvertible();
  return comment;
}

/**
 * createSupplierCase (spec 2 §3 "Create input", §5): a new case starts To do or In progress,
 * gets the organisation's next Case ID, and links only what the creator sees. A private case
 * needs people on its access list, and its creator is always on it; a new GSCA case is private
 * unless `private` is given. Converting a note marks it converted in the same transaction.
 */
export async function createSupplierCase(
  deps: ServiceDeps,
  actor: TenantActor,
  args: CreateCaseArgs,
) {
  authorize(actor, "cases.create");
  const input = parseInput(createCaseInputSchema, args);
  const attachmentKeys = parseInput(attachmentKeysSchema.nullish(), args.attachmentKeys) ?? [];
  const links = await resolveCaseSubject(deps, actor, input);
  const gsca = gscaToStore(actor, input.gsca ?? null, Boolean(links.companyId || links.duns));
  const isPrivate = args.private ?? gsca.gscaEnabled;
  const acl = uniqueEntries(input.acl);
  // The creator is added below, so only an explicit choice of Private can leave the list empty.
  if (args.private === true && acl.length === 0)
    throw fieldError("acl", caseMessages.accessListRequired);
  const source = input.createdFromCommentId
    ? await convertibleComment(deps, actor, input.createdFromCommentId)
    : null;
  const row = await deps.db.transaction(async (tx) => {
    await assertAssignee(tx, actor, input);
    await assertAccessList(tx, actor, acl);
    const tagIds = await assertTags(tx, actor, input.tags);
    const created = await tenantData(tx, actor).insert(supplierCases, {
      rowNumber: await nextRowNumber(tx, actor),
      title: input.title,
      description: input.description,
      descriptionText: plainText(input.description),
      status: input.status,
      priority: input.priority,
      assigneeId: input.assigneeId ?? null,
      assignedTeamId: input.assignedTeamId ?? null,
      creatorId: actor.userId,
      dueDate: input.dueDate ?? null,
      private: isPrivate,
      locations: input.locations,
      riskSubCategory: input.riskSubCategory,
      ...gsca,
      labels: input.labels,
      // The company's tier in the organisation's network now; the network's recomputation
      // keeps it current from then on (n-tier/case-tier.ts).
      supplierTier: await newCaseSupplierTier(tx, actor, links.companyId),
      ...links,
      createdFromCommentId: source?.id ?? null,
      alertId: input.alertId ?? null,
      alertNewId: input.alertNewId ?? null,
      newsId: input.newsId ?? null,
      blogId: input.blogId ?? null,
    });
    await writeCaseTags(tx, actor, created.id, tagIds);
    await writeAccessList(tx, actor, created, acl);
    await claimCaseUploads(tx, actor, created.id, attachmentKeys);
    if (source) {
      // Guarded on converted_at, so two conversions of one note cannot both succeed.
      const [converted] = await tx
        .update(comments)
        .set({ convertedAt: new Date() })
        .where(
          ownedBy(
            actor,
            comments,
            eq(comments.id, source.id),
            and(isNull(comments.convertedAt), isNull(comments.deletedAt)),
          ),
        )
        .returning({ id: comments.id });
      if (!converted) throw notConvertible();
    }
    await recordAudit(tx, actor, {
      action: "case.created",
      targetType: "SupplierCase",
      targetId: created.id,
      after: {
        // No title: audit entries name a case by id and number, never by its words.
        rowNumber: created.rowNumber,
        status: created.status,
        priority: created.priority,
        private: created.private,
        createdFromCommentId: created.createdFromCommentId,
      },
    });
    await recordCaseEvent(tx, { after: created });
    return created;
  });
  return { supplierCase: await presentCase(deps, actor, row) };
}
