import {
  ForbiddenError,
  NotFoundError,
  TooManyModificationsError,
  ValidationError,
} from "../../core/errors.ts";
import { builder } from "../../graphql/builder.ts";
import { asTenant } from "../../graphql/guards.ts";
import { AlertFilterInput, AlertType, alertFilterArg } from "./alert.type.ts";
import { undoAlertArchive, updateAlertScore } from "./alert-feedback.service.ts";
import { bulkMarkAlertsRead } from "./alert-read.service.ts";
import { NotRelevantReasonEnum } from "./alert-refs.type.ts";
import type { AlertView } from "./alert-views.ts";

/** The per-person alert mutations of docs/alerts-contract.graphql: feedback, undo, bulk read. */

const AlertSuccess = builder
  .objectRef<{ alert: AlertView; undoId: string | null }>("AlertSuccess")
  .implement({
    fields: (t) => ({
      alert: t.field({ type: AlertType, resolve: (r) => r.alert }),
      undoId: t.exposeID("undoId", {
        nullable: true,
        description:
          "When the change archived or unarchived the alert: pass to undoAlertArchive (also listed in snackbarUndos).",
      }),
    }),
  });

const BulkMarkReadSuccess = builder
  .objectRef<{ updated: number }>("BulkMarkReadSuccess")
  .implement({ fields: (t) => ({ updated: t.exposeInt("updated") }) });

const AlertFeedbackInput = builder.inputType("AlertFeedbackInput", {
  description:
    "Relevant: score 1. Not relevant: a reason (a comment for unlawful_content and other; companyId for wrong_company). Archive, read and comment without a verdict.",
  fields: (t) => ({
    alertId: t.id({ required: true }),
    companyId: t.id(),
    score: t.int({ description: "1 relevant, 0 unscored, -1 not relevant (needs a reason)." }),
    read: t.boolean(),
    archived: t.boolean(),
    scoreFeedback: t.string(),
    reason: t.field({ type: NotRelevantReasonEnum }),
  }),
});

const BulkMarkReadInput = builder.inputType("BulkMarkReadInput", {
  description: "The ids, or the unread alerts a filter matches; at most bulkMarkReadMaximum.",
  fields: (t) => ({
    alertIds: t.idList(),
    filter: t.field({ type: AlertFilterInput }),
  }),
});

const writeErrors = [ValidationError, NotFoundError, ForbiddenError];
// One union per result name (the errors plugin's cache): the three alert fields share it.
const alertResult = {
  types: writeErrors,
  result: { name: "AlertSuccess" },
  union: { name: "AlertResult" },
};

function feedbackArg(input: typeof AlertFeedbackInput.$inferInput) {
  return Object.fromEntries(
    Object.entries(input)
      .filter(([, value]) => value !== null && value !== undefined)
      .map(([key, value]) => [key, key.endsWith("Id") ? String(value) : value]),
  );
}

/** updateAlertScore and its older name upsertAlertMetadata: one field, one resolver. */
// biome-ignore lint/suspicious/noExplicitAny: Pothos' field builder type is generic over the schema.
const feedbackField = (t: any, description?: string) =>
  t.field({
    type: AlertSuccess,
    description,
    args: { input: t.arg({ type: AlertFeedbackInput, required: true }) },
    errors: alertResult,
    resolve: (
      _root: unknown,
      args: { input: typeof AlertFeedbackInput.$inferInput },
      ctx: Parameters<typeof asTenant>[0],
    ) => asTenant(ctx, updateAlertScore, feedbackArg(args.input)),
  });

builder.mutationFields((t) => ({
  updateAlertScore: feedbackField(t),
  upsertAlertMetadata: feedbackField(t, "The older name of updateAlertScore (same resolver)."),
  undoAlertArchive: t.field({
    type: AlertSuccess,
    description: "Takes an archive or unarchive back, once, by the person who made it.",
    args: { undoId: t.arg.id({ required: true }) },
    errors: alertResult,
    resolve: (_root, args, ctx) => asTenant(ctx, undoAlertArchive, { undoId: String(args.undoId) }),
  }),
  bulkMarkAlertsRead: t.field({
    type: BulkMarkReadSuccess,
    args: { input: t.arg({ type: BulkMarkReadInput, required: true }) },
    errors: {
      types: [ValidationError, ForbiddenError, TooManyModificationsError],
      union: { name: "BulkMarkReadResult" },
    },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, bulkMarkAlertsRead, {
        alertIds: args.input.alertIds?.map(String),
        filter: alertFilterArg(args.input.filter),
      }),
  }),
}));
