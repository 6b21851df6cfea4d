import { riskGrades } from "@tierwise/common/risk";
import type { WorkflowCheck, WorkflowDefinition } from "@tierwise/common/workflows/definition";
import { questionsOf } from "@tierwise/common/workflows/definition";
import { and, eq, sql } from "drizzle-orm";
import type { ServiceDeps } from "../../core/deps.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import { defaultRiskConfigId } from "../risk/default-risk-config.ts";
import { refreshScores } from "../risk/fresh-scores.ts";
import { companyRiskScores } from "../risk/risk.table.ts";
import { ensureDefaultRiskConfig } from "../risk/risk-config-read.service.ts";
import { loadRiskConfig } from "../risk/score-config.ts";
import type { WorkflowRow } from "./workflow.table.ts";

export type CheckOutcome = { passed: boolean; detail: string };

/**
 * Sanctions screening is clear when no screening match of the company is open: every match
 * is either dismissed by one of the organisation's analysts or there is none.
 */
async function sanctionsClear(
  deps: Pick<ServiceDeps, "db">,
  row: WorkflowRow,
): Promise<CheckOutcome> {
  const [counts] = rowsOf<{ open: number; confirmed: number }>(
    await deps.db.execute(sql`
      select count(*) filter (where d.decision is distinct from 'dismissed')::int as open,
        count(*) filter (where d.decision = 'confirmed')::int as confirmed
      from screening_matches m
      left join screening_match_decisions d on d.organization_id = ${row.organizationId}
        and d.company_id = m.company_id and d.list_name = m.list_name and d.entry_id = m.entry_id
        and d.entry_hash = m.entry_hash
      where m.company_id = ${row.companyId}`),
  );
  const open = Number(counts?.open ?? 0);
  if (open === 0) return { passed: true, detail: "No open sanctions matches" };
  const confirmed = Number(counts?.confirmed ?? 0);
  return {
    passed: false,
    detail: `${open} open sanctions match(es)${confirmed ? `, ${confirmed} confirmed` : ""}`,
  };
}

/** The company's grade under the default configuration, brought up to date first. */
async function gradeAtLeast(
  deps: Pick<ServiceDeps, "db" | "config">,
  row: WorkflowRow,
  wanted: (typeof riskGrades)[number],
): Promise<CheckOutcome> {
  await ensureDefaultRiskConfig(deps.db);
  const config = await loadRiskConfig(deps.db, defaultRiskConfigId);
  if (config) await refreshScores(deps, config, [row.companyId]);
  const [score] = await deps.db
    .select({ grade: companyRiskScores.grade })
    .from(companyRiskScores)
    .where(
      and(
        eq(companyRiskScores.configId, defaultRiskConfigId),
        eq(companyRiskScores.companyId, row.companyId),
      ),
    );
  const grade = score?.grade;
  const rank = (g: string) => riskGrades.indexOf(g as (typeof riskGrades)[number]);
  if (!grade || rank(grade) < 0)
    return { passed: false, detail: "The company has no risk grade yet" };
  return rank(grade) <= rank(wanted)
    ? { passed: true, detail: `Grade ${grade} is ${wanted} or better` }
    : { passed: false, detail: `Grade ${grade} is below ${wanted}` };
}

/** Every named file question of the submitted questionnaires holds at least one file. */
function documentsPresent(
  definition: WorkflowDefinition,
  row: WorkflowRow,
  ids: string[],
): CheckOutcome {
  const labels = new Map(
    definition.steps
      .flatMap((s) => (s.kind === "questionnaire" ? questionsOf(s.questionnaire) : []))
      .map((q) => [q.id, q.label]),
  );
  const answered = new Set(
    Object.values(row.answers).flatMap((set) =>
      Object.entries(set.answers).flatMap(([id, value]) =>
        Array.isArray(value) && value.length > 0 ? [id] : [],
      ),
    ),
  );
  const missing = ids.filter((id) => !answered.has(id)).map((id) => labels.get(id) ?? id);
  return missing.length === 0
    ? { passed: true, detail: "All required documents were uploaded" }
    : { passed: false, detail: `Missing: ${missing.join(", ")}` };
}

export function runCheck(
  deps: Pick<ServiceDeps, "db" | "config">,
  definition: WorkflowDefinition,
  row: WorkflowRow,
  check: WorkflowCheck,
): Promise<CheckOutcome> {
  switch (check.kind) {
    case "sanctionsClear":
      return sanctionsClear(deps, row);
    case "riskGradeAtLeast":
      return gradeAtLeast(deps, row, check.grade);
    case "documentsPresent":
      return Promise.resolve(documentsPresent(definition, row, check.questionIds));
  }
}
