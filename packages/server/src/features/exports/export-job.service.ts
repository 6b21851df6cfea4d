import { randomUUID } from "node:crypto";
import { companyMessages } from "@tierwise/common/company-messages";
import { companySearchLimits } from "@tierwise/common/company-search-limits";
import { messages } from "@tierwise/common/messages";
import { and, eq, inArray, notInArray } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import {
  ConnectedObjectNotFoundError,
  InvalidIdError,
  LimitReachedError,
  NotFoundError,
  ValidationError,
} from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import { tenantData } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import type { TenantViewer } from "../../graphql/guards.ts";
import { enqueueJob } from "../../jobs/queue.ts";
import { companies } from "../companies/company.table.ts";
import { companyById, hiddenStatuses } from "../companies/company-access.service.ts";
import { searchCompanyIds } from "../companies/search/advanced-search.service.ts";
import { SearchTimeoutError } from "../companies/search/search-timeout.ts";
import { portfolioExportCompanies } from "../portfolios/portfolio-export.service.ts";
import {
  exportFileName,
  exportFilePath,
  exportRetentionMs,
  exportStaleMs,
} from "./export-files.ts";
import {
  type ExportJob,
  type ExportJobFormat,
  type ExportJobKind,
  type ExportJobParams,
  type ExportJobStatus,
  exportJobs,
} from "./export-job.table.ts";

/** The background queue that prepares every export and PDF (listed in exports.feature.ts). */
export const exportQueue = "exports.run";

/** Spec 3 §9: at most 10,000 companies per id lookup; an export is one. */
export const maxExportCompanies = companySearchLimits.companyIdSearchMax;

const tooManyCompanies = () =>
  new LimitReachedError(
    maxExportCompanies,
    companyMessages.exportTooManyCompanies(maxExportCompanies),
  );

export type StartCompanyExportInput = {
  format: "CSV" | "XLSX";
  companyIds?: readonly string[] | null;
  searchParams?: unknown;
  /** The "portfolio" scope: a portfolio page's companies (with its descendants' if asked). */
  portfolioId?: string | null;
  includeDescendants?: boolean | null;
};

/**
 * Starts a CSV or XLSX export of a selection (companyIds), of every result of an advanced
 * search (searchParams) or of a portfolio's companies (portfolioId). Selections must name
 * visible companies; a search or portfolio is resolved to its ids now, at most 10,000.
 */
export async function startCompanyExport(
  deps: ServiceDeps,
  viewer: TenantActor,
  input: StartCompanyExportInput,
): Promise<ExportJob> {
  const hasIds = input.companyIds !== undefined && input.companyIds !== null;
  const hasSearch = input.searchParams !== undefined && input.searchParams !== null;
  const hasPortfolio = input.portfolioId !== undefined && input.portfolioId !== null;
  if ([hasIds, hasSearch, hasPortfolio].filter(Boolean).length !== 1) {
    throw new ValidationError([
      {
        path: "companyIds",
        message: "Export either a selection, search results or a portfolio.",
      },
    ]);
  }
  if (hasPortfolio) return startPortfolioExport(deps, viewer, input);
  const params: ExportJobParams = hasIds
    ? { companyIds: await visibleSelection(deps, input.companyIds ?? []) }
    : {
        companyIds: await searchResultIds(deps, viewer, input.searchParams),
        search: input.searchParams,
      };
  return createJob(deps, viewer, {
    kind: "companies",
    format: input.format,
    params,
    fileBase: "tierwise-companies",
  });
}

/** The "portfolio" scope: the companies the portfolio page lists, by name. */
async function startPortfolioExport(
  deps: ServiceDeps,
  viewer: TenantActor,
  input: StartCompanyExportInput,
): Promise<ExportJob> {
  const includeDescendants = input.includeDescendants === true;
  const { slug, companyIds } = await portfolioExportCompanies(deps, viewer, {
    portfolioId: input.portfolioId ?? "",
    includeDescendants,
    limit: maxExportCompanies + 1,
  });
  if (companyIds.length > maxExportCompanies) throw tooManyCompanies();
  if (companyIds.length === 0) {
    throw new ValidationError([
      { path: "portfolioId", message: "The portfolio has no companies to export." },
    ]);
  }
  return createJob(deps, viewer, {
    kind: "companies",
    format: input.format,
    params: { companyIds, portfolio: { portfolioId: input.portfolioId ?? "", includeDescendants } },
    fileBase: `${slug}-companies`,
  });
}

async function visibleSelection(deps: ServiceDeps, requested: readonly string[]) {
  const invalid = requested.find((id) => !isUuid(id));
  if (invalid !== undefined) throw new InvalidIdError(messages.invalidCompanyId);
  const ids = [...new Set(requested.map((id) => id.toLowerCase()))];
  if (ids.length === 0) {
    throw new ValidationError([
      { path: "companyIds", message: "Choose at least one company to export." },
    ]);
  }
  if (ids.length > maxExportCompanies) throw tooManyCompanies();
  const found = new Set<string>();
  // Chunks keep each statement's parameter list small.
  for (let start = 0; start < ids.length; start += 1000) {
    const rows = await deps.db
      .select({ id: companies.id })
      .from(companies)
      .where(
        and(
          inArray(companies.id, ids.slice(start, start + 1000)),
          notInArray(companies.statusCode, [...hiddenStatuses]),
        ),
      );
    for (const row of rows) found.add(row.id);
  }
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw new ConnectedObjectNotFoundError("Company", missing);
  return ids;
}

