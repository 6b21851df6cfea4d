import { caseLimits } from "@tierwise/common/cases";
import { count } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { NotFoundError } from "../../core/errors.ts";
import { pageWindow } from "../../core/paging.ts";
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
import { caseOrder, parseCaseSort } from "./case-sort.ts";
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
  const rows =
    window.limit === 0
      ? []
      : await deps.db
          .select()
          .from(supplierCases)
          .where(where)
          .orderBy(...caseOrder(sort))
          .limit(window.limit)
          .offset(window.offset);
  return { items: await presentCases(deps, actor, rows), totalCount };
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
