import { caseLimits } from "@tierwise/common/cases";
import { can } from "@tierwise/common/policy/can";
import { hasFlag } from "@tierwise/common/policy/policy-actor";
import { plainText } from "@tierwise/common/rich-text";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { ownedBy } from "../../core/tenant.ts";
import { memberships, teams } from "../../db/membership.table.ts";
import { users } from "../../db/user.table.ts";
import { commentAttachments, comments } from "../comments/comment.table.ts";
import { type AttachmentView, displayName } from "../comments/comment-view.ts";
import { visibleTo } from "../comments/comment-visibility.ts";
import { companiesByIds } from "../companies/company-access.service.ts";
import { portfolios } from "../portfolios/portfolio.table.ts";
import { loadViews } from "../portfolios/portfolio-visibility.ts";
import { tags } from "../tags/tag.table.ts";
import { caseAccess, caseTags, type SupplierCaseRow } from "./case.table.ts";
import { caseAttachmentView } from "./case-attachment-routes.ts";
import { caseSubject } from "./case-visibility.ts";
import { visibleCommentCounts } from "./case-wall.ts";

export type CaseUserRef = { id: string; name: string; email: string; deactivated: boolean };
export type CaseTeamRef = { id: string; name: string };
export type CaseAccessEntryView = { id: string; type: "user" | "team"; name: string };

/** A case as one viewer sees it: the row, its people, tags, links, files and rights. */
export type SupplierCaseView = SupplierCaseRow & {
  assignee: CaseUserRef | null;
  assignedTeam: CaseTeamRef | null;
  creator: CaseUserRef;
  tags: { id: string; value: string }[];
  accessList: CaseAccessEntryView[];
  aclRead: string[];
  attachments: AttachmentView[];
  company: { id: string; slug: string; name: string; imageUrl: string | null } | null;
  portfolio: { id: string; slug: string; name: string; descendantCompaniesCount: number } | null;
  resolutionComment: string | null;
  lastComment: string | null;
  daysActive: number;
  progress: number | null;
  canEdit: boolean;
  canDelete: boolean;
};

const dayMs = 86_400_000;

/** Whole days between creation and closing, or now while open (the Days Active column). */
export function daysActive(row: Pick<SupplierCaseRow, "createdAt" | "closedAt">, now = new Date()) {
  const end = row.closedAt ?? now;
  return Math.max(0, Math.floor((end.getTime() - row.createdAt.getTime()) / dayMs));
}

/** Closed tasks as a whole percent; null when the case has no tasks ("No tasks"). */
export function progressOf(row: Pick<SupplierCaseRow, "taskCount" | "closedTaskCount">) {
  return row.taskCount > 0 ? Math.round((row.closedTaskCount / row.taskCount) * 100) : null;
}

/** The Last Comment column: the first characters of the newest comment or e-mail. */
export const lastCommentPreview = (text: string | null) =>
  text === null ? null : text.slice(0, caseLimits.lastCommentPreview);