async function searchResultIds(deps: ServiceDeps, viewer: TenantActor, searchParams: unknown) {
  try {
    const { ids, truncated } = await searchCompanyIds(deps, viewer, { params: searchParams });
    if (truncated) throw tooManyCompanies();
    if (ids.length === 0) {
      throw new ValidationError([
        { path: "searchParams", message: "The search has no results to export." },
      ]);
    }
    return ids;
  } catch (error) {
    // The search timeout has no GraphQL type of its own here; its spec wording still reaches the user.
    if (error instanceof SearchTimeoutError) {
      throw new ValidationError([{ path: "searchParams", message: messages.searchTimeout }]);
    }
    throw error;
  }
}

/** Starts preparing a company's profile PDF for /pdf-download/{uuid}. */
export async function startPdfDownload(
  deps: ServiceDeps,
  viewer: TenantActor,
  input: { companyId: string },
): Promise<ExportJob> {
  if (!isUuid(input.companyId)) throw new InvalidIdError(messages.invalidCompanyId);
  const company = await companyById(deps, viewer, input.companyId);
  if (!company) throw new NotFoundError("Company not found.");
  return createJob(deps, viewer, {
    kind: "pdf",
    format: "PDF",
    params: { companyId: company.id },
    fileBase: `${company.slug}-profile`,
  });
}

/** A failed (or any) job of the viewer's, started again as a new job with the same contents. */
export async function retryExportJob(
  deps: ServiceDeps,
  viewer: TenantActor,
  input: { id: string },
): Promise<ExportJob> {
  const job = await ownJob(deps.db, viewer, input.id);
  if (!job) throw new NotFoundError("Download not found.");
  return createJob(deps, viewer, {
    kind: job.kind,
    format: job.format,
    params: job.params,
    fileBase: job.fileName.replace(/-\d{4}-\d{2}-\d{2}\.\w+$/, ""),
  });
}

/** A new job of the viewer's, queued; other features' exports start theirs through it. */
export async function createJob(
  deps: ServiceDeps,
  viewer: TenantViewer,
  input: {
    kind: ExportJobKind;
    format: ExportJobFormat;
    params: ExportJobParams;
    fileBase: string;
  },
): Promise<ExportJob> {
  const id = randomUUID();
  const now = new Date();
  return deps.db.transaction(async (tx) => {
    const [job] = await tx
      .insert(exportJobs)
      .values({
        id,
        organizationId: viewer.organization.id,
        userId: viewer.user.id,
        kind: input.kind,
        format: input.format,
        params: input.params,
        filePath: exportFilePath(deps.config, id, input.format),
        fileName: exportFileName(input.fileBase, input.format, now),
        expiresAt: new Date(now.getTime() + exportRetentionMs),
      })
      .returning();
    if (!job) throw new Error("export job not created");
    // One attempt: a failed export is retried by the user (retryExportJob), not behind their back.
    await enqueueJob(
      tx,
      exportQueue,
      { exportJobId: id },
      { maxAttempts: 1, actor: { userId: viewer.user.id, organizationId: viewer.organization.id } },
    );
    return job;
  });
}

/** The actor's own job in their current organisation; anyone else's is not found. */
async function ownJob(db: Database, actor: TenantActor, id: string): Promise<ExportJob | null> {
  if (!isUuid(id)) return null;
  return tenantData(db, actor).first(
    exportJobs,
    eq(exportJobs.id, id),
    eq(exportJobs.userId, actor.userId),
  );
}

/**
 * The viewer's own job. Another user's or organisation's job, and an expired one, is not found:
 * its existence is not revealed.
 */
export async function exportJobForViewer(
  deps: ServiceDeps,
  viewer: TenantActor,
  input: { id: string },
): Promise<ExportJob> {
  const job = await ownJob(deps.db, viewer, input.id);
  if (!job || job.expiresAt <= new Date()) throw new NotFoundError("Download not found.");
  return job;
}

/** What users see: a running job that stopped reporting progress has failed. */
export function visibleStatus(job: ExportJob, now = new Date()): ExportJobStatus {
  if (job.status === "running" && now.getTime() - job.updatedAt.getTime() > exportStaleMs) {
    return "failed";
  }
  return job.status;
}

/** The finished file of the viewer's own job of this kind, or null (then 404). */
export async function downloadableExport(
  db: Database,
  actor: TenantActor,
  input: { id: string; kinds: readonly ExportJobKind[] },
): Promise<ExportJob | null> {
  const job = await ownJob(db, actor, input.id);
  if (!job || !input.kinds.includes(job.kind) || job.status !== "done") return null;
  if (job.expiresAt <= new Date()) return null;
  return job;
}
