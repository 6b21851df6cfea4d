import { and, eq, isNull, type SQL } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { NotFoundError, ValidationError } from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import { companyByDuns, findVisibleCompany } from "../companies/company-access.service.ts";
import { findVisible as findVisiblePortfolio } from "../portfolios/portfolio-visibility.ts";
import { findVisibleCaseId } from "./case-wall-hooks.ts";
import { type CommentRow, comments } from "./comment.table.ts";

/** What a wall is about, as the GraphQL input names it: exactly one of the four. */
export type CommentTargetInput = {
  companyId?: string | null;
  duns?: string | null;
  portfolioId?: string | null;
  caseId?: string | null;
};

/** A resolved target: a DUNS number that a company has becomes that company. */
export type CommentTarget =
  | { kind: "company"; companyId: string; duns: string | null }
  | { kind: "duns"; duns: string }
  | { kind: "portfolio"; portfolioId: string }
  | { kind: "case"; caseId: string };

const targetRequired = () =>
  new ValidationError([
    { path: "target", message: "Name exactly one of companyId, duns, portfolioId or caseId." },
  ]);

/**
 * Resolves the target and checks the viewer may see it: a visible company, a portfolio the
 * portfolios feature says the viewer sees, a case the cases feature says the viewer sees
 * (case-wall-hooks.ts). Anything else is not found.
 */
export async function resolveTarget(
  deps: ServiceDeps,
  actor: TenantActor,
  input: CommentTargetInput,
): Promise<CommentTarget> {
  const named = Object.entries(input).filter(([, value]) => value != null && value !== "");
  if (named.length !== 1) throw targetRequired();
  const target = toTarget(input);
  if (!target) throw targetRequired();
  if (target.kind === "company") {
    const company = await findVisibleCompany(deps.db, target.companyId);
    if (!company) throw new NotFoundError("Company not found.");
    return { kind: "company", companyId: company.id, duns: company.duns };
  }
  if (target.kind === "duns") {
    if (!/^\d{9}$/.test(target.duns)) throw new NotFoundError("Company not found.");
    const company = await companyByDuns(deps, actor, target.duns);
    return company ? { kind: "company", companyId: company.id, duns: company.duns } : target;
  }
  await assertTargetVisible(deps, actor, target);
  return target;
}

function toTarget(input: CommentTargetInput): CommentTarget | null {
  if (input.companyId) return { kind: "company", companyId: input.companyId, duns: null };
  if (input.duns) return { kind: "duns", duns: input.duns.trim() };
  if (input.portfolioId) return { kind: "portfolio", portfolioId: input.portfolioId };
  if (input.caseId) return { kind: "case", caseId: input.caseId };
  return null;
}

/**
 * The one place a comment's target is checked for a viewer: every read of a comment (wall,
 * comment(id), downloads, mentions) comes through here or resolveTarget.
 */
export async function assertTargetVisible(
  deps: Pick<ServiceDeps, "db">,
  actor: TenantActor,
  target: CommentTarget,
): Promise<void> {
  if (target.kind === "portfolio") {
    // Not found for another organisation's, an unshared or a malformed id.
    await findVisiblePortfolio(deps.db, actor, target.portfolioId);
  } else if (target.kind === "company") {
    if (!(await findVisibleCompany(deps.db, target.companyId)))
      throw new NotFoundError("Company not found.");
  } else if (target.kind === "case") {
    // A private case's wall is as hidden as the case: its comments, counts and files too.
    if (!isUuid(target.caseId) || !(await findVisibleCaseId(deps.db, actor, target.caseId)))
      throw new NotFoundError("Case not found.");
  }
}

/** The target a stored comment belongs to. */
export function targetOf(row: CommentRow): CommentTarget {
  if (row.companyId) return { kind: "company", companyId: row.companyId, duns: row.duns };
  if (row.portfolioId) return { kind: "portfolio", portfolioId: row.portfolioId };
  if (row.caseId) return { kind: "case", caseId: row.caseId };
  return { kind: "duns", duns: row.duns ?? "" };
}

/** True when the viewer may see the stored comment's target (false instead of not found). */
export async function targetVisible(
  deps: Pick<ServiceDeps, "db">,
  actor: TenantActor,
  row: CommentRow,
): Promise<boolean> {
  try {
    await assertTargetVisible(deps, actor, targetOf(row));
    return true;
  } catch (error) {
    if (error instanceof NotFoundError) return false;
    throw error;
  }
}

/** The columns a new comment on the target stores. */
export function targetColumns(target: CommentTarget) {
  return {
    companyId: target.kind === "company" ? target.companyId : null,
    duns: target.kind === "company" || target.kind === "duns" ? target.duns : null,
    portfolioId: target.kind === "portfolio" ? target.portfolioId : null,
    caseId: target.kind === "case" ? target.caseId : null,
  };
}

/** Comments on the target (each condition matches one of the wall indexes). */
export function onTarget(target: CommentTarget): SQL {
  switch (target.kind) {
    case "company":
      return eq(comments.companyId, target.companyId);
    case "duns":
      return and(isNull(comments.companyId), eq(comments.duns, target.duns)) as SQL;
    case "portfolio":
      return eq(comments.portfolioId, target.portfolioId);
    case "case":
      return eq(comments.caseId, target.caseId);
  }
}

export function sameTarget(a: CommentTarget, b: CommentTarget): boolean {
  return JSON.stringify(targetKey(a)) === JSON.stringify(targetKey(b));
}

const targetKey = (t: CommentTarget) =>
  t.kind === "company"
    ? ["company", t.companyId]
    : t.kind === "duns"
      ? ["duns", t.duns]
      : t.kind === "portfolio"
        ? ["portfolio", t.portfolioId]
        : ["case", t.caseId];
