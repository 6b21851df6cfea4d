import { type RiskMetric, riskMetricInfo } from "@tierwise/common/risk";
import { inArray } from "drizzle-orm";
import { users } from "../../db/user.table.ts";
import { builder } from "../../graphql/builder.ts";
import { asTenant } from "../../graphql/guards.ts";
import type { RiskCategoryDefinition } from "./risk.table.ts";
import {
  getRiskConfig,
  listRevisions,
  listRiskConfigs,
  type RiskConfigView,
  selectedRiskConfigId,
} from "./risk-config-read.service.ts";
import {
  MissingDataTreatmentEnum,
  RiskGradeRuleKindEnum,
  RiskUserRefType,
} from "./risk-refs.type.ts";

/** Risk configurations (spec 3 §3 "Risk configuration"), as docs/risk-contract.graphql names them. */

type MetricWeight = { metric: string; weight: number };

const RiskCategoryMetricType = builder.objectRef<MetricWeight>("RiskCategoryMetric").implement({
  fields: (t) => ({
    metric: t.exposeString("metric"),
    name: t.string({ resolve: (m) => riskMetricInfo[m.metric as RiskMetric]?.name ?? m.metric }),
    shortName: t.string({
      resolve: (m) => riskMetricInfo[m.metric as RiskMetric]?.shortName ?? m.metric,
    }),
    weight: t.exposeFloat("weight"),
    kind: t.field({
      type: RiskGradeRuleKindEnum,
      resolve: (m) => riskMetricInfo[m.metric as RiskMetric]?.kind ?? "threshold",
    }),
  }),
});

const RiskCategoryType = builder.objectRef<RiskCategoryDefinition>("RiskCategory").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    shortName: t.exposeString("shortName"),
    weight: t.exposeFloat("weight"),
    risks: t.field({
      type: [RiskCategoryMetricType],
      resolve: (c) =>
        Object.entries(c.risks).map(([metric, weight]) => ({ metric, weight: weight ?? 0 })),
    }),
  }),
});

const RiskThresholdsType = builder
  .objectRef<{ A: number; B: number; C: number; D: number }>("RiskThresholds")
  .implement({
    fields: (t) => ({
      A: t.exposeFloat("A"),
      B: t.exposeFloat("B"),
      C: t.exposeFloat("C"),
      D: t.exposeFloat("D"),
    }),
  });

type RevisionRow = Awaited<ReturnType<typeof listRevisions>>[number];

const RiskConfigRevisionType = builder.objectRef<RevisionRow>("RiskConfigRevision").implement({
  fields: (t) => ({
    revision: t.exposeInt("revision"),
    committedAt: t.field({ type: "DateTime", resolve: (r) => r.committedAt }),
    committedBy: t.field({
      type: RiskUserRefType,
      nullable: true,
      description: "Null for the default configuration's seed.",
      resolve: async (r, _args, ctx) => {
        if (!r.committedBy) return null;
        const [user] = await ctx.deps.db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(inArray(users.id, [r.committedBy]));
        return user
          ? { id: user.id, name: `${user.firstName ?? ""} ${user.lastName ?? ""}`.trim() }
          : null;
      },
    }),
    changes: t.exposeStringList("changes", {
      description:
        'What changed against the previous revision, in words ("Financial weight 0.25 → 0.4").',
    }),
  }),
});

const current = (c: RiskConfigView) => c.draft ?? c.definition;

export const RiskConfigType = builder.objectRef<RiskConfigView>("RiskConfig").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.string({ resolve: (c) => current(c).name }),
    isDefault: t.boolean({ resolve: (c) => c.organizationId === null }),
    revision: t.exposeInt("revision", { description: "The committed revision scores use." }),
    inProgress: t.boolean({
      description: "Spec 3 §3 status: true while uncommitted edits exist (the draft).",
      resolve: (c) => c.draft !== null,
    }),
    categories: t.field({
      type: [RiskCategoryType],
      description: "The draft when inProgress, else the committed revision.",
      resolve: (c) => current(c).categories,
    }),
    thresholds: t.field({ type: RiskThresholdsType, resolve: (c) => current(c).thresholds }),
    missingData: t.field({
      type: MissingDataTreatmentEnum,
      resolve: (c) => current(c).missingData,
    }),
    missingGrade: t.string({ nullable: true, resolve: (c) => current(c).missingGrade ?? null }),
    canModify: t.exposeBoolean("canModify"),
    revisions: t.field({
      type: [RiskConfigRevisionType],
      description: "Newest first.",
      resolve: (c, _args, ctx) => listRevisions(ctx.deps.db, c.id),
    }),
  }),
});

builder.queryFields((t) => ({
  riskConfigs: t.field({
    type: [RiskConfigType],
    description:
      "The default first (unless hideDefaultRiskConfig), then the organisation's custom ones.",
    args: { onlyOrganization: t.arg.boolean() },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, listRiskConfigs, { onlyOrganization: args.onlyOrganization }),
  }),
  riskConfig: t.field({
    type: RiskConfigType,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => asTenant(ctx, getRiskConfig, { id: String(args.id) }),
  }),
  selectedRiskConfigId: t.id({
    description:
      "The user setting riskHub.selectedConfig, or the default (or the first custom when hidden).",
    resolve: (_root, _args, ctx) => asTenant(ctx, selectedRiskConfigId),
  }),
}));
