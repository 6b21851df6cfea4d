import { eq } from "drizzle-orm";
import type { ServiceDeps } from "../../core/deps.ts";
import type { JobDefinition, JobTools } from "../../core/feature.ts";
import { createMailer } from "../../mail/mailer.ts";
import { type StoredCheck, workflows } from "./workflow.table.ts";
import { recordWorkflowAudit } from "./workflow-audit.ts";
import { runCheck } from "./workflow-checks.ts";
import { queueReminders, sendPendingLinkMail } from "./workflow-mail.ts";
import {
  completeStep,
  lockWorkflow,
  workflowMailQueue,
  workflowProgressQueue,
} from "./workflow-progress.ts";
import { openRedFlagCase } from "./workflow-red-flag-case.ts";
import { stepAt } from "./workflow-steps.ts";

/** Runs at most this many automatic steps in a row (a template has at most 20 steps). */
const maxChecks = 20;

/**
 * The automatic part of a workflow after a step change: every check step in a row until a step
 * that waits for people, then a case for the red flags (once). A check reads outside the
 * transaction (risk scoring may take a while), then the workflow is locked again and the result
 * recorded only if it still stands at that check, so two runs cannot record one check twice.
 */
async function progress(tools: JobTools, organizationId: string, workflowId: string) {
  const mailer = createMailer(tools.db, tools.config, tools.log);
  try {
    const deps = { db: tools.db, config: tools.config, log: tools.log, mailer };
    return await progressWorkflow(deps, organizationId, workflowId);
  } finally {
    mailer.close();
  }
}

/** The job's work, for callers that have the deps already (the demo seed). */
export async function progressWorkflow(
  deps: ServiceDeps,
  organizationId: string,
  workflowId: string,
) {
  const checks = await runChecks(deps, organizationId, workflowId);
  const caseId = await openCase(deps, organizationId, workflowId);
  return { checks, caseId };
}

async function runChecks(deps: ServiceDeps, organizationId: string, workflowId: string) {
  let checks = 0;
  for (; checks < maxChecks; checks += 1) {
    const before = await lockWorkflow(deps.db, organizationId, workflowId);
    const index = before?.row.currentStepIndex ?? null;
    const step = before ? stepAt(before.definition, index) : null;
    if (!before || step?.kind !== "check") break;
    const outcome = await runCheck(deps, before.definition, before.row, step.check);
    const moved = await deps.db.transaction(async (tx) => {
      const loaded = await lockWorkflow(tx, organizationId, workflowId);
      if (!loaded || loaded.row.currentStepIndex !== index) return false;
      const result: StoredCheck = {
        stepId: step.id,
        name: step.name,
        ...outcome,
        checkedAt: new Date().toISOString(),
      };
      const flag = {
        stepId: step.id,
        questionId: null,
        question: null,
        answer: null,
        reason: `${step.name}: ${outcome.detail}`,
      };
      await completeStep(
        tx,
        loaded,
        { kind: "automatic" },
        {
          action: outcome.passed ? "check_passed" : "check_failed",
          summary: `${step.name}: ${outcome.detail}`,
          patch: {
            checks: [...loaded.row.checks.filter((c) => c.stepId !== step.id), result],
            redFlags: [
              ...loaded.row.redFlags.filter((f) => f.stepId !== step.id),
              ...(outcome.passed ? [] : [flag]),
            ],
          },
        },
      );
      return true;
    });
    if (!moved) break;
  }
  return checks;
}

/** A case for the red flags of answers and checks, once per workflow. */
async function openCase(deps: ServiceDeps, organizationId: string, workflowId: string) {
  const current = await lockWorkflow(deps.db, organizationId, workflowId);
  if (!current) return null;
  const caseId = await openRedFlagCase(deps, current.definition, current.row);
  if (!caseId) return null;
  await deps.db.transaction(async (tx) => {
    const loaded = await lockWorkflow(tx, organizationId, workflowId);
    if (!loaded) return;
    await tx.update(workflows).set({ redFlagCaseId: caseId }).where(eq(workflows.id, workflowId));
    await recordWorkflowAudit(tx, loaded.row, {
      action: "case_opened",
      who: { kind: "automatic" },
      stepName: stepAt(loaded.definition, loaded.row.currentStepIndex)?.name ?? null,
      summary: `opened a case for ${loaded.row.redFlags.length} red flag(s)`,
    });
  });
  return caseId;
}

export const workflowJobs: readonly JobDefinition[] = [
  {
    queue: workflowProgressQueue,
    run: async (payload, tools) =>
      progress(tools, String(payload.organizationId), String(payload.workflowId)),
  },
  {
    queue: workflowMailQueue,
    run: async (_payload, tools) => ({ sent: await sendPendingLinkMail(tools) }),
  },
  {
    queue: "workflows.reminders",
    schedule: { name: "workflows.reminders", cron: "15 * * * *" },
    run: async (_payload, tools) => queueReminders(tools),
  },
];
