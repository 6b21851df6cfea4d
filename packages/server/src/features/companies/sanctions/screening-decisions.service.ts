import { can } from "@tierwise/common/policy/can";
import {
  type MatchDecision,
  type MatchDismissReason,
  type MatchStrength,
  matchDecisions,
  matchDismissReasons,
  riskLimits,
  riskMessages,
} from "@tierwise/common/risk";
import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { TenantActor } from "../../../core/actor.ts";
import { auditedChange } from "../../../core/audit.ts";
import { authorize } from "../../../core/authorize.ts";
import type { ServiceDeps } from "../../../core/deps.ts";
import { ForbiddenError, NotFoundError } from "../../../core/errors.ts";
import { isUuid } from "../../../core/ids.ts";
import { parseInput } from "../../../core/parse-input.ts";
import { ownedBy, tenantData } from "../../../core/tenant.ts";
import type { Database } from "../../../db/client.ts";
import { users } from "../../../db/user.table.ts";
import { enqueueJob } from "../../../jobs/queue.ts";
import { findVisibleCompany } from "../company-access.service.ts";
import { screeningMatchDecisions, screeningMatches } from "./screening-match.table.ts";

/** A match as the viewer's organisation sees it: with its decision while that still holds. */
export type ScreeningMatchView = {
  id: string;
  companyId: string;
  listName: string;
  entryId: string;
  entryName: string;
  matchedName: string;
  entryCountry: string | null;
  score: number;
  nameScore: number;
  strength: MatchStrength;
  reasons: string[];
  decision: MatchDecision | null;
  decisionReason: MatchDismissReason | null;
  decisionComment: string | null;
  decidedBy: { id: string; name: string } | null;
  decidedAt: Date | null;
};

/**
 * The matches of one company (or one match) joined to the organisation's decisions. A
 * dismissal made when the entry said something else no longer holds (rescreening drops it, and
 * this check covers the time before a rescreen ran); a confirmation stands.
 */
async function matchViews(
  db: Database,
  actor: TenantActor,
  where: { companyId: string } | { matchId: string },
): Promise<ScreeningMatchView[]> {
  const d = screeningMatchDecisions;
  const m = screeningMatches;
  const rows = await db
    .select({ match: m, decision: d, firstName: users.firstName, lastName: users.lastName })
    .from(m)
    .leftJoin(
      d,
      ownedBy(
        actor,
        d,
        eq(d.companyId, m.companyId),
        eq(d.listName, m.listName),
        eq(d.entryId, m.entryId),
        sql`(${d.decision} = 'confirmed' or ${d.entryHash} = ${m.entryHash})`,
      ),
    )
    .leftJoin(users, eq(users.id, d.decidedBy))
    .where("companyId" in where ? eq(m.companyId, where.companyId) : eq(m.id, where.matchId))
    .orderBy(desc(m.score), m.matchedName);
  return rows.map(({ match, decision, firstName, lastName }) => ({
    id: match.id,
    companyId: match.companyId,
    listName: match.listName,
    entryId: match.entryId,
    entryName: match.entryName,
    matchedName: match.matchedName,
    entryCountry: match.entryCountry,
    score: match.score,
    nameScore: match.nameScore,
    strength: match.strength,
    reasons: match.reasons,
    decision: decision?.decision ?? null,
    decisionReason: decision?.reason ?? null,
    decisionComment: decision?.comment ?? null,
    decidedBy:
      decision?.decidedBy != null
        ? { id: decision.decidedBy, name: `${firstName ?? ""} ${lastName ?? ""}`.trim() }
        : null,
    decidedAt: decision?.decidedAt ?? null,
  }));
}

/** screeningMatches(companyId): every member with the risk hub reads them; best first. */
export async function listScreeningMatches(
  deps: ServiceDeps,
  actor: TenantActor,
  companyId: string,
): Promise<ScreeningMatchView[]> {
  authorize(actor, "risk.read");
  if (!(await findVisibleCompany(deps.db, companyId))) return [];
  return matchViews(deps.db, actor, { companyId });
}

const decideInput = z
  .object({
    matchId: z.string().refine(isUuid, "The id is not valid."),
    decision: z.enum(matchDecisions),
    reason: z.enum(matchDismissReasons).nullish(),
    comment: z
      .string()
      .trim()
      .max(riskLimits.dismissReasonMaxLength, riskMessages.dismissReasonTooLong)
      .nullish(),
  })
  .superRefine((input, ctx) => {
    if (input.decision === "dismissed" && !input.reason) {
      ctx.addIssue({
        code: "custom",
        path: ["reason"],
        message: "Choose why the match is dismissed.",
      });
    }
    if (input.decision === "dismissed" && input.reason === "other" && !input.comment) {
      ctx.addIssue({ code: "custom", path: ["comment"], message: "Say why in a comment." });
    }
  });
export type DecideScreeningMatchInput = z.input<typeof decideInput>;

/**
 * Confirms or dismisses a match for the actor's organisation (issue 14 "Analysts decide"). The
 * decision is keyed by company, list and entry and remembers the entry's hash, so rescreening
 * keeps a dismissal until the list entry changes. Audited.
 */
export async function decideScreeningMatch(
  deps: ServiceDeps,
  actor: TenantActor,
  input: DecideScreeningMatchInput,
): Promise<{ match: ScreeningMatchView }> {
  // In-band (the result union's ForbiddenError), so the web can say why the decision failed.
  if (!can(actor, "screeningMatches.decide")) {
    throw new ForbiddenError(
      "Deciding screening matches needs the risk hub and create:risk_config.",
    );
  }
  const parsed = parseInput(decideInput, input);
  const [match] = await deps.db
    .select()
    .from(screeningMatches)
    .where(eq(screeningMatches.id, parsed.matchId));
  if (!match || !(await findVisibleCompany(deps.db, match.companyId))) throw new NotFoundError();
  const values = {
    companyId: match.companyId,
    listName: match.listName,
    entryId: match.entryId,
    decision: parsed.decision,
    // A confirmation needs no reason; a dismissal keeps the one chosen.
    reason: parsed.decision === "dismissed" ? (parsed.reason ?? null) : null,
    comment: parsed.comment || null,
    decidedBy: actor.userId,
    decidedAt: new Date(),
    entryHash: match.entryHash,
  };
  await auditedChange(
    deps.db,
    actor,
    { action: `screeningMatch.${parsed.decision}`, targetType: "screening_match" },
    async (tx) => {
      const tenant = tenantData(tx, actor);
      const d = screeningMatchDecisions;
      const same = and(
        eq(d.companyId, match.companyId),
        eq(d.listName, match.listName),
        eq(d.entryId, match.entryId),
      );
      const before = await tenant.first(d, same);
      if (before) await tenant.update(d, values, same);
      else await tenant.insert(d, values);
      // The decision's trigger marks the company for rescoring; rescore now rather than at the
      // next five-minute tick, so the grade follows the decision within seconds. The queue is
      // the risk feature's riskRescoreDirtyQueue (risk imports companies, so named, not imported).
      await enqueueJob(tx, "risk.rescore-dirty", {});
      return {
        result: null,
        targetId: match.id,
        before: before ? { decision: before.decision, reason: before.reason } : null,
        after: { decision: values.decision, reason: values.reason, comment: values.comment },
      };
    },
  );
  const [view] = await matchViews(deps.db, actor, { matchId: match.id });
  if (!view) throw new NotFoundError();
  return { match: view };
}
