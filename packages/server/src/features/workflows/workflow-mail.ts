import { workflowLimits } from "@tierwise/common/workflows/messages";
import { supplierFormPagePath } from "@tierwise/common/workflows/supplier-form";
import { and, asc, eq, isNull, lt, sql } from "drizzle-orm";
import type { JobTools } from "../../core/feature.ts";
import { organizations } from "../../db/organization.table.ts";
import { createMailer, type MailMessage } from "../../mail/mailer.ts";
import { workflowLinks, workflows } from "./workflow.table.ts";
import { todayUtc } from "./workflow-steps.ts";
import { linkSecret, makeTokenWith } from "./workflow-token.ts";

/**
 * The contacts' e-mails (issue 31): invitations, reminders, "sent back" and "next
 * questionnaire" notes, each with the contact's personal link. Links owe an e-mail by their
 * `pending_mail`; this job sends what is owed in batches and clears the mark only once the
 * mail is out, so a killed worker sends the rest on its next run. The token is derived again
 * from the link's ids and the server secret: the database holds only its hash.
 */

type MailKind = "invitation" | "reminder" | "sent_back" | "questionnaire";
const batchSize = 200;

type Pending = {
  link: typeof workflowLinks.$inferSelect;
  workflow: typeof workflows.$inferSelect;
  organization: { name: string; productName: string | null };
};

const longDate = (iso: string) =>
  new Date(`${iso.slice(0, 10)}T12:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

function composeMail(kind: MailKind, pending: Pending, url: string): MailMessage {
  const { workflow, organization, link } = pending;
  const org = organization.name;
  const due = longDate(workflow.dueDate);
  const footer = [
    "",
    `Open the form: ${url}`,
    "",
    `You do not need an account. Your answers are saved as you go, and this link works until ${longDate(link.expiresAt.toISOString())}.`,
    `If you were not expecting this, you can ignore it; the link opens ${workflow.name} for ${workflow.companyName} and nothing else.`,
  ];
  const note = workflow.invitationMessage ? ["", workflow.invitationMessage] : [];
  const lines: Record<MailKind, { subject: string; text: string[] }> = {
    invitation: {
      subject: `${org} asks you to complete: ${workflow.name}`,
      text: [
        `Hello,`,
        "",
        `${org} asks ${workflow.companyName} to complete "${workflow.name}" by ${due}.`,
        ...note,
      ],
    },
    reminder: {
      subject: `Reminder: ${workflow.name} is due on ${due}`,
      text: [
        `Hello,`,
        "",
        `${org} is still waiting for ${workflow.companyName}'s answers to "${workflow.name}". They are due on ${due}.`,
      ],
    },
    sent_back: {
      subject: `${org} sent your answers back: ${workflow.name}`,
      text: [
        `Hello,`,
        "",
        `${org} looked at your answers to "${workflow.name}" and asks you to change them:`,
        "",
        workflow.sentBackComment ?? "",
        "",
        `Please update them by ${due}.`,
      ],
    },
    questionnaire: {
      subject: `${org}: the next part of ${workflow.name}`,
      text: [
        `Hello,`,
        "",
        `${org} has a further questionnaire for ${workflow.companyName} in "${workflow.name}", due on ${due}.`,
      ],
    },
  };
  const chosen = lines[kind];
  return {
    to: link.email,
    subject: chosen.subject,
    text: [...chosen.text, ...footer].join("\n"),
    links: [url],
  };
}

/** Sends every owed e-mail; returns how many went out. */
export async function sendPendingLinkMail(tools: Pick<JobTools, "db" | "config" | "log">) {
  const { db, config, log } = tools;
  const secret = await linkSecret(db);
  const mailer = createMailer(db, config, log);
  let sent = 0;
  try {
    for (;;) {
      const batch: Pending[] = await db
        .select({
          link: workflowLinks,
          workflow: workflows,
          organization: { name: organizations.name, productName: organizations.productName },
        })
        .from(workflowLinks)
        .innerJoin(workflows, eq(workflows.id, workflowLinks.workflowId))
        .innerJoin(organizations, eq(organizations.id, workflowLinks.organizationId))
        .where(sql`${workflowLinks.pendingMail} is not null`)
        .orderBy(asc(workflowLinks.createdAt), asc(workflowLinks.id))
        .limit(batchSize);
      if (batch.length === 0) return sent;
      for (const pending of batch) {
        const kind = pending.link.pendingMail as MailKind;
        // A finished or cancelled workflow, or a link past its date, owes nothing any more.
        const open =
          pending.workflow.status === "awaiting_supplier" && pending.link.expiresAt > new Date();
        if (open) {
          const token = makeTokenWith(secret, {
            linkId: pending.link.id,
            workflowId: pending.workflow.id,
            organizationId: pending.workflow.organizationId,
          });
          await mailer.send(
            composeMail(kind, pending, `${config.publicUrl}${supplierFormPagePath(token)}`),
          );
          sent += 1;
        }
        await db
          .update(workflowLinks)
          .set({
            pendingMail: null,
            ...(open ? { lastSentAt: new Date() } : {}),
            ...(open && kind === "reminder"
              ? { remindersSent: sql`${workflowLinks.remindersSent} + 1` }
              : {}),
          })
          .where(and(eq(workflowLinks.id, pending.link.id), eq(workflowLinks.pendingMail, kind)));
      }
    }
  } finally {
    mailer.close();
  }
}

/**
 * The reminder schedule: a contact who has not answered hears again every few days while the
 * due date is ahead (or today); once submitted, finished or past due, reminders stop.
 */
export async function queueReminders(tools: Pick<JobTools, "db" | "config" | "log">) {
  const { db } = tools;
  const quiet = sql`now() - make_interval(days => ${workflowLimits.reminderEveryDays})`;
  const due = await db
    .update(workflowLinks)
    .set({ pendingMail: "reminder" })
    .where(
      and(
        isNull(workflowLinks.pendingMail),
        lt(sql`coalesce(${workflowLinks.lastSentAt}, ${workflowLinks.createdAt})`, quiet),
        sql`${workflowLinks.expiresAt} > now()`,
        sql`exists (select 1 from ${workflows} w where w.id = ${workflowLinks.workflowId}
          and w.status = 'awaiting_supplier' and w.due_date >= ${todayUtc()}::date)`,
      ),
    )
    .returning({ id: workflowLinks.id });
  const sent = await sendPendingLinkMail(tools);
  return { reminded: due.length, sent };
}
