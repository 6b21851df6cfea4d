import { eq } from "drizzle-orm";
import { ForbiddenError, NotFoundError, ValidationError } from "../../core/errors.ts";
import { users } from "../../db/user.table.ts";
import { builder } from "../../graphql/builder.ts";
import { asTenant } from "../../graphql/guards.ts";
import { companies } from "../companies/company.table.ts";
import { RiskCompanyRefType, RiskSignalStatusEnum, RiskUserRefType } from "./risk-refs.type.ts";
import {
  dismissRiskSignal,
  portfolioRiskCounts,
  portfolioRiskSignalActions,
  type RiskSignalActionRow,
  restoreRiskSignal,
  riskCheckResults,
  signalOf,
} from "./risk-signals.service.ts";

/** Risk signals (spec 3 §3 "Risk signal user action", §7 "Risk signals"). */

export const RiskSignalType = builder
  .objectRef<ReturnType<typeof signalOf>>("RiskSignal")
  .implement({
    fields: (t) => ({
      id: t.exposeID("id"),
      name: t.exposeString("name"),
      description: t.exposeString("description"),
      source: t.exposeString("source"),
    }),
  });

const RiskSignalUserActionType = builder
  .objectRef<RiskSignalActionRow>("RiskSignalUserAction")
  .implement({
    fields: (t) => ({
      id: t.exposeID("id"),
      riskSignalContext: t.exposeString("riskSignalContext"),
      riskSignalMessage: t.exposeString("riskSignalMessage"),
      user: t.field({
        type: RiskUserRefType,
        nullable: true,
        resolve: async (a, _args, ctx) => {
          if (!a.userId) return null;
          const [u] = await ctx.deps.db.select().from(users).where(eq(users.id, a.userId));
          return u ? { id: u.id, name: `${u.firstName} ${u.lastName}`.trim() } : null;
        },
      }),
      status: t.field({ type: RiskSignalStatusEnum, resolve: (a) => a.status }),
      reason: t.exposeString("reason", { nullable: true }),
      isLatest: t.exposeBoolean("isLatest"),
      createdAt: t.field({ type: "DateTime", resolve: (a) => a.createdAt }),
      dismissedAt: t.field({ type: "DateTime", nullable: true, resolve: (a) => a.dismissedAt }),
      systemStatusAt: t.field({
        type: "DateTime",
        nullable: true,
        resolve: (a) => a.systemStatusAt,
      }),
      riskSignal: t.field({ type: RiskSignalType, resolve: (a) => signalOf(a.signalId) }),
      company: t.field({
        type: RiskCompanyRefType,
        resolve: async (a, _args, ctx) => {
          const [c] = await ctx.deps.db
            .select()
            .from(companies)
            .where(eq(companies.id, a.companyId));
          return {
            id: a.companyId,
            slug: c?.slug ?? "",
            name: c?.displayName ?? "",
            countryCode: c?.countryCode ?? null,
          };
        },
      }),
    }),
  });

type CheckResult = Awaited<ReturnType<typeof riskCheckResults>>[number];

const RiskSignalResultsType = builder
  .objectRef<CheckResult["riskSignalResults"]>("RiskSignalResults")
  .implement({
    fields: (t) => ({ passIds: t.exposeIDList("passIds"), failIds: t.exposeIDList("failIds") }),
  });

const RiskCheckResultType = builder.objectRef<CheckResult>("RiskCheckResult").implement({
  fields: (t) => ({
    companyId: t.exposeID("companyId"),
    riskScans: t.exposeInt("riskScans"),
    latestCheckDate: t.field({
      type: "DateTime",
      nullable: true,
      resolve: (r) => r.latestCheckDate,
    }),
    riskSignalResults: t.field({
      type: RiskSignalResultsType,
      resolve: (r) => r.riskSignalResults,
    }),
  }),
});

type Counts = Awaited<ReturnType<typeof portfolioRiskCounts>>[number];
const PortfolioRiskCountsType = builder.objectRef<Counts>("PortfolioRiskCounts").implement({
  fields: (t) => ({
    portfolioId: t.exposeID("portfolioId"),
    companiesWithRiskCount: t.exposeInt("companiesWithRiskCount", {
      description: "Graded C or D.",
    }),
    severeCount: t.exposeInt("severeCount", { description: "Graded D." }),
    signalCount: t.exposeInt("signalCount", { description: "Poor metrics not dismissed." }),
  }),
});

const DismissRiskSignalInput = builder.inputType("DismissRiskSignalInput", {
  fields: (t) => ({
    signalId: t.id({ required: true }),
    context: t.string({ required: true }),
    message: t.string({ required: true }),
    portfolioId: t.id({ required: true }),
    companyId: t.id({ required: true }),
    reason: t.string(),
  }),
});

const RiskSignalSuccess = builder
  .objectRef<{ action: RiskSignalActionRow }>("RiskSignalSuccess")
  .implement({
    fields: (t) => ({
      action: t.field({ type: RiskSignalUserActionType, resolve: (r) => r.action }),
    }),
  });

const signalResult = {
  types: [ValidationError, NotFoundError, ForbiddenError],
  result: { name: "RiskSignalSuccess" },
  union: { name: "RiskSignalResult" },
};

builder.queryFields((t) => ({
  riskCheckResults: t.field({
    type: [RiskCheckResultType],
    args: { companyIds: t.arg.idList({ required: true }) },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, riskCheckResults, { companyIds: args.companyIds.map(String) }),
  }),
  portfolioRiskCounts: t.field({
    type: [PortfolioRiskCountsType],
    args: { portfolioIds: t.arg.idList({ required: true }) },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, portfolioRiskCounts, { portfolioIds: args.portfolioIds.map(String) }),
  }),
  portfolioRiskSignalActions: t.field({
    type: [RiskSignalUserActionType],
    args: { portfolioId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, portfolioRiskSignalActions, { portfolioId: String(args.portfolioId) }),
  }),
}));

builder.mutationFields((t) => ({
  dismissRiskSignal: t.field({
    type: RiskSignalSuccess,
    args: { input: t.arg({ type: DismissRiskSignalInput, required: true }) },
    errors: signalResult,
    resolve: (_root, args, ctx) =>
      asTenant(ctx, dismissRiskSignal, {
        ...args.input,
        signalId: String(args.input.signalId),
        portfolioId: String(args.input.portfolioId),
        companyId: String(args.input.companyId),
      }),
  }),
  restoreRiskSignal: t.field({
    type: RiskSignalSuccess,
    args: { actionId: t.arg.id({ required: true }) },
    errors: signalResult,
    resolve: (_root, args, ctx) =>
      asTenant(ctx, restoreRiskSignal, { actionId: String(args.actionId) }),
  }),
}));
