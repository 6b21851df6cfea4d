import {
  casePriorities,
  casePriorityLabels,
  caseStatuses,
  caseStatusLabels,
} from "@tierwise/common/cases";
import { and, count, desc, gte, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { ownedBy } from "../../core/tenant.ts";
import { teams } from "../../db/membership.table.ts";
import { users } from "../../db/user.table.ts";
import { displayName } from "../comments/comment-view.ts";
import { supplierCases } from "./case.table.ts";
import {
  addDays,
  type CaseFilters,
  type CaseFiltersInput,
  creationRange,
  filterConditions,
  parseCaseFilters,
  visibleCasesWhere,
} from "./case-filters.ts";

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

const day = (column: typeof supplierCases.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

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
  const where = visibleCasesWhere(actor, ...filterConditions(filters));
  // The series spans its own days, so it filters on everything but the creation dates.
  const undated = visibleCasesWhere(actor, ...filterConditions(filters, { withDates: false }));
  const days = chartDays(filters);
  const first = new Date(`${days[0] ?? "1970-01-01"}T00:00:00Z`);
  const afterLast = new Date(`${addDays(days.at(-1) ?? "1970-01-01", 1)}T00:00:00Z`);
  const db = deps.db;
  const [byStatus, byPriority, byAssignee, created, closed] = await Promise.all([
    db
      .select({ key: supplierCases.status, n: count() })
      .from(supplierCases)
      .where(where)
      .groupBy(supplierCases.status),
    db
      .select({ key: supplierCases.priority, n: count() })
      .from(supplierCases)
      .where(where)
      .groupBy(supplierCases.priority),
    db
      .select({
        userId: supplierCases.assigneeId,
        teamId: supplierCases.assignedTeamId,
        n: count(),
      })
      .from(supplierCases)
      .where(where)
      .groupBy(supplierCases.assigneeId, supplierCases.assignedTeamId)
      .orderBy(desc(count())),
    db
      .select({ date: day(supplierCases.createdAt), n: count() })
      .from(supplierCases)
      .where(
        and(undated, gte(supplierCases.createdAt, first), lt(supplierCases.createdAt, afterLast)),
      )
      .groupBy(day(supplierCases.createdAt)),
    db
      .select({ date: day(supplierCases.closedAt as never), n: count() })
      .from(supplierCases)
      .where(
        and(
          undated,
          isNotNull(supplierCases.closedAt),
          gte(supplierCases.closedAt, first),
          lt(supplierCases.closedAt, afterLast),
        ),
      )
      .groupBy(day(supplierCases.closedAt as never)),
  ]);
  const countOf = (rows: { key: string; n: number }[], key: string) =>
    rows.find((row) => row.key === key)?.n ?? 0;
  const assigned = byAssignee.filter((row) => row.userId || row.teamId).slice(0, topAssignees);
  const unassigned = byAssignee.find((row) => !row.userId && !row.teamId)?.n ?? 0;
  const names = await assigneeNames(deps, actor, assigned);
  const createdOn = new Map(created.map((row) => [row.date, row.n]));
  const closedOn = new Map(closed.map((row) => [row.date, row.n]));
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
