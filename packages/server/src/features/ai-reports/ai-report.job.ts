import { aiReportMessages } from "@tierwise/common/ai-reports";
import { eq } from "drizzle-orm";
import type { Config } from "../../config.ts";
import { requireTenant, type TenantActor } from "../../core/actor.ts";
import type { JobDefinition } from "../../core/feature.ts";
import { tenantData } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { PermanentJobError } from "../../jobs/runner.ts";
import { aiReportQueue, newest, reportForJob } from "./ai-report.service.ts";
import { type AiReportRow, aiReports } from "./ai-report.table.ts";
import { aiReportAccess } from "./ai-report-access.ts";
import { type CheckedReport, checkCitations } from "./ai-report-citations.ts";
import { gatherFacts } from "./ai-report-facts.ts";
import { generateLlmReport, ReportGenerationError } from "./ai-report-llm.ts";
import { generateLocalReport } from "./ai-report-local.ts";

/** "Headline: medium → high", "Financial: low → medium": what moved since the last success. */
export function describeReportChanges(
  previous: Pick<AiReportRow, "riskLevel" | "categories"> | null,
  next: Pick<CheckedReport, "riskLevel" | "categories">,
): string[] {
  if (!previous) return [];
  const changes: string[] = [];
  if (previous.riskLevel !== next.riskLevel)
    changes.push(`Headline: ${previous.riskLevel ?? "unknown"} → ${next.riskLevel}`);
  for (const category of next.categories) {
    const before = previous.categories.find((c) => c.title === category.title);
    if (!before) changes.push(`${category.title}: new (${category.riskLevel})`);
    else if (before.riskLevel !== category.riskLevel)
      changes.push(`${category.title}: ${before.riskLevel} → ${category.riskLevel}`);
  }
  return changes;
}

/**
 * Generates one report: gathers the facts, writes the draft (the local generator, or the
 * model at LLM_BASE_URL), checks every sentence's citations, and stores the result with what
 * changed since the previous successful report. A generation that cannot finish stores the
 * report as an error with its reason; the report is only ever written while in progress.
 */
export async function generateAiReport(
  db: Database,
  config: Config,
  actor: TenantActor,
  reportId: string,
  options: { signal?: AbortSignal; now?: Date } = {},
): Promise<AiReportRow["status"] | "gone"> {
  const report = await reportForJob(db, actor, reportId);
  if (!report) return "gone";
  if (report.status !== "in_progress") return report.status;
  const data = tenantData(db, actor);
  const finish = (set: Partial<AiReportRow>) =>
    data.update(
      aiReports,
      { ...set, completedAt: new Date() },
      eq(aiReports.id, report.id),
      eq(aiReports.status, "in_progress"),
    );
  const access = await aiReportAccess(db, actor, report.companyId, report.type);
  if (!access.company || !access.canCreate) {
    await finish({ status: "error", errorMessage: aiReportMessages.notAvailable });
    return "error";
  }
  const now = options.now ?? new Date();
  const sheet = await gatherFacts({ db, config }, actor, access.company, report.type, now);
  const generator = config.LLM_BASE_URL ? config.LLM_MODEL : "local";
  try {
    const draft = config.LLM_BASE_URL
      ? await generateLlmReport(sheet, access.company.displayName, config, options.signal)
      : generateLocalReport(sheet, now);
    const checked = checkCitations(draft, sheet.facts);
    const previous = await newest(
      db,
      actor,
      report.companyId,
      report.type,
      "success",
      report.version,
    );
    await finish({
      status: "success",
      riskLevel: checked.riskLevel,
      summary: checked.summary,
      categories: checked.categories,
      dataProviders: checked.dataProviders,
      facts: sheet.facts,
      droppedSentenceCount: checked.droppedSentenceCount,
      generator,
      changes: describeReportChanges(previous, checked),
    });
    return "success";
  } catch (error) {
    if (!(error instanceof ReportGenerationError)) throw error;
    await finish({ status: "error", generator, facts: sheet.facts, errorMessage: error.message });
    return "error";
  }
}

/** Runs as the person who asked for the report (their organisation, their flags). */
export const aiReportJob: JobDefinition = {
  queue: aiReportQueue,
  async run(payload, tools) {
    if (!tools.actor?.organization) throw new PermanentJobError("No organisation to act in.");
    const reportId = String(payload.reportId);
    const status = await generateAiReport(
      tools.db,
      tools.config,
      requireTenant(tools.actor),
      reportId,
      { signal: tools.signal },
    );
    tools.log.info({ reportId, status }, "AI report generated");
    return { status };
  },
};
