import { limits } from "@tierwise/common/limits";
import { workflowStepKinds } from "@tierwise/common/workflows/definition";
import {
  defaultWorkflowSort,
  workflowSortKeys,
  workflowStatuses,
} from "@tierwise/common/workflows/messages";
import { and, inArray, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { TenantActor } from "../../core/actor.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import {
  IncorrectCursorError,
  NegativeNumberOfResultsError,
  TooManyResultsRequestedError,
} from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import { parseInput } from "../../core/parse-input.ts";
import { likePattern } from "../../core/sql-support.ts";
import { ownedBy } from "../../core/tenant.ts";
import { workflows } from "./workflow.table.ts";
import { todayUtc } from "./workflow-steps.ts";
import { presentWorkflows } from "./workflow-view.ts";

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const filtersSchema = z
  .object({
    status: z.array(z.enum(workflowStatuses)).max(10).nullish(),
    stepKind: z.array(z.enum(workflowStepKinds)).max(10).nullish(),
    templateIds: z.array(z.string()).max(100).nullish(),
    companyIds: z.array(z.string()).max(1000).nullish(),
    dueFrom: date.nullish(),
    dueTo: date.nullish(),
    overdue: z.boolean().nullish(),
    search: z.string().trim().max(200).nullish(),
  })
  .nullish();
const sortSchema = z
  .object({ key: z.enum(workflowSortKeys), direction: z.enum(["Asc", "Desc"]) })
  .nullish();

export type WorkflowListArgs = {
  filters?: unknown;
  sort?: unknown;
  first?: number | null;
  after?: string | null;
};

/** The column each sort key orders by; score without a value sorts as -1 (below every score). */
const sortColumn = {
  updatedAt: sql`${workflows.updatedAt}`,
  startedAt: sql`${workflows.startedAt}`,
  dueDate: sql`${workflows.dueDate}`,
  score: sql`coalesce(${workflows.score}, -1)`,
  companyName: sql`lower(${workflows.companyName})`,
} as const;

/** The filters as SQL; ids that cannot exist match nothing rather than failing. */
export function workflowFilter(actor: TenantActor, raw: unknown): SQL {
  const f = parseInput(filtersSchema, raw) ?? {};
  const ids = (list: string[] | null | undefined) => (list ? list.filter(isUuid) : null);
  const templateIds = ids(f.templateIds);
  const companyIds = ids(f.companyIds);
  const search = f.search ? likePattern(f.search) : null;
  return ownedBy(
    actor,
    workflows,
    f.status ? inArray(workflows.status, f.status) : undefined,
    f.stepKind ? inArray(workflows.currentStepKind, f.stepKind) : undefined,
    templateIds
      ? templateIds.length
        ? inArray(workflows.templateId, templateIds)
        : sql`false`
      : undefined,
    companyIds
      ? companyIds.length
        ? inArray(workflows.companyId, companyIds)
        : sql`false`
      : undefined,
    f.dueFrom ? sql`${workflows.dueDate} >= ${f.dueFrom}::date` : undefined,
    f.dueTo ? sql`${workflows.dueDate} <= ${f.dueTo}::date` : undefined,
    f.overdue === true
      ? sql`${workflows.status} = 'awaiting_supplier' and ${workflows.dueDate} < ${todayUtc()}::date`
      : f.overdue === false
        ? sql`not (${workflows.status} = 'awaiting_supplier' and ${workflows.dueDate} < ${todayUtc()}::date)`
        : undefined,
    search
      ? sql`(${workflows.companyName} ilike ${search} or ${workflows.name} ilike ${search})`
      : undefined,
  );
}

type Cursor = { k: string; d: string; v: string; id: string };

const encode = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString("base64url");
function decode(text: string, key: string, direction: string): Cursor {
  try {
    const cursor = JSON.parse(Buffer.from(text, "base64url").toString("utf8")) as Cursor;
    if (cursor.k !== key || cursor.d !== direction || !isUuid(cursor.id))
      throw new Error("other list");
    return cursor;
  } catch {
    throw new IncorrectCursorError();
  }
}

/**
 * The workflow list (issue 31): filters, a sort, and keyset paging on (sort value, id), so a
 * page deep in a million workflows costs what the first does, read along the index that
 * matches the default order (workflows_list: organisation, updated_at desc, id desc).
 */
export async function listWorkflows(deps: ServiceDeps, actor: TenantActor, args: WorkflowListArgs) {
  authorize(actor, "workflows.read");
  const sort = parseInput(sortSchema, args.sort) ?? defaultWorkflowSort;
  const first = args.first ?? 25;
  if (first < 0) throw new NegativeNumberOfResultsError();
  if (first > limits.pageSizeMaximum)
    throw new TooManyResultsRequestedError(limits.pageSizeMaximum, first);
  const where = workflowFilter(actor, args.filters);
  const column = sortColumn[sort.key];
  const desc = sort.direction === "Desc";
  const cursor = args.after ? decode(args.after, sort.key, sort.direction) : null;
  const cast =
    sort.key === "companyName"
      ? sql``
      : sort.key === "score"
        ? sql`::real`
        : sort.key === "dueDate"
          ? sql`::date`
          : sql`::timestamptz`;
  const after = cursor
    ? desc
      ? sql`(${column}, ${workflows.id}) < (${cursor.v}${cast}, ${cursor.id}::uuid)`
      : sql`(${column}, ${workflows.id}) > (${cursor.v}${cast}, ${cursor.id}::uuid)`
    : undefined;
  const order = desc
    ? sql`${column} desc, ${workflows.id} desc`
    : sql`${column} asc, ${workflows.id} asc`;
  const rows = await deps.db
    // The sort value as text, so a timestamp keeps its microseconds and the next page starts
    // exactly after it.
    .select({ row: workflows, sortValue: sql<string>`(${column})::text` })
    .from(workflows)
    .where(and(where, after))
    .orderBy(order)
    .limit(first + 1);
  const page = rows.slice(0, first);
  const last = page[page.length - 1];
  let counted: Promise<number> | undefined;
  return {
    items: await presentWorkflows(
      deps.db,
      actor,
      page.map((r) => r.row),
    ),
    totalCount: () => {
      counted ??= deps.db.$count(workflows, where);
      return counted;
    },
    pageInfo: {
      hasNextPage: rows.length > first,
      hasPreviousPage: cursor !== null,
      startCursor: page[0]
        ? encode({
            k: sort.key,
            d: sort.direction,
            v: page[0].sortValue,
            id: page[0].row.id,
          })
        : null,
      endCursor: last
        ? encode({ k: sort.key, d: sort.direction, v: last.sortValue, id: last.row.id })
        : null,
    },
  };
}
