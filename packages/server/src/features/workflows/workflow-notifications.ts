import { can } from "@tierwise/common/policy/can";
import { workflowPagePath } from "@tierwise/common/workflows/messages";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { ownedBy } from "../../core/tenant.ts";
import { registerNotificationSource } from "../notifications/notification-sources.ts";
import { workflowNotifications } from "./workflow.table.ts";

/** The reader's own workflow notifications, while their organisation uses workflows. */
const ownRows = (actor: TenantActor, ...more: (ReturnType<typeof eq> | undefined)[]) =>
  ownedBy(
    actor,
    workflowNotifications,
    eq(workflowNotifications.userId, actor.userId),
    can(actor, "workflows.read") ? undefined : sql`false`,
    ...more,
  );

/** "A workflow waits for your review or decision" (workflow-progress.ts writes them). */
registerNotificationSource({
  kind: "workflow",
  rows(db, actor) {
    const query = db
      .select({
        id: workflowNotifications.id,
        createdAt: workflowNotifications.createdAt,
        readAt: workflowNotifications.readAt,
      })
      .from(workflowNotifications)
      .where(ownRows(actor));
    return sql`${query}`;
  },
  async describe(db, actor, ids) {
    const rows = await db
      .select()
      .from(workflowNotifications)
      .where(ownRows(actor, inArray(workflowNotifications.id, [...ids])));
    return rows.map((row) => ({
      id: row.id,
      kind: "workflow",
      createdAt: row.createdAt,
      readAt: row.readAt,
      title: row.title,
      excerpt: row.excerpt,
      link: workflowPagePath(row.workflowId),
    }));
  },
  async markRead(db, actor, ids) {
    await db
      .update(workflowNotifications)
      .set({ readAt: new Date() })
      .where(
        and(
          ownRows(actor, ids ? inArray(workflowNotifications.id, [...ids]) : undefined),
          isNull(workflowNotifications.readAt),
        ),
      );
  },
});
