import {
  type BulkRequestStatus,
  type BulkRowOutcome,
  bulkRowOutcomes,
  matchBandOf,
  type RequestStatus,
  requestLimits,
} from "@tierwise/common/company-requests";
import { and, asc, count, desc, eq, inArray, notInArray } from "drizzle-orm";
import type { TenantActor } from "../../../core/actor.ts";
import { authorize } from "../../../core/authorize.ts";
import type { ServiceDeps } from "../../../core/deps.ts";
import { NotFoundError } from "../../../core/errors.ts";
import { isUuid } from "../../../core/ids.ts";
import { pageWindow } from "../../../core/paging.ts";
import { ownedBy, tenantData } from "../../../core/tenant.ts";
import type { Database } from "../../../db/client.ts";
import { jobState } from "../../../jobs/queue.ts";
import { companies } from "../../companies/company.table.ts";
import { hiddenStatuses } from "../../companies/company-access.service.ts";
import { portfolios } from "../../portfolios/portfolio.table.ts";
import { loadViews } from "../../portfolios/portfolio-visibility.ts";
import {
  type BulkRequestRow,
  type BulkRequestRowRow,
  bulkRequestRows,
  bulkRequests,
  companyRequests,
} from "../company-request.table.ts";
import type { MatchCandidate } from "../matching/match-companies.ts";
import { loadRequestPeople, type RequestPersonView } from "../request-people.ts";
import type { RequestPortfolioView } from "../request-presenter.ts";
import { rememberedMapping } from "./column-mappings.ts";
import { type ProposedColumn, proposeMapping, rememberedProposal } from "./propose-mapping.ts";

export type BulkCounts = Record<BulkRowOutcome, number> & {
  total: number;
  processed: number;
  byStatus: { status: RequestStatus; count: number }[];
};

/** A bulk request as the viewer sees it; the parts that cost a query load when asked for. */
export type BulkRequestView = Omit<BulkRequestRow, "status"> & {
  status: BulkRequestStatus;
  counts: () => Promise<BulkCounts>;
  proposal: () => Promise<{ columns: ProposedColumn[]; remembered: boolean }>;
  portfolios: () => Promise<RequestPortfolioView[]>;
  creator: () => Promise<RequestPersonView>;
};

export type BulkRowView = BulkRequestRowRow & {
  candidate: () => Promise<MatchCandidate | null>;
  /** The stored candidates with their companies (`candidates` is the stored column). */
  candidateList: () => Promise<MatchCandidate[]>;
};

/** Rows read to guess the columns from their values. */
const sampleRowCount = 50;

export const bulkRequestNotFound = () => new NotFoundError("Bulk request not found.");

