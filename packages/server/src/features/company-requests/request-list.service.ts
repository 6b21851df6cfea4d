import { type RequestPage, requestLimits } from "@tierwise/common/company-requests";
import {
  type RequestFilters,
  requestFiltersSchema,
} from "@tierwise/common/inputs/company-requests";
import {
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
  sql,
  sum,
} from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { TenantActor } from "../../core/actor.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { NotFoundError } from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import { pageWindow } from "../../core/paging.ts";
import { parseInput } from "../../core/parse-input.ts";
import { likePattern } from "../../core/sql-support.ts";
import { ownedBy } from "../../core/tenant.ts";
import { companyRequestCounts, companyRequests } from "./company-request.table.ts";
import { findRequest } from "./request-lookup.ts";
import { loadRequestPeople, type RequestPersonView } from "./request-people.ts";
import { type CompanyRequestView, presentRequest, presentRequests } from "./request-presenter.ts";

/** GraphQL's RequestListPage: the /requests sub-pages with underscores. */
export type RequestListPage = "needs_action" | "individual" | "bulk";
export const requestListPageOf: Record<RequestPage, RequestListPage> = {
  "needs-action": "needs_action",
  individual: "individual",
  bulk: "bulk",
};

export type CompanyRequestPage = {
  items: CompanyRequestView[];
  /** Counted only when the query asks for it. */
  totalCount: () => Promise<number>;
};

/** The sub-page's own condition (spec 1 §2.2). */
const pageCondition: Record<RequestListPage, SQL> = {
  needs_action: eq(companyRequests.status, "needs_action"),
  individual: isNull(companyRequests.bulkRequestId),
  bulk: isNotNull(companyRequests.bulkRequestId),
};

/** The same page conditions over the counters (company_request_counts). */
const counterPageCondition: Record<RequestListPage, SQL> = {
  needs_action: eq(companyRequestCounts.status, "needs_action"),
  individual: eq(companyRequestCounts.bulk, false),
  bulk: eq(companyRequestCounts.bulk, true),
};

/**
 * The total from the counters, when the filters are ones they carry (status, creators,
 * country); undefined when a filter needs the rows themselves.
 */
function countFromCounters(
  deps: ServiceDeps,
  actor: TenantActor,
  page: RequestListPage,
  filters: RequestFilters,
): Promise<number> | undefined {
  if (filters.search?.trim() || filters.bulkRequestId || filters.dateFrom || filters.dateTo)
    return undefined;
  return deps.db
    .select({ n: sum(companyRequestCounts.count).mapWith(Number) })
    .from(companyRequestCounts)
    .where(
      ownedBy(
        actor,
        companyRequestCounts,
        counterPageCondition[page],
        filters.status?.length ? inArray(companyRequestCounts.status, filters.status) : undefined,
        filters.creators?.length ? anyId(companyRequestCounts.userId, filters.creators) : undefined,
        filters.country?.length
          ? inArray(companyRequestCounts.country, filters.country)
          : undefined,
      ),
    )
    .then((rows) => rows[0]?.n ?? 0);
}

/** The day after a YYYY-MM-DD date, so the end date counts in full. */
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

/** One of the ids; ids that are no uuid match nothing (rather than failing the query). */
function anyId(column: PgColumn, ids: readonly string[]): SQL {
  const valid = ids.filter(isUuid);
  return valid.length > 0 ? inArray(column, valid) : sql`false`;
}

function filterConditions(filters: RequestFilters): (SQL | undefined)[] {
  const search = filters.search?.trim();
  const pattern = search ? likePattern(search) : null;
  return [
    pattern
      ? or(
          ilike(companyRequests.companyName, pattern),
          ilike(companyRequests.website, pattern),
          ilike(companyRequests.taxId, pattern),
        )
      : undefined,
    filters.status?.length ? inArray(companyRequests.status, filters.status) : undefined,
    filters.creators?.length ? anyId(companyRequests.userId, filters.creators) : undefined,
    filters.country?.length ? inArray(companyRequests.country, filters.country) : undefined,
    filters.bulkRequestId
      ? anyId(companyRequests.bulkRequestId, [filters.bulkRequestId])
      : undefined,
    filters.dateFrom
      ? gte(companyRequests.createdAt, new Date(`${filters.dateFrom}T00:00:00Z`))
      : undefined,
    filters.dateTo ? lt(companyRequests.createdAt, dayAfter(filters.dateTo)) : undefined,
  ];
}

/**
 * companyRequests: one page (25 by default, offset paging) of the organisation's requests on a
 * /requests sub-page, filtered, newest first. The bulk page needs the bulk read permission.
 */
export async function listCompanyRequests(
  deps: ServiceDeps,
  actor: TenantActor,
  args: {
    page: RequestListPage;
    filters?: unknown;
    first?: number | null;
    offset?: number | null;
  },
): Promise<CompanyRequestPage> {
  authorize(actor, args.page === "bulk" ? "requests.readBulk" : "requests.read");
  const filters = parseInput(requestFiltersSchema, args.filters ?? {});
  const where = ownedBy(
    actor,
    companyRequests,
    pageCondition[args.page],
    ...filterConditions(filters),
  );
  let counted: Promise<number> | undefined;
  const totalCount = () => {
    counted ??=
      countFromCounters(deps, actor, args.page, filters) ??
      deps.db
        .select({ n: count() })
        .from(companyRequests)
        .where(where)
        .then((rows) => rows[0]?.n ?? 0);
    return counted;
  };
  const window = await pageWindow(
    { first: args.first, offset: args.offset },
    { defaultSize: requestLimits.pageSize, count: totalCount },
  );
  const rows =
    window.limit === 0
      ? []
      : await deps.db
          .select()
          .from(companyRequests)
          .where(where)
          .orderBy(desc(companyRequests.createdAt), desc(companyRequests.id))
          .limit(window.limit)
          .offset(window.offset);
  return { items: await presentRequests(deps.db, actor, rows), totalCount };
}

/** companyRequest(id): the organisation's request; null when missing or another's. */
export async function companyRequestById(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { id: string },
): Promise<CompanyRequestView | null> {
  authorize(actor, "requests.read");
  try {
    return await presentRequest(deps.db, actor, await findRequest(deps.db, actor, args.id));
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/** companyRequestCreators: the people who made requests in the organisation, by name. */
export async function companyRequestCreators(
  deps: ServiceDeps,
  actor: TenantActor,
): Promise<RequestPersonView[]> {
  authorize(actor, "requests.read");
  const rows = await deps.db
    .selectDistinct({ userId: companyRequests.userId })
    .from(companyRequests)
    .where(ownedBy(actor, companyRequests));
  const people = await loadRequestPeople(
    deps.db,
    actor,
    rows.map((row) => row.userId),
  );
  return [...people.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
  );
}
