import { plainText, type RichTextDocument } from "@tierwise/common/rich-text";
import { and, asc, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { TenantActor } from "../../../core/actor.ts";
import { NotFoundError } from "../../../core/errors.ts";
import { ownedBy } from "../../../core/tenant.ts";
import type { Database } from "../../../db/client.ts";
import {
  type CommentAttachmentRow,
  commentAttachments,
  comments,
} from "../../comments/comment.table.ts";
import { visibleTo } from "../../comments/comment-visibility.ts";
import { findVisibleCompany } from "../../companies/company-access.service.ts";
import { findVisible as findVisiblePortfolio } from "../../portfolios/portfolio-visibility.ts";
import { tags } from "../../tags/tag.table.ts";
import {
  type CaseTaskRow,
  caseAccess,
  caseTags,
  caseTasks,
  type SupplierCaseRow,
} from "../case.table.ts";
import {
  type CaseTeamRefView,
  type CaseUserRefView,
  loadCasePeople,
} from "../tasks/case-people.ts";

/** One e-mail of the case as stored, with its recipients and files. */
export type ExportEmail = {
  id: string;
  direction: "outbound" | "inbound";
  status: string;
  senderEmail: string;
  senderName: string | null;
  subject: string;
  bodyText: string;
  bodyHtml: string | null;
  messageId: string;
  inReplyTo: string | null;
  references: string[];
  isExternal: boolean;
  createdAt: Date;
  recipients: { email: string; name: string | null; type: "to" | "cc" | "bcc" }[];
  attachments: CommentAttachmentRow[];
};

export type ExportComment = {
  id: string;
  author: CaseUserRefView | null;
  createdAt: Date;
  text: string;
  replies: ExportComment[];
};

export type ExportTask = CaseTaskRow & {
  assignee: CaseUserRefView | null;
  team: CaseTeamRefView | null;
};

/** Everything case.pdf, emails/ and attachments/ are made from, as the viewer may see it. */
export type CaseExportData = {
  supplierCase: SupplierCaseRow;
  description: RichTextDocument;
  assignee: CaseUserRefView | null;
  assignedTeam: CaseTeamRefView | null;
  creator: CaseUserRefView | null;
  tags: string[];
  accessList: string[];
  company: string | null;
  portfolio: string | null;
  tasks: ExportTask[];
  /** Root comments, newest first, each with its replies oldest first. */
  comments: ExportComment[];
  /** Newest first. */
  emails: ExportEmail[];
  /** The case's own files, then those of its visible comments and its e-mails; each once. */
  attachments: CommentAttachmentRow[];
};

const toDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

/**
 * The case's e-mails and recipients. Read by name rather than through the case-emails
 * feature's tables: that feature builds on this one, and importing it back would make the two
 * folders a cycle. The columns are the ones case-email.table.ts declares.
 */
async function loadEmails(
  db: Database,
  actor: TenantActor,
  caseId: string,
): Promise<Omit<ExportEmail, "attachments">[]> {
  const emailRows = (
    await db.execute<Record<string, unknown>>(sql`
      select id, direction, status, sender_email, sender_name, subject, body_text, body_html,
             message_id, in_reply_to, "references", is_external, created_at
      from case_emails
      where organization_id = ${actor.organizationId}::uuid and case_id = ${caseId}::uuid
      order by created_at desc, id desc`)
  ).rows as Record<string, unknown>[];
  if (emailRows.length === 0) return [];
  const ids = emailRows.map((row) => String(row.id));
  const recipientRows = (
    await db.execute<Record<string, unknown>>(sql`
      select email_id, email, name, type from case_email_recipients
      where organization_id = ${actor.organizationId}::uuid
        and email_id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
      order by case type when 'to' then 0 when 'cc' then 1 else 2 end, id`)
  ).rows as Record<string, unknown>[];
  return emailRows.map((row) => ({
    id: String(row.id),
    direction: row.direction === "inbound" ? "inbound" : "outbound",
    status: String(row.status),
    senderEmail: String(row.sender_email),
    senderName: row.sender_name == null ? null : String(row.sender_name),
    subject: String(row.subject),
    bodyText: String(row.body_text),
    bodyHtml: row.body_html == null ? null : String(row.body_html),
    messageId: String(row.message_id),
    inReplyTo: row.in_reply_to == null ? null : String(row.in_reply_to),
    references: Array.isArray(row.references) ? row.references.map(String) : [],
    isExternal: row.is_external === true,
    createdAt: toDate(row.created_at),
    recipients: recipientRows
      .filter((r) => String(r.email_id) === String(row.id))
      .map((r) => ({
        email: String(r.email),
        name: r.name == null ? null : String(r.name),
        type: r.type === "cc" || r.type === "bcc" ? r.type : "to",
      })),
  }));
}

async function linkedNames(db: Database, actor: TenantActor, row: SupplierCaseRow) {
  const company = row.companyId ? await findVisibleCompany(db, row.companyId) : null;
  let portfolio: string | null = null;
  if (row.portfolioId) {
    try {
      portfolio = (await findVisiblePortfolio(db, actor, row.portfolioId)).name;
    } catch (error) {
      // A portfolio the viewer cannot see stays unnamed, as everywhere else.
      if (!(error instanceof NotFoundError)) throw error;
    }
  }
  return { company: company?.displayName ?? (row.duns ? `DUNS ${row.duns}` : null), portfolio };
}

/** Loads a case the viewer sees (found by the caller) with its tasks, feed, e-mails and files. */
export async function loadCaseExport(
  db: Database,
  actor: TenantActor,
  row: SupplierCaseRow,
): Promise<CaseExportData> {
  const [tagRows, accessRows, taskRows, commentRows, emails, names] = await Promise.all([
    db
      .select({ value: tags.value })
      .from(caseTags)
      .innerJoin(tags, eq(tags.id, caseTags.tagId))
      .where(ownedBy(actor, caseTags, eq(caseTags.caseId, row.id)))
      .orderBy(asc(tags.value)),
    db
      .select()
      .from(caseAccess)
      .where(ownedBy(actor, caseAccess, eq(caseAccess.caseId, row.id))),
    db
      .select()
      .from(caseTasks)
      .where(ownedBy(actor, caseTasks, eq(caseTasks.caseId, row.id)))
      .orderBy(asc(caseTasks.createdAt), asc(caseTasks.id)),
    db
      .select()
      .from(comments)
      .where(
        ownedBy(
          actor,
          comments,
          eq(comments.caseId, row.id),
          isNull(comments.deletedAt),
          visibleTo(actor),
        ),
      )
      .orderBy(desc(comments.createdAt), desc(comments.id)),
    loadEmails(db, actor, row.id),
    linkedNames(db, actor, row),
  ]);
  const commentIds = commentRows.map((c) => c.id);
  const emailIds = emails.map((e) => e.id);
  const attachmentRows = await db
    .select()
    .from(commentAttachments)
    .where(
      ownedBy(
        actor,
        commentAttachments,
        or(
          // A file on a comment goes with its comment: only those the viewer sees.
          and(eq(commentAttachments.caseId, row.id), isNull(commentAttachments.commentId)),
          commentIds.length > 0 ? inArray(commentAttachments.commentId, commentIds) : undefined,
          emailIds.length > 0 ? inArray(commentAttachments.emailId, emailIds) : undefined,
        ),
      ),
    )
    .orderBy(
      asc(commentAttachments.createdAt),
      asc(commentAttachments.position),
      asc(commentAttachments.id),
    );
  const people = await loadCasePeople(
    db,
    actor,
    [
      row.assigneeId,
      row.creatorId,
      ...taskRows.map((t) => t.assigneeId),
      ...commentRows.map((c) => c.authorId),
      ...accessRows.filter((a) => a.actorType === "user").map((a) => a.actorId),
    ],
    [
      row.assignedTeamId,
      ...taskRows.map((t) => t.assignedTeamId),
      ...accessRows.filter((a) => a.actorType === "team").map((a) => a.actorId),
    ],
  );
  const user = (id: string | null) => (id ? (people.users.get(id) ?? null) : null);
  const team = (id: string | null) => (id ? (people.teams.get(id) ?? null) : null);

  const toComment = (c: (typeof commentRows)[number]): ExportComment => ({
    id: c.id,
    author: user(c.authorId),
    createdAt: c.createdAt,
    text: plainText(c.document),
    replies: [],
  });
  const roots = commentRows.filter((c) => c.parentId === null).map(toComment);
  const rootsById = new Map(roots.map((c) => [c.id, c]));
  // Rows come newest first; replies read oldest first under their note.
  for (const reply of [...commentRows].reverse()) {
    if (reply.parentId) rootsById.get(reply.parentId)?.replies.push(toComment(reply));
  }
  return {
    supplierCase: row,
    description: row.description,
    assignee: user(row.assigneeId),
    assignedTeam: team(row.assignedTeamId),
    creator: user(row.creatorId),
    tags: tagRows.map((t) => t.value),
    accessList: row.private
      ? accessRows.flatMap((a) => {
          const name = a.actorType === "user" ? user(a.actorId)?.name : team(a.actorId)?.name;
          return name ? [name] : [];
        })
      : [],
    company: names.company,
    portfolio: names.portfolio,
    tasks: taskRows.map((t) => ({
      ...t,
      assignee: user(t.assigneeId),
      team: team(t.assignedTeamId),
    })),
    comments: roots,
    emails: emails.map((e) => ({
      ...e,
      attachments: attachmentRows.filter((a) => a.emailId === e.id),
    })),
    attachments: attachmentRows,
  };
}