const groupBy = <T>(rows: readonly T[], key: (row: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
};
const uniq = (values: readonly (string | null)[]) => [
  ...new Set(values.filter((v): v is string => v !== null)),
];

/**
 * Turns a page of visible case rows into views in a fixed number of queries, whatever the page
 * size: people (with whether they are still active members), teams, tags, access lists, files,
 * companies, the portfolios the viewer sees and the resolution comments the viewer sees.
 */
export async function presentCases(
  deps: ServiceDeps,
  actor: TenantActor,
  rows: readonly SupplierCaseRow[],
): Promise<SupplierCaseView[]> {
  if (rows.length === 0) return [];
  const db = deps.db;
  const ids = rows.map((row) => row.id);
  const [
    tagRows,
    accessRows,
    attachmentRows,
    companyRows,
    portfolioRows,
    resolutionRows,
    commentCounts,
  ] = await Promise.all([
    db
      .select({ caseId: caseTags.caseId, id: tags.id, value: tags.value })
      .from(caseTags)
      .innerJoin(tags, eq(tags.id, caseTags.tagId))
      .where(ownedBy(actor, caseTags, inArray(caseTags.caseId, ids)))
      .orderBy(asc(tags.value)),
    db
      .select()
      .from(caseAccess)
      .where(ownedBy(actor, caseAccess, inArray(caseAccess.caseId, ids))),
    db
      .select()
      .from(commentAttachments)
      .where(
        ownedBy(
          actor,
          commentAttachments,
          inArray(commentAttachments.caseId, ids),
          isNull(commentAttachments.commentId),
          isNull(commentAttachments.emailId),
        ),
      )
      .orderBy(asc(commentAttachments.createdAt), asc(commentAttachments.position)),
    companiesByIds(deps, actor, uniq(rows.map((row) => row.companyId))),
    uniq(rows.map((row) => row.portfolioId)).length > 0
      ? loadViews(db, actor, inArray(portfolios.id, uniq(rows.map((row) => row.portfolioId))))
      : Promise.resolve([]),
    uniq(rows.map((row) => row.resolutionCommentId)).length > 0
      ? db
          .select({ id: comments.id, document: comments.document })
          .from(comments)
          .where(
            ownedBy(
              actor,
              comments,
              inArray(comments.id, uniq(rows.map((row) => row.resolutionCommentId))),
              isNull(comments.deletedAt),
              visibleTo(actor),
            ),
          )
      : Promise.resolve([]),
    visibleCommentCounts(db, actor, ids),
  ]);
  const userIds = uniq([
    ...rows.flatMap((row) => [row.assigneeId, row.creatorId]),
    ...accessRows.filter((a) => a.actorType === "user").map((a) => a.actorId),
  ]);
  const teamIds = uniq([
    ...rows.map((row) => row.assignedTeamId),
    ...accessRows.filter((a) => a.actorType === "team").map((a) => a.actorId),
  ]);
  const [userRows, teamRows] = await Promise.all([
    db
      .select({ user: users, memberActive: memberships.active })
      .from(users)
      .leftJoin(memberships, and(eq(memberships.userId, users.id), ownedBy(actor, memberships)))
      .where(inArray(users.id, userIds)),
    teamIds.length > 0
      ? db
          .select({ id: teams.id, name: teams.name })
          .from(teams)
          .where(ownedBy(actor, teams, inArray(teams.id, teamIds)))
      : Promise.resolve([]),
  ]);
  const usersById = new Map(
    userRows.map(({ user, memberActive }): [string, CaseUserRef] => [
      user.id,
      {
        id: user.id,
        name: displayName(user),
        email: user.email,
        // Deactivated, or no longer an active member of this organisation.
        deactivated: !user.active || memberActive !== true,
      },
    ]),
  );
  const teamsById = new Map(teamRows.map((team) => [team.id, team]));
  const companiesById = new Map(companyRows.map((company) => [company.id, company]));
  const portfoliosById = new Map(portfolioRows.map((portfolio) => [portfolio.id, portfolio]));
  const resolutionsById = new Map(resolutionRows.map((c) => [c.id, plainText(c.document)]));
  const tagsOf = groupBy(tagRows, (t) => t.caseId);
  const accessOf = groupBy(accessRows, (a) => a.caseId);
  const attachmentsOf = groupBy(attachmentRows, (a) => a.caseId ?? "");
  const unknownUser = (id: string): CaseUserRef => ({ id, name: "", email: "", deactivated: true });
  return rows.map((row): SupplierCaseView => {
    const subject = caseSubject(row);
    const company = row.companyId ? companiesById.get(row.companyId) : undefined;
    const portfolio = row.portfolioId ? portfoliosById.get(row.portfolioId) : undefined;
    const access = accessOf.get(row.id) ?? [];
    return {
      ...row,
      // Spec 2: the Tiers column needs nTier, as the company profile's supplier tier does.
      supplierTier: hasFlag(actor, "nTier") ? row.supplierTier : [],
      // The viewer's own count: the stored one holds only what everyone on the case sees.
      commentCount: commentCounts.get(row.id) ?? 0,
      assignee: row.assigneeId ? (usersById.get(row.assigneeId) ?? null) : null,
      assignedTeam: row.assignedTeamId ? (teamsById.get(row.assignedTeamId) ?? null) : null,
      creator: usersById.get(row.creatorId) ?? unknownUser(row.creatorId),
      tags: (tagsOf.get(row.id) ?? []).map(({ id, value }) => ({ id, value })),
      accessList: access.flatMap((entry): CaseAccessEntryView[] => {
        const name =
          entry.actorType === "user"
            ? usersById.get(entry.actorId)?.name
            : teamsById.get(entry.actorId)?.name;
        return name === undefined ? [] : [{ id: entry.actorId, type: entry.actorType, name }];
      }),
      aclRead: access.map((entry) => `${entry.actorType}:${entry.actorId}`),
      attachments: (attachmentsOf.get(row.id) ?? []).map(caseAttachmentView),
      company: company
        ? {
            id: company.id,
            slug: company.slug,
            name: company.displayName,
            imageUrl: company.logoUrl,
          }
        : null,
      portfolio: portfolio
        ? {
            id: portfolio.id,
            slug: portfolio.slug,
            name: portfolio.name,
            descendantCompaniesCount: portfolio.descendantCompanyCount,
          }
        : null,
      resolutionComment: row.resolutionCommentId
        ? (resolutionsById.get(row.resolutionCommentId) ?? null)
        : null,
      lastComment: lastCommentPreview(row.lastActivityText),
      daysActive: daysActive(row),
      progress: progressOf(row),
      canEdit: can(actor, "cases.update", subject),
      canDelete: can(actor, "cases.delete", subject),
    };
  });
}

/** One visible case row as a view. */
export async function presentCase(deps: ServiceDeps, actor: TenantActor, row: SupplierCaseRow) {
  const [view] = await presentCases(deps, actor, [row]);
  if (!view) throw new Error("a case row did not present");
  return view;
}
