import {
  type CaseSort,
  casePriorities,
  caseStatuses,
  defaultCaseSort,
} from "@tierwise/common/cases";
import { caseSortSchema } from "@tierwise/common/inputs/cases";
import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { parseInput } from "../../core/parse-input.ts";
import { teams } from "../../db/membership.table.ts";
import { users } from "../../db/user.table.ts";
import { tags } from "../tags/tag.table.ts";
import { caseTags, supplierCases } from "./case.table.ts";

const rankOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`case ${column} ${sql.join(
    values.map((value, rank) => sql`when ${value} then ${rank}`),
    sql` `,
  )} end`;

/**
 * What each sort key orders by (spec 2 §3 "Case sort keys"): assignees by the assignee's or
 * team's name; priority low < medium < high and status in the spec's order (To do, In progress,
 * Complete, Retired), not alphabetically; tags by the case's alphabetically first tag; ntier by
 * its lowest tier; id is the Case ID. Cases without a value come last in both directions.
 */
const sortExpressions: Record<CaseSort["key"], SQL> = {
  assignees: sql`coalesce(
    (select lower(coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email}))
       from ${users} where ${users.id} = ${supplierCases.assigneeId}),
    (select lower(${teams.name}) from ${teams} where ${teams.id} = ${supplierCases.assignedTeamId}))`,
  commentCount: sql`${supplierCases.commentCount}`,
  dateDue: sql`${supplierCases.dueDate}`,
  priority: rankOf(supplierCases.priority, casePriorities),
  status: rankOf(supplierCases.status, caseStatuses),
  tags: sql`(select min(lower(${tags.value})) from ${caseTags}
    join ${tags} on ${tags.id} = ${caseTags.tagId} where ${caseTags.caseId} = ${supplierCases.id})`,
  title: sql`lower(${supplierCases.title})`,
  ntier: sql`(select min(t) from unnest(${supplierCases.supplierTier}) as t)`,
  dateCreated: sql`${supplierCases.createdAt}`,
  dateUpdated: sql`${supplierCases.updatedAt}`,
  dateClosed: sql`${supplierCases.closedAt}`,
  id: sql`${supplierCases.rowNumber}`,
};

export function parseCaseSort(input: unknown): CaseSort {
  return input == null ? defaultCaseSort : parseInput(caseSortSchema, input);
}

/** What a sort orders by, before the Case ID tie-break (see sortExpressions). */
export function caseSortKey(sort: CaseSort): SQL {
  return sortExpressions[sort.key];
}

/**
 * Sort keys computed from the columns of supplier_cases_filter alone (its key and INCLUDE
 * columns), so a list can order its matching cases by them without reading the table.
 */
const indexOnlyKeys: ReadonlySet<CaseSort["key"]> = new Set([
  "dateDue",
  "dateUpdated",
  "dateCreated",
  "id",
  "priority",
  "status",
]);
export const sortKeyIsIndexOnly = (sort: CaseSort) => indexOnlyKeys.has(sort.key);

/**
 * The sort keys case_tags holds copies of (case_tags_filter), so a tag-filtered list orders
 * its cases from that index too; undefined for the others, read from the matching cases.
 */
const caseTagKeys: Partial<Record<CaseSort["key"], SQL>> = {
  dateDue: sql`${caseTags.dueDate}`,
  id: sql`${caseTags.rowNumber}`,
  priority: rankOf(caseTags.priority, casePriorities),
  status: rankOf(caseTags.status, caseStatuses),
};
export const caseTagSortKey = (sort: CaseSort): SQL | undefined => caseTagKeys[sort.key];

/**
 * ORDER BY for a sort: the key, then the Case ID in the same direction, so pages are stable.
 * `on` orders a derived table by its own copies of the key and the Case ID instead.
 */
export function caseOrder(sort: CaseSort, on?: { key: SQL; rowNumber: SQL }): SQL[] {
  const direction = sort.direction === "Asc" ? sql`asc` : sql`desc`;
  const order = [sql`${on?.key ?? sortExpressions[sort.key]} ${direction} nulls last`];
  if (sort.key !== "id") order.push(sql`${on?.rowNumber ?? supplierCases.rowNumber} ${direction}`);
  return order;
}
