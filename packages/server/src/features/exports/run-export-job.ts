import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray, lt, notInArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { organizationReportCoverage } from "../companies/company.policy.ts";
import { companies } from "../companies/company.table.ts";
import { hiddenStatuses } from "../companies/company-access.service.ts";
import { writeCompanyPdfFile } from "../companies/pdf/company-pdf.ts";
import { type ExportJob, exportJobs } from "./export-job.table.ts";
import { exportWriterOf } from "./export-writers.ts";
import { writeCompanyExport } from "./write-company-export.ts";

type RunDeps = { db: Database; config: Config; log: FastifyBaseLogger };

/**
 * The job handler of the exports queue: writes the job's file next to its final path, moves it
 * into place when complete (a half-written file is never served), and records the outcome on
 * the job. Progress is stored as it goes so the download page can show it.
 */
export async function runExportJob(
  deps: RunDeps,
  exportJobId: string,
): Promise<Record<string, unknown>> {
  const { db } = deps;
  const [job] = await db.select().from(exportJobs).where(eq(exportJobs.id, exportJobId)).limit(1);
  if (!job) return { skipped: "missing" };
  // "running" here means an earlier attempt's worker died mid-file (kill -9, a crash): the queue
  // gives a job to one lease holder at a time, so this attempt starts the file again. Skipping
  // it left the export "running" until the 10-minute stale rule called it failed.
  if (job.status === "done" || job.status === "failed") return { skipped: job.status };
  await db
    .update(exportJobs)
    .set({ status: "running", updatedAt: new Date() })
    .where(eq(exportJobs.id, job.id));
  const partPath = `${job.filePath}.part`;
  try {
    await mkdir(path.dirname(job.filePath), { recursive: true });
    const rowCount = await writeFile(deps, job, partPath);
    await rename(partPath, job.filePath);
    const { size } = await stat(job.filePath);
    const now = new Date();
    await db
      .update(exportJobs)
      .set({
        status: "done",
        progress: 100,
        rowCount,
        fileBytes: size,
        finishedAt: now,
        updatedAt: now,
      })
      .where(eq(exportJobs.id, job.id));
    return { exportJobId: job.id, rowCount, bytes: size };
  } catch (error) {
    // Best effort: the failure must be recorded even when the path itself is the problem.
    await rm(partPath, { force: true }).catch(() => undefined);
    const now = new Date();
    await db
      .update(exportJobs)
      .set({
        status: "failed",
        error: error instanceof Error ? error.message : String(error),
        finishedAt: now,
        updatedAt: now,
      })
      .where(eq(exportJobs.id, job.id));
    throw error;
  } finally {
    await purgeExpiredExports(deps);
  }
}

async function writeFile(deps: RunDeps, job: ExportJob, partPath: string): Promise<number> {
  const setProgress = async (share: number) => {
    // Below 100 until the file is in place: 100 means it can be downloaded.
    const progress = Math.min(99, Math.max(0, Math.floor(share * 100)));
    await deps.db
      .update(exportJobs)
      .set({ progress, updatedAt: new Date() })
      .where(eq(exportJobs.id, job.id));
  };
  const params = job.params;
  if (job.kind === "companies" && "companyIds" in params && job.format !== "PDF") {
    const { rowCount } = await writeCompanyExport({
      db: deps.db,
      ids: params.companyIds,
      format: job.format,
      path: partPath,
      publicUrl: deps.config.publicUrl,
      coverage: await organizationReportCoverage(deps.db, job.organizationId),
      onProgress: setProgress,
    });
    return rowCount;
  }
  if (job.kind === "pdf" && "companyId" in params) {
    const [company] = await deps.db
      .select()
      .from(companies)
      .where(
        and(
          eq(companies.id, params.companyId),
          notInArray(companies.statusCode, [...hiddenStatuses]),
        ),
      )
      .limit(1);
    if (!company) throw new Error(`company ${params.companyId} is no longer visible`);
    const coverage = await organizationReportCoverage(deps.db, job.organizationId);
    await writeCompanyPdfFile(deps, company, coverage, partPath, {
      onProgress: setProgress,
    });
    return 1;
  }
  const registered = exportWriterOf(job.kind);
  if (registered && "registered" in params && job.format !== "PDF") {
    return registered({
      db: deps.db,
      job,
      format: job.format,
      path: partPath,
      publicUrl: deps.config.publicUrl,
      onProgress: setProgress,
    });
  }
  throw new Error(`export job ${job.id} has kind ${job.kind} with unexpected params`);
}

/**
 * Deletes expired jobs and their files, a batch at a time. Run after every export instead of
 * on a schedule: the job runner has no timer of its own, and exports are what create files.
 */
export async function purgeExpiredExports(deps: Pick<RunDeps, "db" | "log">, batch = 100) {
  const expired = await deps.db
    .select({ id: exportJobs.id, filePath: exportJobs.filePath })
    .from(exportJobs)
    .where(lt(exportJobs.expiresAt, new Date()))
    .limit(batch);
  if (expired.length === 0) return 0;
  for (const job of expired) {
    await rm(job.filePath, { force: true }).catch(() => undefined);
    await rm(`${job.filePath}.part`, { force: true }).catch(() => undefined);
  }
  await deps.db.delete(exportJobs).where(
    inArray(
      exportJobs.id,
      expired.map((job) => job.id),
    ),
  );
  deps.log.info({ count: expired.length }, "expired exports removed");
  return expired.length;
}
