import {
  ForbiddenError,
  LimitReachedError,
  NotFoundError,
  UnmodifiableError,
  ValidationError,
} from "../../core/errors.ts";
import { builder } from "../../graphql/builder.ts";
import { asTenant } from "../../graphql/guards.ts";
import { DeleteSuccess, deleteResult } from "../alerts/feeds/feed.type.ts";
import { RiskConfigType } from "./risk-config.type.ts";
import type { RiskConfigView } from "./risk-config-read.service.ts";
import { selectRiskConfig } from "./risk-config-read.service.ts";
import {
  commitRiskConfig,
  createRiskConfig,
  deleteRiskConfig,
  discardRiskConfigDraft,
  rollbackRiskConfig,
  updateRiskConfig,
} from "./risk-config-write.service.ts";
import { InvalidRiskConfigError } from "./risk-errors.ts";
import { draftInputOf, RiskConfigDraftInputType } from "./risk-inputs.type.ts";

/** Changing risk configurations (spec 3 §4): draft, commit, discard, rollback, delete, select. */

const RiskConfigSuccess = builder
  .objectRef<{ config: RiskConfigView }>("RiskConfigSuccess")
  .implement({
    fields: (t) => ({ config: t.field({ type: RiskConfigType, resolve: (r) => r.config }) }),
  });

const configResult = {
  types: [
    ValidationError,
    NotFoundError,
    ForbiddenError,
    LimitReachedError,
    UnmodifiableError,
    InvalidRiskConfigError,
  ],
  result: { name: "RiskConfigSuccess" },
  union: { name: "RiskConfigResult" },
};

builder.mutationFields((t) => ({
  createRiskConfig: t.field({
    type: RiskConfigSuccess,
    description:
      "Named customConfigName(count); LimitReachedError when 6 exist (default included).",
    args: { copyFrom: t.arg.id() },
    errors: configResult,
    resolve: (_root, args, ctx) =>
      asTenant(ctx, createRiskConfig, { copyFrom: args.copyFrom ? String(args.copyFrom) : null }),
  }),
  updateRiskConfig: t.field({
    type: RiskConfigSuccess,
    description: "Edits the draft (inProgress true); scores do not change until commit.",
    args: { input: t.arg({ type: RiskConfigDraftInputType, required: true }) },
    errors: configResult,
    resolve: (_root, args, ctx) => asTenant(ctx, updateRiskConfig, draftInputOf(args.input)),
  }),
  commitRiskConfig: t.field({
    type: RiskConfigSuccess,
    description: "InvalidRiskConfigError unless weights sum to 1; new revision; rescoring queued.",
    args: { id: t.arg.id({ required: true }) },
    errors: configResult,
    resolve: (_root, args, ctx) => asTenant(ctx, commitRiskConfig, { id: String(args.id) }),
  }),
  discardRiskConfigDraft: t.field({
    type: RiskConfigSuccess,
    args: { id: t.arg.id({ required: true }) },
    errors: configResult,
    resolve: (_root, args, ctx) => asTenant(ctx, discardRiskConfigDraft, { id: String(args.id) }),
  }),
  rollbackRiskConfig: t.field({
    type: RiskConfigSuccess,
    description: "A new revision equal to an earlier one; rescoring queued.",
    args: { id: t.arg.id({ required: true }), revision: t.arg.int({ required: true }) },
    errors: configResult,
    resolve: (_root, args, ctx) =>
      asTenant(ctx, rollbackRiskConfig, { id: String(args.id), revision: args.revision }),
  }),
  deleteRiskConfig: t.field({
    type: DeleteSuccess,
    args: { id: t.arg.id({ required: true }) },
    errors: deleteResult,
    resolve: (_root, args, ctx) => asTenant(ctx, deleteRiskConfig, { id: String(args.id) }),
  }),
  selectRiskConfig: t.boolean({
    description: "Stores riskHub.selectedConfig; false when the configuration is not visible.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => asTenant(ctx, selectRiskConfig, { id: String(args.id) }),
  }),
}));
