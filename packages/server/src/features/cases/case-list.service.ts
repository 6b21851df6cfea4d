import type { CaseSort } from "@tierwise/common/cases";
import { caseLimits } from "@tierwise/common/cases";
import { and, count, eq, getTableColumns, inArray, type SQL, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { NotFoundError } from "../../core/errors.ts";
import { pageWindow } from "../../core/paging.ts";
import { ownedBy } from "../../core/tenant.ts";
import { findVisible } from "../portfolios/portfolio-visibility.ts";
import { caseTags, supplierCases } from "./case.table.ts";
import {
  type CaseFilters,
  type CaseFiltersInput,
  type CaseIdentifier,
  caseTagRange,
  filterConditions,
  identifierCondition,
  parseCaseFilters,
  tagRangeRepeats,
  visibleCasesWhere,
} from "./case-filters.ts";
import { presentCase, presentCases, type SupplierCaseView } from "./case-presenter.ts";
import {
  caseOrder,
  caseSortKey,
  caseTagSortKey,
  parseCaseSort,
  sortKeyIsIndexOnly,
} from "./case-sort.ts";
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
 * The identifier as the viewer may use it: a portfolio they do not see names nothing, as an
 * unknown id does, or its cases would tell that it exists and what it holds (issue 26).
 */
export async function seenIdentifier(
  deps: ServiceDeps,
  actor: TenantActor,
  identifier: CaseIdentifier | null | undefined,
): Promise<CaseIdentifier | null | undefined> {
  if (!identifier?.portfolioId) return identifier;
  try {
    await findVisible(deps.db, actor, identifier.portfolioId);
    return identifier;
  } catch (error) {
    if (error instanceof NotFoundError) return { ...identifier, portfolioId: "unseen" };
    throw error;
  }
}

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
  args = { ...args, identifier: await seenIdentifier(deps, actor, args.identifier) };
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
  const tagRange = caseTagRange(actor, filters);
  const matching = tagRange
    ? matchingByTags(deps, actor, filters, tagRange, args.identifier, sort)
    : matchingCases(deps, where, sort);
  const page = await casePage(deps, actor, matching, sort, window);
  // The page's query counted every match too; past the last page it has no row to say so.
  if (page.total !== null) counted ??= Promise.resolve(page.total);
  return { items: await presentCases(deps, actor, page.rows), totalCount };
}

/**
 * The cases matching `where`: their ids, Case IDs and (when supplier_cases_filter holds it)
 * the sort key, gathered from the indexes.
 */
function matchingCases(deps: ServiceDeps, where: SQL, sort: CaseSort) {
  const db = deps.db;
  const key = sortKeyIsIndexOnly(sort) ? caseSortKey(sort) : undefined;
  return {
    indexOnly: key !== undefined,
    cte: db.$with("matching").as(
      db
        .select({
          id: sql<string>`${supplierCases.id}`.as("match_id"),
          rowNumber: sql<number>`${supplierCases.rowNumber}`.as("match_row_number"),
          sortKey: sql`${key ?? sql`null`}`.as("match_sort_key"),
        })
        .from(supplierCases)
        .where(where),
    ),
  };
}

/**
 * The same with a tag filter, from case_tags' copies of the case's columns: the tag's cases
 * that pass the status, priority and privacy filters and the viewer's visibility come from
 * one range of case_tags_filter (thousands of entries where supplier_cases_filter would scan
 * every case of those statuses and priorities); the other filters join the cases.
 */
function matchingByTags(
  deps: ServiceDeps,
  actor: TenantActor,
  filters: CaseFilters,
  tagRange: SQL,
  identifier: CaseIdentifier | null | undefined,
  sort: CaseSort,
) {
  const db = deps.db;
  const key = caseTagSortKey(sort);
  const fields = {
    id: sql<string>`${caseTags.caseId}`.as("match_id"),
    rowNumber: sql<number>`${caseTags.rowNumber}`.as("match_row_number"),
    sortKey: sql`${key ?? sql`null`}`.as("match_sort_key"),
  };
  const rest = [
    ...identifierCondition(identifier),
    ...filterConditions(filters, { withoutTagCopies: true }),
  ];
  // A case with two of the tags has two rows with the same copies: distinct counts it once.
  const select = tagRangeRepeats(filters) ? db.selectDistinct(fields) : db.select(fields);
  const query =
    rest.length === 0
      ? select.from(caseTags).where(tagRange)
      : select
          .from(caseTags)
          .innerJoin(supplierCases, eq(supplierCases.id, caseTags.caseId))
          .where(and(tagRange, ownedBy(actor, supplierCases, ...rest)));
  return { indexOnly: key !== undefined, cte: db.$with("matching").as(query) };
}

/**
 * One page of the matching cases and their number, in one statement, so the visibility
 * condition's access list is read once: the matching cases are counted and ordered (by
 * their sort key when the index held it) and only the page's rows are read from the table.
 * Any other sort key is read for the matching cases alone.
 */
async function casePage(
  deps: ServiceDeps,
  actor: TenantActor,
  { indexOnly, cte: matching }: ReturnType<typeof matchingCases>,
  sort: CaseSort,
  window: { offset: number; limit: number },
) {
  const db = deps.db;
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