/** The organisation's bulk request by id (locked for the transaction with `forUpdate`). */
export async function findBulkRequest(
  db: Database,
  actor: TenantActor,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<BulkRequestRow> {
  if (!isUuid(id)) throw bulkRequestNotFound();
  const query = db
    .select()
    .from(bulkRequests)
    .where(ownedBy(actor, bulkRequests, eq(bulkRequests.id, id)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for("update") : await query;
  if (!row) throw bulkRequestNotFound();
  return row;
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= load();
    return loaded;
  };
}

export async function bulkCounts(db: Database, actor: TenantActor, bulk: BulkRequestRow) {
  const [outcomes, statuses] = await Promise.all([
    db
      .select({ outcome: bulkRequestRows.outcome, n: count() })
      .from(bulkRequestRows)
      .where(ownedBy(actor, bulkRequestRows, eq(bulkRequestRows.bulkRequestId, bulk.id)))
      .groupBy(bulkRequestRows.outcome),
    db
      .select({ status: companyRequests.status, n: count() })
      .from(companyRequests)
      .where(ownedBy(actor, companyRequests, eq(companyRequests.bulkRequestId, bulk.id)))
      .groupBy(companyRequests.status)
      .orderBy(companyRequests.status),
  ]);
  const counts: BulkCounts = {
    matched: 0,
    review: 0,
    requested: 0,
    invalid: 0,
    duplicate: 0,
    total: 0,
    processed: 0,
    byStatus: [],
  };
  let total = 0;
  for (const { outcome, n } of outcomes) {
    total += n;
    if (outcome) counts[outcome] = n;
  }
  counts.total = Math.max(total, bulk.rowCount);
  counts.processed = bulkRowOutcomes.reduce((sum, o) => sum + counts[o], 0);
  counts.byStatus = statuses.map(({ status, n }) => ({ status, count: n }));
  return counts;
}

/**
 * What people see of the status: a bulk request whose job failed for good shows `failed` with
 * the job's error (startBulkRequest then resumes it), while retries still wait it stays
 * `processing`.
 */
async function visibleStatus(db: Database, bulk: BulkRequestRow) {
  if (bulk.status !== "processing" || !bulk.jobId)
    return { status: bulk.status, error: bulk.error };
  const job = await jobState(db, bulk.jobId);
  return job?.state === "failed"
    ? { status: "failed" as const, error: bulk.error ?? job.lastError }
    : { status: bulk.status, error: bulk.error };
}

export async function presentBulkRequest(
  deps: Pick<ServiceDeps, "db">,
  actor: TenantActor,
  bulk: BulkRequestRow,
): Promise<BulkRequestView> {
  const { db } = deps;
  const { status, error } = await visibleStatus(db, bulk);
  return {
    ...bulk,
    status,
    error,
    counts: once(() => bulkCounts(db, actor, bulk)),
    proposal: once(async () => {
      const samples = await db
        .select({ raw: bulkRequestRows.raw })
        .from(bulkRequestRows)
        .where(ownedBy(actor, bulkRequestRows, eq(bulkRequestRows.bulkRequestId, bulk.id)))
        .orderBy(asc(bulkRequestRows.rowNumber))
        .limit(sampleRowCount);
      const rows = samples.map((s) => s.raw);
      const saved = await rememberedMapping(db, actor, bulk.headers);
      return saved
        ? { columns: rememberedProposal(bulk.headers, rows, saved), remembered: true }
        : { columns: proposeMapping(bulk.headers, rows), remembered: false };
    }),
    portfolios: once(async () => {
      if (bulk.portfolioIds.length === 0) return [];
      const views = await loadViews(db, actor, inArray(portfolios.id, bulk.portfolioIds));
      return views.map((view) => ({ id: view.id, slug: view.slug, name: view.name }));
    }),
    creator: once(async () => {
      const people = await loadRequestPeople(db, actor, [bulk.userId]);
      return people.get(bulk.userId) ?? { id: bulk.userId, name: "", email: "", deactivated: true };
    }),
  };
}

/** bulkRequest(id): null when it is not the organisation's. */
export async function bulkRequestById(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { id: string },
): Promise<BulkRequestView | null> {
  authorize(actor, "requests.readBulk");
  const bulk = await findBulkRequest(deps.db, actor, input.id).catch((error) => {
    if (error instanceof NotFoundError) return null;
    throw error;
  });
  return bulk ? presentBulkRequest(deps, actor, bulk) : null;
}

/** bulkRequests: the organisation's uploads, newest first, 25 a page. */
export async function listBulkRequests(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { first?: number | null; offset?: number | null },
) {
  authorize(actor, "requests.readBulk");
  const totalCount = once(() => tenantData(deps.db, actor).count(bulkRequests));
  const window = await pageWindow(input, {
    defaultSize: requestLimits.pageSize,
    count: totalCount,
  });
  const rows = await deps.db
    .select()
    .from(bulkRequests)
    .where(ownedBy(actor, bulkRequests))
    .orderBy(desc(bulkRequests.createdAt), desc(bulkRequests.id))
    .limit(window.limit)
    .offset(window.offset);
  const items = await Promise.all(rows.map((row) => presentBulkRequest(deps, actor, row)));
  return { items, totalCount };
}

/** bulkRequestRows: one bulk request's rows in file order, filtered by outcome. */
export async function listBulkRows(
  deps: ServiceDeps,
  actor: TenantActor,
  input: {
    bulkRequestId: string;
    outcome?: readonly BulkRowOutcome[] | null;
    /** Only these rows (a duplicate and the row it repeats, say). */
    rowNumbers?: readonly number[] | null;
    first?: number | null;
    offset?: number | null;
  },
) {
  authorize(actor, "requests.readBulk");
  const bulk = await findBulkRequest(deps.db, actor, input.bulkRequestId);
  const where = ownedBy(
    actor,
    bulkRequestRows,
    eq(bulkRequestRows.bulkRequestId, bulk.id),
    input.outcome && input.outcome.length > 0
      ? inArray(bulkRequestRows.outcome, [...input.outcome])
      : undefined,
    input.rowNumbers && input.rowNumbers.length > 0
      ? inArray(bulkRequestRows.rowNumber, input.rowNumbers.slice(0, requestLimits.pageSize))
      : undefined,
  );
  const totalCount = once(() => deps.db.$count(bulkRequestRows, where));
  const window = await pageWindow(input, {
    defaultSize: requestLimits.pageSize,
    count: totalCount,
  });
  const rows = await deps.db
    .select()
    .from(bulkRequestRows)
    .where(where)
    .orderBy(asc(bulkRequestRows.rowNumber))
    .limit(window.limit)
    .offset(window.offset);
  return { items: presentRows(deps.db, rows), totalCount };
}

type StoredCandidate = { companyId: string; score: number; reasons?: string[] };

/**
 * Rows with their best candidate and the others matching stored, whose companies load once for
 * the page when asked for. A company hidden since (removed, merged) is left out.
 */
export function presentRows(db: Database, rows: readonly BulkRequestRowRow[]): BulkRowView[] {
  const stored = (row: BulkRequestRowRow) => (row.candidates ?? []) as StoredCandidate[];
  const companyIds = [
    ...new Set(
      rows.flatMap((r) => [
        ...(r.matchCompanyId ? [r.matchCompanyId] : []),
        ...stored(r).map((c) => c.companyId),
      ]),
    ),
  ];
  const known = once(async () => {
    if (companyIds.length === 0) return new Map();
    const found = await db
      .select({
        id: companies.id,
        slug: companies.slug,
        name: companies.displayName,
        country: companies.countryCode,
      })
      .from(companies)
      .where(
        and(
          inArray(companies.id, companyIds),
          notInArray(companies.statusCode, [...hiddenStatuses]),
        ),
      );
    return new Map(found.map((company) => [company.id, company]));
  });
  const candidateOf = async (companyId: string, score: number, reasons: string[] = []) => {
    const company = (await known()).get(companyId);
    return company ? { company, score, band: matchBandOf(score), reasons } : null;
  };
  return rows.map((row) => ({
    ...row,
    candidate: async () => {
      if (!row.matchCompanyId || row.matchScore === null) return null;
      const reasons = stored(row).find((c) => c.companyId === row.matchCompanyId)?.reasons;
      return candidateOf(row.matchCompanyId, row.matchScore, reasons);
    },
    candidateList: async () => {
      const found = await Promise.all(
        stored(row).map((c) => candidateOf(c.companyId, c.score, c.reasons)),
      );
      return found.filter((c): c is MatchCandidate => c !== null);
    },
  }));
}
