import { ForbiddenError, NotFoundError, ValidationError } from "../../core/errors.ts";
import { builder } from "../../graphql/builder.ts";
import { asTenant } from "../../graphql/guards.ts";
import {
  CompanyRequestInputType,
  CompanyRequestType,
  requestInputArg,
} from "./company-request.type.ts";
import { createCompanyRequest } from "./request-create.service.ts";
import { LikelyMatchesAnswer } from "./request-errors.ts";
import { addCompanyRequestLog } from "./request-log.service.ts";
import type { CompanyRequestView } from "./request-presenter.ts";
import {
  CompanyMatchCandidateType,
  RequestLogReasonEnum,
  RequestStatusEnum,
} from "./request-refs.type.ts";
import { retireCompanyRequest, undoRetireCompanyRequest } from "./request-retire.service.ts";

builder.objectType(LikelyMatchesAnswer, {
  name: "LikelyMatches",
  description:
    "createCompanyRequest made nothing: known companies may be the one asked for (score ≥ matchBands.weak). Send again with ignoreMatches to request anyway.",
  isTypeOf: (value) => value instanceof LikelyMatchesAnswer,
  fields: (t) => ({
    candidates: t.field({
      type: [CompanyMatchCandidateType],
      resolve: (answer) => answer.candidates,
    }),
  }),
});

const CompanyRequestSuccess = builder
  .objectRef<{ request: CompanyRequestView }>("CompanyRequestSuccess")
  .implement({
    fields: (t) => ({ request: t.field({ type: CompanyRequestType, resolve: (r) => r.request }) }),
  });

const RetireCompanyRequestSuccess = builder
  .objectRef<{ request: CompanyRequestView; undoId: string }>("RetireCompanyRequestSuccess")
  .implement({
    fields: (t) => ({
      request: t.field({ type: CompanyRequestType, resolve: (r) => r.request }),
      undoId: t.exposeID("undoId", {
        description:
          'Pass to undoRetireCompanyRequest (the snackbar\'s "Undo"); also listed in snackbarUndos as type retireCompanyRequest.',
      }),
    }),
  });

const RequestLogInput = builder.inputType("RequestLogInput", {
  fields: (t) => ({
    requestId: t.id({ required: true }),
    // Optional here so that a missing one is answered in the spec's words (a ValidationError),
    // not by GraphQL's own validation.
    comment: t.string({ description: "Required (spec 3 §5)." }),
    reason: t.field({ type: RequestLogReasonEnum, description: "Required (spec 3 §5)." }),
    status: t.field({
      type: RequestStatusEnum,
      description: "Moves the request, when requestTransitions allows it.",
    }),
  }),
});

const RetireCompanyRequestInput = builder.inputType("RetireCompanyRequestInput", {
  fields: (t) => ({ id: t.id({ required: true }), comment: t.string() }),
});

const writeErrors = [ValidationError, NotFoundError, ForbiddenError];

// The errors plugin makes a union once per result name, so the log and the undo fields name
// the same result (their direct success type) and share CompanyRequestResult.
const requestResult = {
  types: writeErrors,
  result: { name: "CompanyRequestSuccess" },
  union: { name: "CompanyRequestResult" },
};

builder.mutationFields((t) => ({
  createCompanyRequest: t.field({
    type: CompanyRequestSuccess,
    args: { input: t.arg({ type: CompanyRequestInputType, required: true }) },
    errors: {
      types: [LikelyMatchesAnswer, ...writeErrors],
      // With direct results the name only keys the plugin's one-union-per-name cache.
      result: { name: "CreateCompanyRequestSuccess" },
      union: { name: "CreateCompanyRequestResult" },
    },
    resolve: (_root, args, ctx) => asTenant(ctx, createCompanyRequest, requestInputArg(args.input)),
  }),
  addCompanyRequestLog: t.field({
    type: CompanyRequestSuccess,
    args: { input: t.arg({ type: RequestLogInput, required: true }) },
    errors: requestResult,
    resolve: (_root, args, ctx) =>
      asTenant(ctx, addCompanyRequestLog, {
        requestId: String(args.input.requestId),
        comment: args.input.comment ?? undefined,
        reason: args.input.reason ?? undefined,
        status: args.input.status ?? null,
      }),
  }),
  retireCompanyRequest: t.field({
    type: RetireCompanyRequestSuccess,
    args: { input: t.arg({ type: RetireCompanyRequestInput, required: true }) },
    errors: { types: writeErrors, union: { name: "RetireCompanyRequestResult" } },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, retireCompanyRequest, {
        id: String(args.input.id),
        comment: args.input.comment ?? null,
      }),
  }),
  undoRetireCompanyRequest: t.field({
    type: CompanyRequestSuccess,
    description: "Takes a retirement back, once, by the person who retired the request.",
    args: { undoId: t.arg.id({ required: true }) },
    errors: requestResult,
    resolve: (_root, args, ctx) =>
      asTenant(ctx, undoRetireCompanyRequest, { undoId: String(args.undoId) }),
  }),
}));
