import {
  casePriorities,
  casePriorityLabels,
  caseStatuses,
  caseStatusLabels,
} from "@tierwise/common/cases";
import { and, inArray, type SQL, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { ownedBy } from "../../core/tenant.ts";
import { teams } from "../../db/membership.table.ts";
import { users } from "../../db/user.table.ts";
import { displayName } from "../comments/comment-view.ts";
import { caseTags, supplierCases } from "./case.table.ts";
import {
  addDays,
  type CaseFilters,
  type CaseFiltersInput,
  caseTagRange,
  creationConditions,
  creationRange,
  filterConditions,
  parseCaseFilters,
  visibleCasesWhere,
} from "./case-filters.ts";

type ChartRow = {
  chart: "status" | "priority" | "assignee" | "created" | "closed";
  key: string | null;
  team_id: string | null;
  n: number;
};

export type CaseChartBucket = { key: string; label: string; count: number };
export type CaseChartPoint = { date: string; created: number; closed: number };

/** Without a date filter the chart covers the last 90 days; a range is cut to its last 366. */
export const chartDefaultDays = 90;
export const chartMaxDays = 366;
const topAssignees = 10;
export const unassignedKey = "unassigned";

/** The days the over-time series covers, oldest first, as ISO dates (UTC). */
export function chartDays(filters: CaseFilters, today = new Date()): string[] {
  const range = creationRange(filters);
  const end = range.lastDay ?? today.toISOString().slice(0, 10);
  let start = filters.dateFrom ?? addDays(end, -(chartDefaultDays - 1));
  if (start < addDays(end, -(chartMaxDays - 1))) start = addDays(end, -(chartMaxDays - 1));
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

const day = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/**
 * supplierCaseChartData: the list's charts over the same cases the list shows (same
 * visibility and filters): counts by status and priority (every value, zeros included), by
 * assignee (the ten with most cases, then "Unassigned"), and cases created and closed per day.
 */
export async function supplierCaseChartData(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { filters?: CaseFiltersInput | null },
) {
  authorize(actor, "cases.read");
  const filters = parseCaseFilters(args.filters);
  // The series spans its own days, so the cases are those of every filter but the creation
  // dates; the counts by status, priority and assignee take those within the dates.
  const undated = visibleCasesWhere(actor, ...filterConditions(filters, { withDates: false }));
  const inDates = and(...creationConditions(filters)) ?? sql`true`;
  const days = chartDays(filters);
  const first = new Date(`${days[0] ?? "1970-01-01"}T00:00:00Z`);
  const afterLast = new Date(`${addDays(days.at(-1) ?? "1970-01-01", 1)}T00:00:00Z`);
  const inSeries = (column: SQL) =>
    sql`${column} >= ${first.toISOString()}::timestamptz and ${column} < ${afterLast.toISOString()}::timestamptz`;
  const c = supplierCases;
  // With filters, the matching cases' ids come from the indexes first (visibility applied
  // there) and only those cases are read; without, one pass over the organisation's cases.
  // A tag filter takes them from case_tags' copies (caseTagRange, visibility included), one
  // range of case_tags_filter, and the other filters test the cases read.
  const narrowed = filterConditions(filters, { withDates: false }).length > 0;
  const tagRange = caseTagRange(actor, filters);
  const cases = tagRange
    ? ownedBy(
        actor,
        c,
        sql`${c.id} in (select ${caseTags.caseId} from ${caseTags} where ${tagRange})`,
        ...filterConditions(filters, { withDates: false, withoutTagCopies: true }),
      )
    : narrowed
      ? sql`${c.organizationId} = ${actor.organizationId}::uuid
        and ${c.id} in (select ${c.id} from ${c} where ${undated})`
      : undated;
  const created = inSeries(sql`${c.createdAt}`);
  const closed = sql`${c.closedAt} is not null and ${inSeries(sql`${c.closedAt}`)}`;
  // One statement and one pass, so the visibility condition's access list is read once: every
  // chart is a grouping set, each counting the cases it is about. "offset 0" keeps the cases
  // a subquery of their own, so the planner hashes the day keys (a few hundred) rather than
  // sorting for them, as it would expecting a group per distinct created_at.
  const result = await deps.db.execute<ChartRow>(sql`
    select
      case when grouping(status) = 0 then 'status' when grouping(priority) = 0 then 'priority'
        when grouping(user_id) = 0 then 'assignee' when grouping(created_day) = 0 then 'created'
        else 'closed' end as chart,
      coalesce(status, priority, user_id::text, created_day, closed_day) as key,
      team_id::text as team_id,
      case when grouping(created_day) = 0 then count(*) filter (where created_day is not null)
        when grouping(closed_day) = 0 then count(*) filter (where closed_day is not null)
        else count(*) filter (where in_dates) end::int as n
    from (
      select ${c.status} as status, ${c.priority} as priority, ${c.assigneeId} as user_id,
        ${c.assignedTeamId} as team_id, ${inDates} as in_dates,
        case when ${created} then ${day(sql`${c.createdAt}`)} end as created_day,
        case when ${closed} then ${day(sql`${c.closedAt}`)} end as closed_day
      from ${c} where ${cases} offset 0) chart_cases
    group by grouping sets ((status), (priority), (user_id, team_id), (created_day), (closed_day))`);
  const rows = (result.rows as ChartRow[]).filter((row) => Number(row.n) > 0);
  const of = (chart: ChartRow["chart"]) =>
    rows.filter((row) => row.chart === chart).map((row) => ({ ...row, n: Number(row.n) }));
  const byStatus = of("status");
  const byPriority = of("priority");
  const byAssignee = of("assignee")
    .map((row) => ({ userId: row.key, teamId: row.team_id, n: row.n }))
    .sort((a, b) => b.n - a.n);
  const createdOn = new Map(of("created").map((row) => [row.key, row.n]));
  const closedOn = new Map(of("closed").map((row) => [row.key, row.n]));
  const countOf = (rows: { key: string | null; n: number }[], key: string) =>
    rows.find((row) => row.key === key)?.n ?? 0;
  const assigned = byAssignee.filter((row) => row.userId || row.teamId).slice(0, topAssignees);
  const unassigned = byAssignee.find((row) => !row.userId && !row.teamId)?.n ?? 0;
  const names = await assigneeNames(deps, actor, assigned);
  return {
    byStatus: caseStatuses.map((key) => ({
      key,
      label: caseStatusLabels[key],
      count: countOf(byStatus, key),
    })),
    byPriority: casePriorities.map((key) => ({
      key,
      label: casePriorityLabels[key],
      count: countOf(byPriority, key),
    })),
    byAssignee: [
      ...assigned.map((row) => {
        const key = row.userId ? `user:${row.userId}` : `team:${row.teamId}`;
        return { key, label: names.get(key) ?? "", count: row.n };
      }),
      ...(unassigned > 0 ? [{ key: unassignedKey, label: "Unassigned", count: unassigned }] : []),
    ],
    overTime: days.map((date) => ({
      date,
      created: createdOn.get(date) ?? 0,
      closed: closedOn.get(date) ?? 0,
    })),
    total: byStatus.reduce((sum, row) => sum + row.n, 0),
  };
}

/** Names of the chart's assignees, keyed `user:{id}` / `team:{id}`. */
async function assigneeNames(
  deps: ServiceDeps,
  actor: TenantActor,
  rows: { userId: string | null; teamId: string | null }[],
) {
  const userIds = rows.flatMap((row) => (row.userId ? [row.userId] : []));
  const teamIds = rows.flatMap((row) => (row.teamId ? [row.teamId] : []));
  const [userRows, teamRows] = await Promise.all([
    userIds.length ? deps.db.select().from(users).where(inArray(users.id, userIds)) : [],
    teamIds.length
      ? deps.db
          .select({ id: teams.id, name: teams.name })
          .from(teams)
          .where(ownedBy(actor, teams, inArray(teams.id, teamIds)))
      : [],
  ]);
  return new Map([
    ...userRows.map((u): [string, string] => [`user:${u.id}`, displayName(u)]),
    ...teamRows.map((t): [string, string] => [`team:${t.id}`, t.name]),
  ]);
}
