import { builder } from "../../graphql/builder.ts";
import { asTenant } from "../../graphql/guards.ts";
import { type CompanyRiskView, companyRisk } from "./company-risk.service.ts";
import { RiskHistoryPointType, RiskScoreType } from "./risk-hub.type.ts";
import { RiskCompanyRefType } from "./risk-refs.type.ts";
import { RiskSignalType } from "./risk-signals.type.ts";

/** A company's risk on its profile (issue 27): the hub's reads for one company. */

const CompanyRiskConfigType = builder
  .objectRef<CompanyRiskView["config"]>("CompanyRiskConfig")
  .implement({
    fields: (t) => ({
      id: t.exposeID("id"),
      name: t.exposeString("name"),
      isDefault: t.exposeBoolean("isDefault"),
    }),
  });

const CompanyRiskType = builder.objectRef<CompanyRiskView>("CompanyRisk").implement({
  description:
    "What the risk hub says of one company under one configuration: its row, its why and its history.",
  fields: (t) => ({
    id: t.exposeID("id", { description: "configId:companyId, as the score's." }),
    company: t.field({ type: RiskCompanyRefType, resolve: (r) => r.company }),
    config: t.field({ type: CompanyRiskConfigType, resolve: (r) => r.config }),
    score: t.field({
      type: RiskScoreType,
      nullable: true,
      description: "With explanations; null when not scored under this configuration.",
      resolve: (r) => r.score,
    }),
    previousGrade: t.string({
      nullable: true,
      description: "The grade before the last move, as the hub's row says.",
      resolve: (r) => r.previousGrade,
    }),
    signalCount: t.int({ resolve: (r) => r.signals.length }),
    signals: t.field({
      type: [RiskSignalType],
      description: "Metrics graded poor and not dismissed, as the hub's row counts them.",
      resolve: (r) => r.signals,
    }),
    history: t.field({
      type: [RiskHistoryPointType],
      description: "One point a day, oldest first (the hub's history chart).",
      resolve: (r) => r.history,
    }),
  }),
});

builder.queryFields((t) => ({
  companyRisk: t.field({
    type: CompanyRiskType,
    nullable: true,
    description:
      "A company's risk under the viewer's selected configuration (or configId): FORBIDDEN without the risk hub.",
    args: { companyId: t.arg.id({ required: true }), configId: t.arg.id() },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, companyRisk, {
        companyId: String(args.companyId),
        configId: args.configId ? String(args.configId) : null,
      }),
  }),
}));
