import { matchDecisions, matchDismissReasons, matchStrengths } from "@tierwise/common/risk";
import { ForbiddenError, NotFoundError, ValidationError } from "../../../core/errors.ts";
import { builder } from "../../../graphql/builder.ts";
import { asTenant } from "../../../graphql/guards.ts";
import {
  decideScreeningMatch,
  listScreeningMatches,
  type ScreeningMatchView,
} from "./screening-decisions.service.ts";

// docs/risk-contract.graphql, "screening matches" (issue 14 "Sanctions matches good enough to
// score on"). The enums' values are common's lists, so the web and the server cannot drift.

const enumOf = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((v) => [v, { value: v }])) as { [K in T]: { value: K } };

export const MatchDecisionEnum = builder.enumType("MatchDecision", {
  values: enumOf(matchDecisions),
});
export const MatchDismissReasonEnum = builder.enumType("MatchDismissReason", {
  values: enumOf(matchDismissReasons),
});
export const MatchStrengthEnum = builder.enumType("MatchStrength", {
  values: enumOf(matchStrengths),
});

/**
 * Who decided. The contract names it RiskUserRef, which the risk feature defines; that feature
 * builds on this one (features/risk imports companies), so this one cannot import it back, and
 * Pothos refuses a second type of the same name. Same fields, so `decidedBy { id name }` reads
 * the same.
 */
const ScreeningMatchDeciderType = builder
  .objectRef<{ id: string; name: string }>("ScreeningMatchDecider")
  .implement({
    fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name") }),
  });

export const ScreeningMatchType = builder
  .objectRef<ScreeningMatchView>("ScreeningMatch")
  .implement({
    fields: (t) => ({
      id: t.exposeID("id"),
      companyId: t.exposeID("companyId"),
      listName: t.exposeString("listName"),
      entryId: t.exposeString("entryId"),
      entryName: t.exposeString("entryName"),
      matchedName: t.exposeString("matchedName", {
        description: "The entry's name or alias that matched.",
      }),
      entryCountry: t.exposeString("entryCountry", { nullable: true }),
      score: t.exposeFloat("score", { description: "0–100, all evidence." }),
      nameScore: t.exposeFloat("nameScore", {
        description: "0–100, the names alone: the score screening gave before it weighed evidence.",
      }),
      strength: t.field({ type: MatchStrengthEnum, resolve: (m) => m.strength }),
      reasons: t.exposeStringList("reasons", {
        description: 'Why it scored so: "same name", "country differs (US vs IR): −30", …',
      }),
      decision: t.field({ type: MatchDecisionEnum, nullable: true, resolve: (m) => m.decision }),
      decisionReason: t.field({
        type: MatchDismissReasonEnum,
        nullable: true,
        resolve: (m) => m.decisionReason,
      }),
      decisionComment: t.exposeString("decisionComment", { nullable: true }),
      decidedBy: t.field({
        type: ScreeningMatchDeciderType,
        nullable: true,
        resolve: (m) => m.decidedBy,
      }),
      decidedAt: t.expose("decidedAt", { type: "DateTime", nullable: true }),
    }),
  });

const DecideScreeningMatchInput = builder.inputType("DecideScreeningMatchInput", {
  fields: (t) => ({
    matchId: t.id({ required: true }),
    decision: t.field({ type: MatchDecisionEnum, required: true }),
    reason: t.field({
      type: MatchDismissReasonEnum,
      required: false,
      description: "Required to dismiss.",
    }),
    comment: t.string({ required: false, description: "Required when the reason is other." }),
  }),
});

const ScreeningMatchSuccess = builder
  .objectRef<{ match: ScreeningMatchView }>("ScreeningMatchSuccess")
  .implement({
    fields: (t) => ({ match: t.field({ type: ScreeningMatchType, resolve: (r) => r.match }) }),
  });

builder.queryFields((t) => ({
  screeningMatches: t.field({
    type: [ScreeningMatchType],
    description:
      "A company's sanctions screening matches with the organisation's decisions, best first.",
    args: { companyId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => asTenant(ctx, listScreeningMatches, String(args.companyId)),
  }),
}));

builder.mutationFields((t) => ({
  decideScreeningMatch: t.field({
    type: ScreeningMatchSuccess,
    description:
      "Confirms or dismisses a match for the organisation; a dismissal holds until the list entry changes.",
    args: { input: t.arg({ type: DecideScreeningMatchInput, required: true }) },
    errors: {
      types: [ValidationError, NotFoundError, ForbiddenError],
      union: { name: "ScreeningMatchResult" },
    },
    resolve: (_root, { input }, ctx) =>
      asTenant(ctx, decideScreeningMatch, {
        matchId: String(input.matchId),
        decision: input.decision,
        reason: input.reason ?? null,
        comment: input.comment ?? null,
      }),
  }),
}));
