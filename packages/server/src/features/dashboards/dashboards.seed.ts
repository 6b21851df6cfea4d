import { findDashboardTemplate } from "@tierwise/common/dashboards/templates";
import { seedId } from "../../core/deterministic-id.ts";
import type { Database } from "../../db/client.ts";
import { caseTasks } from "../cases/case.table.ts";
import { dashboardAccess, dashboards } from "./dashboard.table.ts";

const dayMs = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * dayMs).toISOString().slice(0, 10);

/** Follow-ups on Acme's demo cases that are already late, so "Overdue tasks" has something. */
const overdueFollowUps = [
  {
    caseKey: "late-deliveries",
    title: "Chase the recovery plan",
    assignee: "member@acme.test",
    late: 3,
  },
  {
    caseKey: "sanctions-check",
    title: "Screen the new shareholder",
    assignee: "admin@acme.test",
    late: 1,
  },
];

/**
 * Issue 30: the demo organisation (Acme) has the "Risk overview" dashboard from its first
 * start, so the navigation shows the Dashboards group. Its administrator may change it (and,
 * as an administrator, would anyway); everyone at Acme reads it. Two of its demo cases get a
 * late follow-up task. Safe to run again.
 */
export async function seedDashboardsDemo(db: Database) {
  const template = findDashboardTemplate("risk-overview");
  if (!template) throw new Error("the Risk overview template is missing");
  const organizationId = seedId("org:acme");
  const adminId = seedId("user:admin@acme.test");
  const id = seedId("dashboard:acme:risk-overview");
  await db
    .insert(dashboards)
    .values({
      id,
      organizationId,
      name: template.name,
      slug: "risk-overview",
      icon: template.icon,
      layouts: template.layouts,
      toolbar: template.toolbar,
      sections: template.sections,
      widgets: template.widgets,
      bundles: [],
      createdBy: adminId,
      updatedBy: adminId,
    })
    .onConflictDoNothing();
  await db
    .insert(dashboardAccess)
    .values({ dashboardId: id, organizationId, actorType: "user", actorId: adminId })
    .onConflictDoNothing();
  await db
    .insert(caseTasks)
    .values(
      overdueFollowUps.map((task) => ({
        id: seedId(`task:acme:${task.caseKey}:${task.title}`),
        organizationId,
        caseId: seedId(`case:acme:${task.caseKey}`),
        title: task.title,
        dueAt: daysAgo(task.late),
        assigneeId: seedId(`user:${task.assignee}`),
        createdBy: adminId,
      })),
    )
    .onConflictDoNothing();
}
