import { can } from "@tierwise/common/policy/can";
import { and, count, desc, eq } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { NotFoundError } from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import { type PageArgs, paginate } from "../../core/paging.ts";
import { ofOrganization } from "../../core/tenant.ts";
import { auditLog } from "../../db/audit-log.table.ts";
import { organizations } from "../../db/organization.table.ts";

export type AuditRow = typeof auditLog.$inferSelect;

/**
 * Kinds whose objects may be private to their owner (an unshared portfolio, a personal case
 * view): the log names them by id and kind, never by their words, for an administrator or the
 * provider may read the log without seeing the object (issue 26). Cases, tasks and case e-mails
 * record no words at all.
 */
const privateKinds = new Set(["Portfolio", "CaseView"]);
const wordKeys = ["name", "title", "description"];

function withoutWords(value: unknown): unknown {
  if (!value || typeof value !== "object" || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !wordKeys.includes(key)));
}

function withoutPrivateNames(row: AuditRow): AuditRow {
  if (!privateKinds.has(row.targetType)) return row;
  return { ...row, before: withoutWords(row.before), after: withoutWords(row.after) };
}

/**
 * Organisation admins read their own organisation's log; provider managers (read:organization)
 * may name any organisation. Another organisation's id for anyone else is not found.
 */
export async function listAuditLog(
  deps: ServiceDeps,
  viewer: TenantActor,
  args: PageArgs & { action?: string | null; organizationId?: string | null },
) {
  authorize(viewer, "audit.read");
  const provider = can(viewer, "audit.readAnyOrganization");
  let organizationId = viewer.organization.id;
  if (args.organizationId && args.organizationId !== organizationId) {
    if (!provider || !isUuid(args.organizationId))
      throw new NotFoundError("Organisation not found.");
    const [row] = await deps.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, args.organizationId));
    if (!row) throw new NotFoundError("Organisation not found.");
    organizationId = row.id;
  }
  const where = and(
    ofOrganization(organizationId, auditLog),
    args.action ? eq(auditLog.action, args.action) : undefined,
  );
  return paginate<AuditRow>(args, {
    defaultSize: 50,
    count: async () =>
      (await deps.db.select({ n: count() }).from(auditLog).where(where))[0]?.n ?? 0,
    fetch: async ({ offset, limit }) =>
      (
        await deps.db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(limit)
          .offset(offset)
      ).map(withoutPrivateNames),
  });
}
