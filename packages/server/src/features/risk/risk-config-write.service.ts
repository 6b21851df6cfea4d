import type { RiskConfigDraftInput } from "@tierwise/common/inputs/risk";
import { riskConfigDraftSchema } from "@tierwise/common/inputs/risk";
import { customConfigName, riskLimits, riskMessages } from "@tierwise/common/risk";
import { and, eq } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { auditedChange } from "../../core/audit.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import {
  LimitReachedError,
  NotFoundError,
  UnmodifiableError,
  ValidationError,
} from "../../core/errors.ts";
import { parseInput } from "../../core/parse-input.ts";
import { tenantData } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { defaultRiskConfigId } from "./default-risk-config.ts";
import { type RiskConfigRow, riskConfigRevisions, riskConfigs } from "./risk.table.ts";
import {
  applyDraft,
  assertWeightsSumToOne,
  describeDefinitionChanges,
} from "./risk-config-changes.ts";
import { findVisibleConfig, type RiskConfigView, viewOf } from "./risk-config-read.service.ts";
import { queueRiskScoring } from "./risk-score-queue.ts";

type Result = { config: RiskConfigView };

/** A configuration the actor may change: not found when invisible, Unmodifiable for the default. */
async function modifiable(db: Database, actor: TenantActor, id: string): Promise<RiskConfigRow> {
  const row = await findVisibleConfig(db, actor, id);
  if (!row) throw new NotFoundError();
  if (row.organizationId === null) throw new UnmodifiableError(riskMessages.defaultUnmodifiable);
  authorize(actor, "riskConfigs.modify", { organizationId: row.organizationId });
  return row;
}

/** Spec 3 §3: a copy of the default (or of `copyFrom`), named "Custom Risk Hub {count}"; 6 at most. */
export async function createRiskConfig(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { copyFrom?: string | null },
): Promise<Result> {
  authorize(actor, "riskConfigs.create");
  const source = await findVisibleConfig(deps.db, actor, input.copyFrom ?? defaultRiskConfigId);
  if (!source) throw new NotFoundError();
  const own = await tenantData(deps.db, actor).count(riskConfigs);
  if (own + 1 >= riskLimits.configsBeforeCreationStops)
    throw new LimitReachedError(
      riskLimits.customConfigsPerOrganization,
      riskMessages.configLimitReached,
    );
  const name = customConfigName(own + 1);
  const row = await auditedChange(
    deps.db,
    actor,
    { action: "riskConfig.create", targetType: "riskConfig" },
    async (tx) => {
      const definition = { ...source.definition, name };
      const created = await tenantData(tx, actor).insert(riskConfigs, {
        name,
        definition,
        revision: 1,
      });
      await tx.insert(riskConfigRevisions).values({
        configId: created.id,
        revision: 1,
        definition,
        changes: [`Created as a copy of ${source.name}`],
        committedBy: actor.userId,
      });
      await queueRiskScoring(tx, created.id);
      return { result: created, targetId: created.id, after: { name } };
    },
  );
  return { config: viewOf(actor, row) };
}

/** Edits the draft; scores keep the committed revision until commitRiskConfig. */
export async function updateRiskConfig(
  deps: ServiceDeps,
  actor: TenantActor,
  raw: RiskConfigDraftInput,
): Promise<Result> {
  const input = parseInput(riskConfigDraftSchema, raw);
  const row = await modifiable(deps.db, actor, input.id);
  const draft = applyDraft(row.draft ?? row.definition, input);
  const [updated] = await tenantData(deps.db, actor).update(
    riskConfigs,
    { draft, name: draft.name, updatedAt: new Date() },
    eq(riskConfigs.id, row.id),
  );
  return { config: viewOf(actor, updated ?? row) };
}

/** Writes a new revision (who, when, what in words) and queues rescoring, in one transaction. */
async function writeRevision(
  deps: ServiceDeps,
  actor: TenantActor,
  row: RiskConfigRow,
  definition: RiskConfigRow["definition"],
  changes: string[],
  action: string,
): Promise<Result> {
  const revision = row.revision + 1;
  const updated = await auditedChange(
    deps.db,
    actor,
    { action, targetType: "riskConfig" },
    async (tx) => {
      const [next] = await tenantData(tx, actor).update(
        riskConfigs,
        { definition, draft: null, revision, name: definition.name, updatedAt: new Date() },
        eq(riskConfigs.id, row.id),
      );
      await tx.insert(riskConfigRevisions).values({
        configId: row.id,
        revision,
        definition,
        changes,
        committedBy: actor.userId,
      });
      await queueRiskScoring(tx, row.id);
      return {
        result: next ?? row,
        targetId: row.id,
        before: { revision: row.revision },
        after: { revision, changes },
      };
    },
  );
  return { config: viewOf(actor, updated) };
}

/** Spec 3 §4: InvalidRiskConfig unless every weight list sums to 1; then a new revision. */
export async function commitRiskConfig(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { id: string },
) {
  const row = await modifiable(deps.db, actor, input.id);
  if (!row.draft)
    throw new ValidationError([{ path: "id", message: riskMessages.nothingToCommit }]);
  assertWeightsSumToOne(row.draft);
  const changes = describeDefinitionChanges(row.definition, row.draft);
  return writeRevision(deps, actor, row, row.draft, changes, "riskConfig.commit");
}

export async function discardRiskConfigDraft(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { id: string },
) {
  const row = await modifiable(deps.db, actor, input.id);
  const [updated] = await tenantData(deps.db, actor).update(
    riskConfigs,
    { draft: null, name: row.definition.name },
    eq(riskConfigs.id, row.id),
  );
  return { config: viewOf(actor, updated ?? row) };
}

/** Spec 3 §4: back to any earlier revision, as a new revision (history is never rewritten). */
export async function rollbackRiskConfig(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { id: string; revision: number },
) {
  const row = await modifiable(deps.db, actor, input.id);
  const [target] = await deps.db
    .select()
    .from(riskConfigRevisions)
    .where(
      and(
        eq(riskConfigRevisions.configId, row.id),
        eq(riskConfigRevisions.revision, input.revision),
      ),
    );
  if (!target) throw new NotFoundError("That revision does not exist.");
  const changes = [
    `Rolled back to revision ${input.revision}`,
    ...describeDefinitionChanges(row.definition, target.definition),
  ];
  return writeRevision(deps, actor, row, target.definition, changes, "riskConfig.rollback");
}

export async function deleteRiskConfig(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { id: string },
) {
  const row = await modifiable(deps.db, actor, input.id);
  await auditedChange(
    deps.db,
    actor,
    { action: "riskConfig.delete", targetType: "riskConfig" },
    async (tx) => {
      await tenantData(tx, actor).delete(riskConfigs, eq(riskConfigs.id, row.id));
      return { result: null, targetId: row.id, before: { name: row.name } };
    },
  );
  return { id: row.id };
}
