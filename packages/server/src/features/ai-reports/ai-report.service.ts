import { type AiReportType, aiReportLimits, aiReportMessages } from "@tierwise/common/ai-reports";
import { desc, eq, max, ne, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { AlreadyExistsError, ForbiddenError, NotFoundError } from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import { isUniqueViolation } from "../../core/sql-support.ts";
import { tenantData } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { enqueueJob } from "../../jobs/queue.ts";
import { type AiReportRow, aiReports } from "./ai-report.table.ts";
import { aiReportAccess, canReadAiReports } from "./ai-report-access.ts";

export const aiReportQueue = "ai-reports.generate";

export type CompanyAiReports = {
  current: AiReportRow | null;
  inProgress: AiReportRow | null;
  canGenerateNew: boolean;
  available: boolean;
  history: AiReportRow[];
};

const nothing: CompanyAiReports = {
  current: null,
  inProgress: null,
  canGenerateNew: false,
  available: false,
  history: [],
};

/**
 * Spec 3 §8 "failed to start": a report still in progress whose job failed or is gone (the
 * person who asked can no longer act, the worker died on the last attempt) will never be
 * written; it becomes an error, which frees the company for a new report.
 */
async function settleFailedStarts(db: Database, actor: TenantActor, companyId: string) {
  await tenantData(db, actor).update(
    aiReports,
    {
      status: "error",
      errorMessage: aiReportMessages.generationFailed,
      completedAt: new Date(),
    },
    eq(aiReports.companyId, companyId),
    eq(aiReports.status, "in_progress"),
    sql`not exists (select 1 from jobs j where j.id = ${aiReports.jobId} and j.state <> 'failed')`,
  );
}

/**
 * Spec 3 §7 "query company risk summary reports": the newest successful report, the one in
 * progress, whether a new one may be asked for, and the history (first N, newest first,
 * reports in error left out). Without the version flag, or for an unknown company, nothing.
 */
export async function companyAiReports(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { coreCompanyId: string; first?: number | null; type: AiReportType },
): Promise<CompanyAiReports> {
  const access = await aiReportAccess(deps.db, actor, input.coreCompanyId, input.type);
  if (!access.company || !access.canRead) return nothing;
  const companyId = access.company.id;
  await settleFailedStarts(deps.db, actor, companyId);
  const data = tenantData(deps.db, actor);
  const ofCompany = [eq(aiReports.companyId, companyId), eq(aiReports.type, input.type)];
  const first = Math.min(Math.max(input.first ?? aiReportLimits.historyFirst, 0), 100);
  const [history, current, inProgress] = await Promise.all([
    deps.db
      .select()
      .from(aiReports)
      .where(data.owned(aiReports, ...ofCompany, ne(aiReports.status, "error")))
      .orderBy(desc(aiReports.version))
      .limit(first),
    newest(deps.db, actor, companyId, input.type, "success"),
    newest(deps.db, actor, companyId, input.type, "in_progress"),
  ]);
  return {
    current,
    inProgress,
    canGenerateNew: access.canCreate && inProgress === null,
    available: access.canCreate,
    history,
  };
}

/** The newest report of a company and type in one status (the previous success, for changes). */
export async function newest(
  db: Database,
  actor: TenantActor,
  companyId: string,
  type: AiReportType,
  status: AiReportRow["status"],
  before?: number,
): Promise<AiReportRow | null> {
  const [row] = await db
    .select()
    .from(aiReports)
    .where(
      tenantData(db, actor).owned(
        aiReports,
        eq(aiReports.companyId, companyId),
        eq(aiReports.type, type),
        eq(aiReports.status, status),
        before === undefined ? undefined : sql`${aiReports.version} < ${before}`,
      ),
    )
    .orderBy(desc(aiReports.version))
    .limit(1);
  return row ?? null;
}

/** One report by id; null for another organisation's, or without the version flag. */
export async function aiReportById(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { id: string },
): Promise<AiReportRow | null> {
  if (!isUuid(input.id)) return null;
  const data = tenantData(deps.db, actor);
  const row = await data.first(aiReports, eq(aiReports.id, input.id));
  if (!row || !canReadAiReports(actor, row.type)) return null;
  if (row.status !== "in_progress") return row;
  await settleFailedStarts(deps.db, actor, row.companyId);
  return data.first(aiReports, eq(aiReports.id, input.id));
}

/**
 * Spec 3 §7 "create report (coreCompanyId) returns id": writes the report in progress with
 * the next version and queues its generation in the same transaction. One report of a type
 * per company may be in progress (a unique index keeps it when two requests race).
 */
export async function createAiReport(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { coreCompanyId: string; type: AiReportType },
): Promise<{ id: string }> {
  const access = await aiReportAccess(deps.db, actor, input.coreCompanyId, input.type);
  if (!access.company) throw new NotFoundError("Company not found.");
  if (!access.canCreate) throw new ForbiddenError(aiReportMessages.notAvailable);
  const companyId = access.company.id;
  await settleFailedStarts(deps.db, actor, companyId);
  try {
    return await deps.db.transaction(async (tx) => {
      const data = tenantData(tx, actor);
      const ofCompany = [eq(aiReports.companyId, companyId), eq(aiReports.type, input.type)];
      const [last] = await tx
        .select({ version: max(aiReports.version) })
        .from(aiReports)
        .where(data.owned(aiReports, ...ofCompany));
      const report = await data.insert(aiReports, {
        companyId,
        type: input.type,
        status: "in_progress",
        version: (last?.version ?? 0) + 1,
        createdBy: actor.userId,
      });
      const jobId = await enqueueJob(
        tx,
        aiReportQueue,
        { reportId: report.id },
        { actor: { userId: actor.userId, organizationId: actor.organizationId } },
      );
      await data.update(aiReports, { jobId }, eq(aiReports.id, report.id));
      return { id: report.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AlreadyExistsError(aiReportMessages.alreadyInProgress);
    throw error;
  }
}

/** The report a job fills, as its organisation sees it. */
export async function reportForJob(db: Database, actor: TenantActor, reportId: string) {
  return tenantData(db, actor).first(aiReports, eq(aiReports.id, reportId));
}
