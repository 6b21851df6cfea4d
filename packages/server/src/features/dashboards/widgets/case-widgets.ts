import {
  casePriorities,
  casePriorityLabels,
  caseStatuses,
  caseStatusLabels,
} from "@tierwise/common/cases";
import type {
  DashboardWidgetDataMap,
  DashboardWidgetSettingsMap,
} from "@tierwise/common/dashboards/widget-types";
import { type SQL, sql } from "drizzle-orm";
import { teams } from "../../../db/membership.table.ts";
import { rowsOf } from "../../../db/raw-rows.ts";
import { users } from "../../../db/user.table.ts";
import { caseTasks, supplierCases } from "../../cases/case.table.ts";
import { visibleCasesWhere } from "../../cases/case-filters.ts";
import { isoDay, uuidList, type WidgetContext } from "./widget-filters.ts";

type Data = DashboardWidgetDataMap;
type Settings = DashboardWidgetSettingsMap;

const c = supplierCases;

/**
 * The cases the viewer sees (the cases feature's visibility: public ones and private ones they
 * are listed on), about the chosen portfolios' companies when there is a portfolio filter.
 * Never null for a case (a case without company or portfolio is simply not in the portfolios),
 * so `not (…)` names exactly the cases the viewer does not see.
 */
async function visibleCases(ctx: WidgetContext, ...conditions: SQL[]): Promise<SQL> {
  const companyIds = await ctx.companyIds();
  const portfolioIds = ctx.portfolios?.map((p) => p.id) ?? [];
  const inPortfolios = companyIds
    ? sql`coalesce(${c.companyId} = any(${uuidList(companyIds)})
        or ${c.portfolioId} = any(${uuidList(portfolioIds)}), false)`
    : undefined;
  return visibleCasesWhere(ctx.actor, ...conditions, ...(inPortfolios ? [inPortfolios] : []));
}

/** Cases created in the range, by status, each status split by priority. */
export async function casesByStatus(
  ctx: WidgetContext,
  settings: Settings["casesByStatus"],
): Promise<Data["casesByStatus"]> {
  const where = await visibleCases(
    ctx,
    sql`${c.createdAt} >= ${ctx.from.toISOString()}::timestamptz`,
    sql`${c.createdAt} < ${ctx.to.toISOString()}::timestamptz`,
  );
  const rows = rowsOf<{ status: string; priority: string; n: number }>(
    await ctx.db.execute(sql`select ${c.status} as status, ${c.priority} as priority, count(*)::int as n
      from ${c} where ${where} group by 1, 2`),
  );
  const count = (status: string, priority: string) =>
    Number(rows.find((row) => row.status === status && row.priority === priority)?.n ?? 0);
  return {
    rows: caseStatuses
      .filter((status) => settings.includeRetired || status !== "retired")
      .map((status) => {
        const byPriority = casePriorities.map((priority) => ({
          key: priority,
          label: casePriorityLabels[priority],
          count: count(status, priority),
        }));
        return {
          status,
          label: caseStatusLabels[status],
          total: byPriority.reduce((sum, entry) => sum + entry.count, 0),
          byPriority,
        };
      }),
  };
}

/** Open tasks past their due date on the cases the viewer sees, oldest due first. */
export async function overdueTasks(
  ctx: WidgetContext,
  settings: Settings["overdueTasks"],
): Promise<Data["overdueTasks"]> {
  const t = caseTasks;
  const teamIds = ctx.actor.teams.map((team) => team.id);
  const mine = settings.assignedToMe
    ? sql`and (${t.assigneeId} = ${ctx.actor.userId}::uuid${
        teamIds.length ? sql` or ${t.assignedTeamId} = any(${uuidList(teamIds)})` : sql``
      })`
    : sql``;
  const cases = await visibleCases(ctx);
  const overdue = sql`${t.organizationId} = ${ctx.actor.organizationId}::uuid
    and ${t.status} = 'to_do' and ${t.dueAt} < ${isoDay(new Date())}::date ${mine}`;
  // The page walks the open tasks oldest due first and stops at the limit. The total is counted
  // apart (a window count over every overdue task made the page read them all), from the open
  // tasks' index less those on cases the viewer does not see, which are few (private ones):
  // database CPU 150 ms a view with the window, 19 testing each task's case, 8 this way.
  const [rows, counted] = await Promise.all([
    ctx.db.execute(sql`select ${t.id} as id, ${t.title} as title, ${t.dueAt}::text as due_at,
        ${t.caseId} as case_id, ${c.rowNumber} as row_number, ${c.title} as case_title,
        ${users.firstName} as first_name, ${users.lastName} as last_name, ${teams.name} as team_name
      from ${t} join ${c} on ${c.id} = ${t.caseId}
      left join ${users} on ${users.id} = ${t.assigneeId}
      left join ${teams} on ${teams.id} = ${t.assignedTeamId}
      where ${overdue} and ${cases}
      order by ${t.dueAt}, ${t.id} limit ${settings.limit}`),
    ctx.db.execute(sql`select count(*)::int as n from ${t} where ${overdue}
      and not exists (select 1 from ${c} where ${c.id} = ${t.caseId} and not (${cases}))`),
  ]);
  const tasks = rowsOf<{
    id: string;
    title: string;
    due_at: string;
    case_id: string;
    row_number: number;
    case_title: string;
    first_name: string | null;
    last_name: string | null;
    team_name: string | null;
  }>(rows);
  return {
    total: Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0),
    tasks: tasks.map((row) => ({
      id: row.id,
      title: row.title,
      dueDate: row.due_at,
      caseId: row.case_id,
      caseNumber: row.row_number,
      caseTitle: row.case_title,
      assigneeName:
        row.first_name !== null
          ? `${row.first_name} ${row.last_name ?? ""}`.trim()
          : (row.team_name ?? null),
    })),
  };
}
