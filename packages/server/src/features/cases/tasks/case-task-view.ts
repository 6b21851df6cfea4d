import type { TaskStatus } from "@tierwise/common/cases";
import { can } from "@tierwise/common/policy/can";
import type { CaseTaskSubject } from "@tierwise/common/policy/cases.policy";
import type { TenantActor } from "../../../core/actor.ts";
import type { Database } from "../../../db/client.ts";
import type { CaseTaskRow } from "../case.table.ts";
import { type CaseTeamRefView, type CaseUserRefView, loadCasePeople } from "./case-people.ts";

/** A task as one viewer sees it: the row, its people by name, and whether they may change it. */
export type CaseTaskView = {
  id: string;
  caseId: string;
  title: string;
  dueAt: string | null;
  status: TaskStatus;
  closedAt: Date | null;
  createdAt: Date;
  assignedUser: CaseUserRefView | null;
  assignedTeam: CaseTeamRefView | null;
  createdBy: CaseUserRefView;
  canEdit: boolean;
};

export function taskSubject(
  row: Pick<CaseTaskRow, "organizationId" | "createdBy">,
): CaseTaskSubject {
  return { organizationId: row.organizationId, userId: row.createdBy };
}

/** Views of a batch of tasks, their people loaded in one go. */
export async function caseTaskViews(
  db: Database,
  actor: TenantActor,
  rows: readonly CaseTaskRow[],
): Promise<CaseTaskView[]> {
  if (rows.length === 0) return [];
  const people = await loadCasePeople(
    db,
    actor,
    rows.flatMap((row) => [row.assigneeId, row.createdBy]),
    rows.map((row) => row.assignedTeamId),
  );
  return rows.map((row) => ({
    id: row.id,
    caseId: row.caseId,
    title: row.title,
    dueAt: row.dueAt,
    status: row.status,
    closedAt: row.closedAt,
    createdAt: row.createdAt,
    assignedUser: row.assigneeId ? (people.users.get(row.assigneeId) ?? null) : null,
    assignedTeam: row.assignedTeamId ? (people.teams.get(row.assignedTeamId) ?? null) : null,
    // A creator is never deleted (no cascade on created_by); the fallback only keeps the type.
    createdBy: people.users.get(row.createdBy) ?? {
      id: row.createdBy,
      name: "",
      email: "",
      deactivated: true,
    },
    canEdit: can(actor, "cases.changeTask", taskSubject(row)),
  }));
}
