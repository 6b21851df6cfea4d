import { caseMessages, resolvingStatuses } from "@tierwise/common/cases";
import { type CaseAccessEntry, updateCaseInputSchema } from "@tierwise/common/inputs/cases";
import { can } from "@tierwise/common/policy/can";
import { plainText } from "@tierwise/common/rich-text";
import { eq, isNull } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { recordAudit } from "../../core/audit.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { ForbiddenError } from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import { fieldError, parseInput } from "../../core/parse-input.ts";
import { ownedBy, tenantData } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { comments } from "../comments/comment.table.ts";
import { visibleTo } from "../comments/comment-visibility.ts";
import { type SupplierCaseRow, supplierCases } from "./case.table.ts";
import { attachmentKeysSchema } from "./case-create.service.ts";
import { gscaToStore } from "./case-gsca.ts";
import { assertAccessList, assertAssignee, assertTags, uniqueEntries } from "./case-links.ts";
import { presentCase } from "./case-presenter.ts";
import {
  accessListOf,
  claimCaseUploads,
  writeAccessList,
  writeCaseTags,
} from "./case-relations.ts";
import { caseNotFound, caseSubject, findVisibleCase } from "./case-visibility.ts";
import { recordCaseEvent } from "./case-webhook-events.ts";

export type UpdateCaseArgs = Record<string, unknown> & {
  id: string;
  attachmentKeys?: string[] | null;
};

type CaseChanges = Partial<Omit<SupplierCaseRow, "id" | "organizationId">>;

/** A case's own words: audited by name only. */
const caseTextKeys = new Set(["title", "description", "descriptionText"]);

const given = (args: Record<string, unknown>, key: string) => args[key] !== undefined;

/**
 * Status changes (spec 2 §4): Complete or Retired closes the case (closedAt set once, kept when
 * moving between the two) and may carry the resolution comment; back to To do or In progress
 * reopens it, and an open case has no closing time and no resolution.
 */
function statusChanges(
  before: SupplierCaseRow,
  status: SupplierCaseRow["status"] | undefined,
): CaseChanges {
  if (!status || status === before.status) return {};
  if (resolvingStatuses.includes(status))
    return { status, closedAt: before.closedAt ?? new Date() };
  return { status, closedAt: null, resolutionCommentId: null };
}

/** A resolution is a live comment the viewer sees on this case's own wall. */
async function assertResolution(deps: ServiceDeps, actor: TenantActor, caseId: string, id: string) {
  const refuse = () =>
    fieldError("resolutionCommentId", "Choose a comment of this case as its resolution.");
  if (!isUuid(id)) throw refuse();
  const [found] = await deps.db
    .select({ id: comments.id })
    .from(comments)
    .where(
      ownedBy(
        actor,
        comments,
        eq(comments.id, id),
        eq(comments.caseId, caseId),
        isNull(comments.deletedAt),
        visibleTo(actor),
      ),
    )
    .limit(1);
  if (!found) throw refuse();
}

/**
 * The access list after the change. Replacing it needs someone on it when the case is private;
 * turning Private on without a list keeps the stored one (switching Private off keeps the rows,
 * they just stop mattering) and needs it not to be empty. Null: the list does not change.
 */
async function nextAccessList(
  tx: Database,
  actor: TenantActor,
  before: SupplierCaseRow,
  isPrivate: boolean,
  acl: CaseAccessEntry[] | undefined,
): Promise<CaseAccessEntry[] | null> {
  if (acl !== undefined) {
    const entries = uniqueEntries(acl);
    if (isPrivate && entries.length === 0) throw fieldError("acl", caseMessages.accessListRequired);
    await assertAccessList(tx, actor, entries);
    return entries;
  }
  if (!isPrivate || before.private) return null;
  const stored = await accessListOf(tx, actor, before.id);
  if (stored.length === 0) throw fieldError("acl", caseMessages.accessListRequired);
  return stored;
}

/**
 * updateSupplierCase (spec 2 §3 "Update input"): any subset of fields, by anyone who sees the
 * case. Null clears the assignee, the team and the due date; an assignee replaces a team and
 * the other way round. Everything changes in one transaction with its audit entry.
 */
