import { asc, desc, eq, inArray } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { NotFoundError } from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import { ownedBy } from "../../core/tenant.ts";
import { findVisibleCase } from "../cases/case-visibility.ts";
import { caseEmails, caseEmailThreads } from "./case-email.table.ts";
import {
  type CaseEmailThreadView,
  type CaseEmailView,
  caseEmailViews,
  threadView,
} from "./case-email-view.ts";

/** The e-mail threads of a case the viewer sees, newest activity first, each oldest e-mail first. */
export async function listCaseEmailThreads(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { caseId: string },
): Promise<CaseEmailThreadView[]> {
  const supplierCase = await findVisibleCase(deps.db, actor, args.caseId);
  const threads = await deps.db
    .select()
    .from(caseEmailThreads)
    .where(ownedBy(actor, caseEmailThreads, eq(caseEmailThreads.caseId, supplierCase.id)))
    .orderBy(desc(caseEmailThreads.lastEmailAt), desc(caseEmailThreads.id));
  if (threads.length === 0) return [];
  const rows = await deps.db
    .select()
    .from(caseEmails)
    .where(
      ownedBy(
        actor,
        caseEmails,
        inArray(
          caseEmails.threadId,
          threads.map((thread) => thread.id),
        ),
      ),
    )
    .orderBy(asc(caseEmails.createdAt), asc(caseEmails.id));
  const views = await caseEmailViews(deps.db, actor, rows);
  return threads.map((thread) =>
    threadView(
      thread,
      views.filter((view) => view.threadId === thread.id),
      deps.config.INBOUND_MAIL_DOMAIN,
    ),
  );
}

/** One e-mail, when the viewer sees its case; null for everything else (the contract's null). */
export async function findCaseEmail(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { id: string },
): Promise<CaseEmailView | null> {
  if (!isUuid(args.id)) return null;
  const [row] = await deps.db
    .select()
    .from(caseEmails)
    .where(ownedBy(actor, caseEmails, eq(caseEmails.id, args.id)))
    .limit(1);
  if (!row) return null;
  try {
    await findVisibleCase(deps.db, actor, row.caseId);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
  const [view] = await caseEmailViews(deps.db, actor, [row]);
  return view ?? null;
}
