import { caseLimits } from "@tierwise/common/cases";
import { count, eq, getTableColumns, inArray, type SQL, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { NotFoundError } from "../../core/errors.ts";
import { pageWindow } from "../../core/paging.ts";
import { ownedBy } from "../../core/tenant.ts";
import { supplierCases } from "./case.table.ts";
import {
  type CaseFiltersInput,
  type CaseIdentifier,
  filterConditions,
  identifierCondition,
  parseCaseFilters,
  visibleCasesWhere,
} from "./case-filters.ts";
import { presentCase, presentCases, type SupplierCaseView } from "./case-presenter.ts";
import { caseOrder, caseSortKey, parseCaseSort, sortKeyIsIndexOnly } from "./case-sort.ts";
import { findVisibleCase } from "./case-visibility.ts";

export type SupplierCasesArgs = {
  identifier?: CaseIdentifier | null;
  filters?: CaseFiltersInput | null;
  sort?: { key: string; direction: string } | null;
  first?: number | null;
  offset?: number | null;
};

export type SupplierCasePage = {
  items: SupplierCaseView[];
  /** Counted only when the query asks for it. */
  totalCount: () => Promise<number>;
};

/**
 * supplierCases: one page (25 by default, offset paging) of the cases the viewer sees — of a
 * company, DUNS number or portfolio when the identifier names one — filtered and sorted. Every
 * case read goes through visibleCasesWhere, so the count and the page agree and a private case
 * the viewer is not on appears in neither.
 */
export async function listSupplierCases(
  deps: ServiceDeps,
  actor: TenantActor,
  args: SupplierCasesArgs,
): Promise<SupplierCasePage> {
  authorize(actor, "cases.read");
  const filters = parseCaseFilters(args.filters);
  const sort = parseCaseSort(args.sort);
  const where = visibleCasesWhere(
    actor,
    ...identifierCondition(args.identifier),
    ...filterConditions(filters),
  );
  let counted: Promise<number> | undefined;
  const totalCount = () => {
    counted ??= deps.db
      .select({ n: count() })
      .from(supplierCases)
      .where(where)
      .then((rows) => rows[0]?.n ?? 0);
    return counted;
  };
  const window = await pageWindow(
    { first: args.first, offset: args.offset },
    { defaultSize: caseLimits.pageSize, count: totalCount },
  );
  if (window.limit === 0) return { items: [], totalCount };
  const page = await casePage(deps, actor, where, sort, window);
  // The page's query counted every match too; past the last page it has no row to say so.
  if (page.total !== null) counted ??= Promise.resolve(page.total);
  return { items: await presentCases(deps, actor, page.rows), totalCount };
}

/**
 * One page of the cases matching `where` and their number, in one statement, so the
 * visibility condition's access list is read once: the matching cases' ids (with the sort key
 * when supplier_cases_filter holds it) are gathered from the indexes, counted and ordered, and
 * only the page's rows are read from the table. Any other sort key is read for the matching
 * cases alone.
 */
async function casePage(
  deps: ServiceDeps,
  actor: TenantActor,
  where: SQL,
  sort: ReturnType<typeof parseCaseSort>,
  window: { offset: number; limit: number },
) {
  const db = deps.db;
  const indexOnly = sortKeyIsIndexOnly(sort);
  const matching = db.$with("matching").as(
    db
      .select({
        id: supplierCases.id,
        rowNumber: sql<number>`${supplierCases.rowNumber}`.as("match_row_number"),
        sortKey: (indexOnly ? sql`${caseSortKey(sort)}` : sql`null`).as("match_sort_key"),
      })
      .from(supplierCases)
      .where(where),
  );
  const pageIds = indexOnly
    ? db
        .select({ id: matching.id })
        .from(matching)
        .orderBy(
          ...caseOrder(sort, {
            key: sql`${matching.sortKey}`,
            rowNumber: sql`${matching.rowNumber}`,
          }),
        )
        .limit(window.limit)
        .offset(window.offset)
    : // A join, not "in (…)", so the planner expects as many rows as matched.
      db
        .select({ id: supplierCases.id })
        .from(matching)
        .innerJoin(supplierCases, eq(supplierCases.id, matching.id))
        .where(ownedBy(actor, supplierCases))
        .orderBy(...caseOrder(sort))
        .limit(window.limit)
        .offset(window.offset);
  const rows = await db
    .with(matching)
    .select({
      row: getTableColumns(supplierCases),
      total: sql<number>`(select count(*) from ${matching})`.mapWith(Number),
    })
    .from(supplierCases)
    .where(ownedBy(actor, supplierCases, inArray(supplierCases.id, pageIds)))
    .orderBy(...caseOrder(sort));
  return {
    rows: rows.map((r) => r.row),
    total: rows[0]?.total ?? (window.offset === 0 ? 0 : null),
  };
}

/** supplierCase(id): the case when the viewer sees it; null when missing or not visible. */
export async function supplierCaseById(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { id: string },
): Promise<SupplierCaseView | null> {
  try {
    return await presentCase(deps, actor, await findVisibleCase(deps.db, actor, args.id));
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}
