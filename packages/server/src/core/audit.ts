import { auditLog } from "../db/audit-log.table.ts";
import type { Database } from "../db/client.ts";
import type { Actor } from "./actor.ts";

export type AuditEntry = {
  action: string;
  targetType: string;
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
  /** The organisation the change belongs to; defaults to the actor's. */
  organizationId?: string | null;
};

/** Who made a change: an actor, or nobody yet (an invitee accepting, an SSO first sign-in). */
export type AuditActor = Pick<Actor, "userId" | "organizationId"> | null;

/** Records one admin change, in the transaction that makes it. */
export async function recordAudit(tx: Database, actor: AuditActor, entry: AuditEntry) {
  await tx.insert(auditLog).values({
    organizationId: entry.organizationId ?? actor?.organizationId ?? null,
    actorId: actor?.userId ?? null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** What an audited change reports about itself. */
export type AuditedOutcome<T> = {
  result: T;
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
  organizationId?: string | null;
};

/**
 * The write path of every admin change: one transaction that makes the change and records it,
 * so a change cannot be made without its audit entry (or the other way round).
 */
export function auditedChange<T>(
  db: Database,
  actor: AuditActor,
  what: { action: string; targetType: string },
  change: (tx: Database) => Promise<AuditedOutcome<T>>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const outcome = await change(tx);
    await recordAudit(tx, actor, { ...what, ...outcome });
    return outcome.result;
  });
}