export async function updateSupplierCase(
  deps: ServiceDeps,
  actor: TenantActor,
  args: UpdateCaseArgs,
) {
  const before = await findVisibleCase(deps.db, actor, args.id);
  if (!can(actor, "cases.update", caseSubject(before)))
    throw new ForbiddenError("You cannot change this case.");
  const input = parseInput(updateCaseInputSchema, args);
  const attachmentKeys = parseInput(attachmentKeysSchema.nullish(), args.attachmentKeys) ?? [];
  const changes: CaseChanges = {};
  if (input.title !== undefined) changes.title = input.title;
  if (input.description !== undefined) {
    changes.description = input.description;
    changes.descriptionText = plainText(input.description);
  }
  if (input.priority !== undefined) changes.priority = input.priority;
  if (given(args, "dueDate")) changes.dueDate = input.dueDate ?? null;
  if (input.locations !== undefined) changes.locations = input.locations;
  if (input.riskSubCategory !== undefined) changes.riskSubCategory = input.riskSubCategory;
  if (given(args, "assigneeId")) {
    changes.assigneeId = input.assigneeId ?? null;
    if (input.assigneeId) changes.assignedTeamId = null;
  }
  if (given(args, "assignedTeamId")) {
    changes.assignedTeamId = input.assignedTeamId ?? null;
    if (input.assignedTeamId) changes.assigneeId = null;
  }
  if (given(args, "gsca"))
    Object.assign(
      changes,
      gscaToStore(actor, input.gsca ?? null, Boolean(before.companyId || before.duns)),
    );
  Object.assign(changes, statusChanges(before, input.status));
  const status = changes.status ?? before.status;
  if (given(args, "resolutionCommentId")) {
    if (input.resolutionCommentId) {
      if (!resolvingStatuses.includes(status))
        throw fieldError(
          "resolutionCommentId",
          "Only a complete or retired case has a resolution.",
        );
      await assertResolution(deps, actor, before.id, input.resolutionCommentId);
    }
    changes.resolutionCommentId = input.resolutionCommentId ?? null;
  }
  if (input.private !== undefined) changes.private = input.private;
  const isPrivate = changes.private ?? before.private;

  const row = await deps.db.transaction(async (tx) => {
    await assertAssignee(tx, actor, input);
    const tagIds = input.tags === undefined ? null : await assertTags(tx, actor, input.tags);
    const acl = await nextAccessList(tx, actor, before, isPrivate, input.acl);
    const [updated] = await tenantData(tx, actor).update(
      supplierCases,
      { ...changes, updatedAt: new Date() },
      eq(supplierCases.id, before.id),
    );
    if (!updated) throw caseNotFound();
    if (tagIds) await writeCaseTags(tx, actor, updated.id, tagIds);
    if (acl) await writeAccessList(tx, actor, updated, acl);
    await claimCaseUploads(tx, actor, updated.id, attachmentKeys);
    // The audit log names what changed but keeps no words of the case (issue 26): a title or
    // description is content, which only the case's own readers may see.
    const changedText = Object.keys(changes).filter((key) => caseTextKeys.has(key));
    const changed = Object.keys(changes).filter(
      (key) => !caseTextKeys.has(key),
    ) as (keyof CaseChanges)[];
    await recordAudit(tx, actor, {
      action: "case.updated",
      targetType: "SupplierCase",
      targetId: updated.id,
      before: Object.fromEntries(changed.map((key) => [key, before[key]])),
      after: {
        ...Object.fromEntries(changed.map((key) => [key, updated[key]])),
        ...(changedText.length ? { changedText } : {}),
        ...(tagIds ? { tags: tagIds } : {}),
        ...(acl ? { acl } : {}),
        ...(attachmentKeys.length ? { attachmentsAdded: attachmentKeys.length } : {}),
      },
    });
    await recordCaseEvent(tx, { before, after: updated });
    return updated;
  });
  return { supplierCase: await presentCase(deps, actor, row) };
}
