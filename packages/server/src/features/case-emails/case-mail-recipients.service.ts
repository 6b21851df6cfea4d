import { caseLimits } from "@tierwise/common/cases";
import { limits } from "@tierwise/common/limits";
import { and, asc, eq, ilike, or, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { NegativeNumberOfResultsError, TooManyResultsRequestedError } from "../../core/errors.ts";
import { likePattern } from "../../core/sql-support.ts";
import { ownedBy } from "../../core/tenant.ts";
import { memberships } from "../../db/membership.table.ts";
import { users } from "../../db/user.table.ts";
import { supplierCases } from "../cases/case.table.ts";
import { caseVisibleTo } from "../cases/case-visibility.ts";
import { caseEmailRecipients, caseEmails } from "./case-email.table.ts";
import { isInboundAddress } from "./reply-address.ts";

export type CaseMailRecipientView = { email: string; name: string | null };

/**
 * Addresses to offer in the e-mail composer (spec 2 §7, 25 a request): the organisation's
 * active members by name or e-mail, then addresses already used in its case e-mails (their
 * recipients and inbound senders). Only e-mails of cases the viewer sees are searched, so a
 * private case's supplier address does not leak through the suggestions.
 */
export async function caseMailRecipients(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { query: string; first?: number | null },
): Promise<CaseMailRecipientView[]> {
  authorize(actor, "cases.read");
  const first = args.first ?? caseLimits.recipientOptionsPageSize;
  if (first < 0) throw new NegativeNumberOfResultsError();
  if (first > limits.pageSizeMaximum) {
    throw new TooManyResultsRequestedError(limits.pageSizeMaximum, first);
  }
  if (first === 0) return [];
  const query = args.query.trim();
  const pattern = query ? likePattern(query) : "%";
  const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;
  const members = await deps.db
    .select({ email: users.email, name: fullName })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      ownedBy(
        actor,
        memberships,
        eq(memberships.active, true),
        eq(users.active, true),
        or(ilike(fullName, pattern), ilike(users.email, pattern)),
      ),
    )
    .orderBy(asc(sql`lower(${fullName})`), asc(users.email))
    .limit(first);
  const visibleCaseEmail = and(
    ownedBy(actor, supplierCases),
    caseVisibleTo(actor),
    eq(supplierCases.id, caseEmails.caseId),
  );
  const usedRecipients = deps.db
    .select({ email: caseEmailRecipients.email, name: caseEmailRecipients.name })
    .from(caseEmailRecipients)
    .innerJoin(caseEmails, eq(caseEmails.id, caseEmailRecipients.emailId))
    .innerJoin(supplierCases, visibleCaseEmail)
    .where(
      ownedBy(
        actor,
        caseEmailRecipients,
        or(ilike(caseEmailRecipients.email, pattern), ilike(caseEmailRecipients.name, pattern)),
      ),
    );
  const usedSenders = deps.db
    .select({ email: caseEmails.senderEmail, name: caseEmails.senderName })
    .from(caseEmails)
    .innerJoin(supplierCases, visibleCaseEmail)
    .where(
      ownedBy(
        actor,
        caseEmails,
        eq(caseEmails.direction, "inbound"),
        eq(caseEmails.status, "received"),
        or(ilike(caseEmails.senderEmail, pattern), ilike(caseEmails.senderName, pattern)),
      ),
    );
  const used = await usedRecipients.union(usedSenders).limit(first * 4);
  const seen = new Set<string>();
  const options: CaseMailRecipientView[] = [];
  for (const option of [...members, ...used.sort((a, b) => a.email.localeCompare(b.email))]) {
    const key = option.email.toLowerCase();
    if (seen.has(key) || isInboundAddress(key, deps.config.INBOUND_MAIL_DOMAIN)) continue;
    seen.add(key);
    options.push({ email: option.email, name: option.name || null });
    if (options.length === first) break;
  }
  return options;
}
